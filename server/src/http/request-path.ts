// Reads the URL of a request that anyone may have sent: a malformed one gives null, never a throw.
import type { IncomingMessage } from 'node:http';

/**
 * The URL as the GraphQL server adapter builds it, from the Host header and the request target: when this fails
 * there, the adapter answers 500 with a stack trace, so the edge refuses such a request first (`//[`, `Host: a b`,
 * `GET http://other/x` glued to our host).
 */
export function requestUrl(request: Pick<IncomingMessage, 'url' | 'headers'>): URL | null {
  try {
    return new URL(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`);
  } catch {
    return null;
  }
}

/** A percent-encoded path decoded; null for a bad escape (`%`, `%E0%A4%A`) or a NUL, which no file name holds. */
export function decodedPath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
