import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '@his/sdk/web';
import { dispatchAppEvent, subscribedModules } from './app-events';

const locales = { vi: async () => ({}), en: async () => ({}) };
const context = { refetch: () => {}, notify: () => {} };

describe('routing subApp events to plugin handlers', () => {
  it('subscribes to the union of the modules the plugins handle and those their components listen to', () => {
    const a = definePlugin({ id: 'a', title: 't', locales, subscriptions: { TiepNhan: { create: () => {} } } });
    const b = definePlugin({ id: 'b', title: 't', locales, subscriptions: { VienPhiNgoaiTru: { hachToan: () => {} }, TiepNhan: { update: () => {} } } });
    const c = definePlugin({ id: 'c', title: 't', locales, eventModules: ['CDC', 'TiepNhan'] });
    expect(subscribedModules([a, b, c])).toEqual(['CDC', 'TiepNhan', 'VienPhiNgoaiTru']);
  });

  it('calls the handlers of the event\'s module and process only, and survives a failing one', () => {
    const create = vi.fn();
    const other = vi.fn();
    const failing = definePlugin({ id: 'broken', title: 't', locales, subscriptions: { TiepNhan: { create: () => { throw new Error('boom'); } } } });
    const good = definePlugin({ id: 'good', title: 't', locales, subscriptions: { TiepNhan: { create, update: other } } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const event = { module: 'TiepNhan', process: 'create', idNodes: ['n1'], data: { _id: '1' } };
    expect(dispatchAppEvent([failing, good], event, context)).toBe(2);
    expect(create).toHaveBeenCalledWith(event, context);
    expect(other).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
