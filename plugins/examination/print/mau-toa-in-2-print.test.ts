// The A4 prescription with prices: a valid body, and the sample prints each drug's row with its quantity, unit price
// and amount, the total in figures and in words.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { mauToaIn2Print } from './mau-toa-in-2-print';
import { prescriptionSampleData } from './prescription-sample-data';
import { printedText } from './printed-text';

describe('MAU_TOA_IN_2, the A4 prescription with prices', () => {
  it('is a valid A4 template under the spec name', () => {
    expect(printTemplateBodyProblem(mauToaIn2Print.defaultBody)).toBeNull();
    expect(mauToaIn2Print).toMatchObject({ key: 'examination.MAU_TOA_IN_2', paper: 'A4' });
  });

  it('prints the drugs in a table with prices and the total', () => {
    const text = printedText(renderPrintTemplate(mauToaIn2Print.defaultBody, prescriptionSampleData));
    expect(text).toContain('Họ tên: Nguyễn Văn An Tuổi: 40 tuổi Giới tính: Nam Mã bệnh nhân: 26000001');
    expect(text).toContain('Chẩn đoán: J00 - Viêm mũi họng cấp [cảm thường]');
    expect(text).toContain('STT Tên thuốc, hàm lượng và cách dùng Số lượng Đơn vị Đơn giá Thành tiền');
    expect(text).toContain('1 Paracetamol 500mg Uống: Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn 10 Viên 500 5,000');
    expect(text).toContain('2 Augmentin (Amoxicillin; Acid clavulanic) 625mg Uống: Sáng 1 viên, Tối 1 viên, 7 ngày 14 Viên 12,000 168,000');
    expect(text).toContain('Tổng cộng (2 khoản) 173,000');
    expect(text).toMatch(/Bằng chữ: Một trăm bảy mươi ba nghìn đồng/i);
    expect(text).toContain('Ngày tái khám: 10/03/2026 Ngày 05 tháng 03 năm 2026 Bác sĩ khám bệnh BS. Trần Văn Khoa');
  });
});
