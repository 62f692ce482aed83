// The printed procedure note on A4 (procedures.tuongTrinh): the surgery, procedure or physiotherapy sheet with the
// patient, the times, diagnoses before and after, methods, the team by role, the process and course, the result with
// the treatment group and the death option, the conclusion, the supplies used and the operator's signature.
import { definePrintTemplate } from '@his/sdk/print-template';
import { notePrintData, type NotePrintNote } from './note-print-data';

const body = `<style>
.pttt-note { font-family: 'Times New Roman', serif; font-size: 11.5pt; line-height: 1.4; }
.pttt-note .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 4mm; }
.pttt-note .facility { font-weight: 700; text-transform: uppercase; }
.pttt-note .numbers { text-align: right; }
.pttt-note h1 { text-align: center; font-size: 15pt; margin: 4mm 0 3mm; }
.pttt-note .grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 6mm; }
.pttt-note p { margin: 0.8mm 0; }
.pttt-note .text { white-space: pre-line; }
.pttt-note table { width: 100%; border-collapse: collapse; margin-top: 1.5mm; }
.pttt-note th, .pttt-note td { border: 0.5pt solid #000; padding: 0.8mm 2mm; vertical-align: top; }
.pttt-note th { background: #eee; }
.pttt-note td.number { text-align: right; white-space: nowrap; }
.pttt-note .foot { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 6mm; gap: 6mm; }
.pttt-note .sign { text-align: center; min-width: 60mm; }
.pttt-note .sign .name { margin-top: 18mm; font-weight: 700; }
</style>
<div class="pttt-note">
  <div class="head">
    <div>
      <div class="facility">{{facilityName}}</div>
      {{#facilityAddress}}<div>{{facilityAddress}}</div>{{/facilityAddress}}
      {{#facilityPhone}}<div>Điện thoại: {{facilityPhone}}</div>{{/facilityPhone}}
    </div>
    <div class="numbers">
      <div>Số phiếu: <b>{{requestNumber}}</b></div>
      <div>Mã y tế: {{patientCode}}</div>
      <div>Mã tiếp nhận: {{visitCode}}</div>
    </div>
  </div>
  <h1>{{title}}</h1>
  <div class="grid">
    <p>Họ và tên: <b>{{patientName}}</b></p>
    <p>Năm sinh: {{birthYear}} &nbsp; Giới tính: {{sex}}</p>
    <p>Nơi thực hiện: {{room}}</p>
    <p>Bác sĩ chỉ định: {{orderingDoctor}}</p>
  </div>
  <p>Dịch vụ: <b>{{services}}</b></p>
  {{#diagnosis}}<p>Chẩn đoán khi chỉ định: {{diagnosis}}</p>{{/diagnosis}}
  <p>Bắt đầu: {{#dateTime}}{{startedAt}}{{/dateTime}} &nbsp; Kết thúc: {{#dateTime}}{{endedAt}}{{/dateTime}}</p>
  {{#preDiagnosis}}<p>Chẩn đoán trước phẫu thuật, thủ thuật: {{preDiagnosis}}</p>{{/preDiagnosis}}
  {{#postDiagnosis}}<p>Chẩn đoán sau phẫu thuật, thủ thuật: {{postDiagnosis}}</p>{{/postDiagnosis}}
  {{#method}}<p>Phương pháp phẫu thuật: {{method}}</p>{{/method}}
  {{#anaesthesia}}<p>Phương pháp vô cảm: {{anaesthesia}}</p>{{/anaesthesia}}
  <p>Phân loại: {{group}}</p>
  {{#hasTeam}}<p><b>Ê-kíp thực hiện:</b></p>
  <table><tbody>{{#team}}<tr><td>{{role}}</td><td>{{names}}</td></tr>{{/team}}</tbody></table>{{/hasTeam}}
  <p><b>Trình tự thực hiện:</b></p>
  <div class="text">{{process}}</div>
  {{#course}}<p><b>Diễn biến:</b></p><div class="text">{{course}}</div>{{/course}}
  <p>Kết quả: {{result}} &nbsp; Tử vong: {{death}}</p>
  <p><b>Kết luận:</b> {{conclusion}}</p>
  {{#hasSupplies}}<p><b>Thuốc, vật tư sử dụng:</b></p>
  <table>
    <thead><tr><th>STT</th><th>Mã</th><th>Tên thuốc, vật tư</th><th>Đơn vị</th><th>Số lượng</th><th>Ghi chú</th></tr></thead>
    <tbody>{{#supplies}}<tr><td>{{index}}</td><td>{{code}}</td><td>{{name}}</td><td>{{unit}}</td><td class="number">{{quantity}}</td><td>{{note}}</td></tr>{{/supplies}}</tbody>
  </table>{{/hasSupplies}}
  <div class="foot">
    <div>{{#lockedAt}}Đã khóa lúc {{#dateTime}}{{lockedAt}}{{/dateTime}}{{/lockedAt}}</div>
    <div class="sign">
      <div>Ngày {{#dateTime}}{{printedAt}}{{/dateTime}}</div>
      <div><b>NGƯỜI THỰC HIỆN</b></div>
      <div class="name">{{performerName}}</div>
    </div>
  </div>
</div>
`;

