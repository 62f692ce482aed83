// The plugin's table of contents: its page behind the read permission with a menu entry, the minutes' events read
// again, the exam's button for those who may write, and every title in both languages.
import { describe, expect, it } from 'vitest';
import { examActions } from '../examination/contract';
import { CONSULTATION_READ, CONSULTATION_WRITE, consultationEvents } from './contract';
import plugin from './plugin';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('consultation plugin', () => {
  it('has /bien-ban-hoi-chan behind the read permission, with a menu entry after the examination\'s', () => {
    expect(plugin.routes?.map((route) => [route.path, route.permission])).toEqual([['/bien-ban-hoi-chan', CONSULTATION_READ]]);
    expect(plugin.menu?.map((item) => item.path)).toEqual(['/bien-ban-hoi-chan']);
    expect(plugin.menu?.[0]?.order).toBeGreaterThan(30);
  });

  it('reads the minutes again on each of their events, published under the spec\'s module BienBanHoiChan', () => {
    expect(Object.keys(plugin.subscriptions?.BienBanHoiChan ?? {}).sort()).toEqual(['create', 'delete', 'update']);
    expect(new Set(Object.values(consultationEvents).map((event) => event.module))).toEqual(new Set(['BienBanHoiChan']));
    expect(plugin.eventModules).toEqual(['BienBanHoiChan']);
  });

  it('puts its button on the doctor\'s exam for profiles that may write minutes', () => {
    expect(plugin.fills?.map((fill) => [fill.slot.id, fill.permission])).toEqual([[examActions.id, CONSULTATION_WRITE]]);
  });

  it('names every route and menu entry in both languages, with the same keys in each', () => {
    for (const key of [plugin.title, ...(plugin.routes ?? []).map((route) => route.title), ...(plugin.menu ?? []).map((item) => item.title)]) {
      expect(vi, key).toHaveProperty([key]);
      expect(en, key).toHaveProperty([key]);
    }
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
});
