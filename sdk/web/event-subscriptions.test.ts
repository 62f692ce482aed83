// Typed subscriptions: entries built from event refs land where the host looks (module, then process), with their payload.
import { describe, expect, it } from 'vitest';
import { defineEvent } from '../shared/event-ref';
import { eventSubscriptions, onAppEvent } from './event-subscriptions';

const released = defineEvent<{ ids: string[] }>('DM_BangGia', 'release');
const created = defineEvent<{ ids: string[] }>('DM_BangGia', 'create');

describe('eventSubscriptions', () => {
  it('keys each handler by its event module and process, and hands it the typed payload', () => {
    const seen: string[] = [];
    const subscriptions = eventSubscriptions(
      onAppEvent(released, (event) => seen.push(`release ${event.data.ids.join(',')}`)),
      onAppEvent(created, (event) => seen.push(`create ${event.data.ids.join(',')}`)),
    );
    const context = { refetch: () => undefined, notify: () => undefined };
    subscriptions.DM_BangGia!.release!({ module: 'DM_BangGia', process: 'release', idNodes: ['n'], data: { ids: ['a'] } }, context);
    subscriptions.DM_BangGia!.create!({ module: 'DM_BangGia', process: 'create', idNodes: ['n'], data: { ids: ['b'] } }, context);
    expect(seen).toEqual(['release a', 'create b']);
  });

  it('refuses two handlers of one event, naming it', () => {
    expect(() => eventSubscriptions(onAppEvent(released, () => undefined), onAppEvent(released, () => undefined))).toThrow('DM_BangGia.release');
  });
});
