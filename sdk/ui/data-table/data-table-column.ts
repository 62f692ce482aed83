// The kit's own column description and its mapping to TanStack column definitions, so that plugins
// describe a table without importing TanStack.
import type { ReactNode } from 'react';
import type { ColumnDef, Row } from '@tanstack/react-table';

/** What a column sorts and shows by default; null sorts last in either direction. */
export type DataTableCellValue = string | number | null;

export type DataTableAlign = 'start' | 'end' | 'center';

interface DataTableColumnBase<TRow> {
  id: string;
  header: ReactNode;
  /** How a cell looks; without it the accessor's value is shown as text. */
  cell?: (row: TRow) => ReactNode;
  /** A CSS length for the column (the table has a fixed layout); columns without one share the rest. */
  width?: string;
  /** `end` for money and other amounts, so digits line up. */
  align?: DataTableAlign;
}

/** A sortable column needs an accessor: it is what the rows are compared by. */
export type DataTableColumn<TRow> = DataTableColumnBase<TRow> &
  (
    | { accessor?: (row: TRow) => DataTableCellValue; sortable?: false }
    | { accessor: (row: TRow) => DataTableCellValue; sortable: true }
  );

// Vietnamese order (a, ă, â, …) whatever the interface language: the data is Vietnamese. Numeric, so
// that 'BN10' follows 'BN9'.
const collator = new Intl.Collator('vi', { numeric: true });

function compareCellValues(a: Exclude<DataTableCellValue, null>, b: Exclude<DataTableCellValue, null>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function toColumnDefs<TRow>(columns: readonly DataTableColumn<TRow>[]): ColumnDef<TRow, DataTableCellValue | undefined>[] {
  return columns.map((column) => {
    const { accessor, cell } = column;
    return {
      id: column.id,
      // TanStack places only undefined values last whatever the direction (`sortUndefined`), not null.
      accessorFn: accessor && ((row: TRow) => accessor(row) ?? undefined),
      cell: ({ row, getValue }) => (cell ? cell(row.original) : (getValue() ?? '')),
      enableSorting: column.sortable === true,
      sortUndefined: 'last',
      sortingFn: (a: Row<TRow>, b: Row<TRow>, columnId: string) =>
        compareCellValues(a.getValue<string | number>(columnId), b.getValue<string | number>(columnId)),
    };
  });
}

/** The minimum width that keeps every column readable; a narrower frame scrolls sideways instead. */
export function tableMinWidth<TRow>(columns: readonly DataTableColumn<TRow>[]): string {
  // Columns without a width still need room for a few words.
  return `calc(${columns.map((column) => column.width ?? '8rem').join(' + ')})`;
}
