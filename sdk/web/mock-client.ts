// A urql client for stories and component tests: it answers the operations it is given by name and
// fails any other, so a page that starts asking for something new fails loudly (an error result and a
// console error, which the story test treats as a failure) instead of rendering an empty screen.
import { Client, CombinedError, type Exchange, type OperationResult } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';
import { coreMessages, formatMessage } from '../shared/messages';
import type { HisSession } from './session';

export type MockAnswers = Record<string, (variables: Record<string, any>) => unknown>;

/**
 * Thrown by an answer to refuse as the server does: BAD_USER_INPUT with a message key, a field and parameters; with
 * `confirmable`, a question the user may accept (the server's requireConfirmation).
 */
export class MockRefusal extends Error {
  constructor(
    readonly messageKey: string,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
    message?: string,
    readonly confirmable = false,
  ) {
    super(message ?? formatMessage(coreMessages.vi, messageKey, params) ?? messageKey);
  }
}

export interface MockCall {
  name: string;
  variables: Record<string, any>;
}

export interface MockClientOptions {
  /** The service the client stands for, for messages: '/graphqlhis' by default. */
  url?: string;
  /** Every operation asked, in order, with its variables. */
  calls?: MockCall[];
}

function operationName(query: { definitions: readonly { kind: string; name?: { value: string } }[] }): string {
  return query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '(anonymous)';
}

function answeringExchange(answers: MockAnswers, calls: MockCall[] | undefined): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = operationName(operation.query);
        const variables = (operation.variables ?? {}) as Record<string, any>;
        calls?.push({ name, variables });
        const failed = (error: CombinedError) => fromValue({ operation, error, stale: false, hasNext: false } as OperationResult);
        const answer = answers[name];
        if (!answer) {
          const error = new Error(`The mock client has no answer for the operation "${name}"`);
          console.error(error.message);
          return failed(new CombinedError({ networkError: error }));
        }
        try {
          // A copy: a page keeping what it got must not see the fake's later changes through it.
          return fromValue({ operation, data: structuredClone(answer(variables)), stale: false, hasNext: false } as OperationResult);
        } catch (error) {
          if (!(error instanceof MockRefusal)) throw error;
          const extensions = { code: 'BAD_USER_INPUT', messageKey: error.messageKey, params: error.params, ...(error.field ? { field: error.field } : {}), ...(error.confirmable ? { confirmable: true } : {}) };
          return failed(new CombinedError({ graphQLErrors: [{ message: error.message, extensions }] }));
        }
      }),
    );
}

export function createMockClient(answers: MockAnswers, options: MockClientOptions = {}): Client {
  return new Client({ url: `http://mock.invalid${options.url ?? '/graphqlhis'}`, exchanges: [answeringExchange(answers, options.calls)] });
}

/** A signed-in session at the first facility holding `permissions`: what the host provides a page. */
export function mockSession(permissions: readonly string[], user: { username: string; name: string; profile: string } = { username: 'admin', name: 'Quản trị hệ thống', profile: 'Quản trị hệ thống' }): HisSession {
  const node = { _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL' };
  const profile = { _id: `p-${user.username}`, name: user.profile, menu: 'full' };
  return {
    user: { _id: `u-${user.username}`, username: user.username, employee: { TenNhanVien: user.name } },
    profile,
    currentNode: node,
    nodes: [node],
    profiles: [profile],
    permissions: [...permissions],
    navigation: [],
  };
}
