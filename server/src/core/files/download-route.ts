// GET /tep?token=…: serves a stored file to whoever holds its token (what links it hands the token out), inline,
// with its checked type and nothing the browser may sniff or run; an unknown or malformed token is the same 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FILE_PATH } from '@his/sdk/server';
import type { Route } from '../../http/request-handler';
import { requestUrl } from '../../http/request-path';
import type { Runtime } from '../../runtime';
import { fileByToken } from './file-store';
import { inlineDisposition } from './file-types';

/** A file never changes under its token: browsers keep it, shared caches do not (the token is the only key). */
const CACHE = 'private, max-age=86400, immutable';

async function serve(runtime: Runtime, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return void response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain', connection: 'close' }).end('Method not allowed');
  }
  const token = requestUrl(request)?.searchParams.get('token') ?? '';
  const file = await fileByToken(runtime.database.db, token);
  if (!file) return void response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }).end('Not found');
  const etag = `"${file.sha256}"`;
  const headers = {
    'content-type': file.mime,
    'content-disposition': inlineDisposition(file.name),
    'x-content-type-options': 'nosniff',
    'cache-control': CACHE,
    etag,
    // Only our own pages embed the images; a page opened on its own runs nothing.
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
    'referrer-policy': 'no-referrer',
  };
  if (request.headers['if-none-match'] === etag) return void response.writeHead(304, headers).end();
  response.writeHead(200, { ...headers, 'content-length': file.bytes.byteLength });
  response.end(request.method === 'HEAD' ? undefined : file.bytes);
}

export function downloadRoute(runtime: Runtime): Route {
  return { path: FILE_PATH, handle: (request, response) => serve(runtime, request, response) };
}
