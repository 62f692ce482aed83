// The socket's own watchdog: a server that keeps the TCP connection but stops answering (a frozen process,
// a dropped route) must be noticed and left, not waited on forever.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createSubscriptionSocket, type SubscriptionSocket } from './subscription-socket';

/** A graphql-ws peer that acknowledges and accepts subscriptions but never answers a ping. */
async function silentServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  let connections = 0;
  server.on('connection', (socket) => {
    connections++;
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string };
      if (message.type === 'connection_init') socket.send(JSON.stringify({ type: 'connection_ack' }));
      else if (message.type === 'subscribe' || message.type === 'ping' || message.type === 'complete') return;
      else socket.close(4400, `Unexpected message ${message.type}`);
    });
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphqlhis`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
  };
}

let cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function until(what: string, probe: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function subscribe(socket: SubscriptionSocket) {
  const forwarded = socket.forwardSubscription({ query: 'subscription { subApp(modules: ["Setting"]) { module } }', operationName: undefined, variables: {}, extensions: undefined }, undefined as never);
  return forwarded.subscribe({
    next: () => undefined,
    error: (error) => {
      throw new Error(`the subscription must not fail: ${String(error)}`);
    },
    complete: () => undefined,
  });
}

describe('createSubscriptionSocket', () => {
  it('leaves a socket whose server stops answering pings, says so, and connects again', async () => {
    const server = await silentServer();
    cleanup.push(() => server.close());
    let reconnections = 0;
    const socket = createSubscriptionSocket({
      url: () => server.url,
      connectionParams: () => ({}),
      webSocketImpl: WebSocket,
      timing: { keepAliveMs: 50, pongTimeoutMs: 50, retry: { baseMs: 20, maxMs: 50 } },
      onReconnected: () => reconnections++,
    });
    cleanup.push(() => socket.dispose());
    const seen: string[] = [socket.status.getSnapshot()];
    socket.status.subscribe(() => seen.push(socket.status.getSnapshot()));

    const subscription = subscribe(socket);
    cleanup.push(() => subscription.unsubscribe());
    await until('a second connection', () => server.connections() >= 2);
    await until('the reconnection to be reported', () => reconnections >= 1);

    expect(seen.slice(0, 4)).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
  });

  it('does not report the lazy socket closing after its last subscription as a loss', async () => {
    const server = await silentServer();
    cleanup.push(() => server.close());
    const socket = createSubscriptionSocket({ url: () => server.url, connectionParams: () => ({}), webSocketImpl: WebSocket });
    cleanup.push(() => socket.dispose());

    const subscription = subscribe(socket);
    await until('the connection', () => socket.status.getSnapshot() === 'connected');
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(socket.status.getSnapshot()).toBe('connected');
  });
});
