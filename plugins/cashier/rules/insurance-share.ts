// The cashier's money rules: what health insurance pays (BHChiTra) and what the patient pays (BenhNhanTT) of each
// bill line, and the discounts on the patient's share. Rates and thresholds come from the dated rule table
// (QuyTacBHYT, edited in settings), never from code. The rules, as a cashier reads them:
//
//  1. ThanhTien = DonGia × SoLuong, rounded to the đồng half up (a drug line may dispense 0.5 of a unit; the quantity
//     is read to the millionth).
//  2. A line is covered when the visit bills insurance (its patient group does), the card's benefit level (1-5) and the
//     route (TuyenKCB) are known, and the service has an insurance price (DonGiaBHYT). Otherwise KhongBHYT is true and
//     insurance pays 0: the screen and the bill say so on the line. An insured visit whose card level or route is
//     unknown has every line uncovered until the visit's insurance data is corrected.
//  3. Covered cost of a line = min(DonGia, DonGiaBHYT) × SoLuong (rounded as in 1); the part of the charged price above
//     the insurance price is the patient's.
//     Level 5 (QN, CA, CY: "100% including out-of-scope costs") is the exception: its covered cost is the whole
//     ThanhTien, a service missing from the insurance list included (NgoaiDanhMucBHYT says it is off the list).
//  4. Rate = MucHuong<level> × the route's ratio / 100: DungTuyen, ThongTuyen, or off-route TraiTuyenNgoaiTru /
//     TraiTuyenNoiTru by the visit's LoaiTiepNhan (NoiTru is inpatient, anything else outpatient).
//  5. Within the route (DungTuyen or ThongTuyen, which is paid as within the route) the level rate becomes 100% when
//     a. the visit's covered cost (the sum of 3 over all its covered lines) is under NguongChiPhiThap% of LuongCoSo
//        (strictly under: 15% of 2,340,000 = 351,000 đ, so 350,999 đ qualifies and 351,000 đ does not), or
//     b. the five-years rule holds for the line: MienCungChiTra is set and the line falls on or after the day of
//        NgayMienCungChiTra, in the same calendar year (the exemption lasts for the rest of that year).
//     The domain reference is silent on routes for both; the Law on Health Insurance (art. 22) grants them to visits
//     within the route, so an off-route visit keeps rule 4 (to be checked with the insurance agency).
//  6. A follow-up examination (the visit is a follow-up, the line is an examination service) is paid at most TaiKham%
//     of its covered cost: the rate is the lower of rule 4/5's rate and TaiKham (30%). It is a cap: it never raises
//     what insurance pays (an off-route outpatient follow-up stays at its route's rate), and rule 5 does not lift it.
//  7. BHChiTra = covered cost × rate, rounded to the đồng half up, per line; BenhNhanTT = ThanhTien − BHChiTra. The
//     patient's share is the remainder, so a line's shares always add up to its ThanhTien exactly.
//  8. A discount (MienGiam) reduces the patient's share only: a percent (0-100) of BenhNhanTT, rounded half up, or an
//     amount; not both, never above the patient's share (checkDiscount refuses these at input; shareBill holds a
//     stored discount to the share, which a later rule change may have lowered). A KhongThuTien line is waived in
//     full: its discount is its whole patient share (100%). ThanhTienSauGiamGia = ThanhTien − SoTienGiamGia and
//     BenhNhanTTSauGiamGia = BenhNhanTT − SoTienGiamGia, so BHChiTra + BenhNhanTTSauGiamGia = ThanhTienSauGiamGia.
//  9. PhanTram80/50/30: what insurance would pay at an 80, 50 or 30% route ratio (the older off-route rule): covered
//     cost × MucHuong × ratio, with rule 6's cap, without rule 5; null on an uncovered line.
// 10. Totals: TongTien = Σ ThanhTien = BHChiTra + BenhNhanTT + MienGiam, where BenhNhanTT is after discount.
// Not modelled: the caps of level 2 and of high-cost services (the reference gives no amounts), the care levels that
// replace routes from 7/2025 (the reference gives no rates), and the co-payment ceiling behind the five-years rule
// (the card carries its outcome, NgayMienCungChiTra).
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay, toCalendarDate } from '@his/sdk/format';
import { divideHalfUp, lineAmount, percentHundredths, percentOf, WHOLE } from './money';

