// Reads a request body up to a byte limit, counting what really arrives (content-length may lie or be absent).
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** Every route's cap unless it declares its own (an upload route will). */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

export type BodyRead = { status: 'read'; request: IncomingMessage } | { status: 'tooLarge' } | { status: 'aborted' };

function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/**
 * The request with its body read into memory, or why not. What comes back reads like the original request
 * (method, url, headers, socket) but replays the buffered bytes, so the handler after it sees an ordinary stream.
 */
export function readBodyWithin(request: IncomingMessage, limit: number): Promise<BodyRead> {
  if (!hasBody(request)) return Promise.resolve({ status: 'read', request });
  // A declared length over the cap needs no reading; a smaller one is not trusted, the bytes are counted below.
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve({ status: 'tooLarge' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: BodyRead) => {
      request.off('data', onData).off('end', onEnd).off('error', onAborted).off('close', onAborted);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        settle({ status: 'tooLarge' });
      } else chunks.push(chunk);
    };
    const onEnd = () => settle({ status: 'read', request: replaying(request, chunks) });
    const onAborted = () => settle({ status: 'aborted' });
    request.on('data', onData).on('end', onEnd).on('error', onAborted).on('close', onAborted);
  });
}

function replaying(request: IncomingMessage, chunks: readonly Buffer[]): IncomingMessage {
  const replay = Readable.from(chunks, { objectMode: false });
  return Object.assign(replay, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    socket: request.socket,
    complete: true,
  }) as unknown as IncomingMessage;
}
