// Drug interactions among the drugs of one prescription (spec §9: Major, Moderate, Minor, Duplication): a small
// shipped table of well-known interacting active-ingredient pairs, and the pure matching the server runs on it.
// The table is a starting subset for prescribers' warnings, not a complete reference: a facility's pharmacists
// extend it. Each row names where it comes from.
import { toKhongDau } from '@his/sdk';
import type { DrugInteraction } from '../contract';

export type InteractionSeverity = 'Major' | 'Moderate' | 'Minor';

export interface InteractionRule {
  /** Active ingredients by their international non-proprietary name, lower case: 'warfarin'. */
  a: string;
  b: string;
  MucDo: InteractionSeverity;
  MoTa: string;
  XuTri: string;
  /** Where the pair and its class come from. */
  source: string;
}

const BNF = 'BNF, Appendix 1 (Interactions)';
const STOCKLEY = "Stockley's Drug Interactions";
const QD_5948 = 'Quyết định 5948/QĐ-BYT ngày 30/12/2021 của Bộ Y tế (danh mục tương tác thuốc chống chỉ định)';
const CLOPIDOGREL_LABEL = 'FDA, nhãn thuốc Plavix (clopidogrel), cảnh báo 2009–2010';

export const INTERACTIONS: readonly InteractionRule[] = [
  {
    a: 'warfarin', b: 'aspirin', MucDo: 'Major', source: BNF,
    MoTa: 'Aspirin ức chế kết tập tiểu cầu và gây tổn thương niêm mạc dạ dày, cộng hợp với tác dụng chống đông của warfarin: tăng nguy cơ chảy máu nặng.',
    XuTri: 'Tránh phối hợp trừ khi có chỉ định rõ ràng; nếu bắt buộc, dùng liều aspirin thấp nhất, theo dõi INR và dấu hiệu chảy máu.',
  },
  {
    a: 'warfarin', b: 'ibuprofen', MucDo: 'Major', source: BNF,
    MoTa: 'Thuốc chống viêm không steroid làm tăng nguy cơ xuất huyết tiêu hóa và ức chế tiểu cầu khi dùng cùng warfarin.',
    XuTri: 'Tránh phối hợp; giảm đau bằng paracetamol liều thấp thay thế, theo dõi INR.',
  },
  {
    a: 'warfarin', b: 'diclofenac', MucDo: 'Major', source: BNF,
    MoTa: 'Thuốc chống viêm không steroid làm tăng nguy cơ xuất huyết tiêu hóa và ức chế tiểu cầu khi dùng cùng warfarin.',
    XuTri: 'Tránh phối hợp; nếu bắt buộc, dùng ngắn ngày, kèm thuốc bảo vệ dạ dày và theo dõi INR.',
  },
  {
    a: 'warfarin', b: 'meloxicam', MucDo: 'Major', source: BNF,
    MoTa: 'Thuốc chống viêm không steroid làm tăng nguy cơ xuất huyết tiêu hóa khi dùng cùng warfarin.',
    XuTri: 'Tránh phối hợp; nếu bắt buộc, theo dõi INR và dấu hiệu chảy máu.',
  },
  {
    a: 'warfarin', b: 'clopidogrel', MucDo: 'Major', source: BNF,
    MoTa: 'Phối hợp thuốc chống đông và thuốc kháng tiểu cầu làm tăng nguy cơ chảy máu.',
    XuTri: 'Chỉ phối hợp khi có chỉ định chuyên khoa; theo dõi chặt INR, công thức máu và dấu hiệu chảy máu.',
  },
  {
    a: 'warfarin', b: 'fluconazole', MucDo: 'Major', source: STOCKLEY,
    MoTa: 'Fluconazol ức chế CYP2C9, làm giảm chuyển hóa warfarin: INR tăng mạnh, nguy cơ chảy máu.',
    XuTri: 'Tránh phối hợp nếu có thể; nếu dùng, giảm liều warfarin và kiểm tra INR sau 3–5 ngày.',
  },
  {
    a: 'warfarin', b: 'clarithromycin', MucDo: 'Moderate', source: STOCKLEY,
    MoTa: 'Clarithromycin làm tăng tác dụng chống đông của warfarin (ức chế chuyển hóa, thay đổi hệ vi khuẩn ruột).',
    XuTri: 'Theo dõi INR trong và sau đợt kháng sinh, chỉnh liều warfarin khi cần.',
  },
  {
    a: 'warfarin', b: 'ciprofloxacin', MucDo: 'Moderate', source: STOCKLEY,
    MoTa: 'Ciprofloxacin có thể làm tăng INR ở người đang dùng warfarin.',
    XuTri: 'Theo dõi INR trong và sau đợt kháng sinh.',
  },
  {
    a: 'warfarin', b: 'paracetamol', MucDo: 'Minor', source: BNF,
    MoTa: 'Dùng paracetamol đều đặn, kéo dài (trên 2 g/ngày nhiều ngày) có thể làm tăng INR.',
    XuTri: 'Dùng liều thấp, ngắn ngày được; nếu dùng kéo dài, kiểm tra INR.',
  },
  {
    a: 'clopidogrel', b: 'omeprazole', MucDo: 'Major', source: CLOPIDOGREL_LABEL,
    MoTa: 'Omeprazol ức chế CYP2C19, làm giảm chuyển clopidogrel thành chất có hoạt tính: giảm tác dụng chống kết tập tiểu cầu.',
    XuTri: 'Tránh phối hợp; nếu cần thuốc ức chế bơm proton, chọn pantoprazol.',
  },
  {
    a: 'clopidogrel', b: 'esomeprazole', MucDo: 'Major', source: CLOPIDOGREL_LABEL,
    MoTa: 'Esomeprazol ức chế CYP2C19, làm giảm chuyển clopidogrel thành chất có hoạt tính: giảm tác dụng chống kết tập tiểu cầu.',
    XuTri: 'Tránh phối hợp; nếu cần thuốc ức chế bơm proton, chọn pantoprazol.',
  },
  {
    a: 'clopidogrel', b: 'aspirin', MucDo: 'Moderate', source: BNF,
    MoTa: 'Hai thuốc kháng tiểu cầu cộng hợp tác dụng: tăng nguy cơ chảy máu.',
    XuTri: 'Chỉ phối hợp khi có chỉ định (kháng tiểu cầu kép), trong thời gian xác định; cân nhắc thuốc bảo vệ dạ dày.',
  },
  {
    a: 'simvastatin', b: 'clarithromycin', MucDo: 'Major', source: QD_5948,
    MoTa: 'Clarithromycin ức chế mạnh CYP3A4, làm tăng nồng độ simvastatin nhiều lần: nguy cơ bệnh cơ, tiêu cơ vân.',
    XuTri: 'Chống chỉ định phối hợp: tạm ngừng simvastatin trong đợt dùng clarithromycin hoặc chọn kháng sinh khác.',
  },
  {
    a: 'atorvastatin', b: 'clarithromycin', MucDo: 'Moderate', source: BNF,
    MoTa: 'Clarithromycin làm tăng nồng độ atorvastatin: tăng nguy cơ bệnh cơ.',
    XuTri: 'Không dùng quá 20 mg atorvastatin mỗi ngày trong đợt kháng sinh; dặn bệnh nhân báo khi đau cơ.',
  },
  {
    a: 'simvastatin', b: 'amlodipine', MucDo: 'Moderate', source: 'FDA, nhãn thuốc simvastatin (giới hạn liều khi dùng cùng amlodipin, 2011)',
    MoTa: 'Amlodipin làm tăng nồng độ simvastatin: tăng nguy cơ bệnh cơ.',
    XuTri: 'Không dùng quá 20 mg simvastatin mỗi ngày khi dùng cùng amlodipin.',
  },
  {
    a: 'simvastatin', b: 'fluconazole', MucDo: 'Moderate', source: STOCKLEY,
    MoTa: 'Fluconazol ức chế CYP3A4, làm tăng nồng độ simvastatin: tăng nguy cơ bệnh cơ.',
    XuTri: 'Cân nhắc tạm ngừng simvastatin trong đợt điều trị nấm; theo dõi đau cơ.',
  },
  {
    a: 'ibuprofen', b: 'aspirin', MucDo: 'Moderate', source: BNF,
    MoTa: 'Ibuprofen cạnh tranh vị trí gắn trên tiểu cầu, làm giảm tác dụng bảo vệ tim mạch của aspirin liều thấp; tăng nguy cơ loét, chảy máu tiêu hóa.',
    XuTri: 'Tránh dùng ibuprofen thường xuyên; nếu cần, uống aspirin trước ibuprofen ít nhất 30 phút.',
  },
  {
    a: 'diclofenac', b: 'ibuprofen', MucDo: 'Moderate', source: BNF,
    MoTa: 'Hai thuốc chống viêm không steroid cùng nhóm: không tăng hiệu quả mà tăng nguy cơ loét, chảy máu tiêu hóa và tổn thương thận.',
    XuTri: 'Không phối hợp hai thuốc chống viêm không steroid; giữ một thuốc.',
  },
  {
    a: 'meloxicam', b: 'diclofenac', MucDo: 'Moderate', source: BNF,
    MoTa: 'Hai thuốc chống viêm không steroid cùng nhóm: tăng nguy cơ loét, chảy máu tiêu hóa và tổn thương thận.',
    XuTri: 'Không phối hợp hai thuốc chống viêm không steroid; giữ một thuốc.',
  },
  {
    a: 'ibuprofen', b: 'losartan', MucDo: 'Moderate', source: BNF,
    MoTa: 'Thuốc chống viêm không steroid làm giảm tác dụng hạ áp của losartan và tăng nguy cơ suy thận, tăng kali máu.',
    XuTri: 'Dùng ngắn ngày, đủ nước; theo dõi huyết áp, creatinin và kali máu ở người cao tuổi.',
  },
  {
    a: 'diclofenac', b: 'losartan', MucDo: 'Moderate', source: BNF,
    MoTa: 'Thuốc chống viêm không steroid làm giảm tác dụng hạ áp của losartan và tăng nguy cơ suy thận, tăng kali máu.',
    XuTri: 'Dùng ngắn ngày, đủ nước; theo dõi huyết áp, creatinin và kali máu ở người cao tuổi.',
  },
  {
    a: 'clarithromycin', b: 'amlodipine', MucDo: 'Moderate', source: STOCKLEY,
    MoTa: 'Clarithromycin làm tăng nồng độ amlodipin: nguy cơ tụt huyết áp, tổn thương thận cấp ở người cao tuổi.',
    XuTri: 'Cân nhắc kháng sinh khác (azithromycin); nếu dùng, theo dõi huyết áp.',
  },
  {
    a: 'prednisolone', b: 'ibuprofen', MucDo: 'Moderate', source: BNF,
    MoTa: 'Corticoid và thuốc chống viêm không steroid cùng làm tăng nguy cơ loét, chảy máu tiêu hóa.',
    XuTri: 'Tránh phối hợp kéo dài; nếu cần, thêm thuốc bảo vệ dạ dày.',
  },
  {
    a: 'prednisolone', b: 'diclofenac', MucDo: 'Moderate', source: BNF,
    MoTa: 'Corticoid và thuốc chống viêm không steroid cùng làm tăng nguy cơ loét, chảy máu tiêu hóa.',
    XuTri: 'Tránh phối hợp kéo dài; nếu cần, thêm thuốc bảo vệ dạ dày.',
  },
  {
    a: 'prednisolone', b: 'aspirin', MucDo: 'Moderate', source: BNF,
    MoTa: 'Corticoid làm tăng nguy cơ loét, chảy máu tiêu hóa của aspirin và làm giảm nồng độ salicylat.',
    XuTri: 'Theo dõi dấu hiệu xuất huyết tiêu hóa; cân nhắc thuốc bảo vệ dạ dày.',
  },
  {
    a: 'metformin', b: 'prednisolone', MucDo: 'Minor', source: BNF,
    MoTa: 'Corticoid làm tăng đường huyết, đối kháng tác dụng của metformin.',
    XuTri: 'Theo dõi đường huyết khi bắt đầu hoặc ngừng corticoid.',
  },
  {
    a: 'omeprazole', b: 'clarithromycin', MucDo: 'Minor', source: STOCKLEY,
    MoTa: 'Hai thuốc làm tăng nồng độ của nhau; phối hợp này thường được chủ định trong phác đồ diệt H. pylori.',
    XuTri: 'Không cần chỉnh liều trong phác đồ chuẩn.',
  },
];

