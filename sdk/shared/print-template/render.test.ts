// The print renderer: values escaped, money and words through the SDK's formatters, QR and barcodes as SVG, unsafe bodies refused.
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInWords } from '../format';
import { PrintTemplateBodyError, printTemplateBodyProblem, renderPrintTemplate } from './index';

describe('renderPrintTemplate', () => {
  it('escapes every value, so data cannot add markup or scripts', () => {
    const html = renderPrintTemplate('<p>{{name}}</p>', { name: '<script>alert(1)</script>"&' });
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;');
  });

  it('formats money and money in words with the SDK formatters', () => {
    const html = renderPrintTemplate('{{#money}}{{total}}{{/money}} | {{#moneyWords}}{{total}}{{/moneyWords}}', { total: 1250000 });
    expect(html).toBe(`${formatMoney(1250000)} | ${moneyInWords(1250000 as never)}`);
    expect(html).toContain('1,250,000');
  });

  it('formats dates in the hospital time zone', () => {
    // 2026-01-01 00:30 in Asia/Ho_Chi_Minh is still 31 December in UTC.
    expect(renderPrintTemplate('{{#date}}{{at}}{{/date}}', { at: Date.UTC(2025, 11, 31, 17, 30) })).toBe('01/01/2026');
  });

  it('draws a QR code and a Code128 barcode as inline SVG, in loops too', () => {
    const html = renderPrintTemplate('{{#qr}}{{code}}{{/qr}}{{#rows}}{{#barcode}}{{code}}{{/barcode}}{{/rows}}', { code: 'BN000123', rows: [{ code: 'DV01' }, { code: 'DV02' }] });
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain('viewBox');
  });

  it('leaves a helper empty for a value it cannot use', () => {
    expect(renderPrintTemplate('[{{#money}}{{x}}{{/money}}]', { x: 'abc' })).toBe('[]');
  });

  it.each([
    ['triple braces', '{{{name}}}', 'printTemplates.unescapedTag'],
    ['an ampersand tag', '{{#rows}}{{& name}}{{/rows}}', 'printTemplates.unescapedTag'],
    ['a partial', '{{> other}}', 'printTemplates.partialTag'],
    ['a script element', '<script>alert(1)</script>', 'printTemplates.scriptInBody'],
    ['an event handler attribute', '<img src=x onerror="alert(1)">', 'printTemplates.scriptInBody'],
    ['an unclosed section', '{{#rows}}', 'printTemplates.invalidSyntax'],
  ])('refuses a body with %s', (_case, body, key) => {
    expect(printTemplateBodyProblem(body)).toBe(key);
    expect(() => renderPrintTemplate(body, {})).toThrow(PrintTemplateBodyError);
  });
});
