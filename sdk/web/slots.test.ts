import { describe, expect, it } from 'vitest';
import { defineVariant } from '../shared/variant';
import { composeWebPlugins } from './compose';
import { definePlugin } from './plugin';
import { defineSlot, fillSlot, SHELL_SLOTS } from './slots';

const locales = { vi: async () => ({}), en: async () => ({}) };
const component = async () => ({ default: () => null });
const bannerActions = defineSlot<{ patientId: string }>('reception.patientBanner.actions');

const reception = definePlugin({ id: 'reception', title: 't', locales, slots: [bannerActions] });
const cashier = definePlugin({
  id: 'cashier', title: 't', locales,
  fills: [fillSlot(bannerActions, { id: 'pay', order: 20, permission: 'cashier.collect', component })],
});
const lab = definePlugin({
  id: 'lab', title: 't', locales,
  fills: [
    fillSlot(bannerActions, { id: 'results', order: 10, component }),
    fillSlot(SHELL_SLOTS.topBarEnd, { id: 'bell', component }),
  ],
});

function variant(plugins: string[]) {
  return defineVariant({
    id: 'hospital', title: { vi: 'BV', en: 'H' }, appType: 'HIS', systemType: 'BENH_VIEN',
    settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} },
    plugins: plugins as never,
  });
}

describe('composing slots', () => {
  it('lists each slot\'s fills by order, then by the manifest\'s plugin order, with the plugin that gave each', () => {
    const app = composeWebPlugins(variant(['reception', 'cashier', 'lab']), [reception, cashier, lab]);
    expect(app.fills.get('reception.patientBanner.actions')?.map((fill) => `${fill.pluginId}/${fill.id}`)).toEqual(['lab/results', 'cashier/pay']);
    expect(app.fills.get('shell.topBar.end')?.map((fill) => fill.id)).toEqual(['bell']);
  });

  it('refuses a fill of a slot that no plugin of the variant declares, naming both and the fix', () => {
    expect(() => composeWebPlugins(variant(['cashier']), [cashier]))
      .toThrow('Plugin "cashier" fills slot "reception.patientBanner.actions", which neither the host nor any plugin of variant "hospital" declares: add the plugin that owns the slot to variants/hospital.ts, or remove the fill.');
  });

  it('refuses a slot declared twice, and two fills of one plugin under one name', () => {
    const copy = definePlugin({ id: 'copy', title: 't', locales, slots: [bannerActions] });
    expect(() => composeWebPlugins(variant(['reception', 'copy']), [reception, copy])).toThrow('Slot "reception.patientBanner.actions" is declared by plugin "reception" and by plugin "copy"');
    const shellCopy = definePlugin({ id: 'shell-copy', title: 't', locales, slots: [SHELL_SLOTS.topBarEnd] });
    expect(() => composeWebPlugins(variant(['shell-copy']), [shellCopy])).toThrow('declared by the host and by plugin "shell-copy"');
    const twice = definePlugin({ id: 'twice', title: 't', locales, fills: [fillSlot(SHELL_SLOTS.topBarEnd, { id: 'a', component }), fillSlot(SHELL_SLOTS.topBarEnd, { id: 'a', component })] });
    expect(() => composeWebPlugins(variant(['twice']), [twice])).toThrow('Plugin "twice" has two fills named "a"');
  });
});
