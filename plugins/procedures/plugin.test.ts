// The plugin's table of contents: a route and a menu entry per page of spec §2 (the two lists, with their phone layout,
// and the outpatient and inpatient notes), after the paraclinical lists, the lists refreshed by every procedure write
// and by the doctors' and receptionists' writes, and every visible name in both languages.
import { describe, expect, it } from 'vitest';
import { PROCEDURES_READ, proceduresEvents } from './contract';
import plugin from './plugin';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('procedures plugin', () => {
  it('has a route behind the read permission and a menu entry for each page of spec §2', () => {
    const paths = ['/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl', '/tuong-trinh-pt-tt-vltl', '/tuong-trinh-pt-tt-vltl-nt'];
    expect(plugin.routes?.map((route) => route.path)).toEqual(paths);
    expect(plugin.routes?.filter((route) => route.mobile).map((route) => route.path)).toEqual(['/thuc-hien-chi-dinh-pttt', '/thuc-hien-vltl']);
    expect(plugin.routes?.every((route) => route.permission === PROCEDURES_READ)).toBe(true);
    expect(plugin.menu?.map((item) => item.path)).toEqual(paths);
    expect(plugin.menu?.every((item) => (item.order ?? 0) > 35)).toBe(true);
  });

  it('reads the orders again on its own event and on the doctors\' and receptionists\' writes', () => {
    expect(plugin.subscriptions?.TuongTrinhPTTT?.update).toBeTypeOf('function');
    for (const module of ['examination', 'reception']) expect(Object.keys(plugin.subscriptions?.[module] ?? {}).sort()).toEqual(['create', 'delete', 'update']);
    expect(plugin.eventModules).toEqual([proceduresEvents.update.module]);
  });

  it('names every route and menu entry in both languages, with the same keys in each', () => {
    for (const key of [plugin.title, ...(plugin.routes ?? []).map((route) => route.title), ...(plugin.menu ?? []).map((item) => item.title)]) {
      expect(vi, key).toHaveProperty([key]);
      expect(en, key).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
