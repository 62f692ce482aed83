// What the printed prescription (examination.MAU_TOA_IN_1 to 3) is rendered with, built from what the screen already
// holds: the exam, the patient's row, the saved prescriptions and the facility's name. Printed in Vietnamese whatever
// the screen's language: it is the patient's document (Thông tư 52/2017/TT-BYT, amended by 04/2022/TT-BYT).
import type { Dong, Timestamp } from '@his/sdk';
import { ageDisplay, ageFromBirthYear, formatAge, toCalendarDate } from '@his/sdk/format';

export interface PrintedLineSource {
  TenDuoc: string;
  HoatChat?: string | null;
  HamLuong?: string | null;
  DonViTinh: string;
  SoLuong: number;
  SoNgay?: number | null;
  Sang?: number | null;
  Trua?: number | null;
  Chieu?: number | null;
  Toi?: number | null;
  DuongDung?: string | null;
  LoiDanUongThuoc?: string | null;
  DonGiaThanhToan?: number | null;
  ThuTu?: number | null;
}

export interface PrintedPrescriptionSource {
  LoaiToaThuoc: string;
  NgayToaThuoc: Timestamp;
  LoiDan?: string | null;
  TenKhoXuat?: string | null;
  TenBacSi?: string | null;
  ChiTiets: readonly PrintedLineSource[];
}

export interface PrescriptionPrintSource {
  facilityName: string;
  exam: {
    MaKhamBenh: string;
    NgayKham: Timestamp;
    ChanDoan?: string | null;
    MaICD?: string | null;
    TenICD?: string | null;
    NgayTaiKham?: Timestamp | null;
    TenBacSiKham?: string | null;
  };
  patient: {
    TenBenhNhan: string;
    MaYTe: string;
    GioiTinh: string;
    NamSinh: number;
    NgaySinh?: Timestamp | null;
    SoTheBHYT?: string | null;
    DiaChi?: string | null;
  };
  prescriptions: readonly PrintedPrescriptionSource[];
}

export interface PrintedLine {
  number: number;
  /** The drug's name with its active ingredient when the name is a brand ('Panadol (Paracetamol)'). */
  name: string;
  strength: string;
  quantity: string;
  unit: string;
  route: string;
  /** 'Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn'. */
  usage: string;
  unitPrice: Dong;
  amount: Dong;
}

export interface PrintedPrescription {
  title: string;
  kind: string;
  storeName: string;
  advice: string;
  /** 'Ngày 05 tháng 03 năm 2026', as the doctor signs it. */
  dateText: string;
  doctorName: string;
  lines: PrintedLine[];
  lineCount: number;
  total: Dong;
}

export interface PrescriptionPrintData {
  facilityName: string;
  patientName: string;
  patientCode: string;
  age: string;
  sex: string;
  address: string;
  insuranceCard: string;
  examCode: string;
  diagnosis: string;
  followUpDate: Timestamp | null;
  prescriptions: PrintedPrescription[];
}

const TITLES: Record<string, { title: string; kind: string }> = {
  ToaThuong: { title: 'ĐƠN THUỐC', kind: 'Toa thường' },
  ToaBHYT: { title: 'ĐƠN THUỐC BẢO HIỂM Y TẾ', kind: 'Toa BHYT' },
  ToaVTYT: { title: 'PHIẾU VẬT TƯ Y TẾ', kind: 'Vật tư y tế' },
  ToaMuaNgoai: { title: 'ĐƠN THUỐC MUA NGOÀI', kind: 'Mua ngoài' },
};
const KIND_ORDER = ['ToaThuong', 'ToaBHYT', 'ToaVTYT', 'ToaMuaNgoai'];
const SEX: Record<string, string> = { MALE: 'Nam', FEMALE: 'Nữ' };
const FRACTIONS: Record<number, string> = { 0.25: '1/4', 0.5: '1/2', 0.75: '3/4' };

