// A fetch for urql that gathers the queries issued within a few milliseconds into one POST per endpoint
// (a JSON array of at most 10, the server's limit, spec §9) and hands each caller its own Response.
//
// Mutations (and anything that is not a plain query) always travel alone, unbatched:
// - the server runs the operations of a batch concurrently, so two mutations in one batch would not run in
//   the order the user made them;
// - when a POST fails on the network, nobody knows which of its operations ran. For queries that is
//   harmless (they are simply asked again), but a mutation's unknown outcome must stay its own, so the
//   screen that sent it can say so, and it must never be repeated as a side effect of retrying other work.
import { apiHeaders, type HeaderSource, type LanguageSource, storedLanguageOrVi } from './api-headers';
import { isQueryOnly } from './operation-kind';
import { requestHeaders } from '../storage';

export const BATCH_LIMIT = 10;

export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface BatchFetchOptions {
  /** The fetch that really sends; tests wrap it to count requests. */
  fetch?: FetchFunction;
  /** Session headers, read at send time; by default the three headers from local storage. */
  getHeaders?: HeaderSource;
  getLanguage?: LanguageSource;
  /** Operations per POST; the server refuses more than 10. */
  maxBatchSize?: number;
  /** How long the first query of a batch waits for others. */
  windowMs?: number;
}

interface Pending {
  body: unknown;
  init: RequestInit;
  /** The caller's own headers (accept and content-type included), for when it is sent alone. */
  headers: Record<string, string>;
  resolve(response: Response): void;
  reject(reason: unknown): void;
  settled: boolean;
  aborted: boolean;
}

interface Queue {
  url: string;
  headers: Record<string, string>;
  items: Pending[];
  timer: ReturnType<typeof setTimeout>;
}

const BATCH_ACCEPT = 'application/graphql-response+json, application/json';

export function createBatchFetch(options: BatchFetchOptions = {}): FetchFunction {
  const send: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getHeaders = options.getHeaders ?? requestHeaders;
  const getLanguage = options.getLanguage ?? storedLanguageOrVi;
  const maxBatchSize = Math.max(1, Math.min(options.maxBatchSize ?? BATCH_LIMIT, BATCH_LIMIT));
  const windowMs = options.windowMs ?? 5;
  const queues = new Map<string, Queue>();

  const withApiHeaders = (own: Record<string, string>) => ({ ...apiHeaders(getHeaders, getLanguage), ...own });

  function flush(queue: Queue): void {
    queues.delete(queueKey(queue.url, queue.headers));
    const live = queue.items.filter((item) => !item.aborted);
    for (let start = 0; start < live.length; start += maxBatchSize) {
      const chunk = live.slice(start, start + maxBatchSize);
      if (chunk.length === 1) sendOne(queue, chunk[0]!);
      else sendMany(queue, chunk);
    }
  }

  function sendOne(queue: Queue, item: Pending): void {
    send(queue.url, { ...item.init, headers: withApiHeaders(item.headers) }).then(
      (response) => settle(item, response),
      (error: unknown) => fail(item, error),
    );
  }

  function sendMany(queue: Queue, chunk: Pending[]): void {
    // The POST is cancelled only when every caller in it has gone away.
    const controller = new AbortController();
    for (const item of chunk) {
      item.init.signal?.addEventListener('abort', () => {
        if (chunk.some((other) => other.aborted) && chunk.every((other) => other.aborted || other.settled)) controller.abort();
      }, { once: true });
    }
    const { signal: _ownSignal, ...shared } = chunk[0]!.init;
    const init: RequestInit = {
      ...shared,
      method: 'POST',
      headers: withApiHeaders({ ...queue.headers, accept: BATCH_ACCEPT, 'content-type': 'application/json' }),
      body: JSON.stringify(chunk.map((item) => item.body)),
      signal: controller.signal,
    };
    send(queue.url, init)
      .then(async (response) => {
        const contentType = response.headers.get('content-type') ?? 'application/json';
        const text = await response.text();
        const results = parseArray(text);
        if (results && results.length !== chunk.length) {
          throw new Error(`The server answered ${results.length} results to a batch of ${chunk.length} operations`);
        }
        chunk.forEach((item, index) => {
          // A batch refused as a whole (too large, CSRF) answers one object: each caller gets it, errors and all.
          const body = results ? JSON.stringify(results[index]) : text;
          settle(item, new Response(body, { status: response.status, statusText: response.statusText, headers: { 'content-type': contentType } }));
        });
      })
      .catch((error: unknown) => {
        for (const item of chunk) fail(item, error);
      });
  }

  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    const body = typeof init?.body === 'string' ? parseObject(init.body) : null;
    const method = (init?.method ?? 'GET').toUpperCase();
    const own = headerRecord(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (url === null || !init || method !== 'POST' || !body || typeof body.query !== 'string' || !isQueryOnly(body.query)) {
      // Not a batchable query (a mutation, an upload, a GET): sent now, alone, with the same headers.
      return send(input, { ...init, headers: withApiHeaders(own) });
    }
    const signal = init.signal ?? null;
    if (signal?.aborted) return Promise.reject(signal.reason);

    return new Promise<Response>((resolve, reject) => {
      const item: Pending = { body, init, headers: own, resolve, reject, settled: false, aborted: false };
      signal?.addEventListener('abort', () => {
        if (item.settled) return;
        item.aborted = true;
        fail(item, signal.reason);
      }, { once: true });
      // Operations asking for different extra headers (another node, say) never share a POST.
      const { accept: _accept, 'content-type': _contentType, ...extra } = own;
      const key = queueKey(url, extra);
      let queue = queues.get(key);
      if (!queue) {
        const created: Queue = { url, headers: extra, items: [], timer: setTimeout(() => flush(created), windowMs) };
        queue = created;
        queues.set(key, queue);
      }
      queue.items.push(item);
      if (queue.items.length === maxBatchSize) {
        // A full batch gains nothing from waiting; later queries start the next one.
        clearTimeout(queue.timer);
        flush(queue);
      }
    });
  };
}

function settle(item: Pending, response: Response): void {
  if (item.settled) return;
  item.settled = true;
  item.resolve(response);
}

function fail(item: Pending, reason: unknown): void {
  if (item.settled) return;
  item.settled = true;
  item.reject(reason);
}

function queueKey(url: string, headers: Record<string, string>): string {
  return `${url}\n${JSON.stringify(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))}`;
}

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function parseArray(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
