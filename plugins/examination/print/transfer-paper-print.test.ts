// The transfer paper: its body passes the template check, and a record prints as the form of Thông tư 14/2014/TT-BYT
// reads: to whom, the patient, where treated, the summary, the reason, the further treatment and the transfer itself.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { SAMPLE_TRANSFER_RECORD, transferPaperData } from './transfer-paper-data';
import { transferPaperPrint } from './transfer-paper-print';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();

describe('the transfer paper', () => {
  it('is a valid A4 template', () => {
    expect(printTemplateBodyProblem(transferPaperPrint.defaultBody)).toBeNull();
    expect(transferPaperPrint.paper).toBe('A4');
  });

  it('prints the record of the sample as the form reads', () => {
    const printed = text(renderPrintTemplate(transferPaperPrint.defaultBody, transferPaperPrint.sampleData));
    for (const line of [
      'Bệnh viện Đa khoa tỉnh Số: CV26000007 / Số chuyển tuyến: 15/2026 Số hồ sơ: TN26000318 Lần chuyển thứ: 1',
      'GIẤY CHUYỂN TUYẾN KHÁM BỆNH, CHỮA BỆNH BẢO HIỂM Y TẾ Kính gửi: Bệnh viện Chợ Rẫy (mã 79001)',
      'Họ và tên người bệnh: Trần Quốc Bình Giới tính: Nam Năm sinh: 1972 Mã y tế: BN26000042 Dân tộc: Kinh Quốc tịch: Việt Nam',
      'Nghề nghiệp: Công nhân Nơi làm việc: Công ty May Sông Hồng',
      'Số thẻ bảo hiểm y tế: DN4797924000002 Hạn sử dụng: 01/01/2026 đến 31/12/2026',
      'Đã được khám bệnh, điều trị tại Bệnh viện Đa khoa tỉnh từ ngày 05/03/2026 đến ngày 05/03/2026.',
      'Dấu hiệu lâm sàng: Đau ngực trái dữ dội, vã mồ hôi Kết quả xét nghiệm, cận lâm sàng: Điện tim: ST chênh lên DII, DIII, aVF',
      'Chẩn đoán: Nhồi máu cơ tim cấp thành dưới Bệnh chính: I21 - Nhồi máu cơ tim cấp Bệnh kèm theo: I10 - Bệnh lý tăng huyết áp vô căn (nguyên phát);',
      'Tình trạng người bệnh lúc chuyển tuyến: Tỉnh, huyết áp 100/60 mmHg',
      'Lý do chuyển tuyến: Vượt quá khả năng chuyên môn (Chuyển lên cấp chuyên môn cao hơn) Hướng điều trị: Can thiệp mạch vành',
      'Chuyển tuyến hồi: 05/03/2026 10:15 Phương tiện vận chuyển: Xe cứu thương',
      'người hộ tống: Điều dưỡng Lê Thị Mai',
      'Y, BÁC SĨ KHÁM, ĐIỀU TRỊ (Ký và ghi rõ họ tên) BS. Trần Văn Khoa Ngày 05/03/2026 NGƯỜI CÓ THẨM QUYỀN CHUYỂN TUYẾN',
    ]) expect(printed).toContain(line);
  });

  it('leaves out what a record does not have: no secondary diagnosis, no paper number, no card', () => {
    const data = transferPaperData({ ...SAMPLE_TRANSFER_RECORD, ICDPhus: [], SoChuyenVien: null, SoTheBHYT: null, BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null }, 'Phòng khám Đa khoa An Bình');
    const printed = text(renderPrintTemplate(transferPaperPrint.defaultBody, data));
    expect(printed).not.toContain('Bệnh kèm theo');
    expect(printed).not.toContain('Số chuyển tuyến');
    expect(printed).toContain('Số thẻ bảo hiểm y tế: Đã được khám bệnh');
    expect(printed).toContain('Cơ sở khám bệnh, chữa bệnh: Phòng khám Đa khoa An Bình trân trọng giới thiệu');
  });

  it('escapes what the doctor wrote', () => {
    const html = renderPrintTemplate(transferPaperPrint.defaultBody, transferPaperData({ ...SAMPLE_TRANSFER_RECORD, LyDoChuyen: '<b>gấp</b>' }, 'BV'));
    expect(html).toContain('&lt;b&gt;gấp&lt;&#x2F;b&gt;');
  });
});
