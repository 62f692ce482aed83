// Plain fetch for the host's own operations (login, myInfo, app info): the login page must not load
// the data layer. Sends the spec's headers; an UNAUTHENTICATED answer ends the session (spec §8).
import type { TypedDocumentString } from '../generated/auth/graphql';
import { clearSession, requestHeaders } from './storage';

export interface GraphqlErrorLike {
  message: string;
  extensions?: { code?: string; messageKey?: string; field?: string; params?: Record<string, string | number> };
}

/** A refused operation (errors from the server) or an unreachable server (network). */
export class HisRequestError extends Error {
  override name = 'HisRequestError';
  constructor(readonly errors: GraphqlErrorLike[], readonly network: boolean) {
    super(network ? 'Error connect' : errors.map((error) => error.message).join(', '));
  }
}

export type Endpoint = '/graphqlauth' | '/graphqlhis';

let currentLanguage = 'vi';
export function setRequestLanguage(language: string): void {
  currentLanguage = language;
}

/** What to do when the server says the session is gone: clear storage and reload (spec §8). */
let onUnauthenticated = () => {
  clearSession();
  location.reload();
};
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export async function request<Result, Variables>(endpoint: Endpoint, document: TypedDocumentString<Result, Variables> | { toString(): string }, variables?: Variables): Promise<Result> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lang': currentLanguage, 'x-his-csrf': '1', ...requestHeaders() },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
  } catch (cause) {
    console.error('network error', { endpoint, cause });
    throw new HisRequestError([], true);
  }
  const body = (await response.json().catch(() => null)) as { data?: Result; errors?: GraphqlErrorLike[] } | null;
  if (!body) throw new HisRequestError([], true);
  if (body.errors?.length) {
    for (const error of body.errors) console.error('graphql error', { code: error.extensions?.code, message: error.message });
    if (body.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED') && requestHeaders().authorization) onUnauthenticated();
    throw new HisRequestError(body.errors, false);
  }
  return body.data as Result;
}
