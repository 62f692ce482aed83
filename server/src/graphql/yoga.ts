// One graphql-yoga instance per service, all with batching, limits, CSRF prevention, localized errors and logs.
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { ServiceName } from '@his/sdk/server';
import { createContext, type HostContext } from '../context';
import { isExpectedError, languageOf, localizeError, localizeMessage } from '../errors';
import { databaseFailure } from './database-failure';
import type { Runtime } from '../runtime';
import { limitPlugins } from './limits';
import { introspectionGuard, type IntrospectionMode } from './introspection';
import { corsFor } from '../http/cors';
import type { OriginPolicy } from '../http/allowed-origins';

export const BATCH_LIMIT = 10;
export const SERVICE_PATHS: Record<ServiceName, string> = {
  his: '/graphqlhis',
  auth: '/graphqlauth',
  sm4: '/graphqlsm4',
  template: '/graphqltemplate',
};

/** Headers that a cross-site form or a simple request cannot send: one of them proves the call came from our client. */
const PREFLIGHT_HEADERS = ['authorization', 'x-his-csrf', 'graphql-preflight', 'apollo-require-preflight'];
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Refuses requests a browser would send cross-site without a preflight (forms, plain GET links). */
function csrfPrevention(runtime: Runtime): Plugin {
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'GET' && request.method !== 'POST') return;
      const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const simple = request.method === 'GET' || contentType === '' || SIMPLE_CONTENT_TYPES.includes(contentType);
      if (!simple || PREFLIGHT_HEADERS.some((name) => request.headers.has(name))) return;
      const lang = languageOf(request.headers);
      const message = localizeMessage(runtime.catalogs, lang, { code: 'BAD_USER_INPUT', messageKey: 'error.csrf' });
      endResponse(new Response(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', messageKey: 'error.csrf' } }] }), {
        status: 403,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }));
    },
  };
}

/** Localizes keyed errors in every result, with the language of the request. */
export function localizedErrors(runtime: Runtime): Plugin<HostContext> {
  const localizeResult = (result: { errors?: readonly GraphQLError[] }, lang: HostContext['lang']) => {
    if (!result.errors) return result;
    return {
      ...result,
      errors: result.errors.map((error) => {
        const failure = databaseFailure(error);
        if (failure) runtime.log.warn('graphql.databaseError', { error: String(error.originalError ?? error) });
        return localizeError(runtime.catalogs, lang, failure ?? error);
      }),
    };
  };
  return {
    onExecute({ args }) {
      const lang = (args.contextValue as HostContext).lang ?? 'vi';
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult(localizeResult(result, lang) as never);
        },
      };
    },
    onSubscribe({ args }) {
      const lang = (args.contextValue as HostContext).lang ?? 'vi';
      return {
        onSubscribeResult({ result, setResult }) {
          if (!(Symbol.asyncIterator in result)) setResult(localizeResult(result, lang) as never);
        },
      };
    },
  };
}

/** One structured line per operation: service, name, time taken, user, error codes. */
function operationLog(runtime: Runtime, service: ServiceName): Plugin<HostContext> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          const context = args.contextValue as HostContext;
          const codes = result.errors?.map((error) => (error.extensions?.code as string) ?? 'GRAPHQL_ERROR');
          runtime.log.info('graphql.operation', {
            service,
            operation: args.operationName ?? null,
            ms: Math.round((performance.now() - started) * 10) / 10,
            user: context.viewer?.username ?? null,
            node: context.viewer?.nodeId ?? null,
            ...(codes?.length ? { errors: codes } : {}),
          });
        },
      };
    },
  };
}

export interface YogaInitialContext {
  request?: Request;
  /** graphql-ws connection parameters: browsers cannot set headers on a websocket. */
  connectionParams?: Record<string, unknown>;
  clientAddress?: string;
}

function headerFrom(initial: YogaInitialContext, name: string): string | null {
  const fromRequest = initial.request?.headers.get(name);
  if (fromRequest) return fromRequest;
  const params = initial.connectionParams ?? {};
  const value = params[name] ?? params[name.toLowerCase()] ?? (name === 'authorization' ? params.Authorization : undefined);
  return typeof value === 'string' ? value : null;
}

/** How a service meets browsers: which other origins may read its answers, and who may introspect it. */
export interface ServiceEdgeOptions {
  /** Without one, no CORS headers at all: only the page's own origin can read answers. */
  origins?: OriginPolicy;
  introspection?: IntrospectionMode;
}

export function createServiceYoga(runtime: Runtime, service: ServiceName, schema: GraphQLSchema, edge: ServiceEdgeOptions = {}): YogaServerInstance<YogaInitialContext, HostContext> {
  return createYoga<YogaInitialContext, HostContext>({
    schema,
    graphqlEndpoint: SERVICE_PATHS[service],
    // yoga's default answers every origin, with credentials.
    cors: edge.origins ? corsFor(edge.origins) : false,
    batching: { limit: BATCH_LIMIT },
    landingPage: false,
    graphiql: false,
    logging: {
      debug: () => undefined,
      info: (...args) => runtime.log.info(String(args[0]), { service }),
      warn: (...args) => runtime.log.warn(String(args[0]), { service }),
      error: (...args) => runtime.log.error(String(args[0]), { service, detail: args.slice(1).map(String) }),
    },
    maskedErrors: {
      maskError(error) {
        if (isExpectedError(error)) return error;
        const candidate = error as GraphQLError;
        // The database being away or cancelling a slow statement is no bug: the user is told to retry. Errors of a
        // result were turned into this and localized already; one raised elsewhere gets the default language.
        const failure = databaseFailure(candidate);
        if (failure) {
          runtime.log.warn('graphql.databaseError', { service, error: String(candidate.originalError ?? candidate) });
          return localizeError(runtime.catalogs, 'vi', failure);
        }
        runtime.log.error('graphql.internalError', { service, error: String((candidate.originalError as Error | undefined)?.stack ?? candidate) });
        return new GraphQLError(runtime.catalogs.vi['error.generic']!, {
          nodes: candidate.nodes,
          path: candidate.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR', messageKey: 'error.generic' },
        });
      },
    },
    context: async (initial) => {
      const lang = initial.request ? languageOf(initial.request.headers) : (initial.connectionParams?.['x-lang'] === 'en' ? 'en' : 'vi');
      try {
        return await createContext(runtime, {
          headers: {
            authorization: headerFrom(initial, 'authorization'),
            currentNode: headerFrom(initial, 'x-current-node'),
            currentProfile: headerFrom(initial, 'x-current-profile'),
          },
          lang,
          address: initial.clientAddress ?? 'unknown',
          audience: service === 'auth' ? 'admin' : 'his',
          clientId: headerFrom(initial, 'x-client-id'),
        });
      } catch (error) {
        const failure = databaseFailure(error) ?? (error instanceof GraphQLError ? error : null);
        throw failure ? localizeError(runtime.catalogs, lang, failure) : error;
      }
    },
    plugins: [csrfPrevention(runtime), introspectionGuard(edge.introspection ?? 'always'), ...limitPlugins(), localizedErrors(runtime), operationLog(runtime, service)],
  });
}
