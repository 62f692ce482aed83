// The local provider's form and symbol as the settings give them, the year in the symbol checked against the
// invoice's, the lookup codes, and the invoice it draws: seller, buyer, the VAT-exempt lines, total and words.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { createLocalEInvoiceProvider, patternAndSerial, randomLookupCode } from './local-provider';
import { invoiceNumberText } from './invoice-html';
import type { EInvoiceDraft, StoredEInvoice } from './provider';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    const { messageKey, field, params } = (error as { extensions: { messageKey: string; field: string; params: unknown } }).extensions;
    return { messageKey, field, params };
  }
  throw new Error('expected a refusal');
};

describe('form number and symbol of the local provider', () => {
  it.each([
    ['nothing set: a VAT invoice under the demo symbol of the year', { pattern: null, serial: null }, 2026, { Pattern: '1', Serial: 'C26TAA' }],
    ['nothing set, next year: the symbol follows the year', { pattern: null, serial: null }, 2027, { Pattern: '1', Serial: 'C27TAA' }],
    ['a sales invoice without a tax code, symbol typed in lower case', { pattern: '2', serial: 'k26tbv' }, 2026, { Pattern: '2', Serial: 'K26TBV' }],
    ['a cash-register invoice', { pattern: '1', serial: 'C26MAB' }, 2026, { Pattern: '1', Serial: 'C26MAB' }],
  ])('%s', (_, config, year, expected) => {
    expect(patternAndSerial(config, year)).toEqual(expected);
  });

  it.each([
    ['a form number that does not exist', { pattern: '9', serial: null }, 2026, { messageKey: 'cashier.einvoice.patternInvalid', field: 'Pattern', params: { pattern: '9' } }],
    ['a symbol of the wrong shape', { pattern: null, serial: 'C2026TA' }, 2026, { messageKey: 'cashier.einvoice.serialInvalid', field: 'Serial', params: { serial: 'C2026TA' } }],
    ['a symbol with an unknown kind letter', { pattern: null, serial: 'C26QAA' }, 2026, { messageKey: 'cashier.einvoice.serialInvalid', field: 'Serial', params: { serial: 'C26QAA' } }],
    ['last year\'s symbol in January', { pattern: null, serial: 'C25TAA' }, 2026, { messageKey: 'cashier.einvoice.serialYear', field: 'Serial', params: { serial: 'C25TAA', year: 2026 } }],
  ])('refuses %s', (_, config, year, expected) => {
    expect(refusal(() => patternAndSerial(config, year))).toEqual(expected);
  });

  it('gives lookup codes of 12 unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, randomLookupCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  });

  it('prints numbers with 8 digits', () => {
    expect(invoiceNumberText(1)).toBe('00000001');
    expect(invoiceNumberText(99_999_999)).toBe('99999999');
  });
});

const draft: EInvoiceDraft = {
  receiptId: 'bl-1',
  receiptCode: 'BL26/0000123',
  facilityId: 'cs01',
  issuedAt: fromCalendarDate({ year: 2026, month: 3, day: 5 }) + 9 * 3600_000,
  seller: { name: 'Bệnh viện Đa khoa Hòa Bình', taxCode: '0101234567', address: '1 Hòa Bình, Hà Nội', phone: null },
  buyer: { code: 'BN26000042', name: 'Trần Quốc <Bình>', taxCode: null, address: null, phone: null },
  lines: [
    { name: 'Khám Nội', unit: 'Lần', quantity: 1, unitPrice: 39_000, amount: 7_800, vatRate: 'KCT' },
    { name: 'Tổng phân tích tế bào máu', unit: 'Lần', quantity: 1, unitPrice: 46_200, amount: 9_240, vatRate: 'KCT' },
  ],
  total: 17_040,
  totalInWords: 'Mười bảy nghìn không trăm bốn mươi đồng',
  paymentMethod: 'Tiền mặt',
};

const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();

describe('the invoice the local provider draws', () => {
  const provider = createLocalEInvoiceProvider({ pattern: null, serial: null });
  const invoice: StoredEInvoice = { MaHoaDon: 'ABCDEFGH2345', Pattern: '1', Serial: 'C26TAA', SoHoaDon: 12, NgayHoaDon: draft.issuedAt, TrangThai: 'DaPhatHanh', LyDoHuy: null, NgayHuy: null, draft };

  it('shows seller, form and number, buyer, the exempt lines, total, words and lookup code, with text escaped', async () => {
    const html = await provider.render(invoice);
    expect(html).not.toContain('<Bình>');
    expect(html).toContain('<svg');
    expect(text(html)).toBe(
      'Bệnh viện Đa khoa Hòa Bình Mã số thuế: 0101234567 Địa chỉ: 1 Hòa Bình, Hà Nội Mẫu số: 1 Ký hiệu: C26TAA Số: 00000012 '
      + 'HÓA ĐƠN GIÁ TRỊ GIA TĂNG (Bản thể hiện của hóa đơn điện tử) Ngày 05/03/2026 '
      + 'Họ tên người mua: Trần Quốc &lt;Bình&gt; Mã khách hàng: BN26000042 Hình thức thanh toán: Tiền mặt Theo biên lai: BL26/0000123 '
      + 'STT Tên hàng hóa, dịch vụ Đơn vị tính Số lượng Đơn giá Thành tiền Thuế suất '
      + '1 Khám Nội Lần 1 39,000 7,800 KCT 2 Tổng phân tích tế bào máu Lần 1 46,200 9,240 KCT Tổng tiền thanh toán 17,040 '
      + 'Số tiền viết bằng chữ: Mười bảy nghìn không trăm bốn mươi đồng Mã tra cứu hóa đơn: ABCDEFGH2345 Đơn vị cung cấp: Hóa đơn điện tử nội bộ',
    );
  });

  it('says a cancelled invoice is cancelled, when and why', async () => {
    const cancelled = { ...invoice, TrangThai: 'DaHuy', LyDoHuy: 'Sai tên người mua', NgayHuy: draft.issuedAt + 86_400_000 };
    expect(text(await provider.render(cancelled))).toContain('HÓA ĐƠN ĐÃ HỦY ngày 06/03/2026: Sai tên người mua');
  });
});
