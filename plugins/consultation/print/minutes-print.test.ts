// The printed minutes: the body passes the template check, the sample prints as the form reads (header, patient,
// time and place, participants with their roles, summary, conclusion, treatment, planned surgery, the secretary's and
// the chair's signatures), what minutes do not have is left out, and what staff typed prints as text.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { minutesPrintData, SAMPLE_MINUTES } from './minutes-print-data';
import { minutesPrint } from './minutes-print';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();
const printed = (data: Record<string, unknown>) => text(renderPrintTemplate(minutesPrint.defaultBody, data));

describe('the printed consultation minutes', () => {
  it('is a valid A4 template under the plugin\'s key', () => {
    expect(printTemplateBodyProblem(minutesPrint.defaultBody)).toBeNull();
    expect(minutesPrint).toMatchObject({ key: 'consultation.bienBanHoiChan', paper: 'A4' });
  });

  it('prints the sample as the form reads', () => {
    const page = printed(minutesPrint.sampleData);
    for (const line of [
      'Sở Y tế tỉnh Hòa Bình Bệnh viện Đa khoa Hòa Bình Khoa/Phòng: Khoa Khám bệnh CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM Độc lập - Tự do - Hạnh phúc',
      'BIÊN BẢN HỘI CHẨN (Hội chẩn liên khoa) Số: HC26000012',
      'Họ và tên người bệnh: Trần Quốc Bình Giới tính: Nam Năm sinh: 1972',
      'Mã y tế: BN26000042 Mã tiếp nhận: TN26000318 Số thẻ BHYT: DN4797924000002',
      'Địa chỉ: Phường Ba Đình, Thành phố Hà Nội Vào khám lúc: 05/03/2026 07:30',
      'Hội chẩn lúc: 05/03/2026 10:00 Tại: Phòng giao ban khoa Khám bệnh Hình thức: Trực tiếp',
      'Bác sĩ đề nghị hội chẩn: BS. Trần Văn Khoa Lý do hội chẩn: Đau hố chậu phải, nghi viêm ruột thừa cấp',
      'STT Họ và tên Chức danh Vai trò 1 BS. Ngô Thị Lan Phó giám đốc Chủ trì 2 BS. Trần Văn Khoa Bác sĩ khoa Khám bệnh Thư ký 3 BS. Lê Minh Tuấn Trưởng khoa Ngoại Thành viên 4 BS. Phạm Thu Hà Khoa Gây mê hồi sức Thành viên 5 ĐD. Vũ Thị Hồng Hỗ trợ',
      'Tóm tắt quá trình diễn biến bệnh, quá trình điều trị và chăm sóc (đến 05/03/2026 09:30) Đau bụng quanh rốn từ tối qua',
      'Kết luận Chẩn đoán: Viêm ruột thừa cấp (ICD-10: K35 - Viêm ruột thừa cấp) Viêm ruột thừa cấp, có chỉ định phẫu thuật cấp cứu',
      'Hướng điều trị tiếp Phẫu thuật nội soi cắt ruột thừa; kháng sinh dự phòng',
      'Phẫu thuật dự kiến Phương pháp phẫu thuật: Phẫu thuật nội soi Phương pháp vô cảm: Gây mê nội khí quản Phẫu thuật viên: BS. Lê Minh Tuấn Bác sĩ gây mê: BS. Phạm Thu Hà Thời gian dự kiến: 05/03/2026 14:00',
      'THƯ KÝ (Ký và ghi rõ họ tên) BS. Trần Văn Khoa Ngày 05/03/2026 CHỦ TRÌ (Ký và ghi rõ họ tên) BS. Ngô Thị Lan',
    ]) expect(page).toContain(line);
  });

  it('leaves out what minutes do not have: no authority known, no kind, no card, no reason, no surgery', () => {
    const page = printed(minutesPrintData({
      ...SAMPLE_MINUTES, LoaiHoiChan: null, SoTheBHYT: null, LyDoHoiChan: null, HinhThuc: null, TenPhongBan: null,
      TenPhuongPhapPhauThuat: null, TenPhuongPhapVoCam: null, TenPhauThuatVien: null, TenBacSiGayMe: null, ThoiGianDuKienPhauThuat: null,
    }, { facilityName: 'Phòng khám Đa khoa An Bình' }));
    expect(page).toContain('SỞ Y TẾ .................... Phòng khám Đa khoa An Bình CỘNG HÒA');
    expect(page).toContain('BIÊN BẢN HỘI CHẨN Số: HC26000012');
    for (const missing of ['Số thẻ BHYT', 'Lý do hội chẩn', 'Hình thức', 'Khoa/Phòng', 'Phẫu thuật dự kiến']) expect(page).not.toContain(missing);
  });

  it('prints a name typed as markup as text, never as markup', () => {
    const html = renderPrintTemplate(minutesPrint.defaultBody, minutesPrintData({
      ...SAMPLE_MINUTES,
      TenBenhNhan: '<img src=x onerror=alert(1)>',
      ThanhPhans: [{ TenNhanVien: '<script>alert(2)</script>', ViTri: 'ChuToa', ChucDanh: null }],
    }, { facilityName: 'BV' }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;&#x2F;script&gt;');
    // Read as a browser reads the entities, the page shows the name as typed.
    const shown = text(html).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x3D;/g, '=');
    expect(shown).toContain('Họ và tên người bệnh: <img src=x onerror=alert(1)>');
    expect(shown).toContain('CHỦ TRÌ (Ký và ghi rõ họ tên) <script>alert(2)</script>');
  });
});
