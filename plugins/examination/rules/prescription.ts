// What makes a prescription (KhamBenhToaThuoc) valid and what its lines cost (spec §3 Examination, §5 Examination):
// each line names a drug (or, bought outside, its name and unit) with a quantity above 0; doses are not negative; a
// supplies prescription (ToaVTYT) holds only supplies, the others only drugs; an insurance one (ToaBHYT) only covered
// drugs and only on an insured visit; no drug twice; a store of the exam's room unless bought outside. Shared by the
// server, which refuses with these keys, and the prescription form, which shows them on the line.
import { toKhongDau, type Dong } from '@his/sdk';
import type { DrugFacts } from '../../pharmacy/contract';
import type { FieldProblem } from './exam';

/** ToaThuong regular, ToaBHYT paid by health insurance, ToaVTYT medical supplies, ToaMuaNgoai bought outside. */
export const LOAI_TOA_THUOC = ['ToaThuong', 'ToaBHYT', 'ToaVTYT', 'ToaMuaNgoai'] as const;
export type LoaiToaThuoc = (typeof LOAI_TOA_THUOC)[number];

/** Most lines one prescription holds. */
export const MAX_PRESCRIPTION_LINES = 50;
/** How many days a prescription may last. */
export const SO_NGAY_RANGE = { min: 1, max: 365 } as const;
/** Longest texts of a line and of the advice. */
export const PRESCRIPTION_TEXT_LIMITS = { TenDuoc: 500, DonViTinh: 50, DuongDung: 200, LoiDanUongThuoc: 500, LoiDan: 2000 } as const;

export const DOSE_FIELDS = ['Sang', 'Trua', 'Chieu', 'Toi'] as const;

/** A line as the doctor writes it: a catalogue drug, or a name and unit for one bought outside. */
export interface PrescriptionLineValues {
  Duoc_Id: string | null;
  TenDuoc: string | null;
  DonViTinh: string | null;
  SoLuong: number;
  SoNgay: number | null;
  Sang: number | null;
  Trua: number | null;
  Chieu: number | null;
  Toi: number | null;
  DuongDung: string | null;
  LoiDanUongThuoc: string | null;
  KhongThuTien: boolean;
}

export interface PrescriptionValues {
  LoaiToaThuoc: string;
  KhoXuat_Id: string | null;
  LoiDan: string | null;
  ChiTiets: readonly PrescriptionLineValues[];
}

/** The drug facts the checks read. */
export type PrescribedDrug = Pick<DrugFacts, 'TenDuoc' | 'DonViTinh' | 'LoaiDuoc' | 'BHYT' | 'TamNgung'>;

export interface PrescriptionContext {
  /** The catalogue drugs the lines name, by id; a line naming an id missing here is refused. */
  drugs: ReadonlyMap<string, PrescribedDrug>;
  /** The visit has a health insurance card. */
  insured: boolean;
  /** The stores of the exam's room. */
  storeIds: readonly string[];
}

/** The field of a line as the server names it (`ChiTiets.1.SoLuong`) and its number as the message shows it (2). */
export const lineField = (index: number, field: string): string => `ChiTiets.${index}.${field}`;

const problem = (field: string, key: string, params: Record<string, string | number> = {}): FieldProblem => ({ field, key, params });

function textProblem(field: string, value: string | null, max: number, line?: number): FieldProblem | null {
  if (value === null || [...value].length <= max) return null;
  return line === undefined ? problem(field, 'validation.maxLength', { max }) : problem(field, 'examination.prescription.lineTextTooLong', { line, max });
}

