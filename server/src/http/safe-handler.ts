// Runs a request handler so that nothing it throws, at once or later, can end the process: the client gets 400 or 500 and the error is logged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogs } from '../errors';
import type { Logger } from '../types';
import { answerWithError } from './error-response';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/** Thrown by the edge for a request that cannot mean anything (a bad escape, an unparsable target): a 400. */
export class MalformedRequestError extends Error {
  override name = 'MalformedRequestError';
}

export function safeHandler(handle: RequestHandler, catalogs: Catalogs, log: Logger): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const fail = (error: unknown) => {
      // A URIError is a malformed escape that slipped past the edge's own checks: still the client's fault.
      const malformed = error instanceof MalformedRequestError || error instanceof URIError;
      log[malformed ? 'warn' : 'error']('http.requestFailed', {
        method: request.method,
        url: String(request.url).slice(0, 200),
        error: malformed ? String(error) : String((error as Error)?.stack ?? error),
      });
      if (response.headersSent) return void response.destroy();
      try {
        answerWithError(request, response, catalogs, malformed ? 400 : 500, malformed
          ? { code: 'BAD_USER_INPUT', messageKey: 'error.badRequest' }
          : { code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.generic' });
      } catch {
        response.destroy();
      }
    };
    try {
      const pending = handle(request, response);
      if (pending) pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
