// Remembers which queries are on screen, so that they can be fetched again from the server when the
// realtime socket comes back: events published while it was down are not replayed.
import { pipe, tap } from 'wonka';
import { makeOperation, type Client, type Exchange, type Operation } from 'urql';

export interface ActiveQueries {
  /** Goes first in the exchange list, to see every query as the client dispatches it, and its teardown. */
  exchange: Exchange;
  /** Fetches every active query again from the network; the cache and the screens update as usual. */
  refetch(): void;
  size(): number;
}

export function createActiveQueries(): ActiveQueries {
  const active = new Map<number, Operation>();
  let client: Client | null = null;
  return {
    exchange: (input) => {
      client = input.client;
      return (operations$) =>
        input.forward(
          pipe(
            operations$,
            tap((operation) => {
              if (operation.kind === 'query') active.set(operation.key, operation);
              else if (operation.kind === 'teardown') active.delete(operation.key);
            }),
          ),
        );
    },
    refetch() {
      if (!client) return;
      for (const operation of [...active.values()]) {
        // A cache-only query asked never to reach the network; keep that promise.
        if (operation.context.requestPolicy === 'cache-only') continue;
        client.reexecuteOperation(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }));
      }
    },
    size: () => active.size,
  };
}
