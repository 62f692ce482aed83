// The variant's print templates: each key belongs to the plugin that names it, once.
import { describe, expect, it } from 'vitest';
import { definePrintTemplate } from '@his/sdk/print-template';
import { printTemplateRegistry } from './registry';

const receipt = definePrintTemplate({ key: 'cashier.receipt', name: { vi: 'Phiếu thu', en: 'Receipt' }, paper: 'A5', defaultBody: '{{code}}', sampleData: { code: 'PT1' } });

describe('printTemplateRegistry', () => {
  it('collects the declared templates by key', () => {
    expect([...printTemplateRegistry([{ id: 'home' }, { id: 'cashier', printTemplates: [receipt] }]).keys()]).toEqual(['cashier.receipt']);
  });

  it('fails the start on a key outside its plugin or declared twice, saying what to do', () => {
    expect(() => printTemplateRegistry([{ id: 'pricing', printTemplates: [receipt] }])).toThrow('Plugin pricing declares the print template cashier.receipt: name it pricing.<document>.');
    expect(() => printTemplateRegistry([{ id: 'cashier', printTemplates: [receipt, receipt] }])).toThrow('twice');
  });
});
