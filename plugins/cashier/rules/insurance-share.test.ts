// The money rules one case a row, each worked out by hand: insurance's and the patient's shares of bill lines across
// benefit levels, routes, the low-cost threshold, the five-years rule, follow-up exams, prices above the insurance
// price, discounts; a property test over random bills; and the dated rules.
import { describe, expect, it } from 'vitest';
import { dayStart, ruleSeedRows } from '../seed/rules';
import { seededRandom } from '../../../tests/support/seeded-random';
import {
  checkDiscount, checkRuleValue, lowCostThreshold, RULE_KEYS, rulesInForce, shareBill,
  type BillLineInput, type BillVisit, type InsuranceRules, type RuleRow,
} from './insurance-share';

const HOUR = 60 * 60 * 1000;
/** 10:00 on 10/3/2025 in Vietnam. */
const AT = dayStart('2025-03-10') + 10 * HOUR;

/** The seed's rules, with 40% off-route inpatient (a central hospital) so that the route ratio shows. */
const RULES: InsuranceRules = {
  LuongCoSo: 2_340_000, NguongChiPhiThap: 15, MucHuong: { 1: 100, 2: 100, 3: 95, 4: 80, 5: 100 }, TaiKham: 30,
  DungTuyen: 100, ThongTuyen: 100, TraiTuyenNgoaiTru: 0, TraiTuyenNoiTru: 40,
};

const visit = (change: Partial<BillVisit> = {}): BillVisit => ({
  insured: true, MucHuong: 4, TuyenKCB: 'DungTuyen', LoaiTiepNhan: 'NgoaiTru', MienCungChiTra: false, NgayMienCungChiTra: null, TaiKham: false, ...change,
});
let nextId = 0;
/** A service line priced at the insurance price unless told otherwise. */
const line = (DonGia: number, change: Partial<BillLineInput> = {}): BillLineInput => ({
  id: `l${++nextId}`, SoLuong: 1, DonGia, DonGiaBHYT: DonGia, IsKhamBenh: false, at: AT, KhongThuTien: false, ...change,
});
const exam = (DonGia: number, change: Partial<BillLineInput> = {}) => line(DonGia, { IsKhamBenh: true, ...change });
const offList = (DonGia: number, change: Partial<BillLineInput> = {}) => line(DonGia, { DonGiaBHYT: null, ...change });

type Shares = [BHChiTra: number, BenhNhanTT: number];
type Case = [caseName: string, visit: BillVisit, lines: BillLineInput[], expected: Shares[], rules?: InsuranceRules];

