// A problem of the note form shown under its field: the message key and its values as the kit's fields take them.
import type { Problems } from './note-values';

export function errorOf(problems: Problems, field: string): { error: string | null; errorParams: Record<string, string | number> | undefined } {
  const problem = problems[field];
  return { error: problem?.key ?? null, errorParams: problem ? { ...problem.params } : undefined };
}
