// The printed results: valid A4 bodies; the lab sheet prints each test with its value, unit and range, a value out of
// range in bold with H or L; the report prints the description and the conclusion; both carry the QR code of the
// public link with the link as text; what a user typed is printed as text, never as markup.
import { describe, expect, it } from 'vitest';
import { printTemplateBodyProblem, renderPrintTemplate } from '@his/sdk/print-template';
import { labResultPrintData, reportResultPrintData, type ResultPrintContext, type ResultPrintOrder, type ResultPrintRow } from './result-print-data';
import { labResultPrint, PARACLINICAL_PRINTS, reportResultPrint } from './result-prints';

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' ')
  .replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/&#x3D;/g, '=').replace(/\s+/g, ' ').trim();

const RETURNED = Date.UTC(2026, 2, 5, 2, 10);
const context: ResultPrintContext = {
  facility: { name: 'Bệnh viện Đa khoa Hòa Bình', address: null, phone: null },
  publicUrl: 'https://his.example.vn/his/ket-qua-cls/p1/YC1?token=abcDEF123_-',
  performerName: 'KTV. Phạm Văn Dũng',
  deviceName: null,
  printedAt: RETURNED,
};
const order: ResultPrintOrder = {
  SoPhieuYeuCau: 'YC260000001', SIDMau: '2603050001', NgayYeuCau: Date.UTC(2026, 2, 5, 0, 40), NgayLayMau: Date.UTC(2026, 2, 5, 0, 55), NgayTraKetQua: RETURNED,
  MaYTe: 'BN26000001', TenBenhNhan: 'Nguyễn Thị Lan', GioiTinh: 'FEMALE', NamSinh: 1985, TenBacSiChiDinh: 'BS. Nguyễn Văn An', TenNoiYeuCau: 'Phòng khám Nội 1',
  KetLuan: 'Thiếu máu nhẹ.',
  ChiTiets: [{ _id: 'cbc', TenDichVu: 'Tổng phân tích tế bào máu' }, { _id: 'glu', TenDichVu: 'Định lượng Glucose [máu]' }, { _id: 'none', TenDichVu: 'Dịch vụ chưa có kết quả' }],
};
const rows: ResultPrintRow[] = [
  { ChiTiet_Id: 'glu', TenXetNghiem: 'Glucose', KetQua: '5.1', DonViTinh: 'mmol/L', MucBinhThuong: '3.9 - 6.4', CanhBao: null, ThuTu: 4 },
  { ChiTiet_Id: 'cbc', TenXetNghiem: 'HGB', KetQua: '105', DonViTinh: 'g/L', MucBinhThuong: '120 - 150', CanhBao: 'Thap', ThuTu: 1 },
  { ChiTiet_Id: 'cbc', TenXetNghiem: 'WBC', KetQua: '12.5', DonViTinh: 'G/L', MucBinhThuong: '4 - 10', CanhBao: 'Cao', ThuTu: 2 },
  { ChiTiet_Id: 'cbc', TenXetNghiem: 'PLT', KetQua: '250', DonViTinh: 'G/L', MucBinhThuong: '150 - 400', CanhBao: null, ThuTu: 3 },
];

