// The follow-up slip: its body passes the template check, and the sample prints the facility, the patient, the exam,
// the diagnosis, the follow-up date and the last day it is valid (10 working days on), and the doctor.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { followUpSlipData } from './follow-up-slip-data';
import { followUpSlipPrint } from './follow-up-slip-print';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();

describe('the follow-up appointment slip', () => {
  it('is a valid A5 template', () => {
    expect(printTemplateBodyProblem(followUpSlipPrint.defaultBody)).toBeNull();
    expect(followUpSlipPrint.paper).toBe('A5');
  });

  it('prints who comes back when, valid once until the 10th working day after the date', () => {
    expect(text(renderPrintTemplate(followUpSlipPrint.defaultBody, followUpSlipPrint.sampleData))).toBe(
      'Bệnh viện Đa khoa tỉnh Số: KB26000123 GIẤY HẸN KHÁM LẠI (Chỉ có giá trị sử dụng 01 lần trong thời hạn 10 ngày làm việc kể từ ngày hẹn khám lại) '
      + 'Họ và tên: Trần Quốc Bình Năm sinh: 1972 Giới tính: Nam Mã y tế: BN26000042 Địa chỉ: Phường Ba Đình, Thành phố Hà Nội '
      + 'Số thẻ BHYT: DN4797924000002 Hạn sử dụng đến: 31/12/2026 Ngày khám: 05/03/2026 '
      + 'Chẩn đoán: I10 - Bệnh lý tăng huyết áp vô căn (nguyên phát) '
      // Thursday 19 March: ten working days on is Thursday 2 April.
      + 'Hẹn khám lại vào ngày: 19/03/2026 , có giá trị đến hết ngày 02/04/2026 hoặc đến bất kỳ lúc nào trước ngày hẹn nếu có dấu hiệu bất thường. '
      + 'Ngày 05/03/2026 BÁC SĨ KHÁM BỆNH BS. Trần Văn Khoa',
    );
  });

  it('leaves out the address and the insurance card of a patient without them', () => {
    const data = followUpSlipData({ ...followUpSlipPrint.sampleData, address: '', insuranceNumber: '', insuranceValidTo: null });
    const printed = text(renderPrintTemplate(followUpSlipPrint.defaultBody, data));
    expect(printed).not.toContain('Địa chỉ');
    expect(printed).not.toContain('BHYT');
  });
});
