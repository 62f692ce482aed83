// Serves a variant's built web bundle under /his/, falling back to index.html for client-side routes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { decodedPath, requestUrl } from './http/request-path';
import { WEB_SECURITY_HEADERS } from './http/security-headers';

export const WEB_BASE_PATH = '/his/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Build by-products that tell an attacker how the code is made; production builds do not write them, and a stray one stays unserved. */
function isPrivate(file: string): boolean {
  return extname(file) === '.map' || basename(file) === 'metafile.json';
}

function refuse(response: ServerResponse, status: 400 | 404): void {
  response.writeHead(status, { ...WEB_SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' }).end(status === 400 ? 'Bad request' : 'Not found');
}

export function serveStatic(root: string, request: IncomingMessage, response: ServerResponse): void {
  const target = requestUrl(request)?.pathname;
  const pathname = target === undefined ? null : decodedPath(target);
  if (pathname === null) return refuse(response, 400);
  const relative = pathname.slice(WEB_BASE_PATH.length);
  let file = normalize(join(root, relative));
  if ((!file.startsWith(root + sep) && file !== root) || isPrivate(file)) return refuse(response, 404);
  const isAsset = /^assets\//.test(relative);
  if (!existsSync(file) || statSync(file).isDirectory()) {
    // Unknown asset: a real 404, so a missing chunk is reported as such instead of as HTML.
    if (isAsset) return refuse(response, 404);
    file = join(root, 'index.html');
  }
  const headers: Record<string, string> = {
    ...WEB_SECURITY_HEADERS,
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed asset names never change content; index.html must always be fresh to pick up a new build.
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const gzipped = file + '.gz';
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) && existsSync(gzipped)) {
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
    file = gzipped;
  }
  headers['content-length'] = String(statSync(file).size);
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // A file removed or unreadable after the checks above: the stream's error must not go unhandled.
  createReadStream(file).on('error', () => response.destroy()).pipe(response);
}