export const RULE_KEYS = [
  'LuongCoSo', 'NguongChiPhiThap', 'MucHuong1', 'MucHuong2', 'MucHuong3', 'MucHuong4', 'MucHuong5',
  'TaiKham', 'DungTuyen', 'ThongTuyen', 'TraiTuyenNgoaiTru', 'TraiTuyenNoiTru',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

export function isRuleKey(value: string): value is RuleKey {
  return (RULE_KEYS as readonly string[]).includes(value);
}

export interface RuleRow {
  MaQuyTac: string;
  GiaTri: number;
  TuNgay: Timestamp;
}

/** The rules of one moment. Rates in percent; LuongCoSo in đồng. */
export interface InsuranceRules {
  LuongCoSo: Dong;
  NguongChiPhiThap: number;
  MucHuong: Record<1 | 2 | 3 | 4 | 5, number>;
  TaiKham: number;
  DungTuyen: number;
  ThongTuyen: number;
  TraiTuyenNgoaiTru: number;
  TraiTuyenNoiTru: number;
}

/** What the rules need of a visit; `insured` says the visit's patient group bills insurance. */
export interface BillVisit {
  insured: boolean;
  /** The card's benefit digit (1-5), null when the card does not give one. */
  MucHuong: number | null;
  /** DungTuyen, ThongTuyen or TraiTuyen. */
  TuyenKCB: string | null;
  /** NoiTru (inpatient) or NgoaiTru. */
  LoaiTiepNhan: string;
  MienCungChiTra: boolean;
  NgayMienCungChiTra: Timestamp | null;
  /** The visit is a follow-up examination. */
  TaiKham: boolean;
}

export interface BillLineInput {
  id: string;
  /** May be fractional (drugs); read to the millionth. */
  SoLuong: number;
  DonGia: Dong;
  /** The insurance unit price; null when the insurance list does not hold the service. */
  DonGiaBHYT: Dong | null;
  IsKhamBenh: boolean;
  /** When the line was ordered (the five-years rule looks at its day). */
  at: Timestamp;
  KhongThuTien: boolean;
  PhanTramGiamGia?: number;
  SoTienGiamGia?: Dong;
}

export interface BillLineShares {
  id: string;
  ThanhTien: Dong;
  /** The rate insurance pays of the covered cost, in percent. */
  TyLeBHYT: number;
  BHChiTra: Dong;
  /** Before discount. */
  BenhNhanTT: Dong;
  KhongBHYT: boolean;
  SoTienGiamGia: Dong;
  PhanTramGiamGia: number;
  ThanhTienSauGiamGia: Dong;
  BenhNhanTTSauGiamGia: Dong;
  PhanTram80: Dong | null;
  PhanTram50: Dong | null;
  PhanTram30: Dong | null;
  /** The covered cost (rule 3): what the rate applies to; 0 on an uncovered line. */
  ChiPhiBHYT: Dong;
  /** The service has no insurance price (off the insurance list), whether or not level 5 covers it. */
  NgoaiDanhMucBHYT: boolean;
}

export interface BillTotals {
  TongTien: Dong;
  BHChiTra: Dong;
  /** What the patient pays, after discounts. */
  BenhNhanTT: Dong;
  MienGiam: Dong;
  SoDongKhongBHYT: number;
  /** The visit's covered cost (rule 5a compares it with the threshold). */
  ChiPhiBHYT: Dong;
  /** The low-cost rule (5a) applied to the visit. */
  DuoiNguongChiPhiThap: boolean;
}

/**
 * The rules in force at `at` (the latest TuNgay <= at per key); a missing key is an error naming it. A key whose
 * row in force holds no number counts as missing. Rows of other codes are ignored.
 */
export function rulesInForce(rows: readonly RuleRow[], at: Timestamp): InsuranceRules | { missing: RuleKey[] } {
  const latest = new Map<RuleKey, RuleRow>();
  for (const row of rows) {
    if (!isRuleKey(row.MaQuyTac) || !(row.TuNgay <= at)) continue;
    const current = latest.get(row.MaQuyTac);
    if (!current || row.TuNgay > current.TuNgay) latest.set(row.MaQuyTac, row);
  }
  const values = new Map<RuleKey, number>();
  for (const [key, row] of latest) {
    const value = Number(row.GiaTri);
    if (Number.isFinite(value)) values.set(key, value);
  }
  const missing = RULE_KEYS.filter((key) => !values.has(key));
  if (missing.length > 0) return { missing };
  const value = (key: RuleKey) => values.get(key)!;
  return {
    LuongCoSo: value('LuongCoSo'),
    NguongChiPhiThap: value('NguongChiPhiThap'),
    MucHuong: { 1: value('MucHuong1'), 2: value('MucHuong2'), 3: value('MucHuong3'), 4: value('MucHuong4'), 5: value('MucHuong5') },
    TaiKham: value('TaiKham'),
    DungTuyen: value('DungTuyen'),
    ThongTuyen: value('ThongTuyen'),
    TraiTuyenNgoaiTru: value('TraiTuyenNgoaiTru'),
    TraiTuyenNoiTru: value('TraiTuyenNoiTru'),
  };
}

export interface MoneyProblem {
  key: string;
  field: string;
  params?: Record<string, number>;
}

/** Most đồng a base salary may be set to: a typing slip beyond it, not a salary. */
export const MAX_LUONG_CO_SO: Dong = 1_000_000_000;

/** The problem of a rule value before it is saved, or null: LuongCoSo whole đồng, rates 0-100 to the hundredth. */
export function checkRuleValue(MaQuyTac: string, GiaTri: number): MoneyProblem | null {
  if (!isRuleKey(MaQuyTac)) return { key: 'cashier.rules.unknownKey', field: 'MaQuyTac' };
  if (!Number.isFinite(GiaTri)) return { key: 'validation.number', field: 'GiaTri' };
  if (MaQuyTac === 'LuongCoSo') {
    if (!Number.isSafeInteger(GiaTri)) return { key: 'validation.integer', field: 'GiaTri' };
    if (GiaTri < 1) return { key: 'validation.min', field: 'GiaTri', params: { min: 1 } };
    if (GiaTri > MAX_LUONG_CO_SO) return { key: 'validation.max', field: 'GiaTri', params: { max: MAX_LUONG_CO_SO } };
    return null;
  }
  if (GiaTri < 0) return { key: 'validation.min', field: 'GiaTri', params: { min: 0 } };
  if (GiaTri > 100) return { key: 'validation.max', field: 'GiaTri', params: { max: 100 } };
  if (Math.abs(GiaTri * 100 - Math.round(GiaTri * 100)) > 1e-6) return { key: 'cashier.percentDecimals', field: 'GiaTri', params: { decimals: 2 } };
  return null;
}

/**
 * The problem of a discount on a line before it is saved, or null: a percent 0-100 or a whole amount, not both, not
 * above the patient's share. `ThanhTien` is the line's amount; `BenhNhanTT`, the patient's share the discount reduces,
 * defaults to it (a line insurance does not cover).
 */
export function checkDiscount(
  line: { PhanTramGiamGia?: number; SoTienGiamGia?: Dong },
  ThanhTien: Dong,
  BenhNhanTT: Dong = ThanhTien,
): MoneyProblem | null {
  const percent = line.PhanTramGiamGia ?? 0;
  const amount = line.SoTienGiamGia ?? 0;
  if (!Number.isFinite(percent)) return { key: 'validation.number', field: 'PhanTramGiamGia' };
  if (!Number.isFinite(amount)) return { key: 'validation.number', field: 'SoTienGiamGia' };
  if (percent !== 0 && amount !== 0) return { key: 'cashier.discount.both', field: 'SoTienGiamGia' };
  if (percent < 0) return { key: 'validation.min', field: 'PhanTramGiamGia', params: { min: 0 } };
  if (percent > 100) return { key: 'validation.max', field: 'PhanTramGiamGia', params: { max: 100 } };
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-6) return { key: 'cashier.percentDecimals', field: 'PhanTramGiamGia', params: { decimals: 2 } };
  if (!Number.isInteger(amount)) return { key: 'validation.integer', field: 'SoTienGiamGia' };
  if (amount < 0) return { key: 'validation.min', field: 'SoTienGiamGia', params: { min: 0 } };
  const share = Math.max(0, Math.min(BenhNhanTT, ThanhTien));
  if (amount > share) return { key: 'cashier.discount.aboveShare', field: 'SoTienGiamGia', params: { max: share } };
  return null;
}

