// Answers a request refused before GraphQL sees it with the error shape GraphQL errors have, localized.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorExtensions } from '@his/sdk';
import { languageOf, localizeMessage, type Catalogs } from '../errors';

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

/**
 * Writes `{ errors: [{ message, extensions }] }` with `status`. The connection closes afterwards: what is left of
 * a refused request (an unread body, a garbled stream) must not be parsed as the next request.
 */
export function answerWithError(request: IncomingMessage, response: ServerResponse, catalogs: Catalogs, status: number, extensions: ErrorExtensions): void {
  const lang = languageOf({ get: (name) => headerOf(request, name) });
  const message = localizeMessage(catalogs, lang, extensions);
  const body = JSON.stringify({ errors: [{ message, extensions }] });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(body);
}
