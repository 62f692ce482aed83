// A part a plugin adds to a catalogue's screen beyond its descriptor's fields: an extra argument of create and
// update (the server's extraWriteArgs), edited in a section of the dialog, and what the list shows of it. The
// staff catalogue's user account is one.
import type { ComponentType } from 'react';
import type { DataTableColumn } from '../../ui/data-table/data-table-column';
import type { Language } from '../../shared';
import type { FieldError } from '../field-error';
import type { CatalogueRowData } from './catalogue-edit-dialog';

export interface CatalogueFormSectionEditorProps<V> {
  value: V;
  onValueChange: (value: V) => void;
  /** The row being edited; null for a new one. */
  row: CatalogueRowData | null;
  /** The refusal of a field of this section (its field starts with the argument's name and a dot), from the check or the server. */
  error: FieldError | null;
  readOnly: boolean;
  lang: Language;
}

export interface CatalogueFormSection<V = any> {
  /** The extra argument of create and update, as the server declares it: `{ name: 'TaiKhoan', type: 'TaiKhoanNhanVienInput' }`. */
  argument: { name: string; type: string };
  /** What the list and the dialog read besides the fields: `'TaiKhoan { username isLocked }'`. */
  selection?: string;
  /** The section's state for a row (null: a new row). */
  initial(row: CatalogueRowData | null): V;
  /** The first problem before sending (field named `<argument>.<field>`), or null. */
  check?(value: V, row: CatalogueRowData | null): FieldError | null;
  /** The argument to send; null to send none (nothing to save). */
  toArgument(value: V, row: CatalogueRowData | null): unknown;
  Editor: ComponentType<CatalogueFormSectionEditorProps<V>>;
  /** Columns the list shows after the fields, reading what `selection` brought. */
  columns?(lang: Language): DataTableColumn<CatalogueRowData>[];
}

/** Whether a refused field belongs to the section: 'TaiKhoan.username' to the section of TaiKhoan. */
export function isSectionField(section: Pick<CatalogueFormSection, 'argument'> | undefined, field: string): boolean {
  return section !== undefined && field.startsWith(`${section.argument.name}.`);
}
