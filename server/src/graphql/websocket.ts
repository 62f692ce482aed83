// graphql-ws subscriptions on /graphqlhis, run through the same envelop plugins (auth, limits) as HTTP.
import type { Server } from 'node:http';
import { GraphQLError, parse, type DocumentNode, type ExecutionArgs } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { YogaServerInstance } from 'graphql-yoga';
import type { HostContext } from '../context';
import type { YogaInitialContext } from './yoga';

type Enveloped = ReturnType<YogaServerInstance<YogaInitialContext, HostContext>['getEnveloped']>;

export function attachWebsocket(server: Server, path: string, yoga: YogaServerInstance<YogaInitialContext, HostContext>) {
  const wsServer = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== path) return socket.destroy();
    wsServer.handleUpgrade(request, socket, head, (ws) => wsServer.emit('connection', ws, request));
  });

  const disposable = useServer(
    {
      execute: (args) => ((args as ExecutionArgs).rootValue as Enveloped).execute(args as ExecutionArgs),
      subscribe: (args) => ((args as ExecutionArgs).rootValue as Enveloped).subscribe(args as ExecutionArgs),
      // Limits and auth report errors to this one operation; throwing here would close the whole socket.
      onSubscribe: async (ctx, _id, payload) => {
        const enveloped = yoga.getEnveloped({
          connectionParams: ctx.connectionParams ?? {},
          clientAddress: ctx.extra.request.socket.remoteAddress ?? 'unknown',
        } as never);
        try {
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return refusal(enveloped, document, errors);
          const contextValue = await enveloped.contextFactory();
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
    async close() {
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