const LEVELS = [1, 2, 3, 4, 5] as const;
type Level = (typeof LEVELS)[number];

/** How insurance covers a visit's lines, or null when it covers none (rule 2). Rates in hundredths of a percent. */
interface Coverage {
  level: Level;
  level100: bigint;
  route100: bigint;
  withinRoute: boolean;
}

function coverageOf(visit: BillVisit, rules: InsuranceRules): Coverage | null {
  if (!visit.insured) return null;
  const level = LEVELS.find((candidate) => candidate === visit.MucHuong);
  if (level === undefined) return null;
  const route = ((): { ratio: number; withinRoute: boolean } | null => {
    switch (visit.TuyenKCB) {
      case 'DungTuyen': return { ratio: rules.DungTuyen, withinRoute: true };
      case 'ThongTuyen': return { ratio: rules.ThongTuyen, withinRoute: true };
      case 'TraiTuyen': return { ratio: visit.LoaiTiepNhan === 'NoiTru' ? rules.TraiTuyenNoiTru : rules.TraiTuyenNgoaiTru, withinRoute: false };
      default: return null;
    }
  })();
  if (!route) return null;
  return { level, level100: percentHundredths(rules.MucHuong[level]), route100: percentHundredths(route.ratio), withinRoute: route.withinRoute };
}

