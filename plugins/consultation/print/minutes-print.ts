// The printed consultation minutes (biên bản hội chẩn, consultation.bienBanHoiChan) after the form Vietnamese
// hospitals keep under Thông tư 32/2023/TT-BYT: the authority and facility, the patient, when, where and how it was
// held, who took part and in what place, the summary of the course, the conclusion and the treatment to follow, the
// surgery planned if any, and the secretary's and the chair's signatures; A4.
import { definePrintTemplate } from '@his/sdk/print-template';
import { minutesPrintData, SAMPLE_MINUTES } from './minutes-print-data';

const defaultBody = `<style>
.minutes { font-family: 'Times New Roman', serif; font-size: 12.5pt; line-height: 1.45; }
.minutes .head { display: flex; justify-content: space-between; gap: 6mm; }
.minutes .head .left { text-align: center; }
.minutes .facility { font-weight: 700; text-transform: uppercase; }
.minutes .nation { text-align: center; font-weight: 700; }
.minutes .motto { text-align: center; font-weight: 700; text-decoration: underline; }
.minutes h1 { text-align: center; font-size: 15pt; margin: 5mm 0 0; }
.minutes .sub { text-align: center; margin: 0 0 3mm; }
.minutes h2 { font-size: 12.5pt; margin: 3mm 0 1mm; text-transform: uppercase; }
.minutes p { margin: 1mm 0; }
.minutes .text { white-space: pre-wrap; }
.minutes table { width: 100%; border-collapse: collapse; }
.minutes th, .minutes td { border: 1px solid #000; padding: 1mm 2mm; text-align: left; vertical-align: top; }
.minutes .signs { display: flex; justify-content: space-around; margin-top: 5mm; text-align: center; }
.minutes .signs .name { margin-top: 18mm; font-weight: 700; }
</style>
<div class="minutes">
  <div class="head">
    <div class="left">
      <div>{{#authority}}{{authority}}{{/authority}}{{^authority}}SỞ Y TẾ ....................{{/authority}}</div>
      <div class="facility">{{facilityName}}</div>
      {{#department}}<div>Khoa/Phòng: {{department}}</div>{{/department}}
    </div>
    <div>
      <div class="nation">CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM</div>
      <div class="motto">Độc lập - Tự do - Hạnh phúc</div>
    </div>
  </div>
  <h1>BIÊN BẢN HỘI CHẨN</h1>
  <p class="sub">{{#kind}}({{kind}}) {{/kind}}Số: {{code}}</p>
  <p>Họ và tên người bệnh: <b>{{patientName}}</b> &nbsp; Giới tính: {{sex}} &nbsp; Năm sinh: {{birthYear}}</p>
  <p>Mã y tế: {{patientCode}} &nbsp; Mã tiếp nhận: {{visitCode}}{{#insuranceNumber}} &nbsp; Số thẻ BHYT: {{insuranceNumber}}{{/insuranceNumber}}</p>
  <p>Địa chỉ: {{address}}</p>
  {{#visitDate}}<p>Vào khám lúc: {{#dateTime}}{{visitDate}}{{/dateTime}}</p>{{/visitDate}}
  <p>Hội chẩn lúc: {{#dateTime}}{{heldAt}}{{/dateTime}} &nbsp; Tại: {{place}}{{#form}} &nbsp; Hình thức: {{form}}{{/form}}</p>
  <p>Bác sĩ đề nghị hội chẩn: {{proposingDoctor}}</p>
  {{#reason}}<p>Lý do hội chẩn: <span class="text">{{reason}}</span></p>{{/reason}}
  <h2>Thành phần tham gia</h2>
  <table>
    <thead>
      <tr>
        <th>STT</th>
        <th>Họ và tên</th>
        <th>Chức danh</th>
        <th>Vai trò</th>
      </tr>
    </thead>
    <tbody>
      {{#participants}}
      <tr>
        <td>{{index}}</td>
        <td>{{name}}</td>
        <td>{{title}}</td>
        <td>{{role}}</td>
      </tr>
      {{/participants}}
    </tbody>
  </table>
  <h2>Tóm tắt quá trình diễn biến bệnh, quá trình điều trị và chăm sóc</h2>
  <p><i>(đến {{#dateTime}}{{summaryTime}}{{/dateTime}})</i></p>
  <p class="text">{{courseSummary}}</p>
  <h2>Kết luận</h2>
  <p>Chẩn đoán: {{diagnosis}}{{#icd}} (ICD-10: {{icd}}){{/icd}}</p>
  <p class="text">{{conclusion}}</p>
  <h2>Hướng điều trị tiếp</h2>
  <p class="text">{{treatmentDirection}}</p>
  {{#surgery}}
  <h2>Phẫu thuật dự kiến</h2>
  <p>Phương pháp phẫu thuật: {{method}} &nbsp; Phương pháp vô cảm: {{anaesthesia}}</p>
  <p>Phẫu thuật viên: {{surgeon}} &nbsp; Bác sĩ gây mê: {{anaesthetist}}</p>
  {{#plannedAt}}<p>Thời gian dự kiến: {{#dateTime}}{{plannedAt}}{{/dateTime}}</p>{{/plannedAt}}
  {{/surgery}}
  <div class="signs">
    <div>
      <div>THƯ KÝ</div>
      <div><i>(Ký và ghi rõ họ tên)</i></div>
      <div class="name">{{secretaryName}}</div>
    </div>
    <div>
      <div>Ngày {{#date}}{{heldAt}}{{/date}}</div>
      <div>CHỦ TRÌ</div>
      <div><i>(Ký và ghi rõ họ tên)</i></div>
      <div class="name">{{chairName}}</div>
    </div>
  </div>
</div>
`;

export const minutesPrint = definePrintTemplate({
  key: 'consultation.bienBanHoiChan',
  name: { vi: 'Biên bản hội chẩn', en: 'Consultation minutes' },
  paper: 'A4',
  defaultBody,
  sampleData: minutesPrintData(SAMPLE_MINUTES, { facilityName: 'Bệnh viện Đa khoa Hòa Bình', authority: 'Sở Y tế tỉnh Hòa Bình' }),
});
