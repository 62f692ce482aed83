// The follow-up appointment slip (giấy hẹn khám lại, examination.giayHenTaiKham): who comes back when, for what, and
// that the slip is valid once within 10 working days from that date (spec §9), on A5.
import { definePrintTemplate } from '@his/sdk/print-template';
import { followUpSlipData } from './follow-up-slip-data';

const defaultBody = `<style>
.follow-up { font-family: 'Times New Roman', serif; font-size: 12pt; line-height: 1.45; }
.follow-up .head { display: flex; justify-content: space-between; gap: 4mm; }
.follow-up .facility { font-weight: 700; text-transform: uppercase; }
.follow-up h1 { text-align: center; font-size: 15pt; margin: 4mm 0 0; }
.follow-up .validity { text-align: center; font-style: italic; margin: 0 0 3mm; }
.follow-up p { margin: 1mm 0; }
.follow-up .date { font-weight: 700; }
.follow-up .sign { margin-left: 50%; text-align: center; margin-top: 4mm; }
.follow-up .sign .name { margin-top: 16mm; font-weight: 700; }
</style>
<div class="follow-up">
  <div class="head">
    <div class="facility">{{facilityName}}</div>
    <div>Số: {{examCode}}</div>
  </div>
  <h1>GIẤY HẸN KHÁM LẠI</h1>
  <p class="validity">(Chỉ có giá trị sử dụng 01 lần trong thời hạn 10 ngày làm việc kể từ ngày hẹn khám lại)</p>
  <p>Họ và tên: <b>{{patientName}}</b> &nbsp; Năm sinh: {{birthYear}} &nbsp; Giới tính: {{sex}}</p>
  <p>Mã y tế: {{patientCode}}</p>
  {{#address}}<p>Địa chỉ: {{address}}</p>{{/address}}
  {{#insuranceNumber}}<p>Số thẻ BHYT: {{insuranceNumber}}{{#insuranceValidTo}} &nbsp; Hạn sử dụng đến: {{#date}}{{insuranceValidTo}}{{/date}}{{/insuranceValidTo}}</p>{{/insuranceNumber}}
  <p>Ngày khám: {{#date}}{{examDate}}{{/date}}</p>
  <p>Chẩn đoán: {{diagnosis}}</p>
  <p>Hẹn khám lại vào ngày: <span class="date">{{#date}}{{followUpDate}}{{/date}}</span>, có giá trị đến hết ngày {{#date}}{{validUntil}}{{/date}}</p>
  <p>hoặc đến bất kỳ lúc nào trước ngày hẹn nếu có dấu hiệu bất thường.</p>
  <div class="sign">
    <div>Ngày {{#date}}{{printedAt}}{{/date}}</div>
    <div>BÁC SĨ KHÁM BỆNH</div>
    <div class="name">{{doctorName}}</div>
  </div>
</div>
`;

// 5 March 2026, 08:30 in Asia/Ho_Chi_Minh; the follow-up on Thursday 19 March.
const EXAM_DATE = Date.UTC(2026, 2, 5, 1, 30);
const FOLLOW_UP = Date.UTC(2026, 2, 18, 17, 0);

export const followUpSlipPrint = definePrintTemplate({
  key: 'examination.giayHenTaiKham',
  name: { vi: 'Giấy hẹn khám lại', en: 'Follow-up appointment slip' },
  paper: 'A5',
  defaultBody,
  sampleData: followUpSlipData({
    facilityName: 'Bệnh viện Đa khoa tỉnh',
    examCode: 'KB26000123',
    patientName: 'Trần Quốc Bình',
    patientCode: 'BN26000042',
    birthYear: 1972,
    sex: 'Nam',
    address: 'Phường Ba Đình, Thành phố Hà Nội',
    insuranceNumber: 'DN4797924000002',
    insuranceValidTo: Date.UTC(2026, 11, 30, 17, 0),
    examDate: EXAM_DATE,
    diagnosis: 'I10 - Bệnh lý tăng huyết áp vô căn (nguyên phát)',
    followUpDate: FOLLOW_UP,
    doctorName: 'BS. Trần Văn Khoa',
    printedAt: EXAM_DATE,
  }),
});
