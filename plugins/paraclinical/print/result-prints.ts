// The printed paraclinical results, on A4: the lab result sheet (paraclinical.ketQuaXetNghiem: each test with its
// value, unit and the patient's reference range, a value out of range in bold with H or L) and the report
// (paraclinical.ketQuaMoTa: imaging, ultrasound, functional tests, with up to 4 of its pictures). Each carries a QR
// code of the patient's public result page, with the link printed below it for those who type it.
import { definePrintTemplate } from '@his/sdk/print-template';
import { labResultPrintData, reportResultPrintData, type ResultPrintContext, type ResultPrintOrder } from './result-print-data';

const sharedStyle = `
.cls-result { font-family: 'Times New Roman', serif; font-size: 11.5pt; line-height: 1.4; }
.cls-result .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 4mm; }
.cls-result .facility { font-weight: 700; text-transform: uppercase; }
.cls-result .numbers { text-align: right; }
.cls-result h1 { text-align: center; font-size: 15pt; margin: 4mm 0 3mm; }
.cls-result .patient { display: grid; grid-template-columns: 1fr 1fr; column-gap: 6mm; }
.cls-result p { margin: 0.8mm 0; }
.cls-result .conclusion { margin-top: 3mm; }
.cls-result .foot { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 6mm; gap: 6mm; }
.cls-result .qr { width: 48mm; text-align: center; font-size: 8.5pt; }
.cls-result .qr svg { width: 26mm; height: 26mm; }
.cls-result .qr .link { word-break: break-all; }
.cls-result .sign { text-align: center; min-width: 60mm; }
.cls-result .sign .name { margin-top: 18mm; font-weight: 700; }
`;

const headAndPatient = `
  <div class="head">
    <div>
      <div class="facility">{{facilityName}}</div>
      {{#facilityAddress}}<div>{{facilityAddress}}</div>{{/facilityAddress}}
      {{#facilityPhone}}<div>Điện thoại: {{facilityPhone}}</div>{{/facilityPhone}}
    </div>
    <div class="numbers">
      <div>Số phiếu: <b>{{requestNumber}}</b></div>
      {{#sampleId}}<div>SID: <b>{{sampleId}}</b></div>{{/sampleId}}
      <div>Mã y tế: {{patientCode}}</div>
    </div>
  </div>`;

const patientBlock = `
  <div class="patient">
    <p>Họ và tên: <b>{{patientName}}</b></p>
    <p>Năm sinh: {{birthYear}} &nbsp; Giới tính: {{sex}}</p>
    <p>Bác sĩ chỉ định: {{orderingDoctor}}</p>
    <p>Nơi chỉ định: {{orderingPlace}}</p>
  </div>
  {{#diagnosis}}<p>Chẩn đoán: {{diagnosis}}</p>{{/diagnosis}}`;

const footer = `
  <div class="foot">
    <div class="qr">
      {{#qr}}{{publicUrl}}{{/qr}}
      <div>Quét mã để xem kết quả trực tuyến</div>
      <div class="link">{{publicUrl}}</div>
    </div>
    <div class="sign">
      <div>Ngày {{#dateTime}}{{printedAt}}{{/dateTime}}</div>
      <div><b>NGƯỜI THỰC HIỆN</b></div>
      <div class="name">{{performerName}}</div>
    </div>
  </div>`;

