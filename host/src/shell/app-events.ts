// One subApp subscription for the shell, held for as long as the user is signed in (even with no
// module to listen to: the socket it keeps open is how a lost connection is noticed). Each event, however many
// arrive together, goes once to the plugins' handlers for (module, process) and to the components listening.
import { useEffect, useMemo, useRef } from 'react';
import type { Client } from 'urql';
import type { AppEvent, SubscriptionContext, WebPlugin } from '@his/sdk/web';
import { SubAppDocument, type SubAppSubscription, type SubAppSubscriptionVariables } from '../../generated/his/graphql';

/** Every module some plugin handles or whose components listen to. */
export function subscribedModules(plugins: readonly WebPlugin[]): string[] {
  return [...new Set(plugins.flatMap((plugin) => [...Object.keys(plugin.subscriptions ?? {}), ...(plugin.eventModules ?? [])]))].sort();
}

/** Calls every plugin handler registered for the event's (module, process). */
export function dispatchAppEvent(plugins: readonly WebPlugin[], event: AppEvent, context: SubscriptionContext): number {
  let handled = 0;
  for (const plugin of plugins) {
    const handler = plugin.subscriptions?.[event.module]?.[event.process];
    if (!handler) continue;
    handled++;
    try {
      handler(event, context);
    } catch (error) {
      // One plugin's failing handler must not stop the others' or the subscription.
      console.error(`realtime handler of plugin "${plugin.id}" failed`, { module: event.module, process: event.process, error });
    }
  }
  return handled;
}

/**
 * Subscribes outside React's state, so that two events arriving in one tick are two calls, not one render
 * showing the last of them.
 */
export function useAppEvents(client: Client, plugins: readonly WebPlugin[], idNode: string, context: SubscriptionContext, listener: (event: AppEvent) => void): void {
  const modules = useMemo(() => subscribedModules(plugins), [plugins]);
  const latest = useRef({ context, listener });
  latest.current = { context, listener };
  const modulesKey = modules.join(',');
  useEffect(() => {
    const subscription = client
      .subscription<SubAppSubscription, SubAppSubscriptionVariables>(SubAppDocument.toString(), { modules, idNode })
      .subscribe((result) => {
        const event = result.data?.subApp;
        if (!event) return;
        const appEvent: AppEvent = { module: event.module, process: event.process, idNodes: event.idNodes, data: event.data };
        dispatchAppEvent(plugins, appEvent, latest.current.context);
        latest.current.listener(appEvent);
      });
    return () => subscription.unsubscribe();
    // modulesKey stands for modules: a new array with the same modules keeps the subscription.
  }, [client, plugins, modulesKey, idNode]);
}
