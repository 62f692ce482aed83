// Remembers which queries are on screen, so that they can be fetched again from the server when the
// realtime socket comes back: events published while it was down are not replayed.
import { pipe, tap } from 'wonka';
import { makeOperation, type Client, type Exchange, type Operation } from 'urql';

/** The __typename values anywhere in a result (graphcache adds __typename to every selection). */
export function typenamesIn(data: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const item of data) typenamesIn(item, found);
  else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (key === '__typename' && typeof value === 'string') found.add(value);
      else typenamesIn(value, found);
    }
  }
  return found;
}

export interface ActiveQueries {
  /** Goes first in the exchange list, to see every query as the client dispatches it, and its teardown. */
  exchange: Exchange;
  /**
   * Fetches active queries again from the network; the cache and the screens update as usual. With
   * typenames, only the queries whose last result held one of them (a realtime event about receipts
   * need not re-read the patient list).
   */
  refetch(typenames?: readonly string[]): void;
  size(): number;
}

export function createActiveQueries(): ActiveQueries {
  const active = new Map<number, Operation>();
  const resultTypes = new Map<number, Set<string>>();
  let client: Client | null = null;
  return {
    exchange: (input) => {
      client = input.client;
      return (operations$) =>
        pipe(
          input.forward(
            pipe(
              operations$,
              tap((operation) => {
                if (operation.kind === 'query') active.set(operation.key, operation);
                else if (operation.kind === 'teardown') {
                  active.delete(operation.key);
                  resultTypes.delete(operation.key);
                }
              }),
            ),
          ),
          tap((result) => {
            if (result.operation.kind === 'query' && active.has(result.operation.key)) resultTypes.set(result.operation.key, typenamesIn(result.data));
          }),
        );
    },
    refetch(typenames) {
      if (!client) return;
      for (const operation of [...active.values()]) {
        const types = resultTypes.get(operation.key);
        if (typenames && types && !typenames.some((name) => types.has(name))) continue;
        // A cache-only query asked never to reach the network; keep that promise.
        if (operation.context.requestPolicy === 'cache-only') continue;
        client.reexecuteOperation(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }));
      }
    },
    size: () => active.size,
  };
}