// Threshold: 15% × 2,340,000 = 351,000 đ. Lines of 500,000 đ and more stay above it, so the level's rate shows.
const cases: Case[] = [
  // Benefit levels, within the route.
  ['level 1 pays 100%', visit({ MucHuong: 1 }), [line(500_000)], [[500_000, 0]]],
  ['level 2 pays 100%', visit({ MucHuong: 2 }), [line(500_000)], [[500_000, 0]]],
  ['level 3 pays 95%', visit({ MucHuong: 3 }), [line(500_000)], [[475_000, 25_000]]], // 500,000 × 95%
  ['level 4 pays 80%', visit({ MucHuong: 4 }), [line(500_000)], [[400_000, 100_000]]], // 500,000 × 80%
  ['level 5 pays 100%', visit({ MucHuong: 5 }), [line(500_000)], [[500_000, 0]]],
  ['level 3, insurance share ending in .5 rounds up', visit({ MucHuong: 3 }), [line(400_010)], [[380_010, 20_000]]], // 380,009.5 → 380,010
  ['level 4, insurance share ending in .4 rounds down', visit(), [line(400_003)], [[320_002, 80_001]]], // 320,002.4 → 320,002
  // Routes.
  ['level 4 through-route (ThongTuyen) pays as within the route', visit({ TuyenKCB: 'ThongTuyen' }), [line(500_000)], [[400_000, 100_000]]],
  ['level 4 off-route outpatient: ratio 0, insurance pays nothing', visit({ TuyenKCB: 'TraiTuyen' }), [line(500_000)], [[0, 500_000]]],
  ['level 4 off-route inpatient: 80% × 40% = 32%', visit({ TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(500_000)], [[160_000, 340_000]]],
  ['level 3 off-route inpatient: 95% × 40% = 38%', visit({ MucHuong: 3, TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(1_000_000)], [[380_000, 620_000]]],
  ['level 1 off-route inpatient: 100% × 40%', visit({ MucHuong: 1, TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(1_000_000)], [[400_000, 600_000]]],
  ['level 4 within the route, inpatient: 80%', visit({ LoaiTiepNhan: 'NoiTru' }), [line(1_000_000)], [[800_000, 200_000]]],
  ['level 4 off-route inpatient at a provincial hospital (ratio 100%)', visit({ TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(500_000)], [[400_000, 100_000]],
    { ...RULES, TraiTuyenNoiTru: 100 }],
  // The low-cost threshold (15% of the base salary: 351,000 đ), within the route only.
  ['a visit just under the threshold (350,999 đ) is paid 100%', visit(), [line(350_999)], [[350_999, 0]]],
  ['a visit of exactly 351,000 đ is not under it: 80%', visit(), [line(351_000)], [[280_800, 70_200]]], // 351,000 × 80%
  ['a visit just over it (351,001 đ): 80%, rounded up', visit(), [line(351_001)], [[280_801, 70_200]]], // 280,800.8 → 280,801
  ['the threshold adds up the visit: 200,000 + 150,999 = 350,999 đ → 100%', visit(), [line(200_000), line(150_999)], [[200_000, 0], [150_999, 0]]],
  ['200,000 + 151,001 = 351,001 đ → 80% on each line', visit(), [line(200_000), line(151_001)], [[160_000, 40_000], [120_801, 30_200]]], // 120,800.8 → 120,801
  ['a through-route visit under the threshold is paid 100%', visit({ TuyenKCB: 'ThongTuyen' }), [line(300_000)], [[300_000, 0]]],
  ['an off-route visit under the threshold keeps its rate: 80% × 40%', visit({ TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(300_000)], [[96_000, 204_000]]],
  ['the threshold counts the covered cost, not the charged price: 300,000 of 400,000 đ', visit(), [line(400_000, { DonGiaBHYT: 300_000 })], [[300_000, 100_000]]],
  ['the threshold leaves out lines off the insurance list', visit(), [line(300_000), offList(100_000)], [[300_000, 0], [0, 100_000]]],
  ['the threshold follows the base salary: 15% of 2,000,000 = 300,000 đ, so 320,000 đ is over', visit(), [line(320_000)], [[256_000, 64_000]],
    { ...RULES, LuongCoSo: 2_000_000 }], // 320,000 × 80%
  // A price above the insurance price: the difference is the patient's.
  ['level 4, 600,000 đ charged, 500,000 đ insurance price', visit(), [line(600_000, { DonGiaBHYT: 500_000 })], [[400_000, 200_000]]], // 500,000 × 80%; 100,000 + 100,000
  ['level 1, 450,000 đ charged, 400,000 đ insurance price', visit({ MucHuong: 1 }), [line(450_000, { DonGiaBHYT: 400_000 })], [[400_000, 50_000]]],
  ['a price below the insurance price covers the price charged', visit(), [line(300_000, { DonGiaBHYT: 350_000, SoLuong: 2 })], [[480_000, 120_000]]], // 600,000 × 80%
  // Not covered.
  ['a service off the insurance list is priced at the service price, not covered', visit(), [offList(500_000), line(400_000)], [[0, 500_000], [320_000, 80_000]]],
  ['a visit whose patient group does not bill insurance', visit({ insured: false }), [line(500_000)], [[0, 500_000]]],
  ['an insured visit without a route is not covered until corrected', visit({ TuyenKCB: null }), [line(500_000)], [[0, 500_000]]],
  ['an insured visit without a benefit level is not covered', visit({ MucHuong: null }), [line(500_000)], [[0, 500_000]]],
  ['level 5 covers a service off the insurance list', visit({ MucHuong: 5 }), [offList(500_000)], [[500_000, 0]]],
  ['level 5 covers the price above the insurance price', visit({ MucHuong: 5 }), [line(600_000, { DonGiaBHYT: 500_000 })], [[600_000, 0]]],
  // The five-years rule (MienCungChiTra from its date, to the end of that year).
  ['five years reached before the line: 100%', visit({ MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-03-01') }), [line(500_000)], [[500_000, 0]]],
  ['five years reached the day after the line: 80%', visit({ MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-03-11') }), [line(500_000)], [[400_000, 100_000]]],
  ['five years reached the same day, later in the day: 100%', visit({ MienCungChiTra: true, NgayMienCungChiTra: AT + 5 * HOUR }), [line(500_000)], [[500_000, 0]]],
  ['five years reached last year: over at the end of that year, 80%', visit({ MienCungChiTra: true, NgayMienCungChiTra: dayStart('2024-06-01') }), [line(500_000)], [[400_000, 100_000]]],
  ['a five-years date without the exemption set: 80%', visit({ MienCungChiTra: false, NgayMienCungChiTra: dayStart('2025-03-01') }), [line(500_000)], [[400_000, 100_000]]],
  ['five years with a price above the insurance price: 100% of the insurance price', visit({ MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-01-01') }),
    [line(600_000, { DonGiaBHYT: 500_000 })], [[500_000, 100_000]]],
  ['five years off-route: the route rate stays, 80% × 40%', visit({ TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru', MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-01-01') }),
    [line(500_000)], [[160_000, 340_000]]],
  ['five years per line: a line before the date 80%, one after 100%', visit({ MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-03-10') }),
    [line(500_000, { at: AT - 24 * HOUR }), line(500_000)], [[400_000, 100_000], [500_000, 0]]],
  // Follow-up examinations: at most 30% of the exam's covered cost.
  ['level 1 follow-up: the exam at 30%, the lab at 100%', visit({ MucHuong: 1, TaiKham: true }), [exam(200_000), line(400_000)], [[60_000, 140_000], [400_000, 0]]],
  ['level 4 follow-up: the exam at 30% (lower than 80%), the lab at 80%', visit({ TaiKham: true }), [exam(200_000), line(400_000)], [[60_000, 140_000], [320_000, 80_000]]],
  ['follow-up exam priced above the insurance price: 30% of the insurance price', visit({ TaiKham: true }), [exam(250_000, { DonGiaBHYT: 200_000 }), line(400_000)],
    [[60_000, 190_000], [320_000, 80_000]]],
  ['follow-up under the threshold: the exam stays at 30%', visit({ TaiKham: true }), [exam(39_000)], [[11_700, 27_300]]], // 39,000 × 30%
  ['follow-up with five years: the exam stays at 30%', visit({ TaiKham: true, MienCungChiTra: true, NgayMienCungChiTra: dayStart('2025-01-01') }), [exam(200_000), line(400_000)],
    [[60_000, 140_000], [400_000, 0]]],
  ['follow-up off-route outpatient: 0%, the cap never raises it', visit({ TaiKham: true, TuyenKCB: 'TraiTuyen' }), [exam(200_000)], [[0, 200_000]]],
  ['follow-up off-route inpatient, level 4: 32% capped to 30%', visit({ TaiKham: true, TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [exam(200_000), line(400_000)],
    [[60_000, 140_000], [128_000, 272_000]]], // 400,000 × 32%
  ['an exam on a visit that is not a follow-up: the level rate', visit(), [exam(200_000), line(400_000)], [[160_000, 40_000], [320_000, 80_000]]],
  // Fractional quantities.
  ['a drug of 1,235 đ × 0.5 is 618 đ (617.5 up), level 3: 587 đ', visit({ MucHuong: 3 }), [line(1_235, { SoLuong: 0.5 }), line(400_000)], [[587, 31], [380_000, 20_000]]], // 618 × 95% = 587.1
];

describe('insurance and patient shares of a bill line', () => {
  it('has the cases the rules must hold', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s', (_, billVisit, lines, expected, rules = RULES) => {
    const bill = shareBill(billVisit, lines, rules);
    expect(bill.lines.map((row) => [row.BHChiTra, row.BenhNhanTT])).toEqual(expected);
    for (const row of bill.lines) expect(row.BHChiTra + row.BenhNhanTT).toBe(row.ThanhTien);
  });

  it('says when a line is not covered, and when it is off the insurance list', () => {
    const [off, on] = shareBill(visit(), [offList(500_000), line(500_000)], RULES).lines;
    expect(off).toMatchObject({ KhongBHYT: true, NgoaiDanhMucBHYT: true, TyLeBHYT: 0, ChiPhiBHYT: 0 });
    expect(on).toMatchObject({ KhongBHYT: false, NgoaiDanhMucBHYT: false, TyLeBHYT: 80, ChiPhiBHYT: 500_000 });
    const [levelFive] = shareBill(visit({ MucHuong: 5 }), [offList(500_000)], RULES).lines;
    expect(levelFive).toMatchObject({ KhongBHYT: false, NgoaiDanhMucBHYT: true, TyLeBHYT: 100 });
    const notInsured = shareBill(visit({ insured: false }), [line(500_000), line(1_000)], RULES);
    expect(notInsured.lines.map((row) => [row.KhongBHYT, row.NgoaiDanhMucBHYT])).toEqual([[true, false], [true, false]]);
    expect(notInsured.totals.SoDongKhongBHYT).toBe(2);
  });

  it('reports the rate applied and the low-cost rule', () => {
    const offRoute = shareBill(visit({ MucHuong: 3, TuyenKCB: 'TraiTuyen', LoaiTiepNhan: 'NoiTru' }), [line(1_000_000)], RULES);
    expect(offRoute.lines[0]!.TyLeBHYT).toBe(38);
    expect(offRoute.totals.DuoiNguongChiPhiThap).toBe(false);
    const lowCost = shareBill(visit(), [line(200_000), offList(900_000)], RULES);
    expect(lowCost.lines[0]!.TyLeBHYT).toBe(100);
    expect(lowCost.totals).toMatchObject({ ChiPhiBHYT: 200_000, DuoiNguongChiPhiThap: true });
  });

  it('fills PhanTram80/50/30 with what insurance would pay at those route ratios', () => {
    const [covered, off] = shareBill(visit(), [line(500_000), offList(10_000)], RULES).lines;
    // 500,000 × 80% × 80% = 320,000; × 80% × 50% = 200,000; × 80% × 30% = 120,000.
    expect([covered!.PhanTram80, covered!.PhanTram50, covered!.PhanTram30]).toEqual([320_000, 200_000, 120_000]);
    expect([off!.PhanTram80, off!.PhanTram50, off!.PhanTram30]).toEqual([null, null, null]);
    // Under the threshold the line is paid 100%, but the older rule did not know it: 300,000 × 80% × 80% = 192,000.
    expect(shareBill(visit(), [line(300_000)], RULES).lines[0]!.PhanTram80).toBe(192_000);
    // A follow-up exam stays capped at 30%: level 3, 95% × 80% = 76% → 30% of 200,000.
    expect(shareBill(visit({ MucHuong: 3, TaiKham: true }), [exam(200_000), line(400_000)], RULES).lines[0]!.PhanTram80).toBe(60_000);
  });
});

describe('discounts on the patient share', () => {
  type DiscountCase = [caseName: string, billVisit: BillVisit, input: BillLineInput,
    expected: { BHChiTra: number; BenhNhanTT: number; SoTienGiamGia: number; PhanTramGiamGia: number; BenhNhanTTSauGiamGia: number; ThanhTienSauGiamGia: number }];
  const discounts: DiscountCase[] = [
    // Level 4, 500,000 đ: insurance 400,000, patient 100,000.
    ['10% of the patient share', visit(), line(500_000, { PhanTramGiamGia: 10 }),
      { BHChiTra: 400_000, BenhNhanTT: 100_000, SoTienGiamGia: 10_000, PhanTramGiamGia: 10, BenhNhanTTSauGiamGia: 90_000, ThanhTienSauGiamGia: 490_000 }],
    ['an amount of 30,000 đ', visit(), line(500_000, { SoTienGiamGia: 30_000 }),
      { BHChiTra: 400_000, BenhNhanTT: 100_000, SoTienGiamGia: 30_000, PhanTramGiamGia: 0, BenhNhanTTSauGiamGia: 70_000, ThanhTienSauGiamGia: 470_000 }],
    ['an amount above the patient share is held to it (insurance unchanged)', visit(), line(500_000, { SoTienGiamGia: 150_000 }),
      { BHChiTra: 400_000, BenhNhanTT: 100_000, SoTienGiamGia: 100_000, PhanTramGiamGia: 0, BenhNhanTTSauGiamGia: 0, ThanhTienSauGiamGia: 400_000 }],
    ['100%', visit(), line(500_000, { PhanTramGiamGia: 100 }),
      { BHChiTra: 400_000, BenhNhanTT: 100_000, SoTienGiamGia: 100_000, PhanTramGiamGia: 100, BenhNhanTTSauGiamGia: 0, ThanhTienSauGiamGia: 400_000 }],
    // 500,005 × 80% = 400,004; patient 100,001; 33% = 33,000.33 → 33,000.
    ['33% rounds to the đồng', visit(), line(500_005, { PhanTramGiamGia: 33 }),
      { BHChiTra: 400_004, BenhNhanTT: 100_001, SoTienGiamGia: 33_000, PhanTramGiamGia: 33, BenhNhanTTSauGiamGia: 67_001, ThanhTienSauGiamGia: 467_005 }],
    ['a discount on a line insurance does not cover', visit({ insured: false }), line(500_000, { PhanTramGiamGia: 10 }),
      { BHChiTra: 0, BenhNhanTT: 500_000, SoTienGiamGia: 50_000, PhanTramGiamGia: 10, BenhNhanTTSauGiamGia: 450_000, ThanhTienSauGiamGia: 450_000 }],
    ['a discount on a line insurance pays in full reduces nothing', visit({ MucHuong: 1 }), line(500_000, { SoTienGiamGia: 20_000 }),
      { BHChiTra: 500_000, BenhNhanTT: 0, SoTienGiamGia: 0, PhanTramGiamGia: 0, BenhNhanTTSauGiamGia: 0, ThanhTienSauGiamGia: 500_000 }],
    ['a line not charged (KhongThuTien) costs the patient nothing; insurance pays its share', visit(), line(500_000, { KhongThuTien: true }),
      { BHChiTra: 400_000, BenhNhanTT: 100_000, SoTienGiamGia: 100_000, PhanTramGiamGia: 100, BenhNhanTTSauGiamGia: 0, ThanhTienSauGiamGia: 400_000 }],
    ['a line not charged on a visit without insurance', visit({ insured: false }), line(500_000, { KhongThuTien: true }),
      { BHChiTra: 0, BenhNhanTT: 500_000, SoTienGiamGia: 500_000, PhanTramGiamGia: 100, BenhNhanTTSauGiamGia: 0, ThanhTienSauGiamGia: 0 }],
  ];
  it.each(discounts)('%s', (_, billVisit, input, expected) => {
    expect(shareBill(billVisit, [input, line(1_000_000)], RULES).lines[0]).toMatchObject(expected);
  });

  it('totals the bill after discounts: TongTien = BHChiTra + BenhNhanTT + MienGiam', () => {
    // Level 4: 500,000 → 400,000 + 100,000, less 10% = 10,000; off the list 200,000, less 50,000; 300,000 → 240,000 + 60,000.
    const { totals } = shareBill(visit(), [line(500_000, { PhanTramGiamGia: 10 }), offList(200_000, { SoTienGiamGia: 50_000 }), line(300_000)], RULES);
    expect(totals).toEqual({
      TongTien: 1_000_000, BHChiTra: 640_000, BenhNhanTT: 300_000, MienGiam: 60_000, SoDongKhongBHYT: 1, ChiPhiBHYT: 800_000, DuoiNguongChiPhiThap: false,
    });
    expect(totals.BHChiTra + totals.BenhNhanTT + totals.MienGiam).toBe(totals.TongTien);
  });

  const problems: [caseName: string, input: { PhanTramGiamGia?: number; SoTienGiamGia?: number }, share: number, expected: ReturnType<typeof checkDiscount>][] = [
    ['no discount', {}, 100_000, null],
    ['10%', { PhanTramGiamGia: 10 }, 100_000, null],
    ['the whole patient share', { SoTienGiamGia: 100_000 }, 100_000, null],
    ['both a percent and an amount', { PhanTramGiamGia: 10, SoTienGiamGia: 5_000 }, 100_000, { key: 'cashier.discount.both', field: 'SoTienGiamGia' }],
    ['a percent over 100', { PhanTramGiamGia: 100.5 }, 100_000, { key: 'validation.max', field: 'PhanTramGiamGia', params: { max: 100 } }],
    ['a negative percent', { PhanTramGiamGia: -1 }, 100_000, { key: 'validation.min', field: 'PhanTramGiamGia', params: { min: 0 } }],
    ['a percent to the thousandth', { PhanTramGiamGia: 12.345 }, 100_000, { key: 'cashier.percentDecimals', field: 'PhanTramGiamGia', params: { decimals: 2 } }],
    ['a fraction of a đồng', { SoTienGiamGia: 10.5 }, 100_000, { key: 'validation.integer', field: 'SoTienGiamGia' }],
    ['a negative amount', { SoTienGiamGia: -10 }, 100_000, { key: 'validation.min', field: 'SoTienGiamGia', params: { min: 0 } }],
    ['an amount above the patient share', { SoTienGiamGia: 100_001 }, 100_000, { key: 'cashier.discount.aboveShare', field: 'SoTienGiamGia', params: { max: 100_000 } }],
    ['not a number', { SoTienGiamGia: Number.NaN }, 100_000, { key: 'validation.number', field: 'SoTienGiamGia' }],
  ];
  it.each(problems)('checks a discount: %s', (_, input, share, expected) => {
    expect(checkDiscount(input, 500_000, share)).toEqual(expected);
  });

  it('checks an amount against the line amount when no patient share is given', () => {
    expect(checkDiscount({ SoTienGiamGia: 500_000 }, 500_000)).toBeNull();
    expect(checkDiscount({ SoTienGiamGia: 500_001 }, 500_000)).toMatchObject({ key: 'cashier.discount.aboveShare', params: { max: 500_000 } });
  });
});

describe('every bill adds up', () => {
  it('shares sum to the amount after discount, whole and never negative, over 2,000 random bills', () => {
    // Seeded, so that a failing bill can be replayed.
    const next = seededRandom(20250310);
    const int = (max: number) => Math.floor(next() * (max + 1));
    const pick = <T,>(values: readonly T[]): T => values[int(values.length - 1)]!;
    const percent = () => int(10_000) / 100;
    for (let bill = 0; bill < 2_000; bill++) {
      const rules: InsuranceRules = {
        LuongCoSo: 1_000_000 + int(3_000_000), NguongChiPhiThap: percent(), MucHuong: { 1: percent(), 2: percent(), 3: percent(), 4: percent(), 5: percent() },
        TaiKham: percent(), DungTuyen: percent(), ThongTuyen: percent(), TraiTuyenNgoaiTru: percent(), TraiTuyenNoiTru: percent(),
      };
      const billVisit = visit({
        insured: next() < 0.8, MucHuong: pick([1, 2, 3, 4, 5, null]), TuyenKCB: pick(['DungTuyen', 'ThongTuyen', 'TraiTuyen', null]),
        LoaiTiepNhan: pick(['NgoaiTru', 'NoiTru']), MienCungChiTra: next() < 0.3, NgayMienCungChiTra: pick([null, AT - int(400) * 24 * HOUR, AT + int(30) * 24 * HOUR]),
        TaiKham: next() < 0.3,
      });
      const lines = Array.from({ length: 1 + int(7) }, () => {
        const DonGia = int(next() < 0.5 ? 500_000 : 20_000_000);
        const discount = pick(['none', 'percent', 'amount'] as const);
        return line(DonGia, {
          DonGiaBHYT: pick([null, DonGia, int(20_000_000)]),
          SoLuong: next() < 0.5 ? int(20) : int(20_000) / 1_000,
          IsKhamBenh: next() < 0.3,
          KhongThuTien: next() < 0.1,
          at: AT + int(72) * HOUR,
          ...(discount === 'percent' ? { PhanTramGiamGia: percent() } : discount === 'amount' ? { SoTienGiamGia: int(2_000_000) } : {}),
        });
      });
      const { lines: shares, totals } = shareBill(billVisit, lines, rules);
      for (const row of shares) {
        for (const amount of [row.ThanhTien, row.BHChiTra, row.BenhNhanTT, row.SoTienGiamGia, row.ThanhTienSauGiamGia, row.BenhNhanTTSauGiamGia, row.ChiPhiBHYT]) {
          expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        }
        expect(row.BHChiTra + row.BenhNhanTTSauGiamGia).toBe(row.ThanhTienSauGiamGia);
        expect(row.BHChiTra + row.BenhNhanTT).toBe(row.ThanhTien);
        expect(row.BHChiTra).toBeLessThanOrEqual(row.ChiPhiBHYT);
        expect(row.ChiPhiBHYT).toBeLessThanOrEqual(row.ThanhTien);
        if (row.KhongBHYT) expect(row.BHChiTra).toBe(0);
      }
      expect(totals.BHChiTra + totals.BenhNhanTT).toBe(shares.reduce((sum, row) => sum + row.ThanhTienSauGiamGia, 0));
      expect(totals.BHChiTra + totals.BenhNhanTT + totals.MienGiam).toBe(totals.TongTien);
    }
  });
});

describe('the rules in force on a day', () => {
  const seed = ruleSeedRows();
  const withRows = (...rows: RuleRow[]) => [...seed, ...rows];

  it('reads the seed: the threshold is 15% of the base salary, 351,000 đ', () => {
    const rules = rulesInForce(seed, AT);
    expect(rules).toEqual({
      LuongCoSo: 2_340_000, NguongChiPhiThap: 15, MucHuong: { 1: 100, 2: 100, 3: 95, 4: 80, 5: 100 }, TaiKham: 30,
      DungTuyen: 100, ThongTuyen: 100, TraiTuyenNgoaiTru: 0, TraiTuyenNoiTru: 100,
    });
    expect(lowCostThreshold(rules as InsuranceRules)).toBe(351_000);
  });

  it('starts at midnight in Vietnam on the first day, and names every key missing before it', () => {
    expect(rulesInForce(seed, dayStart('2024-07-01'))).toHaveProperty('LuongCoSo', 2_340_000);
    expect(rulesInForce(seed, dayStart('2024-07-01') - 1)).toEqual({ missing: [...RULE_KEYS] });
  });

  it('follows a rule that changes mid-year, from midnight of its day', () => {
    // A hypothetical base salary of 2,500,000 đ from 1/7/2025.
    const rows = withRows({ MaQuyTac: 'LuongCoSo', GiaTri: 2_500_000, TuNgay: dayStart('2025-07-01') });
    const before = rulesInForce(rows, dayStart('2025-07-01') - 1) as InsuranceRules;
    const after = rulesInForce(rows, dayStart('2025-07-01')) as InsuranceRules;
    expect([before.LuongCoSo, after.LuongCoSo]).toEqual([2_340_000, 2_500_000]);
    expect([lowCostThreshold(before), lowCostThreshold(after)]).toEqual([351_000, 375_000]);
    // A 360,000 đ visit: over the old threshold (80%), under the new one (100%).
    expect(shareBill(visit(), [line(360_000)], before).lines[0]!.BHChiTra).toBe(288_000);
    expect(shareBill(visit(), [line(360_000)], after).lines[0]!.BHChiTra).toBe(360_000);
    // Rows in any order give the same rules.
    expect(rulesInForce([...rows].reverse(), dayStart('2025-07-01'))).toEqual(after);
  });

  it('names a missing key, a key only in force later and a key without a number', () => {
    expect(rulesInForce(seed.filter((row) => row.MaQuyTac !== 'TaiKham'), AT)).toEqual({ missing: ['TaiKham'] });
    const later = seed.map((row) => (row.MaQuyTac === 'DungTuyen' ? { ...row, TuNgay: AT + 1 } : row));
    expect(rulesInForce(later, AT)).toEqual({ missing: ['DungTuyen'] });
    expect(rulesInForce(withRows({ MaQuyTac: 'MucHuong3', GiaTri: Number.NaN, TuNgay: dayStart('2025-01-01') }), AT)).toEqual({ missing: ['MucHuong3'] });
  });

  it('ignores rows of other codes', () => {
    expect(rulesInForce(withRows({ MaQuyTac: 'MucHuong6', GiaTri: 50, TuNgay: 0 }), AT)).toEqual(rulesInForce(seed, AT));
  });

  const values: [caseName: string, MaQuyTac: string, GiaTri: number, expected: ReturnType<typeof checkRuleValue>][] = [
    ['a base salary', 'LuongCoSo', 2_340_000, null],
    ['a base salary with a fraction of a đồng', 'LuongCoSo', 2_340_000.5, { key: 'validation.integer', field: 'GiaTri' }],
    ['a base salary of 0', 'LuongCoSo', 0, { key: 'validation.min', field: 'GiaTri', params: { min: 1 } }],
    ['a rate of 95%', 'MucHuong3', 95, null],
    ['a rate to the hundredth', 'TraiTuyenNoiTru', 40.25, null],
    ['a rate over 100%', 'DungTuyen', 101, { key: 'validation.max', field: 'GiaTri', params: { max: 100 } }],
    ['a negative rate', 'TaiKham', -5, { key: 'validation.min', field: 'GiaTri', params: { min: 0 } }],
    ['a rate to the thousandth', 'NguongChiPhiThap', 15.125, { key: 'cashier.percentDecimals', field: 'GiaTri', params: { decimals: 2 } }],
    ['an unknown code', 'MucHuong6', 50, { key: 'cashier.rules.unknownKey', field: 'MaQuyTac' }],
  ];
  it.each(values)('checks a rule value: %s', (_, MaQuyTac, GiaTri, expected) => {
    expect(checkRuleValue(MaQuyTac, GiaTri)).toEqual(expected);
  });
});
