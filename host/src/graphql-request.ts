// Plain fetch for the host's own operations (login, myInfo, app info, password change): the login
// page must not load the data layer. Same headers and error policy as the data layer's clients.
import { apiHeaders, authServiceHeaders } from './data/api-headers';
import { describeErrors, failureLog, isUnauthenticated, type FailedResult, type GraphQLErrorLike, type Translate } from './data/error-policy';
import { signOutAndReload } from './data/sign-out';
import { requestHeaders } from './storage';
import type { Language } from '@his/sdk';

/** A refused operation (errors from the server) or an unreachable server. */
export class HisRequestError extends Error {
  override name = 'HisRequestError';
  constructor(readonly result: FailedResult) {
    super('request failed');
  }

  /** What the user reads (spec §8). */
  describe(t: Translate): string {
    return describeErrors(this.result, t);
  }
}

export type Endpoint = '/graphqlauth' | '/graphqlhis';

let currentLanguage: Language = 'vi';
export function setRequestLanguage(language: Language): void {
  currentLanguage = language;
}

/** A generated string document (host/generated/*), typed by its result and variables. */
export interface TypedDocument<Result, Variables> {
  toString(): string;
  __apiType?: (variables: Variables) => Result;
}

interface ResponseBody<Result> {
  data?: Result | null;
  errors?: GraphQLErrorLike[];
}

export async function request<Result, Variables>(endpoint: Endpoint, document: TypedDocument<Result, Variables>, variables?: Variables): Promise<Result> {
  const session = endpoint === '/graphqlauth' ? authServiceHeaders : requestHeaders;
  let body: ResponseBody<Result> | null;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...apiHeaders(session, () => currentLanguage) },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    body = (await response.json()) as ResponseBody<Result> | null;
  } catch (cause) {
    const result = { graphQLErrors: [], networkError: cause as Error };
    console.error('request failed', failureLog(result));
    throw new HisRequestError(result);
  }
  const errors = body?.errors ?? [];
  if (errors.length > 0 || !body?.data) {
    const result: FailedResult = errors;
    console.error('request failed', failureLog(result));
    // A session the server no longer knows ends here (but a failed sign-in is not a lost session).
    if (isUnauthenticated(result) && requestHeaders().authorization) signOutAndReload();
    throw new HisRequestError(result);
  }
  return body.data;
}
