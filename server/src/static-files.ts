// Serves a variant's built web bundle under /his/, falling back to index.html for client-side routes.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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
  '.map': 'application/json; charset=utf-8',
};

export function serveStatic(root: string, request: IncomingMessage, response: ServerResponse): void {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const relative = pathname.slice(WEB_BASE_PATH.length);
  let file = normalize(join(root, relative));
  if (!file.startsWith(root + sep) && file !== root) {
    response.writeHead(404).end();
    return;
  }
  const isAsset = /^assets\//.test(relative);
  if (!existsSync(file) || statSync(file).isDirectory()) {
    // Unknown asset: a real 404, so a missing chunk is reported as such instead of as HTML.
    if (isAsset) {
      response.writeHead(404).end();
      return;
    }
    file = join(root, 'index.html');
  }
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    // Hashed asset names never change content; index.html must always be fresh to pick up a new build.
    'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
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
  createReadStream(file).pipe(response);
}