// 5 March 2026 in Asia/Ho_Chi_Minh: a wound dressing and stitches from 09:10 to 09:35.
const START = Date.UTC(2026, 2, 5, 2, 10);
const END = Date.UTC(2026, 2, 5, 2, 35);

export const sampleNote: NotePrintNote = {
  SoPhieuYeuCau: 'CD260305012', MaLoaiDichVu: 'ThuThuat', TenDichVu: 'Khâu vết thương phần mềm tổn thương nông chiều dài dưới 10 cm', MaTiepNhan: 'TN2603050042',
  MaYTe: 'BN26000042', TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972, TenPhongBan: 'Phòng thủ thuật', TenBacSiChiDinh: 'BS. Nguyễn Văn An',
  ChanDoan: 'S61.0 - Vết thương ngón tay không tổn thương móng', BatDau: START, KetThuc: END, TenPhuongPhapVoCam: 'Gây tê tại chỗ',
  ChanDoanTruoc: 'S61.0 - Vết thương ngón tay không tổn thương móng', ChanDoanSau: 'S61.0 - Vết thương ngón tay không tổn thương móng',
  MaKetQua: '2', TenKetQua: 'Đỡ, vết thương khép kín', NhomDieuTri: 'T2', TuVong: false,
  QuyTrinh: 'Sát khuẩn vùng vết thương bằng povidone iodine.\nGây tê tại chỗ lidocaine 2%.\nCắt lọc, khâu 4 mũi chỉ nylon 4.0, băng vô khuẩn.',
  KetLuan: 'Khâu vết thương ngón II tay phải, 4 mũi. Hẹn thay băng sau 2 ngày, cắt chỉ sau 7 ngày.',
  EKip: [{ TenNhanVien: 'BS. Nguyễn Văn An', VaiTro: 'ChinhPTTT' }, { TenNhanVien: 'ĐD. Trần Thị Bích', VaiTro: 'DieuDuong' }],
  VatTus: [
    { MaDuoc: 'LIDOCAIN2', TenDuoc: 'Lidocain 2% 2ml', DonViTinh: 'Ống', SoLuong: 1 },
    { MaDuoc: 'CHI-NYLON-4', TenDuoc: 'Chỉ nylon 4.0', DonViTinh: 'Sợi', SoLuong: 1 },
    { MaDuoc: 'GAC-VK', TenDuoc: 'Gạc vô khuẩn 10x10', DonViTinh: 'Miếng', SoLuong: 4, GhiChu: 'Băng ép' },
  ],
};

export const notePrint = definePrintTemplate({
  key: 'procedures.tuongTrinh',
  name: { vi: 'Phiếu phẫu thuật, thủ thuật', en: 'Surgery and procedure note' },
  paper: 'A4',
  defaultBody: body,
  sampleData: notePrintData(sampleNote, { facility: { name: 'Bệnh viện Đa khoa Hòa Bình', address: '12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh', phone: '028 3822 1234' }, printedAt: END }),
});

export const PROCEDURES_PRINTS = [notePrint] as const;
