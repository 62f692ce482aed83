// The cashier's prints: the receipt (cashier.bienLai, A5: the facility, the book's symbol and number, the patient, the
// lines it took, the total in figures and in words with the payment method and the cashier) and the bill detail
// (cashier.bangKeChiPhi, A4: every line of the visit by service group with the insurance and patient shares, the lines
// insurance does not cover marked with (*) and counted under the table, and the totals).
import { definePrintTemplate } from '@his/sdk/print-template';
import { billPrintData, receiptPrintData, type BillPrintSource, type PrintFacility, type PrintLine, type ReceiptPrintSource } from './receipt-print-data';

const sharedStyle = `
.cashier-print { font-family: 'Times New Roman', serif; font-size: 11pt; line-height: 1.35; }
.cashier-print .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 4mm; }
.cashier-print .facility { font-weight: 700; text-transform: uppercase; }
.cashier-print .numbers { text-align: right; white-space: nowrap; }
.cashier-print h1 { text-align: center; font-size: 14pt; margin: 3mm 0 2mm; }
.cashier-print p { margin: 0.6mm 0; }
.cashier-print table { width: 100%; border-collapse: collapse; margin: 2mm 0; }
.cashier-print th, .cashier-print td { border: 0.5pt solid #000; padding: 0.6mm 1.5mm; vertical-align: top; }
.cashier-print th { background: #eee; font-weight: 700; }
.cashier-print td.number { text-align: right; white-space: nowrap; }
.cashier-print td.center { text-align: center; }
.cashier-print .not-covered { font-style: italic; }
.cashier-print .cancelled { text-align: center; font-weight: 700; font-size: 13pt; border: 1pt solid #000; padding: 1mm; }
.cashier-print .foot { display: flex; justify-content: space-between; margin-top: 4mm; gap: 6mm; }
.cashier-print .sign { text-align: center; min-width: 50mm; }
.cashier-print .sign .hint { font-style: italic; font-size: 9pt; }
.cashier-print .sign .name { margin-top: 14mm; font-weight: 700; }
`;

const head = `
  <div class="head">
    <div>
      <div class="facility">{{facilityName}}</div>
      {{#facilityAddress}}<div>{{facilityAddress}}</div>{{/facilityAddress}}
      {{#facilityTaxCode}}<div>Mã số thuế: {{facilityTaxCode}}</div>{{/facilityTaxCode}}
      {{#facilityPhone}}<div>Điện thoại: {{facilityPhone}}</div>{{/facilityPhone}}
    </div>
    NUMBERS
  </div>`;

const patient = `
  <p>Họ và tên: <b>{{patientName}}</b> &nbsp; Năm sinh: {{birthYear}} &nbsp; Giới tính: {{sex}}</p>
  <p>Mã y tế: {{patientCode}} &nbsp; Mã tiếp nhận: {{visitCode}} &nbsp; Đối tượng: {{group}}</p>
  {{#card}}<p>Số thẻ BHYT: {{card}}{{#benefitLevel}} &nbsp; Mức hưởng: {{benefitLevel}}{{/benefitLevel}}{{#cardTo}} &nbsp; Giá trị đến: {{#date}}{{cardTo}}{{/date}}{{/cardTo}}</p>{{/card}}
  {{#address}}<p>Địa chỉ: {{address}}</p>{{/address}}`;

const receiptBody = `<style>${sharedStyle}</style>
<div class="cashier-print">${head.replace('NUMBERS', `<div class="numbers">
      <div>Ký hiệu: <b>{{bookSymbol}}</b></div>
      <div>Số: <b>{{receiptNumber}}</b></div>
      <div>Mã biên lai: {{receiptCode}}</div>
    </div>`)}
  <h1>{{title}}</h1>
  {{#cancelled}}<p class="cancelled">ĐÃ HỦY{{#cancelReason}} — {{cancelReason}}{{/cancelReason}}</p>{{/cancelled}}${patient}
  {{#hasLines}}<table>
    <thead><tr><th>STT</th><th>Nội dung</th><th>SL</th><th>Đơn giá</th><th>Thành tiền</th><th>BHYT trả</th><th>Người bệnh trả</th></tr></thead>
    <tbody>
      {{#lines}}<tr><td class="center">{{index}}</td><td>{{name}}{{#notCovered}} <span class="not-covered">(Không BHYT)</span>{{/notCovered}}</td><td class="number">{{quantity}}</td><td class="number">{{#money}}{{price}}{{/money}}</td><td class="number">{{#money}}{{amount}}{{/money}}</td><td class="number">{{#money}}{{insurance}}{{/money}}</td><td class="number">{{#money}}{{patient}}{{/money}}</td></tr>
      {{/lines}}
    </tbody>
  </table>{{/hasLines}}
  <p>Tổng số tiền: <b>{{#money}}{{total}}{{/money}} đồng</b></p>
  <p>Bằng chữ: <i>{{totalInWords}}</i></p>
  <p>Hình thức thanh toán: {{method}}</p>
  {{#note}}<p>Ghi chú: {{note}}</p>{{/note}}
  <div class="foot">
    <div class="sign"><div><b>Người nộp tiền</b></div><div class="hint">(Ký, ghi rõ họ tên)</div></div>
    <div class="sign">
      <div>Ngày {{#dateTime}}{{receiptDate}}{{/dateTime}}</div>
      <div><b>Người thu tiền</b></div>
      <div class="name">{{cashier}}</div>
    </div>
  </div>
</div>
`;