/** The first problem of one line, or null; `kind` null for a sample prescription, which holds drugs and supplies alike. */
function lineProblem(line: PrescriptionLineValues, index: number, kind: LoaiToaThuoc | null, outside: boolean, drugs: ReadonlyMap<string, PrescribedDrug>): FieldProblem | null {
  const at = (field: string, key: string, params: Record<string, string | number> = {}) => problem(lineField(index, field), key, { line: index + 1, ...params });
  for (const field of ['TenDuoc', 'DonViTinh', 'DuongDung', 'LoiDanUongThuoc'] as const) {
    const found = textProblem(lineField(index, field), line[field], PRESCRIPTION_TEXT_LIMITS[field], index + 1);
    if (found) return found;
  }
  const drug = line.Duoc_Id === null ? null : drugs.get(line.Duoc_Id);
  if (line.Duoc_Id === null) {
    if (!outside) return at('Duoc_Id', 'examination.prescription.drugRequired');
    if (!line.TenDuoc) return at('TenDuoc', 'examination.prescription.drugNameRequired');
    if (!line.DonViTinh) return at('DonViTinh', 'examination.prescription.unitRequired');
  } else if (!drug) {
    return at('Duoc_Id', 'examination.prescription.drugNotFound');
  } else {
    if (drug.TamNgung) return at('Duoc_Id', 'examination.prescription.drugSuspended', { drug: drug.TenDuoc });
    if (!drug.DonViTinh) return at('DonViTinh', 'examination.prescription.unitRequired');
  }
  const name = drug?.TenDuoc ?? line.TenDuoc ?? '';
  if (!Number.isFinite(line.SoLuong) || line.SoLuong <= 0) return at('SoLuong', 'examination.prescription.quantityPositive');
  for (const field of DOSE_FIELDS) {
    const dose = line[field];
    if (dose !== null && (!Number.isFinite(dose) || dose < 0)) return at(field, 'examination.prescription.doseNegative');
  }
  if (line.SoNgay !== null && (!Number.isInteger(line.SoNgay) || line.SoNgay < SO_NGAY_RANGE.min || line.SoNgay > SO_NGAY_RANGE.max)) {
    return at('SoNgay', 'examination.prescription.daysRange', { ...SO_NGAY_RANGE });
  }
  if (drug && kind !== null) {
    if (kind === 'ToaVTYT' && drug.LoaiDuoc !== 'VTYT') return at('Duoc_Id', 'examination.prescription.notSupply', { drug: name });
    if (kind !== 'ToaVTYT' && drug.LoaiDuoc === 'VTYT') return at('Duoc_Id', 'examination.prescription.supplyNotDrug', { drug: name });
    if (kind === 'ToaBHYT' && !drug.BHYT) return at('Duoc_Id', 'examination.prescription.notCovered', { drug: name });
  }
  return null;
}

/** The key two lines are the same drug by: its id, or its unaccented name when bought outside by name. */
const drugKey = (line: PrescriptionLineValues): string => (line.Duoc_Id !== null ? `id:${line.Duoc_Id}` : `name:${toKhongDau(line.TenDuoc ?? '')}`);

function linesProblem(lines: readonly PrescriptionLineValues[], kind: LoaiToaThuoc | null, outside: boolean, drugs: ReadonlyMap<string, PrescribedDrug>): FieldProblem | null {
  if (lines.length === 0) return problem('ChiTiets', 'examination.prescription.noLines');
  if (lines.length > MAX_PRESCRIPTION_LINES) return problem('ChiTiets', 'examination.prescription.tooManyLines', { max: MAX_PRESCRIPTION_LINES });
  const seen = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    const found = lineProblem(line, index, kind, outside, drugs);
    if (found) return found;
    const key = drugKey(line);
    const first = seen.get(key);
    if (first !== undefined) {
      const name = (line.Duoc_Id === null ? line.TenDuoc : drugs.get(line.Duoc_Id)?.TenDuoc) ?? '';
      return problem(lineField(index, line.Duoc_Id === null ? 'TenDuoc' : 'Duoc_Id'), 'examination.prescription.drugTwice', { line: index + 1, first: first + 1, drug: name });
    }
    seen.set(key, index);
  }
  return null;
}

