// The start-time check of server event handlers: a listener needs a declaring plugin in the variant.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEvent } from '../shared/event-ref';
import { collectEventHandlers, EventCompositionError } from './event-handlers';
import { onEvent } from './events';
import type { WriteScope } from './plugin';

const released = defineEvent<{ ids: string[] }>('DM_BangGia', 'release');
const listener = { id: 'billing', on: [onEvent(released, async () => undefined)] };

describe('collectEventHandlers', () => {
  it('refuses a variant where a plugin listens to an event no plugin declares, naming the plugin and the event', () => {
    expect(() => collectEventHandlers([listener])).toThrow(EventCompositionError);
    expect(() => collectEventHandlers([listener])).toThrow('Plugin "billing" listens to DM_BangGia.release');
  });

  it('files each handler under its event, in plugin order, once the event is declared', () => {
    const other = { id: 'reports', on: [onEvent(released, async () => undefined)] };
    const handlers = collectEventHandlers([{ id: 'pricing', events: [released] }, listener, other]);
    expect(handlers.get('DM_BangGia.release')?.map((entry) => entry.pluginId)).toEqual(['billing', 'reports']);
  });
});

describe('typed emit and onEvent', () => {
  it('check the payload against the event\'s declaration', () => {
    const emitted: unknown[] = [];
    const scope = { emit: (...args: unknown[]) => emitted.push(args) } as unknown as WriteScope;
    // @ts-expect-error: a release carries the list ids, not a count
    scope.emit(released, { count: 1 });
    scope.emit(released, { ids: ['b1'] }, { idRooms: ['PK01'] });
    expect(emitted).toHaveLength(2);
    onEvent(released, async (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ ids: string[] }>();
    });
  });
});
