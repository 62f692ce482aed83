// The prescription screen's lines as the doctor edits them, before saving: the four kinds, a line's quantity worked out
// from its doses and days, the checks the form runs before asking (spec §5: a drug, a quantity above 0 and a unit),
// the inputs of updateToaThuocs, and where a server refusal naming a line goes.
import type { Dong } from '@his/sdk';

export type PrescriptionKind = 'ToaThuong' | 'ToaBHYT' | 'ToaVTYT' | 'ToaMuaNgoai';
export const PRESCRIPTION_KINDS: readonly PrescriptionKind[] = ['ToaThuong', 'ToaBHYT', 'ToaVTYT', 'ToaMuaNgoai'];

/** The argument of updateToaThuocs that carries each kind. */
export const KIND_ARGUMENT = { ToaThuong: 'toaThuong', ToaBHYT: 'toaBHYT', ToaVTYT: 'toaVTYT', ToaMuaNgoai: 'toaMuaNgoai' } as const satisfies Record<PrescriptionKind, string>;
const KIND_OF_ARGUMENT = Object.fromEntries(Object.entries(KIND_ARGUMENT).map(([kind, argument]) => [argument, kind])) as Record<string, PrescriptionKind>;

/** What the store search filters by for each kind: supplies on VTYT only, insured drugs on BHYT; none on Mua ngoài. */
export const KIND_STOCK = {
  ToaThuong: { LoaiDuoc: 'Thuoc' },
  ToaBHYT: { LoaiDuoc: 'Thuoc', BHYT: true },
  ToaVTYT: { LoaiDuoc: 'VTYT' },
  ToaMuaNgoai: null,
} as const satisfies Record<PrescriptionKind, { LoaiDuoc: string; BHYT?: boolean } | null>;

export type DoseField = 'Sang' | 'Trua' | 'Chieu' | 'Toi';
export const DOSE_FIELDS: readonly DoseField[] = ['Sang', 'Trua', 'Chieu', 'Toi'];

/** The drug of a line: from the store's stock, or written by name on an outside purchase (no Duoc_Id). */
export interface LineDrug {
  Duoc_Id: string | null;
  MaDuoc?: string | null;
  TenDuoc: string;
  HoatChat?: string | null;
  HamLuong?: string | null;
  DonViTinh: string;
  SoDangKy?: string | null;
  /** The price the store sells at for this kind, in đồng (0 on an outside purchase). */
  DonGia: Dong;
  /** What the store can still give; null when unknown (outside purchase, a saved line not looked up). */
  SoLuongKhaDung?: number | null;
  /** The catalogue's usual route, offered when the line has none. */
  DuongDung?: string | null;
}

export interface DraftLine {
  /** The line's key on screen: the saved line's id, or one made up for a new line. */
  key: string;
  drug: LineDrug | null;
  Sang: number | null;
  Trua: number | null;
  Chieu: number | null;
  Toi: number | null;
  SoNgay: number | null;
  /** As typed; empty means doses × days. */
  SoLuong: number | null;
  DuongDung: string;
  LoiDanUongThuoc: string;
  /** A line the cashier has collected: it cannot change. */
  DaThuTien: boolean;
}

let lineKeys = 0;
/** A key for a line not saved yet (typed, or from a sample). */
export const newLineKey = (): string => `new-${++lineKeys}`;

export const EMPTY_LINE: Omit<DraftLine, 'key'> = { drug: null, Sang: null, Trua: null, Chieu: null, Toi: null, SoNgay: null, SoLuong: null, DuongDung: '', LoiDanUongThuoc: '', DaThuTien: false };

/** One kind's prescription on screen. */
export interface DraftPrescription {
  lines: DraftLine[];
  /** A saved prescription of this kind (to remove when all its lines are taken out). */
  savedId: string | null;
}

export type DraftPrescriptions = Record<PrescriptionKind, DraftPrescription>;

export const emptyPrescriptions = (): DraftPrescriptions => ({
  ToaThuong: { lines: [], savedId: null },
  ToaBHYT: { lines: [], savedId: null },
  ToaVTYT: { lines: [], savedId: null },
  ToaMuaNgoai: { lines: [], savedId: null },
});

export type LineField = 'drug' | 'SoLuong' | 'DonViTinh' | 'SoNgay' | DoseField;
export type LineProblems = Partial<Record<LineField, string>>;

const MAX_DAYS = 365;

/** The doses of a day, null when none is written. */
export function dailyDose(line: Pick<DraftLine, DoseField>): number | null {
  const doses = DOSE_FIELDS.map((field) => line[field]).filter((dose): dose is number => dose != null && Number.isFinite(dose));
  return doses.length === 0 ? null : doses.reduce((sum, dose) => sum + dose, 0);
}

/** The quantity to give: as typed, else the doses of a day times the days, rounded up to a whole unit. */
export function quantityOf(line: Pick<DraftLine, DoseField | 'SoNgay' | 'SoLuong'>): number | null {
  if (line.SoLuong != null) return line.SoLuong;
  const perDay = dailyDose(line);
  if (perDay === null || line.SoNgay == null || perDay <= 0 || line.SoNgay <= 0) return null;
  // 0.1 is not exact in binary: 3 × 0.1 must give 1 box of 0.3, not 0.30000000000000004 rounded up.
  return Math.ceil(Math.round(perDay * line.SoNgay * 1000) / 1000);
}

