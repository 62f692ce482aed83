// One subApp subscription for the shell, held for as long as the user is signed in (even with no
// module to listen to: the socket it keeps open is how a lost connection is noticed). Its events go to
// the plugins' handlers for (module, process) and to the shell's own listeners (the laboratory bell).
import { useEffect, useMemo, useRef } from 'react';
import { useSubscription } from 'urql';
import type { AppEvent, SubscriptionContext, WebPlugin } from '@his/sdk/web';
import { SubAppDocument, type SubAppSubscription, type SubAppSubscriptionVariables } from '../../generated/his/graphql';

/** Every module some plugin listens to, plus the shell's own. */
export function subscribedModules(plugins: readonly WebPlugin[], extra: readonly string[] = []): string[] {
  return [...new Set([...plugins.flatMap((plugin) => Object.keys(plugin.subscriptions ?? {})), ...extra])].sort();
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

export function useAppEvents(plugins: readonly WebPlugin[], idNode: string, extraModules: readonly string[], context: SubscriptionContext, listener?: (event: AppEvent) => void): void {
  const modules = useMemo(() => subscribedModules(plugins, extraModules), [plugins, extraModules]);
  const latest = useRef({ context, listener });
  latest.current = { context, listener };
  const [result] = useSubscription<SubAppSubscription, SubAppSubscription, SubAppSubscriptionVariables>({
    query: SubAppDocument.toString(),
    variables: { modules, idNode },
  });
  const event = result.data?.subApp;
  useEffect(() => {
    if (!event) return;
    const appEvent: AppEvent = { module: event.module, process: event.process, idNodes: event.idNodes, data: event.data };
    dispatchAppEvent(plugins, appEvent, latest.current.context);
    latest.current.listener?.(appEvent);
  }, [event, plugins]);
}
