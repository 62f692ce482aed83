// Events of the subApp feed for components: a page or a slot fill reads the events of a module as they come and
// updates its own state, besides the plugins' handlers that refetch.
import { createContext, useContext, useEffect, useRef } from 'react';
import type { AppEvent } from './plugin';

export type AppEventListener = (event: AppEvent) => void;

/** Fed by the host's one subscription; listeners are told every event, once, in arrival order. */
export interface AppEventSource {
  listen(listener: AppEventListener): () => void;
}

export function createAppEventSource(): AppEventSource & { emit(event: AppEvent): void } {
  const listeners = new Set<AppEventListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One component's failing listener must not keep the event from the others.
          console.error('app event listener failed', { module: event.module, process: event.process, error });
        }
      }
    },
  };
}

export const AppEventsContext = createContext<AppEventSource | null>(null);

/**
 * Calls `listener` with each event of `module` while the component is shown. The module must be in the plugin's
 * `eventModules`, so that the host's subscription asks the server for it.
 */
export function useAppEvent(module: string, listener: AppEventListener): void {
  const source = useContext(AppEventsContext);
  if (!source) throw new Error('useAppEvent is only available on pages behind login');
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => source.listen((event) => {
    if (event.module === module) latest.current(event);
  }), [source, module]);
}