const labBody = `<style>${sharedStyle}
.cls-result table { width: 100%; border-collapse: collapse; margin-top: 2mm; }
.cls-result th, .cls-result td { border: 0.5pt solid #000; padding: 0.8mm 2mm; vertical-align: top; }
.cls-result th { background: #eee; }
.cls-result td.group { font-weight: 700; font-style: italic; }
.cls-result td.value, .cls-result td.flag { text-align: center; white-space: nowrap; }
.cls-result td.flag { font-weight: 700; width: 10mm; }
</style>
<div class="cls-result">${headAndPatient}
  <h1>PHIẾU KẾT QUẢ XÉT NGHIỆM</h1>${patientBlock}
  <p>Thời gian lấy mẫu: {{#dateTime}}{{sampledAt}}{{/dateTime}} &nbsp; Thời gian trả kết quả: {{#dateTime}}{{returnedAt}}{{/dateTime}}</p>
  <table>
    <thead><tr><th>STT</th><th>Tên xét nghiệm</th><th>Kết quả</th><th>Cờ</th><th>Đơn vị</th><th>Trị số bình thường</th></tr></thead>
    <tbody>
      {{#groups}}<tr><td class="group" colspan="6">{{serviceName}}</td></tr>
      {{#tests}}<tr><td>{{index}}</td><td>{{name}}</td><td class="value">{{#abnormal}}<b>{{result}}</b>{{/abnormal}}{{^abnormal}}{{result}}{{/abnormal}}</td><td class="flag">{{flag}}</td><td>{{unit}}</td><td>{{range}}</td></tr>
      {{/tests}}{{/groups}}
    </tbody>
  </table>
  <p>Ghi chú: H: cao hơn trị số bình thường; L: thấp hơn trị số bình thường; *: bất thường.</p>
  {{#deviceName}}<p>Thiết bị: {{deviceName}}</p>{{/deviceName}}
  {{#remarks}}<p>Nhận xét: {{remarks}}</p>{{/remarks}}
  {{#conclusion}}<p class="conclusion"><b>Kết luận:</b> {{conclusion}}</p>{{/conclusion}}${footer}
</div>
`;

const reportBody = `<style>${sharedStyle}
.cls-result .service { font-weight: 700; text-align: center; margin-bottom: 3mm; }
.cls-result .description { white-space: pre-line; border-top: 0.5pt solid #000; border-bottom: 0.5pt solid #000; padding: 2mm 0; min-height: 60mm; }
.cls-result .images { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm; margin-top: 3mm; }
.cls-result .images figure { margin: 0; text-align: center; font-size: 8.5pt; break-inside: avoid; }
.cls-result .images img { width: 100%; height: 55mm; object-fit: contain; }
</style>
<div class="cls-result">${headAndPatient}
  <h1>PHIẾU KẾT QUẢ</h1>
  <p class="service">{{serviceName}}</p>${patientBlock}
  <p>Nơi thực hiện: {{performingPlace}}{{#deviceName}} &nbsp; Thiết bị: {{deviceName}}{{/deviceName}}</p>
  <p>Thời gian thực hiện: {{#dateTime}}{{performedAt}}{{/dateTime}} &nbsp; Thời gian trả kết quả: {{#dateTime}}{{returnedAt}}{{/dateTime}}</p>
  <p><b>Mô tả:</b></p>
  <div class="description">{{description}}</div>
  {{#hasImages}}<div class="images">{{#images}}<figure><img src="{{url}}" alt="{{name}}"><figcaption>{{name}}</figcaption></figure>{{/images}}</div>{{/hasImages}}
  {{#remarks}}<p>Nhận xét: {{remarks}}</p>{{/remarks}}
  <p class="conclusion"><b>Kết luận:</b> {{conclusion}}</p>${footer}
</div>
`;

// 5 March 2026 in Asia/Ho_Chi_Minh: ordered at 07:40, sampled at 07:55, returned at 09:10.
const REQUESTED = Date.UTC(2026, 2, 5, 0, 40);
const SAMPLED = Date.UTC(2026, 2, 5, 0, 55);
const RETURNED = Date.UTC(2026, 2, 5, 2, 10);

const sampleContext: ResultPrintContext = {
  facility: { name: 'Bệnh viện Đa khoa Hòa Bình', address: '12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh', phone: '028 3822 1234' },
  publicUrl: 'https://his.benhvienhoabinh.vn/ket-qua-cls/6650a1b2c3d4e5f601234567?token=Xk2v9QeR0bN7sLmA4tYpZc1uWgHjD5fE8iKoPq3rS6w',
  performerName: 'KTV. Phạm Văn Dũng',
  deviceName: 'Máy sinh hóa AU480',
  printedAt: RETURNED,
};

