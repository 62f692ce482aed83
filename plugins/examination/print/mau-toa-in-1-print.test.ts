// The A5 prescription: a valid body, and the sample prints the facility, the title, the patient, the diagnosis with its
// ICD code, each drug with its quantity and how to take it, the advice, the follow-up date and the doctor.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { mauToaIn1Print } from './mau-toa-in-1-print';
import { prescriptionSampleData } from './prescription-sample-data';
import { printedText } from './printed-text';

describe('MAU_TOA_IN_1, the A5 prescription', () => {
  it('is a valid A5 template under the spec name', () => {
    expect(printTemplateBodyProblem(mauToaIn1Print.defaultBody)).toBeNull();
    expect(mauToaIn1Print).toMatchObject({ key: 'examination.MAU_TOA_IN_1', paper: 'A5' });
  });

  it('prints the patient, the diagnosis, the numbered drugs with their doses, the advice, the follow-up and the signature', () => {
    expect(printedText(renderPrintTemplate(mauToaIn1Print.defaultBody, prescriptionSampleData))).toBe(
      'BỆNH VIỆN ĐA KHOA HÒA BÌNH ĐƠN THUỐC Toa thường · Nhà thuốc bệnh viện ' +
        'Họ tên: Nguyễn Văn An Tuổi: 40 tuổi Giới tính: Nam Mã bệnh nhân: 26000001 Mã khám: KB2603050001 ' +
        'Địa chỉ: 12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh Số thẻ BHYT: HT2797924000001 Chẩn đoán: J00 - Viêm mũi họng cấp [cảm thường] ' +
        '1. Paracetamol 500mg SL: 10 Viên Uống: Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn ' +
        '2. Augmentin (Amoxicillin; Acid clavulanic) 625mg SL: 14 Viên Uống: Sáng 1 viên, Tối 1 viên, 7 ngày ' +
        'Lời dặn: Uống nhiều nước, tái khám nếu sốt trên 3 ngày Ngày tái khám: 10/03/2026 ' +
        'Ngày 05 tháng 03 năm 2026 Bác sĩ khám bệnh BS. Trần Văn Khoa Khám lại xin mang theo đơn này.',
    );
  });

  it('leaves out the address, the card, the advice and the follow-up when there are none, and prints each kind on its own page', () => {
    const regular = prescriptionSampleData.prescriptions[0]!;
    const html = renderPrintTemplate(mauToaIn1Print.defaultBody, {
      ...prescriptionSampleData,
      address: '',
      insuranceCard: '',
      followUpDate: null,
      prescriptions: [{ ...regular, advice: '' }, { ...regular, title: 'ĐƠN THUỐC MUA NGOÀI', kind: 'Mua ngoài', storeName: '' }],
    });
    const text = printedText(html);
    expect(text).not.toContain('Địa chỉ');
    expect(text).not.toContain('Số thẻ BHYT');
    expect(text).not.toContain('Ngày tái khám');
    expect(text.match(/Lời dặn/g)).toHaveLength(1);
    expect(html.match(/<section class="rx">/g)).toHaveLength(2);
    expect(text).toContain('ĐƠN THUỐC MUA NGOÀI Mua ngoài Họ tên');
  });

  it('escapes what a user typed', () => {
    const html = renderPrintTemplate(mauToaIn1Print.defaultBody, { ...prescriptionSampleData, patientName: '<b>An</b>' });
    expect(html).toContain('&lt;b&gt;An&lt;&#x2F;b&gt;');
  });
});
