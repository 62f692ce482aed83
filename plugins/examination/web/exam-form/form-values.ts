// The examination form's values: read from a stored exam, sent back as KhamBenhInput, and checked with the server's
// own rules (rules/exam.ts) so the form shows the same message under the same field before asking.
import type { Timestamp } from '@his/sdk';
import type { KhamBenhFieldsFragment, KhamBenhInput } from '../../generated/graphql';
import { checkKhamBenh, EMPTY_KHAM_BENH, type KhamBenhValues } from '../../rules/exam';

export type Problem = { key: string; params: Readonly<Record<string, string | number>> };
export type Problems = Readonly<Record<string, Problem | undefined>>;

const FIELDS = Object.keys(EMPTY_KHAM_BENH) as (keyof KhamBenhValues)[];

export function valuesOf(exam: KhamBenhFieldsFragment): KhamBenhValues {
  const values: Record<string, unknown> = {};
  for (const field of FIELDS) values[field] = exam[field] ?? EMPTY_KHAM_BENH[field];
  return { ...(values as unknown as KhamBenhValues), ICDPhu_Ids: [...exam.ICDPhu_Ids] };
}

/** Every field, so a field the doctor emptied is emptied on the server too (a field left out keeps its value). */
export function inputOf(values: KhamBenhValues): KhamBenhInput {
  return { ...values, ICDPhu_Ids: [...values.ICDPhu_Ids] };
}

export function problemsOf(values: KhamBenhValues, examDate: Timestamp, ending: boolean): Problems {
  const found = checkKhamBenh(values, { examDate, ending });
  return found ? { [found.field]: { key: found.key, params: { ...found.params } } } : {};
}

export function errorOf(problems: Problems, field: string): { error: string | null; errorParams: Record<string, string | number> | undefined } {
  const problem = problems[field];
  return { error: problem?.key ?? null, errorParams: problem ? { ...problem.params } : undefined };
}

/** The fields the form shows a refusal under; the server's word on any other goes to a toast. */
export const SHOWN_FIELDS: ReadonlySet<string> = new Set(FIELDS);
