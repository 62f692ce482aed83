// A urql client for stories and component tests: it answers the operations it is given by name and
// fails any other, so a page that starts asking for something new fails loudly (an error result and a
// console error, which the story test treats as a failure) instead of rendering an empty screen.
import { Client, CombinedError, type Exchange, type OperationResult } from 'urql';
import { filter, fromValue, mergeMap, pipe } from 'wonka';

export type MockAnswers = Record<string, (variables: Record<string, unknown>) => unknown>;

function operationName(query: { definitions: readonly { kind: string; name?: { value: string } }[] }): string {
  return query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '(anonymous)';
}

function answeringExchange(answers: MockAnswers): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      mergeMap((operation) => {
        const name = operationName(operation.query);
        const answer = answers[name];
        if (!answer) {
          const error = new Error(`The mock client has no answer for the operation "${name}"`);
          console.error(error.message);
          return fromValue({ operation, error: new CombinedError({ networkError: error }), stale: false, hasNext: false } as OperationResult);
        }
        return fromValue({ operation, data: answer(operation.variables as Record<string, unknown>), stale: false, hasNext: false } as OperationResult);
      }),
    );
}

export function createMockClient(answers: MockAnswers): Client {
  return new Client({ url: 'http://mock.invalid/graphqlhis', exchanges: [answeringExchange(answers)] });
}
