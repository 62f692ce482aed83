// The printed prescription on A4 with prices (examination.MAU_TOA_IN_2): what MAU_TOA_IN_1 shows, the drugs in a table
// with the quantity, the unit price and the amount the patient pays, and the total.
import { definePrintTemplate } from '@his/sdk/print-template';
import { prescriptionSampleData } from './prescription-sample-data';

const defaultBody = `<style>
.rx { font-family: 'Be Vietnam Pro', sans-serif; font-size: 11pt; line-height: 1.35; }
.rx + .rx { break-before: page; }
.rx .facility { font-weight: 700; text-transform: uppercase; }
.rx h1 { text-align: center; font-weight: 700; font-size: 16pt; margin: 4mm 0 1mm; }
.rx .kind { text-align: center; font-style: italic; margin-bottom: 4mm; }
.rx .row { margin: 1mm 0; }
.rx table { width: 100%; border-collapse: collapse; margin: 4mm 0; }
.rx th, .rx td { border: 0.3mm solid #000; padding: 1mm 1.5mm; vertical-align: top; }
.rx th { text-align: center; }
.rx .number, .rx .money { text-align: right; white-space: nowrap; }
.rx .usage { font-style: italic; font-size: 10pt; }
.rx .sign { display: flex; justify-content: flex-end; margin-top: 6mm; }
.rx .signer { text-align: center; min-width: 65mm; }
.rx .signature-space { height: 22mm; }
</style>
{{#prescriptions}}
<section class="rx">
  <div class="facility">{{facilityName}}</div>
  <h1>{{title}}</h1>
  <div class="kind">{{kind}}{{#storeName}} · {{storeName}}{{/storeName}}</div>
  <div class="row">Họ tên: <strong>{{patientName}}</strong> &nbsp; Tuổi: {{age}} &nbsp; Giới tính: {{sex}} &nbsp; Mã bệnh nhân: {{patientCode}}</div>
  {{#address}}<div class="row">Địa chỉ: {{address}}</div>{{/address}}
  {{#insuranceCard}}<div class="row">Số thẻ BHYT: {{insuranceCard}}</div>{{/insuranceCard}}
  <div class="row">Chẩn đoán: {{diagnosis}}</div>
  <table>
    <thead>
      <tr><th>STT</th><th>Tên thuốc, hàm lượng và cách dùng</th><th>Số lượng</th><th>Đơn vị</th><th>Đơn giá</th><th>Thành tiền</th></tr>
    </thead>
    <tbody>
      {{#lines}}
      <tr>
        <td class="number">{{number}}</td>
        <td><strong>{{name}} {{strength}}</strong><div class="usage">{{#route}}{{route}}: {{/route}}{{usage}}</div></td>
        <td class="number">{{quantity}}</td>
        <td>{{unit}}</td>
        <td class="money">{{#money}}{{unitPrice}}{{/money}}</td>
        <td class="money">{{#money}}{{amount}}{{/money}}</td>
      </tr>
      {{/lines}}
      <tr><td colspan="5"><strong>Tổng cộng ({{lineCount}} khoản)</strong></td><td class="money"><strong>{{#money}}{{total}}{{/money}}</strong></td></tr>
    </tbody>
  </table>
  <div class="row">Bằng chữ: {{#moneyWords}}{{total}}{{/moneyWords}}</div>
  {{#advice}}<div class="row">Lời dặn: {{advice}}</div>{{/advice}}
  {{#followUpDate}}<div class="row">Ngày tái khám: {{#date}}{{followUpDate}}{{/date}}</div>{{/followUpDate}}
  <div class="sign">
    <div class="signer">
      <div>{{dateText}}</div>
      <div><strong>Bác sĩ khám bệnh</strong></div>
      <div class="signature-space"></div>
      <div>{{doctorName}}</div>
    </div>
  </div>
</section>
{{/prescriptions}}
`;

export const mauToaIn2Print = definePrintTemplate({
  key: 'examination.MAU_TOA_IN_2',
  name: { vi: 'Mẫu toa in 2 · Đơn thuốc A4 có giá', en: 'Prescription template 2 · A4 with prices' },
  paper: 'A4',
  defaultBody,
  sampleData: prescriptionSampleData,
});
