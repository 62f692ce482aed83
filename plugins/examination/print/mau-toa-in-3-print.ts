// The short prescription on the 80 mm receipt roll (examination.MAU_TOA_IN_3): the patient, the diagnosis, each drug
// with its quantity and how to take it, the follow-up date and the doctor, for a pharmacy counter or a kiosk printer.
import { definePrintTemplate } from '@his/sdk/print-template';
import { prescriptionSampleData } from './prescription-sample-data';

const defaultBody = `<style>
.rx { font-family: 'Be Vietnam Pro', sans-serif; font-size: 9pt; line-height: 1.3; }
.rx + .rx { break-before: page; }
.rx .facility { font-weight: 700; text-align: center; text-transform: uppercase; }
.rx h1 { text-align: center; font-weight: 700; font-size: 12pt; margin: 2mm 0; }
.rx .drug { border-top: 0.2mm dashed #000; padding-top: 1mm; margin-top: 1mm; }
.rx .usage { font-style: italic; }
.rx .doctor { text-align: center; margin-top: 3mm; }
</style>
{{#prescriptions}}
<section class="rx">
  <div class="facility">{{facilityName}}</div>
  <h1>{{title}}</h1>
  <div>{{patientName}} · {{sex}} · {{age}}</div>
  <div>Mã BN: {{patientCode}}{{#insuranceCard}} · BHYT: {{insuranceCard}}{{/insuranceCard}}</div>
  <div>Chẩn đoán: {{diagnosis}}</div>
  {{#lines}}
  <div class="drug">
    <div><strong>{{number}}. {{name}} {{strength}}</strong> × {{quantity}} {{unit}}</div>
    <div class="usage">{{usage}}</div>
  </div>
  {{/lines}}
  {{#advice}}<div class="drug">Lời dặn: {{advice}}</div>{{/advice}}
  {{#followUpDate}}<div>Tái khám: {{#date}}{{followUpDate}}{{/date}}</div>{{/followUpDate}}
  <div class="doctor">{{dateText}}<br>{{doctorName}}</div>
</section>
{{/prescriptions}}
`;

export const mauToaIn3Print = definePrintTemplate({
  key: 'examination.MAU_TOA_IN_3',
  name: { vi: 'Mẫu toa in 3 · Đơn thuốc khổ K80', en: 'Prescription template 3 · 80 mm roll' },
  paper: 'K80',
  defaultBody,
  sampleData: prescriptionSampleData,
});