const sampleLabOrder: ResultPrintOrder = {
  SoPhieuYeuCau: 'YC260000123', SIDMau: '2603050017', NgayYeuCau: REQUESTED, NgayLayMau: SAMPLED, NgayTraKetQua: RETURNED,
  MaYTe: 'BN26000042', TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972,
  ChanDoan: 'E11 - Bệnh đái tháo đường không phụ thuộc insuline', TenBacSiChiDinh: 'BS. Nguyễn Văn An', TenNoiYeuCau: 'Phòng khám Nội 1',
  TenNoiThucHien: 'Phòng lấy mẫu xét nghiệm', KetLuan: 'Tăng đường huyết, men gan tăng nhẹ.',
  ChiTiets: [{ _id: 'l1', TenDichVu: 'Định lượng Glucose [máu]' }, { _id: 'l2', TenDichVu: 'Đo hoạt độ ALT (GPT) [máu]' }, { _id: 'l3', TenDichVu: 'HBsAg test nhanh' }],
};

const sampleLabResults = [
  { ChiTiet_Id: 'l1', TenXetNghiem: 'Glucose', KetQua: '8.2', DonViTinh: 'mmol/L', MucBinhThuong: '3.9 - 6.4', CanhBao: 'Cao', ThuTu: 1 },
  { ChiTiet_Id: 'l2', TenXetNghiem: 'ALT (GPT)', KetQua: '35', DonViTinh: 'U/L', MucBinhThuong: '≤ 40', CanhBao: null, ThuTu: 2 },
  { ChiTiet_Id: 'l3', TenXetNghiem: 'HBsAg', KetQua: 'Âm tính', DonViTinh: null, MucBinhThuong: 'Âm tính', CanhBao: null, ThuTu: 3 },
];

export const labResultPrint = definePrintTemplate({
  key: 'paraclinical.ketQuaXetNghiem',
  name: { vi: 'Phiếu kết quả xét nghiệm', en: 'Laboratory result sheet' },
  paper: 'A4',
  defaultBody: labBody,
  sampleData: labResultPrintData(sampleLabOrder, sampleLabResults, sampleContext),
});

export const reportResultPrint = definePrintTemplate({
  key: 'paraclinical.ketQuaMoTa',
  name: { vi: 'Phiếu kết quả chẩn đoán hình ảnh, thăm dò chức năng', en: 'Imaging and functional test report' },
  paper: 'A4',
  defaultBody: reportBody,
  sampleData: reportResultPrintData({
    SoPhieuYeuCau: 'YC260000124', NgayYeuCau: REQUESTED, NgayThucHien: Date.UTC(2026, 2, 5, 1, 20), NgayTraKetQua: Date.UTC(2026, 2, 5, 1, 45),
    MaYTe: 'BN26000042', TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972,
    ChanDoan: 'K76.0 - Gan nhiễm mỡ', TenBacSiChiDinh: 'BS. Nguyễn Văn An', TenNoiYeuCau: 'Phòng khám Nội 1', TenNoiThucHien: 'Phòng siêu âm',
    NoiDung: 'Gan: kích thước bình thường, nhu mô tăng âm lan tỏa, bờ đều.\nĐường mật trong và ngoài gan không giãn.\nTúi mật, tụy, lách, hai thận: chưa phát hiện bất thường.',
    KetLuan: 'Gan nhiễm mỡ độ I.',
    ChiTiets: [{ _id: 'l1', TenDichVu: 'Siêu âm ổ bụng (gan mật, tụy, lách, thận, bàng quang)' }],
  }, { ...sampleContext, performerName: 'BS. Lê Thị Hoa', deviceName: 'Máy siêu âm GE Logiq P9' }),
});

/** The result prints, the lab sheet first. */
export const PARACLINICAL_PRINTS = [labResultPrint, reportResultPrint] as const;
