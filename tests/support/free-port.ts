// A TCP port nothing listens on right now, for servers a test starts on a port of its choosing.
import { createServer } from 'node:net';

/** Another process can take the port before the caller binds it: callers retry on EADDRINUSE. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
