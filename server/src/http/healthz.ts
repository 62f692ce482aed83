// GET /healthz: 200 when the server and its database answer, 503 when the database does not, for load balancers and probes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/connection';

/** Probes come every few seconds from each balancer: concurrent ones share one database round trip. */
export function healthCheck(database: Pick<Database, 'ping'>): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  let pending: Promise<boolean> | undefined;
  return async (_request, response) => {
    pending ??= database.ping().finally(() => (pending = undefined));
    const up = await pending;
    response.writeHead(up ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(up ? 'ok' : 'database unavailable');
  };
}
