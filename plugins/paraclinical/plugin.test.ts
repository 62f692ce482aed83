// The plugin's table of contents: a route and a menu entry per work list after the examination's, the public result
// page, the lists refreshed by every order write, and the exam's results tab filled.
import { describe, expect, it } from 'vitest';
import { examResults } from '../examination/contract';
import { PARACLINICAL_READ, paraclinicalEvents } from './contract';
import plugin from './plugin';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('paraclinical plugin', () => {
  it('has a route behind the read permission and a menu entry, after the examination\'s, for each work list of the spec', () => {
    const paths = ['/xet-nghiem', '/xet-nghiem-vi-sinh', '/chan-doan-hinh-anh', '/sieu-am', '/tham-do-chuc-nang', '/xet-nghiem-sars-cov-2'];
    expect(plugin.routes?.map((route) => route.path)).toEqual(paths);
    expect(plugin.routes?.every((route) => route.permission === PARACLINICAL_READ)).toBe(true);
    expect(plugin.menu?.map((item) => item.path)).toEqual(paths);
    expect(plugin.menu?.every((item) => (item.order ?? 0) > 30)).toBe(true);
  });

  it('serves the public result page signed out, with an optional request number, and the DICOM viewer by file tokens', () => {
    expect(plugin.publicRoutes?.map((route) => route.path)).toEqual(['/ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?', '/xem-dicom/:files?']);
  });

  it('reads the orders again on every work list\'s event and on the doctors\' and receptionists\' writes', () => {
    for (const event of Object.values(paraclinicalEvents)) expect(plugin.subscriptions?.[event.module]?.[event.process]).toBeTypeOf('function');
    for (const module of ['examination', 'reception']) expect(Object.keys(plugin.subscriptions?.[module] ?? {}).sort()).toEqual(['create', 'delete', 'update']);
    expect(plugin.eventModules).toEqual(Object.values(paraclinicalEvents).map((event) => event.module));
  });

  it('fills the exam\'s results tab for profiles that may read results', () => {
    expect(plugin.fills?.map((fill) => [fill.slot.id, fill.permission])).toEqual([[examResults.id, PARACLINICAL_READ]]);
  });

  it('names every route and menu entry in both languages', () => {
    for (const key of [plugin.title, ...(plugin.routes ?? []).map((route) => route.title), ...(plugin.publicRoutes ?? []).map((route) => route.title), ...(plugin.menu ?? []).map((item) => item.title)]) {
      expect(vi, key).toHaveProperty([key]);
      expect(en, key).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