const billBody = `<style>${sharedStyle}
.cashier-print td.group { font-weight: 700; }
.cashier-print tr.total td { font-weight: 700; }
</style>
<div class="cashier-print">${head.replace('NUMBERS', `<div class="numbers">
      <div>Mã y tế: <b>{{patientCode}}</b></div>
      <div>Ngày vào: {{#date}}{{visitDate}}{{/date}}</div>
    </div>`)}
  <h1>BẢNG KÊ CHI PHÍ KHÁM BỆNH, CHỮA BỆNH NGOẠI TRÚ</h1>${patient}
  <table>
    <thead><tr><th>STT</th><th>Mã</th><th>Nội dung</th><th>SL</th><th>Đơn giá</th><th>Thành tiền</th><th>Tỷ lệ BHYT (%)</th><th>BHYT chi trả</th><th>Miễn giảm</th><th>Người bệnh trả</th></tr></thead>
    <tbody>
      {{#groups}}<tr><td class="group" colspan="5">{{name}}</td><td class="number">{{#money}}{{amount}}{{/money}}</td><td></td><td class="number">{{#money}}{{insurance}}{{/money}}</td><td class="number">{{#money}}{{discount}}{{/money}}</td><td class="number">{{#money}}{{patient}}{{/money}}</td></tr>
      {{#lines}}<tr><td class="center">{{index}}</td><td>{{code}}</td><td>{{name}}{{#notCovered}} (*){{/notCovered}}</td><td class="number">{{quantity}}</td><td class="number">{{#money}}{{price}}{{/money}}</td><td class="number">{{#money}}{{amount}}{{/money}}</td><td class="center">{{rate}}</td><td class="number">{{#money}}{{insurance}}{{/money}}</td><td class="number">{{#money}}{{discount}}{{/money}}</td><td class="number">{{#money}}{{patient}}{{/money}}</td></tr>
      {{/lines}}{{/groups}}
      {{#totals}}<tr class="total"><td colspan="5">Tổng cộng</td><td class="number">{{#money}}{{TongTien}}{{/money}}</td><td></td><td class="number">{{#money}}{{BHChiTra}}{{/money}}</td><td class="number">{{#money}}{{MienGiam}}{{/money}}</td><td class="number">{{#money}}{{BenhNhanTT}}{{/money}}</td></tr>{{/totals}}
    </tbody>
  </table>
  {{#hasNotCovered}}<p class="not-covered">(*) Không thuộc phạm vi chi trả của quỹ BHYT: {{notCoveredCount}} dịch vụ, người bệnh trả toàn bộ.</p>{{/hasNotCovered}}
  {{#totals}}<p>Người bệnh phải trả: <b>{{#money}}{{BenhNhanTT}}{{/money}} đồng</b> &nbsp; Đã thu: {{#money}}{{DaThu}}{{/money}} đồng &nbsp; Tạm ứng còn: {{#money}}{{TamUng}}{{/money}} đồng &nbsp; Còn phải thu: <b>{{#money}}{{ConLai}}{{/money}} đồng</b></p>{{/totals}}
  <p>Số tiền người bệnh phải trả bằng chữ: <i>{{patientInWords}}</i></p>
  <div class="foot">
    <div class="sign"><div><b>Người bệnh</b></div><div class="hint">(Ký, ghi rõ họ tên)</div></div>
    <div class="sign">
      <div>Ngày {{#dateTime}}{{printedAt}}{{/dateTime}}</div>
      <div><b>Người lập bảng kê</b></div>
      <div class="hint">(Ký, ghi rõ họ tên)</div>
    </div>
  </div>
</div>
`;

// 5 March 2026 in Asia/Ho_Chi_Minh: received at 07:30, collected at 10:15.
const RECEIVED = Date.UTC(2026, 2, 5, 0, 30);
const COLLECTED = Date.UTC(2026, 2, 5, 3, 15);

const sampleFacility: PrintFacility = { name: 'Bệnh viện Đa khoa Hòa Bình', address: '12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh', phone: '028 3822 1234', taxCode: '0301234567' };
const samplePatient = { MaYTe: 'BN26000042', TenBenhNhan: 'Trần Thị Bích Ngọc', NamSinh: 1968, GioiTinh: 'FEMALE', DiaChi: '25 Nguyễn Trãi, Phường Bến Thành, TP. Hồ Chí Minh' };
const sampleVisit = { MaTiepNhan: 'TN2603050011', NgayTiepNhan: RECEIVED, TenDoiTuong: 'Bảo hiểm y tế', SoTheBHYT: 'HN4797900000011', MucHuong: 4, BHYTNgayHieuLuc: Date.UTC(2026, 0, 1, -7), BHYTNgayHetHieuLuc: Date.UTC(2026, 11, 31, -7) };

const line = (MaDV: string, TenDichVu: string, NhomDichVu: string, SoLuong: number, DonGia: number, covered: boolean): PrintLine => {
  const ThanhTien = SoLuong * DonGia;
  const BHChiTra = covered ? Math.round(ThanhTien * 0.8) : 0;
  return { MaDV, TenDichVu, NhomDichVu, SoLuong, DonGia, ThanhTien, TyLeBHYT: covered ? 80 : 0, BHChiTra, SoTienGiamGia: 0, BenhNhanTTSauGiamGia: ThanhTien - BHChiTra, KhongBHYT: !covered };
};

const sampleLines: PrintLine[] = [
  line('KB-NOI', 'Khám Nội', 'Khám bệnh', 1, 42_100, true),
  line('XN-CBC', 'Tổng phân tích tế bào máu ngoại vi', 'Xét nghiệm', 1, 46_200, true),
  line('XN-GLU', 'Định lượng Glucose [máu]', 'Xét nghiệm', 1, 21_500, true),
  line('SA-4D', 'Siêu âm ổ bụng 4D (theo yêu cầu)', 'Chẩn đoán hình ảnh', 1, 350_000, false),
  line('T-PARA', 'Paracetamol 500mg', 'Thuốc', 10, 500, true),
];

const sampleReceipt: ReceiptPrintSource = {
  MaBienLai: 'BL26-0000013', SoBienLai: 13, LoaiBienLai: 'ThuTien', TrangThai: 'DaThuTien', NgayBienLai: COLLECTED,
  GiaTriBienLai: sampleLines.reduce((sum, each) => sum + each.BenhNhanTTSauGiamGia, 0),
  KyHieu: 'BL26', Series: 'A', TenHinhThucThanhToan: 'Quẹt thẻ', TenNguoiThu: 'Lê Thị Cúc', GhiChu: null, LyDoHuy: null,
  patient: samplePatient, visit: sampleVisit, lines: sampleLines,
};

const sampleBill: BillPrintSource = {
  patient: samplePatient,
  visit: sampleVisit,
  lines: sampleLines,
  totals: {
    TongTien: sampleLines.reduce((sum, each) => sum + each.ThanhTien, 0),
    BHChiTra: sampleLines.reduce((sum, each) => sum + each.BHChiTra, 0),
    BenhNhanTT: sampleLines.reduce((sum, each) => sum + each.BenhNhanTTSauGiamGia, 0),
    MienGiam: 0, DaThu: 0, TamUng: 0,
    ConLai: sampleLines.reduce((sum, each) => sum + each.BenhNhanTTSauGiamGia, 0),
  },
};

export const receiptPrint = definePrintTemplate({
  key: 'cashier.bienLai',
  name: { vi: 'Biên lai thu tiền', en: 'Receipt' },
  paper: 'A5',
  defaultBody: receiptBody,
  sampleData: receiptPrintData(sampleReceipt, sampleFacility, COLLECTED),
});

export const billDetailPrint = definePrintTemplate({
  key: 'cashier.bangKeChiPhi',
  name: { vi: 'Bảng kê chi phí khám bệnh ngoại trú', en: 'Outpatient bill detail' },
  paper: 'A4',
  defaultBody: billBody,
  sampleData: billPrintData(sampleBill, sampleFacility, COLLECTED),
});

/** The cashier's prints, the receipt first. */
export const CASHIER_PRINTS = [receiptPrint, billDetailPrint] as const;
