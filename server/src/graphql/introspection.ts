// Keeps the schema to signed-in users in production: `__schema` and `__type` refused for a request without a viewer.
import { NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { unauthenticated } from '@his/sdk/server';
import type { HostContext } from '../context';
import { localizeError } from '../errors';

/** 'always' for development (`his dev`, tests, codegen against a running server); 'signedIn' in production. */
export type IntrospectionMode = 'always' | 'signedIn';

export function introspectionMode(environment: string | undefined): IntrospectionMode {
  return environment === 'production' ? 'signedIn' : 'always';
}

/**
 * Checked at execution rather than validation: only then is the caller's session known. The check walks the
 * document only for requests without a viewer (sign-in, the login page's app info), which are few and small.
 */
export function introspectionGuard(mode: IntrospectionMode): Plugin<HostContext> {
  if (mode === 'always') return {};
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as HostContext;
      if (context.viewer) return;
      if (validate(args.schema, args.document, [NoSchemaIntrospectionCustomRule]).length === 0) return;
      setResultAndStopExecution({ errors: [localizeError(context.runtime.catalogs, context.lang, unauthenticated())] });
    },
  };
}
