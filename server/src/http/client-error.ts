// Answers what never reaches the request handler: requests Node's HTTP parser refuses (a garbled request line,
// headers over the size limit, a bad chunk) and CONNECT, which this server does not tunnel; then drops the connection.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../types';

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function endWith(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`, () => socket.destroy());
}

export function answerClientError(log: Logger) {
  return (error: NodeJS.ErrnoException, socket: Duplex): void => {
    if (error.code === 'ECONNRESET') return void socket.destroy();
    log.warn('http.clientError', { code: error.code ?? null });
    // Once a response has begun on this connection, a status line would land in the middle of it: only close.
    if (!socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) return void socket.destroy();
    endWith(socket, STATUS_BY_CODE[error.code ?? ''] ?? 400);
  };
}

/** Without a 'connect' listener Node just closes the socket; a status line tells the client why. */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  endWith(socket, 405);
}
