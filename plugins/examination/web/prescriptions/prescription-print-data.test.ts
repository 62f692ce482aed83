// The printed prescription's data, built on the client from the exam, the patient and the saved prescriptions: how a
// line's doses read, the age by the spec's thresholds, the diagnosis with its ICD code, and which kinds print.
import { describe, expect, it } from 'vitest';
import type { Timestamp } from '@his/sdk';
import { doseText, prescriptionPrintData, strengthBesideName, usageText, type PrescriptionPrintSource, type PrintedLineSource } from './prescription-print-data';

// 5 March 2026, 08:00 in Asia/Ho_Chi_Minh.
const MORNING = Date.UTC(2026, 2, 5, 1, 0) as Timestamp;
const paracetamol: PrintedLineSource = { TenDuoc: 'Paracetamol', HoatChat: 'Paracetamol', HamLuong: '500mg', DonViTinh: 'Viên', SoLuong: 10, SoNgay: 5, Sang: 1, Chieu: 1, DuongDung: 'Uống', LoiDanUongThuoc: 'uống sau ăn', DonGiaThanhToan: 500, ThuTu: 1 };
const augmentin: PrintedLineSource = { TenDuoc: 'Augmentin', HoatChat: 'Amoxicillin; Acid clavulanic', HamLuong: '625mg', DonViTinh: 'Viên', SoLuong: 14, SoNgay: 7, Sang: 1, Toi: 1, DonGiaThanhToan: 12000, ThuTu: 2 };

function source(changes: Partial<PrescriptionPrintSource> = {}): PrescriptionPrintSource {
  return {
    facilityName: 'Bệnh viện Đa khoa Hòa Bình',
    exam: { MaKhamBenh: 'KB2603050001', NgayKham: MORNING, ChanDoan: 'Sốt, đau họng', MaICD: 'J00', TenICD: 'Viêm mũi họng cấp [cảm thường]', NgayTaiKham: null, TenBacSiKham: 'BS. Trần Văn Khoa' },
    patient: { TenBenhNhan: 'Nguyễn Văn An', MaYTe: '26000001', GioiTinh: 'MALE', NamSinh: 1985, NgaySinh: Date.UTC(1985, 4, 12, -7), SoTheBHYT: null },
    prescriptions: [{ LoaiToaThuoc: 'ToaThuong', NgayToaThuoc: MORNING, LoiDan: 'Uống nhiều nước', TenKhoXuat: 'Nhà thuốc', TenBacSi: null, ChiTiets: [augmentin, paracetamol] }],
    ...changes,
  };
}

describe('how a line is to be taken', () => {
  it.each([
    ['morning and afternoon, days and the note', paracetamol, 'Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn'],
    ['four times a day, no days written', { ...paracetamol, Sang: 1, Trua: 1, Chieu: 1, Toi: 1, SoNgay: null, LoiDanUongThuoc: null }, 'Sáng 1 viên, Trưa 1 viên, Chiều 1 viên, Tối 1 viên'],
    ['half a tablet at night', { ...paracetamol, Sang: null, Chieu: 0, Toi: 0.5, SoNgay: 10, LoiDanUongThuoc: '  ' }, 'Tối 1/2 viên, 10 ngày'],
    ['a syrup by the millilitre, one and a half', { ...paracetamol, DonViTinh: 'ml', Sang: 1.5, Chieu: 1.5, SoNgay: 3, LoiDanUongThuoc: null }, 'Sáng 1 1/2 ml, Chiều 1 1/2 ml, 3 ngày'],
    ['only the note', { ...paracetamol, Sang: null, Chieu: null, SoNgay: null, LoiDanUongThuoc: 'Bôi ngày 2 lần' }, 'Bôi ngày 2 lần'],
  ])('%s', (_case, line, expected) => {
    expect(usageText(line)).toBe(expected);
  });

  it.each([
    ['a generic name without its strength', 'Amoxicillin', '500mg', '500mg'],
    ['a name that says the strength, spaced differently', 'Paracetamol 500mg', '500 mg', ''],
    ['no strength', 'Bơm tiêm 5ml', null, ''],
  ])('prints the strength beside %s', (_case, name, strength, expected) => {
    expect(strengthBesideName(name, strength)).toBe(expected);
  });

  it.each([
    [1, '1'],
    [0.5, '1/2'],
    [0.25, '1/4'],
    [2.75, '2 3/4'],
    [0.3, '0,3'],
  ])('a dose of %s reads %s', (value, expected) => {
    expect(doseText(value)).toBe(expected);
  });
});