/** The checks of a line before it joins the prescription (spec §5 and the server's line checks), as message keys. */
export function lineProblems(line: DraftLine, kind: PrescriptionKind): LineProblems {
  const problems: LineProblems = {};
  if (!line.drug || line.drug.TenDuoc.trim() === '') problems.drug = kind === 'ToaMuaNgoai' ? 'examination.prescription.check.drugNameRequired' : 'examination.prescription.check.drugRequired';
  else if (line.drug.DonViTinh.trim() === '') problems.DonViTinh = 'examination.prescription.check.unitRequired';
  for (const field of DOSE_FIELDS) {
    const dose = line[field];
    if (dose != null && (!Number.isFinite(dose) || dose < 0)) problems[field] = 'examination.prescription.check.doseInvalid';
  }
  if (line.SoNgay != null && (!Number.isInteger(line.SoNgay) || line.SoNgay < 1 || line.SoNgay > MAX_DAYS)) problems.SoNgay = 'examination.prescription.check.daysInvalid';
  const quantity = quantityOf(line);
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) problems.SoLuong = 'examination.prescription.check.quantityRequired';
  return problems;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The input of one kind for updateToaThuocs; lines in their order on screen. */
export function prescriptionInput(kind: PrescriptionKind, lines: readonly DraftLine[], storeId: string | null, advice: string) {
  return {
    LoaiToaThuoc: kind,
    LoiDan: text(advice),
    KhoXuat_Id: kind === 'ToaMuaNgoai' ? null : storeId,
    ChiTiets: lines.map((line) => ({
      Duoc_Id: line.drug?.Duoc_Id ?? null,
      // The server takes the name and unit from the catalogue for a drug of the store: only a written one sends them.
      ...(line.drug?.Duoc_Id ? {} : { TenDuoc: line.drug?.TenDuoc.trim() ?? '', DonViTinh: line.drug?.DonViTinh.trim() ?? '' }),
      SoLuong: quantityOf(line) ?? 0,
      SoNgay: line.SoNgay,
      Sang: line.Sang,
      Trua: line.Trua,
      Chieu: line.Chieu,
      Toi: line.Toi,
      DuongDung: text(line.DuongDung),
      LoiDanUongThuoc: text(line.LoiDanUongThuoc),
    })),
  };
}

/** The registration numbers of every drug line of every kind: what the interaction check is asked about. */
export function registrationNumbers(prescriptions: Readonly<DraftPrescriptions>): string[] {
  const numbers = PRESCRIPTION_KINDS.flatMap((kind) => prescriptions[kind].lines.map((line) => line.drug?.SoDangKy?.trim() ?? '')).filter((number) => number !== '');
  return [...new Set(numbers)];
}

/** A saved line as the screen edits it. */
export function draftOfSaved(line: {
  _id: string;
  Duoc_Id?: string | null;
  MaDuoc?: string | null;
  TenDuoc: string;
  HoatChat?: string | null;
  HamLuong?: string | null;
  DonViTinh: string;
  SoDangKy?: string | null;
  SoLuong: number;
  SoNgay?: number | null;
  Sang?: number | null;
  Trua?: number | null;
  Chieu?: number | null;
  Toi?: number | null;
  DuongDung?: string | null;
  LoiDanUongThuoc?: string | null;
  DonGia: number;
  DaThuTien: boolean;
}): DraftLine {
  return {
    key: line._id,
    drug: { Duoc_Id: line.Duoc_Id ?? null, MaDuoc: line.MaDuoc, TenDuoc: line.TenDuoc, HoatChat: line.HoatChat, HamLuong: line.HamLuong, DonViTinh: line.DonViTinh, SoDangKy: line.SoDangKy, DonGia: line.DonGia as Dong, SoLuongKhaDung: null },
    Sang: line.Sang ?? null,
    Trua: line.Trua ?? null,
    Chieu: line.Chieu ?? null,
    Toi: line.Toi ?? null,
    SoNgay: line.SoNgay ?? null,
    SoLuong: line.SoLuong,
    DuongDung: line.DuongDung ?? '',
    LoiDanUongThuoc: line.LoiDanUongThuoc ?? '',
    DaThuTien: line.DaThuTien,
  };
}

/** Where a refusal of updateToaThuocs goes: a line of a kind (`toaThuong.ChiTiets.1.SoLuong`, `ChiTiets[1]`), a kind, or the whole. */
export interface RefusalPlace {
  kind: PrescriptionKind | null;
  line: number | null;
}

export function refusalPlace(field: string | undefined, fallbackKind: PrescriptionKind | null): RefusalPlace {
  if (!field) return { kind: null, line: null };
  const argument = /^(toaThuong|toaBHYT|toaVTYT|toaMuaNgoai)\b/.exec(field)?.[1];
  const kind = argument ? KIND_OF_ARGUMENT[argument]! : (PRESCRIPTION_KINDS.find((each) => field.startsWith(each)) ?? fallbackKind);
  const line = /ChiTiets(?:\.|\[)(\d+)/.exec(field)?.[1];
  return { kind, line: line === undefined ? null : Number(line) };
}
