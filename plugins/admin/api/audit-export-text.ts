// An audit entry's change as the text of one spreadsheet cell: a line per field, in the reader's words.

/** A field of an entry as the presenter gives it: label, and each side's value as text, if any. */
export interface ChangedField {
  label: string;
  before?: string | null;
  after?: string | null;
}

export interface ChangesTextOptions {
  /** The word for a side without a value ("không có"). */
  none: string;
  /** The longest text the cell takes; longer is cut with an ellipsis. */
  max: number;
}

/**
 * An edit lists the fields whose value changed, "Field: before → after"; a record only created, deleted or read (one
 * side only) lists that side's values, "Field: value". Unchanged fields of an edit say nothing a reader needs.
 */
export function changesAsText(fields: readonly ChangedField[], { none, max }: ChangesTextOptions): string {
  const changes = fields.map((field) => ({ label: field.label, before: field.before ?? null, after: field.after ?? null }));
  const hasBefore = changes.some((change) => change.before !== null);
  const hasAfter = changes.some((change) => change.after !== null);
  const lines = hasBefore && hasAfter
    ? changes.filter((change) => change.before !== change.after).map((change) => `${change.label}: ${change.before ?? none} → ${change.after ?? none}`)
    : changes.flatMap((change) => {
        const value = change.after ?? change.before;
        return value === null ? [] : [`${change.label}: ${value}`];
      });
  const text = lines.join('\n');
  return [...text].length > max ? [...text].slice(0, max - 1).join('') + '…' : text;
}
