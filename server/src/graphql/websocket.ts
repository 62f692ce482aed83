// graphql-ws subscriptions on /graphqlhis, run through the same envelop plugins (auth, limits) as HTTP.
import type { Server } from 'node:http';
import { GraphQLError, parse, type DocumentNode, type ExecutionArgs } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import type { HostContext } from '../context';
import type { YogaInitialContext } from './yoga';
import type { SessionSockets } from './session-sockets';
import { DEFAULT_BODY_LIMIT } from '../http/body-limit';
import { requestUrl } from '../http/request-path';

type Enveloped = ReturnType<YogaServerInstance<YogaInitialContext, HostContext>['getEnveloped']>;

export function attachWebsocket(server: Server, path: string, yoga: YogaServerInstance<YogaInitialContext, HostContext>, sessions: SessionSockets) {
  // A message is capped like an HTTP body (ws would take 100 MB).
  const wsServer = new WebSocketServer({ noServer: true, maxPayload: DEFAULT_BODY_LIMIT });
  let refusing: { code: number; reason: string } | null = null;
  server.on('upgrade', (request, socket, head) => {
    // Node takes its own error listener off an upgraded socket: a reset before the handshake would end the process.
    socket.on('error', () => socket.destroy());
    const pathname = requestUrl(request)?.pathname;
    if (pathname !== path) return void socket.end(`HTTP/1.1 ${pathname === undefined ? '400 Bad Request' : '404 Not Found'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    wsServer.handleUpgrade(request, socket, head, (ws) => (refusing ? ws.close(refusing.code, refusing.reason) : wsServer.emit('connection', ws, request)));
  });

  const disposable = useServer(
    {
      execute: (args) => ((args as ExecutionArgs).rootValue as Enveloped).execute(args as ExecutionArgs),
      subscribe: (args) => ((args as ExecutionArgs).rootValue as Enveloped).subscribe(args as ExecutionArgs),
      // Limits and auth report errors to this one operation; throwing here would close the whole socket.
      onSubscribe: async (ctx, _id, payload) => {
        const initial = { connectionParams: ctx.connectionParams ?? {}, clientAddress: ctx.extra.request.socket.remoteAddress ?? 'unknown' };
        const enveloped = yoga.getEnveloped(initial as never);
        const mark = sessions.mark();
        try {
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return refusal(enveloped, document, errors);
          const contextValue = await enveloped.contextFactory();
          // The socket closes when this session ends (sign-out, lock, new password), on this process or another.
          const viewer = (contextValue as unknown as HostContext).viewer;
          if (viewer) {
            sessions.track(ctx.extra.socket, viewer, mark, async () => ((await yoga.getEnveloped(initial as never).contextFactory()) as unknown as HostContext).viewer);
          }
          return {
            schema: enveloped.schema,
            operationName: payload.operationName,
            document,
            variableValues: payload.variables,
            contextValue,
            rootValue: enveloped,
          } as never;
        } catch (error) {
          const known = (error as Error)?.name === 'GraphQLError';
          return refusal(enveloped, parse('{ __typename }'), [known ? (error as GraphQLError) : new GraphQLError('Có lỗi xảy ra', { extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.generic' } })]);
        }
      },
    },
    wsServer,
  );
  return {
    /** Closes every open socket with `code`: clients reconnect, subscribe again and refetch what they show. */
    closeAll(code: number, reason: string) {
      for (const client of wsServer.clients) client.close(code, reason);
    },
    /** While set, a new socket is closed as soon as it opens (the database is away): clients keep showing "disconnected". */
    refuseNew(close: { code: number; reason: string } | null) {
      refusing = close;
    },
    async close() {
      sessions.dispose();
      await disposable.dispose();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/**
 * Arguments whose execution yields only `errors`: the client gets them as this operation's result.
 * Returning the errors from onSubscribe instead depends on graphql-ws seeing its own copy of
 * GraphQLError, which a second copy of graphql in the tree breaks (and then the socket closes).
 */
function refusal(enveloped: Enveloped, document: DocumentNode, errors: readonly GraphQLError[]) {
  const result = () => ({ errors: [...errors] });
  return { schema: enveloped.schema, document, contextValue: {}, rootValue: { execute: result, subscribe: result } } as never;
}
