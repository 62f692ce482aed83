import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../shared/access';
import { defineVariant } from '../shared/variant';
import { composeWebPlugins } from './compose';
import { createExternalRouteRef, createRouteRef, definePlugin, menuItem, route } from './plugin';

const page = async () => () => null;
const locales = { vi: async () => ({}), en: async () => ({}) };
const examinationMain = createRouteRef('examination.main');
const toExamination = createExternalRouteRef('reception.examination');

const examination = definePlugin({
  id: 'examination', title: 'examination.title', locales,
  routes: [route('/kham-benh-ngoai-tru', page, { title: 'examination.title', permission: 'examination.read', ref: examinationMain })],
  menu: [menuItem('examination.menu', '/kham-benh-ngoai-tru', { order: 20 })],
});
const reception = definePlugin({
  id: 'reception', title: 'reception.title', locales, externalRefs: [toExamination],
  routes: [route('/tiep-nhan-ngoai-tru', page, { title: 'reception.title', permission: SIGNED_IN, aliases: ['/tiepnhan'] })],
  menu: [menuItem('reception.menu', '/tiep-nhan-ngoai-tru', { order: 10 })],
});

function variant(plugins: string[], links?: Record<string, string>) {
  return defineVariant({
    id: 'hospital', title: { vi: 'BV', en: 'H' }, appType: 'HIS', systemType: 'BENH_VIEN', links,
    settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} },
    plugins: plugins as never,
  });
}

describe('composing a variant\'s web plugins', () => {
  it('binds links, adds dash-less aliases and orders the menu', () => {
    const app = composeWebPlugins(variant(['examination', 'reception'], { 'reception.examination': 'examination.main' }), [examination, reception]);
    expect(app.links.get('reception.examination')).toBe('/kham-benh-ngoai-tru');
    expect(app.routes.find((r) => r.pluginId === 'reception')?.paths).toEqual(['/tiep-nhan-ngoai-tru', '/tiepnhan', '/tiepnhanngoaitru']);
    expect(app.menu.map((item) => item.pluginId)).toEqual(['reception', 'examination']);
  });

  it('names the plugin, the ref and the fix when a link is unbound', () => {
    expect(() => composeWebPlugins(variant(['examination', 'reception']), [examination, reception]))
      .toThrow('Plugin "reception" links to "reception.examination", which variant "hospital" does not bind: add links: { \'reception.examination\': \'<route ref>\' } to variants/hospital.ts (route refs in this variant: examination.main).');
  });

  it('refuses a binding to a ref no listed plugin exports', () => {
    expect(() => composeWebPlugins(variant(['reception'], { 'reception.examination': 'examination.main' }), [reception]))
      .toThrow('binds "reception.examination" (plugin "reception") to "examination.main", which no plugin of the variant exports');
  });

  it('names both plugins when two claim one path, aliases included', () => {
    const other = definePlugin({ id: 'spa', title: 'spa.title', locales, routes: [route('/tiepnhan', page, { title: 'x', permission: SIGNED_IN })] });
    expect(() => composeWebPlugins(variant(['reception', 'spa'], { 'reception.examination': 'examination.main' }), [reception, other]))
      .toThrow('Route "/tiepnhan" is claimed by plugin "reception" and by plugin "spa"');
  });

  it('refuses a duplicate id and a missing requirement', () => {
    expect(() => composeWebPlugins(variant(['examination']), [examination, examination])).toThrow('use the id "examination"');
    const needsCashier = definePlugin({ id: 'billing', title: 't', locales, requires: ['cashier'] });
    expect(() => composeWebPlugins(variant(['billing']), [needsCashier])).toThrow('Plugin "billing" requires plugin "cashier", which variant "hospital" does not list');
  });

  it('refuses a menu entry pointing outside the plugin\'s routes', () => {
    const stray = definePlugin({ id: 'stray', title: 't', locales, menu: [menuItem('stray.menu', '/nowhere')] });
    expect(() => composeWebPlugins(variant(['stray']), [stray])).toThrow('Menu entry "stray.menu" of plugin "stray" points to "/nowhere"');
  });
});
