// CORS for the GraphQL services: headers only for an origin the policy allows, so other sites' pages cannot read answers.
import type { OriginPolicy } from './allowed-origins';

/** What yoga's `cors` option takes: `false` sends no CORS header at all. */
type CorsAnswer = { origin: string[]; credentials: boolean; allowedHeaders: string[]; methods: string[]; maxAge: number } | false;

// Every header the web client sends; a preflight asking for others is still answered with just these.
const ALLOWED_HEADERS = ['authorization', 'content-type', 'x-lang', 'x-current-node', 'x-current-profile', 'x-his-csrf', 'graphql-preflight'];

export function corsFor(policy: OriginPolicy) {
  return async (request: Request): Promise<CorsAnswer> => {
    const origin = request.headers.get('origin');
    if (!origin || !(await policy.allows(origin, request.headers.get('host')))) return false;
    return { origin: [origin], credentials: true, allowedHeaders: ALLOWED_HEADERS, methods: ['GET', 'POST'], maxAge: 600 };
  };
}