/**
 * The spellings of an ingredient as Vietnamese labels and registrations print it, unaccented, mapped to the
 * international name the table uses.
 */
const ALIASES: Readonly<Record<string, string>> = {
  'acid acetylsalicylic': 'aspirin',
  'acetylsalicylic acid': 'aspirin',
  acetaminophen: 'paracetamol',
  amoxicilin: 'amoxicillin',
  'acid clavulanic': 'clavulanic acid',
  clavulanat: 'clavulanic acid',
  omeprazol: 'omeprazole',
  esomeprazol: 'esomeprazole',
  amlodipin: 'amlodipine',
  cetirizin: 'cetirizine',
  fluconazol: 'fluconazole',
  prednisolon: 'prednisolone',
  loratadin: 'loratadine',
};

/**
 * Salt and hydrate words that do not change the active moiety ('Losartan kali' is losartan); only after the first
 * word, so that a salt that is itself the ingredient ('Kali clorid') keeps its name.
 */
const SALT_WORDS = new Set([
  'natri', 'sodium', 'kali', 'potassium', 'calci', 'calcium', 'magnesi', 'magnesium',
  'hydroclorid', 'hydrochloride', 'dihydroclorid', 'dihydrochloride', 'besilat', 'besylate', 'bisulfat', 'bisulfate',
  'maleat', 'maleate', 'mesylat', 'mesylate', 'sulfat', 'sulfate', 'trihydrat', 'trihydrate', 'dihydrat', 'dihydrate',
  'tartrat', 'tartrate', 'fumarat', 'fumarate', 'succinat', 'succinate',
]);