describe('the printed results', () => {
  it('are valid A4 templates under the paraclinical keys', () => {
    for (const template of PARACLINICAL_PRINTS) {
      expect(printTemplateBodyProblem(template.defaultBody)).toBeNull();
      expect(template.paper).toBe('A4');
    }
    expect(PARACLINICAL_PRINTS.map((template) => template.key)).toEqual(['paraclinical.ketQuaXetNghiem', 'paraclinical.ketQuaMoTa']);
  });

  it('When a lab result is printed / Then the tests come by service in order, an abnormal value in bold with H or L, with the times, the conclusion and the performer', () => {
    const html = renderPrintTemplate(labResultPrint.defaultBody, labResultPrintData(order, rows, context));
    expect(text(html)).toBe(
      'Bệnh viện Đa khoa Hòa Bình Số phiếu: YC260000001 SID: 2603050001 Mã y tế: BN26000001 PHIẾU KẾT QUẢ XÉT NGHIỆM '
      + 'Họ và tên: Nguyễn Thị Lan Năm sinh: 1985 Giới tính: Nữ Bác sĩ chỉ định: BS. Nguyễn Văn An Nơi chỉ định: Phòng khám Nội 1 '
      + 'Thời gian lấy mẫu: 05/03/2026 07:55 Thời gian trả kết quả: 05/03/2026 09:10 '
      + 'STT Tên xét nghiệm Kết quả Cờ Đơn vị Trị số bình thường '
      + 'Tổng phân tích tế bào máu 1 HGB 105 L g/L 120 - 150 2 WBC 12.5 H G/L 4 - 10 3 PLT 250 G/L 150 - 400 '
      + 'Định lượng Glucose [máu] 4 Glucose 5.1 mmol/L 3.9 - 6.4 '
      + 'Ghi chú: H: cao hơn trị số bình thường; L: thấp hơn trị số bình thường; *: bất thường. '
      + 'Kết luận: Thiếu máu nhẹ. '
      + 'Quét mã để xem kết quả trực tuyến https://his.example.vn/his/ket-qua-cls/p1/YC1?token=abcDEF123_- '
      + 'Ngày 05/03/2026 09:10 NGƯỜI THỰC HIỆN KTV. Phạm Văn Dũng',
    );
    expect(html).toContain('<td class="value"><b>105</b></td><td class="flag">L</td>');
    expect(html).toContain('<td class="value"><b>12.5</b></td><td class="flag">H</td>');
    expect(html).toContain('<td class="value">250</td><td class="flag"></td>');
  });

  it('When a test is positive where negative is normal / Then it is marked with a star', () => {
    const data = labResultPrintData(order, [{ ChiTiet_Id: 'cbc', TenXetNghiem: 'HBsAg', KetQua: 'Dương tính', DonViTinh: null, MucBinhThuong: 'Âm tính', CanhBao: 'BatThuong' }], context);
    expect(renderPrintTemplate(labResultPrint.defaultBody, data)).toContain('<td class="value"><b>Dương tính</b></td><td class="flag">*</td>');
  });

  it.each(PARACLINICAL_PRINTS.map((template) => [template.key, template] as const))('%s carries the QR code of the public link, and the link as text', (_key, template) => {
    const data = template === labResultPrint ? labResultPrintData(order, rows, context) : reportResultPrintData(order, context);
    const html = renderPrintTemplate(template.defaultBody, data);
    const qr = /<div class="qr">\s*(<svg[\s\S]*?<\/svg>)/.exec(html);
    expect(qr).not.toBeNull();
    // The code is drawn from the link itself: another link draws another code.
    const other = renderPrintTemplate(template.defaultBody, { ...data, publicUrl: `${context.publicUrl}x` });
    expect(/<div class="qr">\s*(<svg[\s\S]*?<\/svg>)/.exec(other)![1]).not.toBe(qr![1]);
    expect(text(html)).toContain(`Quét mã để xem kết quả trực tuyến ${context.publicUrl}`);
  });

  it('When an imaging report is printed / Then it shows the service, the description line by line, the device, the conclusion and the performer', () => {
    const report: ResultPrintOrder = {
      ...order, SIDMau: null, NgayThucHien: Date.UTC(2026, 2, 5, 1, 20), TenNoiThucHien: 'Phòng X-quang',
      NoiDung: 'Bóng tim không to.\nHai phế trường sáng.', KetLuan: 'Chưa thấy bất thường trên phim X-quang ngực thẳng.',
      ChiTiets: [{ _id: 'xq', TenDichVu: 'Chụp X-quang ngực thẳng' }],
    };
    const html = renderPrintTemplate(reportResultPrint.defaultBody, reportResultPrintData(report, { ...context, deviceName: 'Máy X-quang DR', performerName: 'BS. Lê Thị Hoa' }));
    expect(html).toContain('<div class="description">Bóng tim không to.\nHai phế trường sáng.</div>');
    expect(text(html)).toContain('PHIẾU KẾT QUẢ Chụp X-quang ngực thẳng Họ và tên: Nguyễn Thị Lan');
    expect(text(html)).toContain('Nơi thực hiện: Phòng X-quang Thiết bị: Máy X-quang DR Thời gian thực hiện: 05/03/2026 08:20 Thời gian trả kết quả: 05/03/2026 09:10');
    expect(text(html)).toContain('Kết luận: Chưa thấy bất thường trên phim X-quang ngực thẳng.');
    expect(text(html)).toMatch(/NGƯỜI THỰC HIỆN BS\. Lê Thị Hoa$/);
    expect(text(html)).not.toContain('SID');
  });

  it('When an ultrasound with a DICOM file and five pictures is printed / Then the first four pictures show by their whole address, the DICOM file not', () => {
    const image = (TenTep: string, LoaiTep: string, token: string) => ({ TenTep, LoaiTep, DuongDan: `/tep?token=${token}` });
    const report: ResultPrintOrder = {
      ...order, SIDMau: null, NoiDung: 'Gan nhiễm mỡ.', ChiTiets: [{ _id: 'sa', TenDichVu: 'Siêu âm ổ bụng' }],
      HinhAnhs: [image('lat-cat.dcm', 'application/dicom', 'd1'), image('gan.jpg', 'image/jpeg', 'a1'), image('mat "1".png', 'image/png', 'a2'),
        image('than.jpg', 'image/jpeg', 'a3'), image('lach.jpg', 'image/jpeg', 'a4'), image('tuy.jpg', 'image/jpeg', 'a5')],
    };
    const data = reportResultPrintData(report, context);
    expect(data.images.map((each) => each.url)).toEqual(['a1', 'a2', 'a3', 'a4'].map((token) => `https://his.example.vn/tep?token=${token}`));
    const html = renderPrintTemplate(reportResultPrint.defaultBody, data);
    expect(html.match(/<img /g)).toHaveLength(4);
    expect(html).toContain('<img src="https:&#x2F;&#x2F;his.example.vn&#x2F;tep?token&#x3D;a1" alt="gan.jpg">');
    expect(html).toContain('alt="mat &quot;1&quot;.png"');
    expect(html).not.toContain('tuy.jpg');
    expect(renderPrintTemplate(reportResultPrint.defaultBody, reportResultPrintData({ ...report, HinhAnhs: [] }, context))).not.toContain('class="images"');
  });

  it.each(PARACLINICAL_PRINTS.map((template) => [template.key, template] as const))('%s prints a name or a result holding markup as text', (_key, template) => {
    const attack = '<img src=x onerror=alert(1)>';
    const typed: ResultPrintOrder = { ...order, TenBenhNhan: `Lan ${attack}`, KetLuan: attack, NoiDung: attack };
    const data = template === labResultPrint
      ? labResultPrintData(typed, [{ ...rows[0]!, KetQua: attack, CanhBao: 'Cao' }], context)
      : reportResultPrintData(typed, context);
    const html = renderPrintTemplate(template.defaultBody, data);
    expect(html).not.toContain('<img');
    expect(html).toContain('Lan &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(text(html)).toContain('Họ và tên: Lan <img src=x onerror=alert(1)>'.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
  });
});
