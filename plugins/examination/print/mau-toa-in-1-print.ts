// The printed prescription on A5 (examination.MAU_TOA_IN_1), laid out as Thông tư 52/2017/TT-BYT (amended by
// 04/2022/TT-BYT) asks: facility, ĐƠN THUỐC, the patient, the diagnosis with its ICD code, the numbered drugs with
// how to take each, advice, follow-up date, date and the doctor's signature. One page per prescription kind.
import { definePrintTemplate } from '@his/sdk/print-template';
import { prescriptionSampleData } from './prescription-sample-data';

const defaultBody = `<style>
.rx { font-family: 'Be Vietnam Pro', sans-serif; font-size: 10.5pt; line-height: 1.35; }
.rx + .rx { break-before: page; }
.rx .facility { font-weight: 700; text-transform: uppercase; }
.rx h1 { text-align: center; font-weight: 700; font-size: 15pt; margin: 3mm 0 1mm; }
.rx .kind { text-align: center; font-style: italic; margin-bottom: 3mm; }
.rx .row { margin: 0.8mm 0; }
.rx .drugs { margin: 3mm 0; padding: 0; list-style: none; }
.rx .drug { margin-bottom: 2mm; }
.rx .drug-head { display: flex; justify-content: space-between; gap: 4mm; font-weight: 600; }
.rx .usage { font-style: italic; padding-left: 5mm; }
.rx .sign { display: flex; justify-content: space-between; margin-top: 5mm; }
.rx .signer { text-align: center; min-width: 55mm; }
.rx .signature-space { height: 18mm; }
.rx .note { font-size: 9pt; font-style: italic; margin-top: 3mm; }
</style>
{{#prescriptions}}
<section class="rx">
  <div class="facility">{{facilityName}}</div>
  <h1>{{title}}</h1>
  <div class="kind">{{kind}}{{#storeName}} · {{storeName}}{{/storeName}}</div>
  <div class="row">Họ tên: <strong>{{patientName}}</strong> &nbsp; Tuổi: {{age}} &nbsp; Giới tính: {{sex}}</div>
  <div class="row">Mã bệnh nhân: {{patientCode}} &nbsp; Mã khám: {{examCode}}</div>
  {{#address}}<div class="row">Địa chỉ: {{address}}</div>{{/address}}
  {{#insuranceCard}}<div class="row">Số thẻ BHYT: {{insuranceCard}}</div>{{/insuranceCard}}
  <div class="row">Chẩn đoán: {{diagnosis}}</div>
  <ol class="drugs">
    {{#lines}}
    <li class="drug">
      <div class="drug-head"><span>{{number}}. {{name}} {{strength}}</span><span>SL: {{quantity}} {{unit}}</span></div>
      <div class="usage">{{#route}}{{route}}: {{/route}}{{usage}}</div>
    </li>
    {{/lines}}
  </ol>
  {{#advice}}<div class="row">Lời dặn: {{advice}}</div>{{/advice}}
  {{#followUpDate}}<div class="row">Ngày tái khám: {{#date}}{{followUpDate}}{{/date}}</div>{{/followUpDate}}
  <div class="sign">
    <div></div>
    <div class="signer">
      <div>{{dateText}}</div>
      <div><strong>Bác sĩ khám bệnh</strong></div>
      <div class="signature-space"></div>
      <div>{{doctorName}}</div>
    </div>
  </div>
  <div class="note">Khám lại xin mang theo đơn này.</div>
</section>
{{/prescriptions}}
`;

export const mauToaIn1Print = definePrintTemplate({
  key: 'examination.MAU_TOA_IN_1',
  name: { vi: 'Mẫu toa in 1 · Đơn thuốc A5 (Thông tư 52)', en: 'Prescription template 1 · A5 (Circular 52)' },
  paper: 'A5',
  defaultBody,
  sampleData: prescriptionSampleData,
});
