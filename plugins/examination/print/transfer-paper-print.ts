// The transfer paper (giấy chuyển tuyến, examination.giayChuyenTuyen) after the form of Thông tư 14/2014/TT-BYT as
// amended: the patient, where they were treated, the summary of the record (spec §3 KhamBenh_ChuyenVien fields), the
// reason, the further treatment, the time and means of the transfer and who goes with them; A4.
import { definePrintTemplate } from '@his/sdk/print-template';
import { SAMPLE_TRANSFER_RECORD, transferPaperData } from './transfer-paper-data';

const defaultBody = `<style>
.transfer-paper { font-family: 'Times New Roman', serif; font-size: 12.5pt; line-height: 1.45; }
.transfer-paper .head { display: flex; justify-content: space-between; gap: 6mm; }
.transfer-paper .head .left { text-align: center; }
.transfer-paper .facility { font-weight: 700; text-transform: uppercase; }
.transfer-paper .nation { text-align: center; font-weight: 700; }
.transfer-paper .motto { text-align: center; font-weight: 700; text-decoration: underline; }
.transfer-paper h1 { text-align: center; font-size: 15pt; margin: 5mm 0 1mm; }
.transfer-paper .to { text-align: center; margin: 0 0 3mm; }
.transfer-paper p { margin: 1mm 0; }
.transfer-paper h2 { font-size: 12.5pt; text-align: center; margin: 3mm 0 1mm; }
.transfer-paper .signs { display: flex; justify-content: space-between; margin-top: 5mm; text-align: center; }
.transfer-paper .signs .name { margin-top: 18mm; font-weight: 700; }
</style>
<div class="transfer-paper">
  <div class="head">
    <div class="left">
      <div class="facility">{{facilityName}}</div>
      <div>Số: {{code}}{{#paperNumber}} / Số chuyển tuyến: {{paperNumber}}{{/paperNumber}}</div>
      <div>Số hồ sơ: {{visitCode}}</div>
      {{#transferCount}}<div>Lần chuyển thứ: {{transferCount}}</div>{{/transferCount}}
    </div>
    <div>
      <div class="nation">CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM</div>
      <div class="motto">Độc lập - Tự do - Hạnh phúc</div>
    </div>
  </div>
  <h1>GIẤY CHUYỂN TUYẾN KHÁM BỆNH, CHỮA BỆNH BẢO HIỂM Y TẾ</h1>
  <p class="to">Kính gửi: <b>{{receivingFacility}}</b>{{#receivingFacilityCode}} (mã {{receivingFacilityCode}}){{/receivingFacilityCode}}</p>
  <p>Cơ sở khám bệnh, chữa bệnh: {{facilityName}} trân trọng giới thiệu:</p>
  <p>Họ và tên người bệnh: <b>{{patientName}}</b> &nbsp; Giới tính: {{sex}} &nbsp; Năm sinh: {{birthYear}}</p>
  <p>Mã y tế: {{patientCode}}{{#ethnicity}} &nbsp; Dân tộc: {{ethnicity}}{{/ethnicity}}{{#nationality}} &nbsp; Quốc tịch: {{nationality}}{{/nationality}}</p>
  {{#address}}<p>Địa chỉ: {{address}}</p>{{/address}}
  <p>{{#occupation}}Nghề nghiệp: {{occupation}} &nbsp; {{/occupation}}Nơi làm việc: {{workplace}}</p>
  <p>Số thẻ bảo hiểm y tế: {{insuranceNumber}}{{#insuranceValidTo}} &nbsp; Hạn sử dụng: {{#date}}{{insuranceValidFrom}}{{/date}} đến {{#date}}{{insuranceValidTo}}{{/date}}{{/insuranceValidTo}}</p>
  <p>Đã được khám bệnh, điều trị tại {{facilityName}}{{#treatedFrom}} từ ngày {{#date}}{{treatedFrom}}{{/date}}{{/treatedFrom}}{{#treatedTo}} đến ngày {{#date}}{{treatedTo}}{{/date}}{{/treatedTo}}.</p>
  <h2>TÓM TẮT BỆNH ÁN</h2>
  <p>Dấu hiệu lâm sàng: {{clinicalSigns}}</p>
  <p>Kết quả xét nghiệm, cận lâm sàng: {{testResults}}</p>
  <p>Chẩn đoán: {{diagnosis}}</p>
  <p>Bệnh chính: {{mainIcd}}</p>
  {{#secondaryIcds.length}}<p>Bệnh kèm theo: {{#secondaryIcds}}{{.}}; {{/secondaryIcds}}</p>{{/secondaryIcds.length}}
  <p>Phương pháp, thủ thuật, kỹ thuật, thuốc đã sử dụng trong điều trị: {{treatment}}</p>
  <p>Tình trạng người bệnh lúc chuyển tuyến: {{condition}}</p>
  <p>Lý do chuyển tuyến: {{reason}}{{#kindName}} ({{kindName}}){{/kindName}}</p>
  <p>Hướng điều trị: {{furtherTreatment}}</p>
  <p>Chuyển tuyến hồi: {{#dateTime}}{{transferredAt}}{{/dateTime}}</p>
  <p>Phương tiện vận chuyển: {{transport}}</p>
  <p>Họ tên, chức danh, trình độ chuyên môn của người hộ tống: {{escort}}</p>
  <div class="signs">
    <div>
      <div>Y, BÁC SĨ KHÁM, ĐIỀU TRỊ</div>
      <div><i>(Ký và ghi rõ họ tên)</i></div>
      <div class="name">{{doctorName}}</div>
    </div>
    <div>
      <div>Ngày {{#date}}{{transferredAt}}{{/date}}</div>
      <div>NGƯỜI CÓ THẨM QUYỀN CHUYỂN TUYẾN</div>
      <div><i>(Ký tên, đóng dấu)</i></div>
    </div>
  </div>
</div>
`;

export const transferPaperPrint = definePrintTemplate({
  key: 'examination.giayChuyenTuyen',
  name: { vi: 'Giấy chuyển tuyến', en: 'Transfer paper' },
  paper: 'A4',
  defaultBody,
  sampleData: transferPaperData(SAMPLE_TRANSFER_RECORD, 'Bệnh viện Đa khoa tỉnh'),
});
