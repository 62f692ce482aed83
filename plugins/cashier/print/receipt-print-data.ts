// The data of the cashier's prints, built from what the server stores: the receipt (cashier.bienLai) with its book's
// symbol and number, the patient, the lines it took, the total and the total in Vietnamese words; the bill detail
// (cashier.bangKeChiPhi) with each line's insurance and patient shares by service group, lines insurance does not
// cover marked. Pure, so the server, the stories and the tests build the same thing.
import type { Dong, Timestamp } from '@his/sdk';
import { moneyInWords } from '@his/sdk/format';

export interface PrintFacility {
  name: string;
  address?: string | null;
  phone?: string | null;
  taxCode?: string | null;
}

export interface PrintPatient {
  MaYTe: string;
  TenBenhNhan: string;
  NamSinh: number | null;
  GioiTinh: string;
  DiaChi?: string | null;
}

export interface PrintVisit {
  MaTiepNhan: string;
  NgayTiepNhan: Timestamp;
  TenDoiTuong: string | null;
  SoTheBHYT: string | null;
  MucHuong: number | null;
  BHYTNgayHieuLuc?: Timestamp | null;
  BHYTNgayHetHieuLuc?: Timestamp | null;
}

/** A bill line as printed: its price and what insurance and the patient pay for it. */
export interface PrintLine {
  /** DichVu (a service order line) or Thuoc (a prescription line, which has no service group). */
  Nguon?: string;
  MaDV: string | null;
  TenDichVu: string;
  NhomDichVu: string | null;
  SoLuong: number;
  DonGia: Dong;
  ThanhTien: Dong;
  TyLeBHYT: number;
  BHChiTra: Dong;
  SoTienGiamGia: Dong;
  BenhNhanTTSauGiamGia: Dong;
  KhongBHYT: boolean;
}

export interface ReceiptPrintSource {
  MaBienLai: string;
  SoBienLai: number;
  /** ThuTien, TamUng, HoanUng or HoanTien. */
  LoaiBienLai: string;
  TrangThai: string;
  NgayBienLai: Timestamp;
  GiaTriBienLai: Dong;
  KyHieu: string;
  Series: string | null;
  TenHinhThucThanhToan: string | null;
  TenNguoiThu: string | null;
  GhiChu: string | null;
  LyDoHuy: string | null;
  patient: PrintPatient;
  visit: PrintVisit;
  lines: readonly PrintLine[];
}

export interface BillPrintSource {
  patient: PrintPatient;
  visit: PrintVisit;
  lines: readonly PrintLine[];
  totals: { TongTien: Dong; BHChiTra: Dong; BenhNhanTT: Dong; MienGiam: Dong; DaThu: Dong; TamUng: Dong; ConLai: Dong };
}

const SEX: Record<string, string> = { MALE: 'Nam', FEMALE: 'Nữ', OTHER: 'Khác' };

const TITLES: Record<string, string> = {
  ThuTien: 'BIÊN LAI THU TIỀN VIỆN PHÍ',
  TamUng: 'BIÊN LAI THU TIỀN TẠM ỨNG',
  HoanUng: 'BIÊN LAI HOÀN TRẢ TẠM ỨNG',
  HoanTien: 'BIÊN LAI HOÀN TRẢ TIỀN DỊCH VỤ',
};

/** Receipt numbers print with seven digits, as the books are numbered: 13 → 0000013. */
export const receiptNumberText = (number: number): string => String(number).padStart(7, '0');

function facilityData(facility: PrintFacility) {
  return { facilityName: facility.name, facilityAddress: facility.address ?? null, facilityPhone: facility.phone ?? null, facilityTaxCode: facility.taxCode ?? null };
}

