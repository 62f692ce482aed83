// How a paid bill line becomes an invoice line: quantity × unit price is always the amount the patient paid.
import { describe, expect, it } from 'vitest';
import { invoiceLineOf } from './e-invoices';

describe('invoice lines', () => {
  it.each([
    ['one examination', 'Khám Nội', 1, 39_000, { name: 'Khám Nội', quantity: 1, unitPrice: 39_000, amount: 39_000 }],
    ['three films, the amount dividing', 'Chụp X-quang', 3, 150_000, { name: 'Chụp X-quang', quantity: 3, unitPrice: 50_000, amount: 150_000 }],
    ['two tests whose insured share leaves an odd đồng', 'Glucose', 2, 8_601, { name: 'Glucose (2)', quantity: 1, unitPrice: 8_601, amount: 8_601 }],
    ['half a box of a drug', 'Paracetamol 500mg', 0.5, 1_250, { name: 'Paracetamol 500mg (0.5)', quantity: 1, unitPrice: 1_250, amount: 1_250 }],
  ])('%s', (_, name, quantity, amount, expected) => {
    const line = invoiceLineOf(name, quantity, amount);
    expect(line).toEqual({ ...expected, unit: null, vatRate: 'KCT' });
    expect(line.quantity * line.unitPrice).toBe(line.amount);
  });
});
