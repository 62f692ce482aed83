// The local provider's invoice as HTML: form and symbol, number, seller, buyer, the VAT-exempt lines, total and amount
// in words, and the lookup code, in Vietnamese like every e-invoice; a cancelled one says so with its reason.
import { renderPrintTemplate } from '@his/sdk/print-template';
import { formatDate } from '@his/sdk/format';
import type { StoredEInvoice } from './provider';

/** The invoice's title by form number (Decree 123/2020: 1 VAT invoice, 2 sales invoice). */
const TITLES: Record<string, string> = { '1': 'HÓA ĐƠN GIÁ TRỊ GIA TĂNG', '2': 'HÓA ĐƠN BÁN HÀNG' };

/** 8 digits as printed: 1 → '00000001'. */
export function invoiceNumberText(SoHoaDon: number): string {
  return String(SoHoaDon).padStart(8, '0');
}

const body = `<style>
.einvoice { font-family: 'Times New Roman', serif; font-size: 12pt; line-height: 1.4; max-width: 190mm; margin: 0 auto; position: relative; }
.einvoice .head { display: flex; justify-content: space-between; gap: 6mm; }
.einvoice h1 { text-align: center; font-size: 16pt; margin: 2mm 0 0; }
.einvoice .sub { text-align: center; font-style: italic; margin: 0 0 3mm; }
.einvoice .marks p { margin: 0; text-align: right; }
.einvoice .party p { margin: 0.6mm 0; }
.einvoice table { width: 100%; border-collapse: collapse; margin-top: 3mm; }
.einvoice th, .einvoice td { border: 1px solid #000; padding: 1mm 1.5mm; }
.einvoice td.n { text-align: right; }
.einvoice td.c { text-align: center; }
.einvoice .total td { font-weight: 700; }
.einvoice .words { margin-top: 2mm; }
.einvoice .lookup { margin-top: 4mm; display: flex; gap: 4mm; align-items: center; }
.einvoice .lookup svg { width: 24mm; height: 24mm; }
.einvoice .cancelled { border: 2px solid #b00; color: #b00; padding: 2mm; margin: 2mm 0; text-align: center; font-weight: 700; }
</style>
<div class="einvoice">
  <div class="head">
    <div class="party">
      <p><b>{{seller.name}}</b></p>
      {{#seller.taxCode}}<p>Mã số thuế: {{seller.taxCode}}</p>{{/seller.taxCode}}
      {{#seller.address}}<p>Địa chỉ: {{seller.address}}</p>{{/seller.address}}
      {{#seller.phone}}<p>Điện thoại: {{seller.phone}}</p>{{/seller.phone}}
    </div>
    <div class="marks">
      <p>Mẫu số: {{pattern}}</p>
      <p>Ký hiệu: {{serial}}</p>
      <p>Số: <b>{{number}}</b></p>
    </div>
  </div>
  <h1>{{title}}</h1>
  <p class="sub">(Bản thể hiện của hóa đơn điện tử) Ngày {{invoiceDate}}</p>
  {{#cancelled}}<p class="cancelled">HÓA ĐƠN ĐÃ HỦY{{#cancelledAt}} ngày {{cancelledAt}}{{/cancelledAt}}: {{reason}}</p>{{/cancelled}}
  <div class="party">
    <p>Họ tên người mua: {{buyer.name}}</p>
    <p>Mã khách hàng: {{buyer.code}}</p>
    {{#buyer.taxCode}}<p>Mã số thuế: {{buyer.taxCode}}</p>{{/buyer.taxCode}}
    {{#buyer.address}}<p>Địa chỉ: {{buyer.address}}</p>{{/buyer.address}}
    {{#paymentMethod}}<p>Hình thức thanh toán: {{paymentMethod}}</p>{{/paymentMethod}}
    <p>Theo biên lai: {{receiptCode}}</p>
  </div>
  <table>
    <thead><tr><th>STT</th><th>Tên hàng hóa, dịch vụ</th><th>Đơn vị tính</th><th>Số lượng</th><th>Đơn giá</th><th>Thành tiền</th><th>Thuế suất</th></tr></thead>
    <tbody>
      {{#lines}}<tr><td class="c">{{index}}</td><td>{{name}}</td><td class="c">{{unit}}</td><td class="n">{{quantity}}</td><td class="n">{{#money}}{{unitPrice}}{{/money}}</td><td class="n">{{#money}}{{amount}}{{/money}}</td><td class="c">{{vatRate}}</td></tr>{{/lines}}
      <tr class="total"><td colspan="5">Tổng tiền thanh toán</td><td class="n">{{#money}}{{total}}{{/money}}</td><td></td></tr>
    </tbody>
  </table>
  <p class="words">Số tiền viết bằng chữ: <i>{{totalInWords}}</i></p>
  <div class="lookup">
    {{#qr}}{{lookupCode}}{{/qr}}
    <p>Mã tra cứu hóa đơn: <b>{{lookupCode}}</b><br>Đơn vị cung cấp: {{provider}}</p>
  </div>
</div>`;

/** The invoice drawn from what was stored when it was issued, so that a later change of names never rewrites it. */
export function renderInvoiceHtml(invoice: StoredEInvoice, provider: string): string {
  const { draft } = invoice;
  return renderPrintTemplate(body, {
    title: TITLES[invoice.Pattern] ?? TITLES['1'],
    pattern: invoice.Pattern,
    serial: invoice.Serial,
    number: invoiceNumberText(invoice.SoHoaDon),
    invoiceDate: formatDate(invoice.NgayHoaDon),
    seller: draft.seller,
    buyer: draft.buyer,
    paymentMethod: draft.paymentMethod,
    receiptCode: draft.receiptCode,
    lines: draft.lines.map((line, index) => ({ ...line, index: index + 1, unit: line.unit ?? '' })),
    total: draft.total,
    totalInWords: draft.totalInWords,
    lookupCode: invoice.MaHoaDon,
    provider,
    cancelled: invoice.TrangThai === 'DaHuy',
    cancelledAt: invoice.NgayHuy === null ? '' : formatDate(invoice.NgayHuy),
    reason: invoice.LyDoHuy ?? '',
  });
}