describe('the printed prescription data', () => {
  it('holds the patient, the diagnosis with its ICD code and the numbered lines in the prescribed order with amounts', () => {
    const data = prescriptionPrintData(source());
    expect(data).toMatchObject({
      facilityName: 'Bệnh viện Đa khoa Hòa Bình',
      patientName: 'Nguyễn Văn An',
      patientCode: '26000001',
      age: '40 tuổi',
      sex: 'Nam',
      insuranceCard: '',
      diagnosis: 'J00 - Viêm mũi họng cấp [cảm thường]; Sốt, đau họng',
      followUpDate: null,
    });
    expect(data.prescriptions).toHaveLength(1);
    expect(data.prescriptions[0]).toMatchObject({ title: 'ĐƠN THUỐC', kind: 'Toa thường', storeName: 'Nhà thuốc', advice: 'Uống nhiều nước', dateText: 'Ngày 05 tháng 03 năm 2026', doctorName: 'BS. Trần Văn Khoa', lineCount: 2, total: 173000 });
    expect(data.prescriptions[0]!.lines).toEqual([
      { number: 1, name: 'Paracetamol', strength: '500mg', quantity: '10', unit: 'Viên', route: 'Uống', usage: 'Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn', unitPrice: 500, amount: 5000 },
      { number: 2, name: 'Augmentin (Amoxicillin; Acid clavulanic)', strength: '625mg', quantity: '14', unit: 'Viên', route: '', usage: 'Sáng 1 viên, Tối 1 viên, 7 ngày', unitPrice: 12000, amount: 168000 },
    ]);
  });

  it.each([
    ['an adult with a birth date, in years', { NamSinh: 1985, NgaySinh: Date.UTC(1985, 4, 12, -7) }, '40 tuổi'],
    ['a patient known by the birth year only', { NamSinh: 1948, NgaySinh: null }, '78 tuổi'],
    ['a child under 72 months, in months', { NamSinh: 2022, NgaySinh: Date.UTC(2022, 0, 20, -7) }, '49 tháng'],
    ['a newborn under 2 months, in days', { NamSinh: 2026, NgaySinh: Date.UTC(2026, 1, 20, -7) }, '13 ngày'],
  ])('prints the age of %s', (_case, birth, expected) => {
    expect(prescriptionPrintData(source({ patient: { ...source().patient, ...birth } })).age).toBe(expected);
  });

  it.each([
    ['the ICD code and the written diagnosis', { MaICD: 'J00', TenICD: 'Viêm mũi họng cấp', ChanDoan: 'Sốt' }, 'J00 - Viêm mũi họng cấp; Sốt'],
    ['the written diagnosis without a code', { MaICD: null, TenICD: null, ChanDoan: 'Đau đầu' }, 'Đau đầu'],
    ['the code alone', { MaICD: 'I10', TenICD: 'Tăng huyết áp', ChanDoan: null }, 'I10 - Tăng huyết áp'],
    ['nothing yet', { MaICD: null, TenICD: null, ChanDoan: '  ' }, ''],
  ])('prints %s', (_case, diagnosis, expected) => {
    expect(prescriptionPrintData(source({ exam: { ...source().exam, ...diagnosis } })).diagnosis).toBe(expected);
  });

  it('prints every kind holding lines, regular first, insured with the card, a free line at no charge, and leaves empty ones out', () => {
    const data = prescriptionPrintData(
      source({
        patient: { ...source().patient, GioiTinh: 'FEMALE', SoTheBHYT: 'HT2797924000001' },
        exam: { ...source().exam, NgayTaiKham: Date.UTC(2026, 2, 11, 17) },
        prescriptions: [
          { LoaiToaThuoc: 'ToaMuaNgoai', NgayToaThuoc: MORNING, ChiTiets: [{ TenDuoc: 'Vitamin C', DonViTinh: 'Viên sủi', SoLuong: 10, Sang: 1, SoNgay: 10 }] },
          { LoaiToaThuoc: 'ToaVTYT', NgayToaThuoc: MORNING, ChiTiets: [] },
          { LoaiToaThuoc: 'ToaBHYT', NgayToaThuoc: MORNING, TenBacSi: 'BS. Lê Thu', ChiTiets: [{ ...paracetamol, DonGiaThanhToan: 0 }] },
        ],
      }),
    );
    expect(data.sex).toBe('Nữ');
    expect(data.insuranceCard).toBe('HT2797924000001');
    expect(data.followUpDate).toBe(Date.UTC(2026, 2, 11, 17));
    expect(data.prescriptions.map((each) => [each.title, each.doctorName, each.total])).toEqual([
      ['ĐƠN THUỐC BẢO HIỂM Y TẾ', 'BS. Lê Thu', 0],
      ['ĐƠN THUỐC MUA NGOÀI', 'BS. Trần Văn Khoa', 0],
    ]);
    expect(data.prescriptions[1]!.lines[0]).toMatchObject({ name: 'Vitamin C', usage: 'Sáng 1 viên sủi, 10 ngày', unitPrice: 0 });
  });
});