/** A dose as a doctor writes it: 1, 1/2, 1 1/2, 0,3. */
export function doseText(value: number): string {
  const whole = Math.floor(value);
  const fraction = FRACTIONS[Math.round((value - whole) * 100) / 100];
  if (fraction) return whole === 0 ? fraction : `${whole} ${fraction}`;
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

/** How to take a line: the doses of the day with the unit, the days, then the doctor's note. */
export function usageText(line: PrintedLineSource): string {
  const unit = line.DonViTinh.toLocaleLowerCase('vi');
  const doses = (
    [
      ['Sáng', line.Sang],
      ['Trưa', line.Trua],
      ['Chiều', line.Chieu],
      ['Tối', line.Toi],
    ] as const
  )
    .filter(([, dose]) => dose != null && dose > 0)
    .map(([time, dose]) => `${time} ${doseText(dose!)} ${unit}`);
  const days = line.SoNgay ? [`${line.SoNgay} ngày`] : [];
  const note = line.LoiDanUongThuoc?.trim() ? [line.LoiDanUongThuoc.trim()] : [];
  return [...doses, ...days, ...note].join(', ');
}

const squeezed = (text: string) => text.replace(/\s+/g, '').toLocaleLowerCase('vi');

/** The strength unless the name already says it ('Paracetamol 500mg' with '500 mg'). */
export function strengthBesideName(name: string, strength: string | null | undefined): string {
  const written = strength?.trim() ?? '';
  return written === '' || squeezed(name).includes(squeezed(written)) ? '' : written;
}

/** The name with its active ingredient when the name is a brand that does not say it. */
function drugName(line: PrintedLineSource): string {
  const ingredient = line.HoatChat?.trim();
  if (!ingredient || squeezed(line.TenDuoc).includes(squeezed(ingredient))) return line.TenDuoc;
  return `${line.TenDuoc} (${ingredient})`;
}

function dateText(at: Timestamp): string {
  const { year, month, day } = toCalendarDate(at);
  return `Ngày ${String(day).padStart(2, '0')} tháng ${String(month).padStart(2, '0')} năm ${year}`;
}

function ageText(patient: PrescriptionPrintSource['patient'], at: Timestamp): string {
  const age = patient.NgaySinh != null ? ageDisplay(patient.NgaySinh, at) : ageFromBirthYear(patient.NamSinh, at);
  return age ? formatAge(age, 'vi') : '';
}

function diagnosisText(exam: PrescriptionPrintSource['exam']): string {
  const icd = exam.MaICD ? `${exam.MaICD}${exam.TenICD ? ` - ${exam.TenICD}` : ''}` : '';
  const written = exam.ChanDoan?.trim() ?? '';
  return [icd, written].filter((part) => part !== '').join('; ');
}

/** The data of the printed prescriptions: one entry per kind that holds lines, regular first. */
export function prescriptionPrintData(source: PrescriptionPrintSource): PrescriptionPrintData {
  const { exam, patient } = source;
  const prescriptions = [...source.prescriptions]
    .filter((prescription) => prescription.ChiTiets.length > 0)
    .sort((a, b) => KIND_ORDER.indexOf(a.LoaiToaThuoc) - KIND_ORDER.indexOf(b.LoaiToaThuoc))
    .map((prescription): PrintedPrescription => {
      const names = TITLES[prescription.LoaiToaThuoc] ?? TITLES.ToaThuong!;
      const lines = [...prescription.ChiTiets]
        .sort((a, b) => (a.ThuTu ?? 0) - (b.ThuTu ?? 0))
        .map((line, index): PrintedLine => {
          const unitPrice = (line.DonGiaThanhToan ?? 0) as Dong;
          return {
            number: index + 1,
            name: drugName(line),
            strength: strengthBesideName(line.TenDuoc, line.HamLuong),
            quantity: doseText(line.SoLuong),
            unit: line.DonViTinh,
            route: line.DuongDung?.trim() ?? '',
            usage: usageText(line),
            unitPrice,
            amount: Math.round(unitPrice * line.SoLuong) as Dong,
          };
        });
      return {
        title: names.title,
        kind: names.kind,
        storeName: prescription.TenKhoXuat ?? '',
        advice: prescription.LoiDan?.trim() ?? '',
        dateText: dateText(prescription.NgayToaThuoc),
        doctorName: prescription.TenBacSi ?? exam.TenBacSiKham ?? '',
        lines,
        lineCount: lines.length,
        total: lines.reduce((sum, line) => sum + line.amount, 0) as Dong,
      };
    });
  return {
    facilityName: source.facilityName,
    patientName: patient.TenBenhNhan,
    patientCode: patient.MaYTe,
    age: ageText(patient, exam.NgayKham),
    sex: SEX[patient.GioiTinh] ?? '',
    address: patient.DiaChi?.trim() ?? '',
    insuranceCard: patient.SoTheBHYT ?? '',
    examCode: exam.MaKhamBenh,
    diagnosis: diagnosisText(exam),
    followUpDate: exam.NgayTaiKham ?? null,
    prescriptions,
  };
}
