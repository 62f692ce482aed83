// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'urql';
import { definePlugin, type AppEvent } from '@his/sdk/web';
import { useAppEvents } from './app-events';

afterEach(() => cleanup());

const locales = { vi: async () => ({}), en: async () => ({}) };
const context = { refetch: () => {}, notify: () => {} };
const subApp = (process: string, id: string) => ({ data: { subApp: { module: 'TiepNhan', process, idNodes: ['n1'], data: { _id: id } } } });

/** A client that can only subscribe, and delivers its results in one tick, as a burst from the socket does. */
function burstClient(results: unknown[]) {
  const subscription = vi.fn((_query: string, variables: unknown) => ({
    subscribe(sink: (result: unknown) => void) {
      for (const result of results) sink(result);
      return { unsubscribe: () => {} };
    },
    variables,
  }));
  return { client: { subscription } as unknown as Client, subscription };
}

describe('the shell\'s subApp feed', () => {
  it('gives two events that arrive together each to its plugin handler and to the listening components', () => {
    const create = vi.fn();
    const update = vi.fn();
    const plugin = definePlugin({ id: 'reception', title: 't', locales, subscriptions: { TiepNhan: { create, update } } });
    const heard: AppEvent[] = [];
    const { client, subscription } = burstClient([subApp('create', 'a'), subApp('update', 'b')]);
    renderHook(() => useAppEvents(client, [plugin], 'n1', context, (event) => heard.push(event)));
    expect(create).toHaveBeenCalledOnce();
    expect(update).toHaveBeenCalledOnce();
    expect(heard.map((event) => `${event.process}:${(event.data as { _id: string })._id}`)).toEqual(['create:a', 'update:b']);
    expect(subscription).toHaveBeenCalledWith(expect.stringContaining('subApp'), { modules: ['TiepNhan'], idNode: 'n1' });
  });

  it('keeps one subscription across renders with the same modules and node', () => {
    const { client, subscription } = burstClient([]);
    const plugins = [definePlugin({ id: 'lab', title: 't', locales, eventModules: ['CDC'] })];
    const { rerender } = renderHook(() => useAppEvents(client, plugins, 'n1', context, () => {}));
    rerender();
    rerender();
    expect(subscription).toHaveBeenCalledOnce();
  });
});