function patientData(patient: PrintPatient, visit: PrintVisit) {
  return {
    patientCode: patient.MaYTe,
    patientName: patient.TenBenhNhan,
    birthYear: patient.NamSinh ?? '',
    sex: SEX[patient.GioiTinh] ?? '',
    address: patient.DiaChi ?? null,
    visitCode: visit.MaTiepNhan,
    visitDate: visit.NgayTiepNhan,
    group: visit.TenDoiTuong ?? '',
    card: visit.SoTheBHYT ?? null,
    benefitLevel: visit.SoTheBHYT ? visit.MucHuong : null,
    cardFrom: visit.SoTheBHYT ? (visit.BHYTNgayHieuLuc ?? null) : null,
    cardTo: visit.SoTheBHYT ? (visit.BHYTNgayHetHieuLuc ?? null) : null,
  };
}

const lineData = (line: PrintLine, index: number) => ({
  index: index + 1,
  code: line.MaDV ?? '',
  name: line.TenDichVu,
  quantity: line.SoLuong,
  price: line.DonGia,
  amount: line.ThanhTien,
  rate: line.KhongBHYT ? 0 : line.TyLeBHYT,
  insurance: line.BHChiTra,
  discount: line.SoTienGiamGia,
  patient: line.BenhNhanTTSauGiamGia,
  notCovered: line.KhongBHYT,
});

/** The receipt's data: what it collected, or gave back, in figures and in words. */
export function receiptPrintData(receipt: ReceiptPrintSource, facility: PrintFacility, printedAt: Timestamp): Record<string, unknown> {
  const lines = receipt.lines.map(lineData);
  return {
    ...facilityData(facility),
    ...patientData(receipt.patient, receipt.visit),
    title: TITLES[receipt.LoaiBienLai] ?? TITLES.ThuTien,
    bookSymbol: receipt.Series ? `${receipt.KyHieu}/${receipt.Series}` : receipt.KyHieu,
    receiptNumber: receiptNumberText(receipt.SoBienLai),
    receiptCode: receipt.MaBienLai,
    receiptDate: receipt.NgayBienLai,
    lines,
    hasLines: lines.length > 0,
    notCoveredCount: receipt.lines.filter((line) => line.KhongBHYT).length,
    total: receipt.GiaTriBienLai,
    totalInWords: moneyInWords(receipt.GiaTriBienLai),
    method: receipt.TenHinhThucThanhToan ?? '',
    cashier: receipt.TenNguoiThu ?? '',
    note: receipt.GhiChu ?? null,
    cancelled: receipt.TrangThai === 'DaHuy',
    cancelReason: receipt.LyDoHuy ?? null,
    printedAt,
  };
}

/** The bill detail's data: the lines under their service groups with subtotals, then the visit's totals. */
export function billPrintData(bill: BillPrintSource, facility: PrintFacility, printedAt: Timestamp): Record<string, unknown> {
  const order: string[] = [];
  const byGroup = new Map<string, PrintLine[]>();
  for (const line of bill.lines) {
    const key = line.NhomDichVu ?? (line.Nguon === 'Thuoc' ? 'Thuốc, vật tư y tế' : 'Khác');
    if (!byGroup.has(key)) {
      order.push(key);
      byGroup.set(key, []);
    }
    byGroup.get(key)!.push(line);
  }
  let index = 0;
  const groups = order.map((name) => {
    const lines = byGroup.get(name)!;
    return {
      name,
      lines: lines.map((line) => lineData(line, index++)),
      amount: lines.reduce((sum, line) => sum + line.ThanhTien, 0),
      insurance: lines.reduce((sum, line) => sum + line.BHChiTra, 0),
      discount: lines.reduce((sum, line) => sum + line.SoTienGiamGia, 0),
      patient: lines.reduce((sum, line) => sum + line.BenhNhanTTSauGiamGia, 0),
    };
  });
  const notCoveredCount = bill.lines.filter((line) => line.KhongBHYT).length;
  return {
    ...facilityData(facility),
    ...patientData(bill.patient, bill.visit),
    groups,
    notCoveredCount,
    hasNotCovered: notCoveredCount > 0,
    totals: bill.totals,
    patientInWords: moneyInWords(bill.totals.BenhNhanTT),
    printedAt,
  };
}
