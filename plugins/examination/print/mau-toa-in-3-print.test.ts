// The 80 mm prescription: a valid body, and the sample prints the patient, each drug with its quantity and doses, the
// follow-up date and the doctor, in the short form.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { mauToaIn3Print } from './mau-toa-in-3-print';
import { prescriptionSampleData } from './prescription-sample-data';
import { printedText } from './printed-text';

describe('MAU_TOA_IN_3, the 80 mm prescription', () => {
  it('is a valid K80 template under the spec name', () => {
    expect(printTemplateBodyProblem(mauToaIn3Print.defaultBody)).toBeNull();
    expect(mauToaIn3Print).toMatchObject({ key: 'examination.MAU_TOA_IN_3', paper: 'K80' });
  });

  it('prints the short form', () => {
    expect(printedText(renderPrintTemplate(mauToaIn3Print.defaultBody, prescriptionSampleData))).toBe(
      'BỆNH VIỆN ĐA KHOA HÒA BÌNH ĐƠN THUỐC Nguyễn Văn An · Nam · 40 tuổi Mã BN: 26000001 · BHYT: HT2797924000001 ' +
        'Chẩn đoán: J00 - Viêm mũi họng cấp [cảm thường] ' +
        '1. Paracetamol 500mg × 10 Viên Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn ' +
        '2. Augmentin (Amoxicillin; Acid clavulanic) 625mg × 14 Viên Sáng 1 viên, Tối 1 viên, 7 ngày ' +
        'Lời dặn: Uống nhiều nước, tái khám nếu sốt trên 3 ngày Tái khám: 10/03/2026 Ngày 05 tháng 03 năm 2026 BS. Trần Văn Khoa',
    );
  });
});
