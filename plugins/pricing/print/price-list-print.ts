// The printed price list (pricing.priceList): its default body and sample data; a facility may save its own version.
import { definePrintTemplate } from '@his/sdk/print-template';

const defaultBody = `<style>
.price-list { font-family: 'Be Vietnam Pro', sans-serif; font-size: 11pt; }
.price-list .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 4mm; }
.price-list .qr svg { width: 20mm; height: 20mm; }
.price-list h1 { text-align: center; font-size: 15pt; margin: 4mm 0 2mm; }
.price-list .sub { text-align: center; margin: 0 0 4mm; }
.price-list table { width: 100%; border-collapse: collapse; }
.price-list th, .price-list td { border: 0.5pt solid #000; padding: 1mm 2mm; vertical-align: top; }
.price-list td.price { text-align: right; white-space: nowrap; }
</style>
<div class="price-list">
  <div class="head">
    <div><strong>{{facilityName}}</strong><br>Mã bảng giá: {{code}}</div>
    <div class="qr">{{#qr}}{{code}}{{/qr}}</div>
  </div>
  <h1>BẢNG GIÁ DỊCH VỤ</h1>
  <p class="sub">{{name}} — áp dụng từ ngày {{#date}}{{issuedAt}}{{/date}}</p>
  <table>
    <thead><tr><th>STT</th><th>Mã dịch vụ</th><th>Tên dịch vụ</th><th>Đơn giá (đồng)</th></tr></thead>
    <tbody>
      {{#lines}}<tr><td>{{index}}</td><td>{{serviceCode}}</td><td>{{serviceName}}</td><td class="price">{{#money}}{{price}}{{/money}}</td></tr>
      {{/lines}}
    </tbody>
  </table>
</div>
`;

export const priceListPrint = definePrintTemplate({
  key: 'pricing.priceList',
  name: { vi: 'Bảng giá dịch vụ', en: 'Service price list' },
  paper: 'A4',
  defaultBody,
  sampleData: {
    facilityName: 'BỆNH VIỆN ĐA KHOA TỈNH',
    code: 'BG2026-01',
    name: 'Bảng giá viện phí năm 2026',
    // 1 January 2026, 00:00 in Asia/Ho_Chi_Minh.
    issuedAt: Date.UTC(2025, 11, 31, 17, 0),
    lines: [
      { index: 1, serviceCode: 'KB01', serviceName: 'Khám bệnh nội khoa', price: 39000 },
      { index: 2, serviceCode: 'XN012', serviceName: 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)', price: 46200 },
      { index: 3, serviceCode: 'CDHA03', serviceName: 'Chụp X-quang ngực thẳng', price: 65400 },
      { index: 4, serviceCode: 'SA01', serviceName: 'Siêu âm ổ bụng (gan mật, tụy, lách, thận, bàng quang)', price: 43900 },
    ],
  },
});