/** Rule 5b: the five-years exemption covers `at` (its day on or after the exemption's, within that calendar year). */
export function fiveYearsApplies(visit: Pick<BillVisit, 'MienCungChiTra' | 'NgayMienCungChiTra'>, at: Timestamp): boolean {
  if (!visit.MienCungChiTra || visit.NgayMienCungChiTra === null) return false;
  const from = startOfDay(visit.NgayMienCungChiTra);
  return startOfDay(at) >= from && toCalendarDate(at).year === toCalendarDate(from).year;
}

/** The threshold of rule 5a in đồng (NguongChiPhiThap% of LuongCoSo, half up): 351,000 đ for 15% of 2,340,000 đ. */
export function lowCostThreshold(rules: Pick<InsuranceRules, 'LuongCoSo' | 'NguongChiPhiThap'>): Dong {
  return percentOf(rules.LuongCoSo, rules.NguongChiPhiThap);
}

/** 100% of a rate that is a product of two percents (level × route), each in hundredths. */
const RATE_WHOLE = WHOLE * WHOLE;

/** Shares of every line of one visit (the 15% rule looks at the visit's whole covered cost: pass all its lines). */
export function shareBill(visit: BillVisit, lines: readonly BillLineInput[], rules: InsuranceRules): { lines: BillLineShares[]; totals: BillTotals } {
  const coverage = coverageOf(visit, rules);
  const priced = lines.map((line) => {
    const ThanhTien = lineAmount(line.DonGia, line.SoLuong);
    const listed = line.DonGiaBHYT !== null;
    const covered = coverage !== null && (listed || coverage.level === 5);
    const ChiPhiBHYT = !covered ? 0 : coverage.level === 5 ? ThanhTien : lineAmount(Math.min(line.DonGia, line.DonGiaBHYT!), line.SoLuong);
    return { line, ThanhTien, listed, covered, ChiPhiBHYT };
  });
  const ChiPhiBHYT = priced.reduce((sum, row) => sum + row.ChiPhiBHYT, 0);
  // Compared in exact integers: covered × 100% < LuongCoSo × NguongChiPhiThap%.
  const lowCost = coverage !== null && coverage.withinRoute
    && BigInt(ChiPhiBHYT) * WHOLE < BigInt(rules.LuongCoSo) * percentHundredths(rules.NguongChiPhiThap);
  const followUpCap = percentHundredths(rules.TaiKham) * WHOLE;

  const shared = priced.map(({ line, ThanhTien, listed, covered, ChiPhiBHYT: base }): BillLineShares => {
    const capped = (rate: bigint) => (visit.TaiKham && line.IsKhamBenh && rate > followUpCap ? followUpCap : rate);
    const pays = (rate: bigint): Dong => Number(divideHalfUp(BigInt(base) * rate, RATE_WHOLE));
    const insurer = covered ? coverage : null;
    let rate = 0n;
    if (insurer) {
      const level = insurer.withinRoute && (lowCost || fiveYearsApplies(visit, line.at)) ? WHOLE : insurer.level100;
      rate = capped(level * insurer.route100);
    }
    const BHChiTra = insurer ? pays(rate) : 0;
    const BenhNhanTT = ThanhTien - BHChiTra;
    const discount = discountOf(line, BenhNhanTT);
    const atRatio = (ratio: number): Dong | null => (insurer ? pays(capped(insurer.level100 * percentHundredths(ratio))) : null);
    return {
      id: line.id,
      ThanhTien,
      TyLeBHYT: Number(rate) / Number(WHOLE * 100n),
      BHChiTra,
      BenhNhanTT,
      KhongBHYT: !covered,
      SoTienGiamGia: discount.SoTienGiamGia,
      PhanTramGiamGia: discount.PhanTramGiamGia,
      ThanhTienSauGiamGia: ThanhTien - discount.SoTienGiamGia,
      BenhNhanTTSauGiamGia: BenhNhanTT - discount.SoTienGiamGia,
      PhanTram80: atRatio(80),
      PhanTram50: atRatio(50),
      PhanTram30: atRatio(30),
      ChiPhiBHYT: base,
      NgoaiDanhMucBHYT: coverage !== null && !listed,
    };
  });

  const sum = (pick: (line: BillLineShares) => number) => shared.reduce((total, line) => total + pick(line), 0);
  return {
    lines: shared,
    totals: {
      TongTien: sum((line) => line.ThanhTien),
      BHChiTra: sum((line) => line.BHChiTra),
      BenhNhanTT: sum((line) => line.BenhNhanTTSauGiamGia),
      MienGiam: sum((line) => line.SoTienGiamGia),
      SoDongKhongBHYT: shared.filter((line) => line.KhongBHYT).length,
      ChiPhiBHYT,
      DuoiNguongChiPhiThap: lowCost,
    },
  };
}

/** Rule 8: the discount of a line on the patient's share `share`, held to 0..share. */
function discountOf(line: BillLineInput, share: Dong): { SoTienGiamGia: Dong; PhanTramGiamGia: number } {
  if (line.KhongThuTien) return { SoTienGiamGia: share, PhanTramGiamGia: 100 };
  const percent = Number.isFinite(line.PhanTramGiamGia) ? Math.min(100, Math.max(0, line.PhanTramGiamGia!)) : 0;
  if (percent > 0) return { SoTienGiamGia: percentOf(share, percent), PhanTramGiamGia: percent };
  const amount = Number.isFinite(line.SoTienGiamGia) ? Math.round(line.SoTienGiamGia!) : 0;
  return { SoTienGiamGia: Math.min(share, Math.max(0, amount)), PhanTramGiamGia: 0 };
}
