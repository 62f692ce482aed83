// One query for a field of many rows: the resolvers of a list's rows each ask for their key, and the keys asked
// for in the same turn of the event loop are loaded together, once per request (a page of 50 staff, one query).

interface Batch<V> {
  keys: Set<string>;
  loaded: Promise<Map<string, V>>;
}

const batchesByRequest = new WeakMap<object, Map<string, Batch<unknown>>>();

/**
 * The value of `key`, loaded with the other keys the request asks `name` for in this turn; undefined when the
 * loader has none. `request` is the request's context, so batches never mix two users' requests.
 */
export function loadInBatch<V>(request: object, name: string, key: string, loadMany: (keys: string[]) => Promise<Map<string, V>>): Promise<V | undefined> {
  let batches = batchesByRequest.get(request);
  if (!batches) batchesByRequest.set(request, (batches = new Map()));
  let batch = batches.get(name) as Batch<V> | undefined;
  if (!batch) {
    const keys = new Set<string>();
    const open = batches;
    // setImmediate runs after the resolvers of every row of the list have been called.
    const loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      open.delete(name);
      return loadMany([...keys]);
    });
    batch = { keys, loaded };
    batches.set(name, batch as Batch<unknown>);
  }
  batch.keys.add(key);
  return batch.loaded.then((values) => values.get(key));
}