/** An ingredient as the table compares it: unaccented, case-blind, without salt words, by its international name. */
export function ingredientKey(name: string): string {
  const words = toKhongDau(name).replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter((word, index) => word !== '' && (index === 0 || !SALT_WORDS.has(word)));
  const plain = words.join(' ');
  return ALIASES[plain] ?? plain;
}

/** The ingredients of a drug's HoatChat ('Amoxicilin; Acid clavulanic'): by key, with the text as printed. */
export function ingredientsOf(hoatChat: string | null | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (hoatChat ?? '').split(/[;+,]/)) {
    const printed = part.trim();
    const key = ingredientKey(printed);
    if (key !== '' && !found.has(key)) found.set(key, printed);
  }
  return found;
}

/** A prescribed drug as matching needs it. */
export interface InteractionDrug {
  SoDangKy: string;
  TenDuoc: string;
  HoatChat: string | null;
}

const ORDER: Readonly<Record<DrugInteraction['MucDo'], number>> = { Major: 0, Moderate: 1, Minor: 2, Duplication: 3 };

function ruleIndex(table: readonly InteractionRule[]): Map<string, InteractionRule> {
  const index = new Map<string, InteractionRule>();
  for (const rule of table) {
    const [a, b] = [ingredientKey(rule.a), ingredientKey(rule.b)];
    index.set(`${a}|${b}`, rule);
    index.set(`${b}|${a}`, rule);
  }
  return index;
}