/** The first problem of a prescription, or null. */
export function checkPrescription(values: PrescriptionValues, context: PrescriptionContext): FieldProblem | null {
  if (!(LOAI_TOA_THUOC as readonly string[]).includes(values.LoaiToaThuoc)) return problem('LoaiToaThuoc', 'examination.prescription.kindUnknown');
  const kind = values.LoaiToaThuoc as LoaiToaThuoc;
  const advice = textProblem('LoiDan', values.LoiDan, PRESCRIPTION_TEXT_LIMITS.LoiDan);
  if (advice) return advice;
  if (kind === 'ToaBHYT' && !context.insured) return problem('LoaiToaThuoc', 'examination.prescription.notInsured');
  if (kind !== 'ToaMuaNgoai') {
    if (values.KhoXuat_Id === null) return problem('KhoXuat_Id', 'examination.prescription.storeRequired');
    if (!context.storeIds.includes(values.KhoXuat_Id)) return problem('KhoXuat_Id', 'examination.prescription.storeNotOfRoom');
  }
  return linesProblem(values.ChiTiets, kind, kind === 'ToaMuaNgoai', context.drugs);
}

/** The first problem of a sample prescription (no store, no stock): its name, its advice and its lines. */
export function checkToaThuocMau(values: { TenToaThuocMau: string; LoiDan: string | null; GhiChu: string | null; LaToaMuaNgoai: boolean; ChiTiets: readonly PrescriptionLineValues[] }, drugs: ReadonlyMap<string, PrescribedDrug>): FieldProblem | null {
  if (values.TenToaThuocMau.trim() === '') return problem('TenToaThuocMau', 'examination.prescription.templateNameRequired');
  const found = textProblem('TenToaThuocMau', values.TenToaThuocMau, 500) ?? textProblem('LoiDan', values.LoiDan, PRESCRIPTION_TEXT_LIMITS.LoiDan) ?? textProblem('GhiChu', values.GhiChu, 1000);
  if (found) return found;
  return linesProblem(values.ChiTiets, null, values.LaToaMuaNgoai, drugs);
}

/** What a line costs: the unit price by the prescription's kind, the part support pays, and what the patient pays. */
export interface LinePrices {
  DonGia: Dong;
  DonGiaHoTro: Dong;
  DonGiaThanhToan: Dong;
  BHYT: boolean;
}

/**
 * The insurance price on an insurance prescription, the sale price otherwise, nothing on one bought outside (the
 * pharmacy outside is paid, not the hospital); a line marked KhongThuTien costs the patient nothing.
 */
export function linePrices(kind: LoaiToaThuoc, drug: Pick<DrugFacts, 'GiaBan' | 'GiaBHYT'> | null, khongThuTien: boolean): LinePrices {
  const DonGia: Dong = kind === 'ToaMuaNgoai' || drug === null ? 0 : kind === 'ToaBHYT' ? (drug.GiaBHYT ?? drug.GiaBan) : drug.GiaBan;
  return { DonGia, DonGiaHoTro: 0, DonGiaThanhToan: khongThuTien ? 0 : DonGia, BHYT: kind === 'ToaBHYT' };
}

/** The cost price per unit of a line: the lots' prices weighted by what each gave, in whole đồng. */
export function weightedCost(lots: readonly { SoLuong: number; GiaVon: Dong }[]): Dong {
  const quantity = lots.reduce((sum, lot) => sum + lot.SoLuong, 0);
  if (quantity <= 0) return 0;
  return Math.round(lots.reduce((sum, lot) => sum + lot.SoLuong * lot.GiaVon, 0) / quantity);
}

/** What a prescription costs the patient: each line's quantity times what the patient pays a unit, in whole đồng. */
export function prescriptionTotal(lines: readonly { SoLuong: number; DonGiaThanhToan: Dong }[]): Dong {
  return Math.round(lines.reduce((sum, line) => sum + line.SoLuong * line.DonGiaThanhToan, 0));
}
