// The list's columns, from the descriptor: code, name, a few short fields, and the row's status.
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../shared/format';
import type { DataTableColumn } from '../../ui/data-table/data-table-column';
import { refObjectFields, type AnyCatalogue, type CatalogueField, type Label } from '../../shared/catalogue';
import type { Language } from '../../shared';
import type { CatalogueRowData } from './catalogue-edit-dialog';

// Fields that read well in a narrow cell (a ref as the name of the row it points to); long text, lists and JSON
// stay in the dialog.
const SHORT_KINDS = new Set<CatalogueField['kind']>(['text', 'enum', 'money', 'integer', 'number', 'date', 'boolean', 'ref']);
const EXTRA_COLUMNS = 3;

export function listedFields(descriptor: AnyCatalogue): string[] {
  if (descriptor.listColumns) return [...descriptor.listColumns];
  const extras = Object.entries(descriptor.fields)
    .filter(([name, spec]) => name !== descriptor.codeField && name !== descriptor.nameField && SHORT_KINDS.has(spec.kind) && !(spec.kind === 'text' && spec.multiline))
    .slice(0, EXTRA_COLUMNS)
    .map(([name]) => name);
  return [descriptor.codeField, descriptor.nameField, ...extras];
}

function cellText(spec: CatalogueField, value: unknown, lang: Language, yes: string): string {
  if (value === null || value === undefined) return '';
  switch (spec.kind) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : '';
    case 'date':
      return typeof value === 'number' ? formatDate(value) : '';
    case 'boolean':
      return value === true ? yes : '';
    case 'enum': {
      const label: Label | undefined = spec.valueLabels?.[String(value)];
      return label ? label[lang] : String(value);
    }
    default:
      return String(value);
  }
}

export function listColumns(
  descriptor: AnyCatalogue,
  known: ReadonlyMap<string, AnyCatalogue>,
  lang: Language,
  texts: { yes: string; status: string; active: string; suspended: string; actions: string },
  /** Columns a plugin adds after the fields (a form section's). */
  extra: readonly DataTableColumn<CatalogueRowData>[],
  actions: (row: CatalogueRowData) => ReactNode,
): DataTableColumn<CatalogueRowData>[] {
  // A ref column shows the name of the row it points to, which the list reads beside the id.
  const refObjects = new Map(refObjectFields(descriptor, known).map((ref) => [ref.field, ref]));
  const refName = (row: CatalogueRowData, name: string): string => {
    const ref = refObjects.get(name);
    const target = ref ? (row[ref.objectField] as Record<string, unknown> | null | undefined) : null;
    return target ? String(target[ref!.target.nameField] ?? '') : '';
  };
  const fields: DataTableColumn<CatalogueRowData>[] = listedFields(descriptor).map((name) => {
    const spec = descriptor.fields[name]!;
    if (spec.kind === 'ref') return { id: name, header: spec.label[lang], accessor: (row) => refName(row, name), sortable: true, width: '12rem' };
    const amount = spec.kind === 'money' || spec.kind === 'integer' || spec.kind === 'number';
    return {
      id: name,
      header: spec.label[lang],
      accessor: (row) => (amount && typeof row[name] === 'number' ? (row[name] as number) : cellText(spec, row[name], lang, texts.yes)),
      cell: amount ? (row) => cellText(spec, row[name], lang, texts.yes) : undefined,
      sortable: true,
      align: amount ? 'end' : 'start',
      // Every column has a width: a fixed-layout table shares any extra room out in proportion.
      width: name === descriptor.nameField ? '18rem' : name === descriptor.codeField ? '9rem' : amount ? '8rem' : '10rem',
      // The code and the name say which row it is: they stay in view while the other fields scroll.
      sticky: name === descriptor.codeField || name === descriptor.nameField ? 'start' : undefined,
    };
  });
  return [
    ...fields,
    ...extra,
    { id: 'TamNgung', header: texts.status, accessor: (row) => (row.TamNgung ? texts.suspended : texts.active), width: '7rem' },
    // Room for its three buttons (edit, suspend or resume, delete) in either language.
    { id: 'actions', header: texts.actions, cell: actions, width: '15rem', sticky: 'end' },
  ];
}