/**
 * Every interaction between two of `drugs` (a drug listed twice by one registration number counts once): a table
 * pair of their ingredients, and a Duplication for each ingredient both contain. Most severe first, then in the
 * order the drugs were given.
 */
export function findInteractions(drugs: readonly InteractionDrug[], table: readonly InteractionRule[] = INTERACTIONS): DrugInteraction[] {
  const index = ruleIndex(table);
  const distinct = [...new Map(drugs.map((drug) => [drug.SoDangKy, drug])).values()];
  const withIngredients = distinct.map((drug) => ({ drug, ingredients: ingredientsOf(drug.HoatChat) }));
  const found: DrugInteraction[] = [];
  for (let i = 0; i < withIngredients.length; i++) {
    for (let j = i + 1; j < withIngredients.length; j++) {
      const first = withIngredients[i]!;
      const second = withIngredients[j]!;
      const pair = { SoDangKy1: first.drug.SoDangKy, SoDangKy2: second.drug.SoDangKy, TenThuoc1: first.drug.TenDuoc, TenThuoc2: second.drug.TenDuoc };
      for (const [key, printed] of first.ingredients) {
        const shared = second.ingredients.get(key);
        if (shared === undefined) continue;
        found.push({
          ...pair, MucDo: 'Duplication', HoatChat1: printed, HoatChat2: shared,
          MoTa: `Hai thuốc cùng chứa hoạt chất ${printed}: trùng lặp điều trị, nguy cơ quá liều.`,
          XuTri: 'Kiểm tra lại đơn, giữ một thuốc hoặc tính tổng liều hoạt chất.',
        });
      }
      const seen = new Set<InteractionRule>();
      for (const [keyA, printedA] of first.ingredients) {
        for (const [keyB, printedB] of second.ingredients) {
          const rule = keyA === keyB ? undefined : index.get(`${keyA}|${keyB}`);
          if (!rule || seen.has(rule)) continue;
          seen.add(rule);
          found.push({ ...pair, MucDo: rule.MucDo, HoatChat1: printedA, HoatChat2: printedB, MoTa: rule.MoTa, XuTri: rule.XuTri });
        }
      }
    }
  }
  // Array.prototype.sort is stable: pairs keep the prescription's order within a class.
  return found.sort((x, y) => ORDER[x.MucDo] - ORDER[y.MucDo]);
}
