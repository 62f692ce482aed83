// Routes each HTTP request: the GraphQL services (bodies capped per route), /healthz, the web bundle under /his/, 404 otherwise.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogs } from '../errors';
import { serveStatic, WEB_BASE_PATH } from '../static-files';
import type { Logger } from '../types';
import { DEFAULT_BODY_LIMIT, readBodyWithin } from './body-limit';
import { answerWithError } from './error-response';
import { requestUrl } from './request-path';
import { MalformedRequestError, safeHandler, type RequestHandler } from './safe-handler';

export interface Route {
  path: string;
  /** Bytes a request body may hold, buffered before `handle` runs; DEFAULT_BODY_LIMIT unless an upload route needs more. */
  bodyLimit?: number;
  handle: RequestHandler;
}

export interface EdgeOptions {
  routes: readonly Route[];
  /** The built web bundle (dist/<variant>), served under /his/. */
  webRoot?: string;
  catalogs: Catalogs;
  log: Logger;
}

export function createRequestHandler(options: EdgeOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const routes = new Map(options.routes.map((route) => [route.path, route]));
  const { webRoot, catalogs } = options;
  return safeHandler(async (request, response) => {
    const pathname = requestUrl(request)?.pathname;
    if (pathname === undefined) throw new MalformedRequestError('unparsable request target or Host header');
    const route = routes.get(pathname);
    if (route) {
      const limit = route.bodyLimit ?? DEFAULT_BODY_LIMIT;
      const body = await readBodyWithin(request, limit);
      if (body.status === 'aborted') return void response.destroy();
      if (body.status === 'tooLarge') {
        return answerWithError(request, response, catalogs, 413, { code: 'BAD_USER_INPUT', messageKey: 'error.bodyTooLarge', params: { max: Math.floor(limit / (1024 * 1024)) } });
      }
      return route.handle(body.request, response);
    }
    if (pathname === '/healthz') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    if (webRoot && (pathname.startsWith(WEB_BASE_PATH) || pathname === '/his')) return serveStatic(webRoot, request, response);
    if (pathname === '/' && webRoot) return void response.writeHead(302, { location: WEB_BASE_PATH }).end();
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }, catalogs, options.log);
}
