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
  /**
   * Pinned to that side while the other columns scroll sideways: the columns that say which row it is (code,
   * name) at the start, its actions at the end. Without any pinned column the first one is.
   */
  sticky?: DataTablePin;
}

export type DataTablePin = 'start' | 'end';

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

// Columns without a width still need room for a few words.
const columnWidth = (column: { width?: string }) => column.width ?? '8rem';

/** The minimum width that keeps every column readable; a narrower frame scrolls sideways instead. */
export function tableMinWidth<TRow>(columns: readonly DataTableColumn<TRow>[]): string {
  return `calc(${columns.map(columnWidth).join(' + ')})`;
}

/** Where a pinned column sticks: its side, its distance from that side, and whether it borders the scrolled columns. */
export interface ColumnPin {
  side: DataTablePin;
  offset: string;
  edge: boolean;
}

/**
 * The pinned columns by id. Offsets add up the widths of the pinned columns before them on their side, which
 * are their real widths whenever the table scrolls: it is then at its minimum width, where each column has
 * exactly its own.
 */
export function columnPins<TRow>(columns: readonly DataTableColumn<TRow>[]): Map<string, ColumnPin> {
  const anyPinned = columns.some((column) => column.sticky);
  const sideOf = (column: DataTableColumn<TRow>, index: number) => column.sticky ?? (!anyPinned && index === 0 ? 'start' : undefined);
  const pins = new Map<string, ColumnPin>();
  const place = (side: DataTablePin, ordered: readonly DataTableColumn<TRow>[]) => {
    const pinned = ordered.filter((column) => sideOf(column, columns.indexOf(column)) === side);
    pinned.forEach((column, index) => {
      const before = pinned.slice(0, index).map(columnWidth);
      pins.set(column.id, { side, offset: before.length ? `calc(${before.join(' + ')})` : '0px', edge: index === pinned.length - 1 });
    });
  };
  place('start', columns);
  place('end', [...columns].reverse());
  return pins;
}
