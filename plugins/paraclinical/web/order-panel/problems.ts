// A refused save laid out on the result form: each message under the field it names (a test's value under its row,
// a repeated performer under the performers), anything else as a notice.
import { placeRefusal, type CombinedError } from '@his/sdk/data';
import { formFieldOf, refusableFields } from './result-values';

export type Problem = { key: string; params: Readonly<Record<string, string | number>> };
export type Problems = Readonly<Record<string, Problem | undefined>>;

export function errorOf(problems: Problems, field: string): { error: string | null; errorParams: Record<string, string | number> | undefined } {
  const problem = problems[field];
  return { error: problem?.key ?? null, errorParams: problem ? { ...problem.params } : undefined };
}

export function problemsOfRefusal(error: CombinedError, rowCount: number, performerCount: number): { problems: Problems; messages: string[] } {
  const { placed, messages } = placeRefusal(error, refusableFields(rowCount, performerCount));
  const problems: Record<string, Problem> = {};
  for (const [field, problem] of Object.entries(placed)) problems[formFieldOf(field)] ??= { key: problem.key, params: { ...problem.params } };
  return { problems, messages };
}
