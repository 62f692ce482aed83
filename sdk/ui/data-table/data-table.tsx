// A table for long lists (queues, catalogues, logs): named by its caption, sortable by column, with a
// sticky header and pinned identifying and action columns, and only the rows in view rendered, so ten
// thousand rows scroll as smoothly as ten.
import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { cx, css } from '@his/sdk/styled/css';
import { table as tableRecipe } from '@his/sdk/styled/recipes';
import { Spinner } from '../spinner/spinner';
import { columnPins, tableMinWidth, toColumnDefs, type DataTableColumn } from './data-table-column';
import { DataTableHeader } from './data-table-header';
import { pinnedCellProps } from './pinned-cells';
import { opensOnClick } from './row-tap';
import { useRowFocus } from './use-row-focus';
import { useScrollEdges } from './use-scroll-edges';
import { useVirtualRows } from './use-virtual-rows';

export interface DataTableProps<TRow> {
  /** The table's name, shown as its caption. */
  label: ReactNode;
  /** Keep the array stable (a module constant or useMemo): a new one re-creates every cell. */
  columns: readonly DataTableColumn<TRow>[];
  /** Undefined while nothing is known yet (before the first answer): neither rows nor "no data". */
  rows: readonly TRow[] | undefined;
  getRowId: (row: TRow) => string;
  /** Shows a spinner when there are no rows yet, and marks the table busy. */
  loading?: boolean;
  /** Shown when `rows` is empty; the kit's "no data" by default. */
  emptyText?: ReactNode;
  /** Height of the scrolling box: pixels, or any CSS length. */
  height?: number | string;
  /** Every row has this height in pixels, which is what lets the list be virtualised. */
  rowHeight?: number;
  /** A double-click on a row, Enter on a focused row, or a tap on a phone. */
  onRowActivate?: (row: TRow) => void;
  /** The row shown as selected (for instance the one open beside the table). */
  selectedRowId?: string | null;
  /** Below the rows, outside the scrolling box: pagination or totals. */
  footer?: ReactNode;
  className?: string;
}

const DEFAULT_HEIGHT = 480;
// The recipe's cell height (2.25rem).
const DEFAULT_ROW_HEIGHT = 36;
const NO_ROWS: never[] = [];

const footerStyle = css({ borderTopWidth: '1px', borderColor: 'border.default', px: '3', py: '2', bg: 'bg.default' });
// Rows kept on screen while newer ones load are dimmed, so nobody acts on a list that is about to change.
const staleStyle = css({ '& tbody tr': { opacity: '0.6' } });
const spacerCell = css({ p: '0', border: 'none' });

export function DataTable<TRow>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  emptyText,
  height = DEFAULT_HEIGHT,
  rowHeight = DEFAULT_ROW_HEIGHT,
  onRowActivate,
  selectedRowId,
  footer,
  className,
}: DataTableProps<TRow>) {
  const { t } = useTranslation('ui');
  const styles = tableRecipe();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [sorting, setSorting] = useState<SortingState>([]);
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const pins = useMemo(() => columnPins(columns), [columns]);
  const edges = useScrollEdges(scrollerRef);

  const table = useReactTable({
    data: (rows ?? NO_ROWS) as TRow[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // Always ascending first, for numbers too (TanStack would start numbers descending).
    sortDescFirst: false,
    enableMultiSort: false,
  });
  const tableRows = table.getRowModel().rows;
  // Stable while the rows are: a new key function makes the virtualizer lay out every row again.
  const getRowKey = useCallback((index: number) => tableRows[index]?.id ?? String(index), [tableRows]);

  const { virtualizer, indexes, spaceBefore, spaceAfter } = useVirtualRows({
    count: tableRows.length,
    rowHeight,
    viewportHeight: pixelHeight(height),
    getRowKey,
    scrollerRef,
    bodyRef,
    headRef,
  });
  const activate = (index: number) => {
    const row = tableRows[index];
    if (row && onRowActivate) onRowActivate(row.original);
  };
  const focus = useRowFocus({
    count: tableRows.length,
    initialIndex: () => Math.max(0, tableRows.findIndex((row) => row.id === selectedRowId)),
    rowHeight,
    virtualizer,
    scrollerRef,
    onActivate: activate,
  });
  // The active row stays the tab stop while rendered; once scrolled away, the first row in view is.
  const tabStop = indexes.includes(focus.activeIndex) ? focus.activeIndex : (virtualizer.range?.startIndex ?? indexes[0]);

  const status =
    tableRows.length > 0 ? null : loading ? <Spinner label={t('ui.table.loading')} /> : rows ? (emptyText ?? t('ui.table.empty')) : null;
  const colSpan = columns.length;

  return (
    <div className={cx(styles.root, className)}>
      {/* The recipe's scroller fills a frame of definite height (flex: 1); sized by `height` here, its basis
          must be that height, or a frame sized by its content would give it none. */}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        style={{ height, flexBasis: 'auto' }}
        data-pin-start={edges.pinStart || undefined}
        data-pin-end={edges.pinEnd || undefined}
        data-hidden-start={edges.hiddenStart || undefined}
        data-hidden-end={edges.hiddenEnd || undefined}
      >
        <table
          className={cx(styles.table, loading && tableRows.length > 0 && staleStyle)}
          style={{ minWidth: tableMinWidth(columns) }}
          aria-busy={loading || undefined}
          // Only the rows in view exist in the document, so the table says how many there are in all.
          aria-rowcount={1 + (tableRows.length || (status ? 1 : 0))}
        >
          <caption className={styles.caption}>{label}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead ref={headRef}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  return column && <DataTableHeader key={header.id} column={column} header={header} pin={pins.get(column.id)} classes={styles} />;
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef}>
            {spaceBefore > 0 && <SpacerRow height={spaceBefore} colSpan={colSpan} />}
            {indexes.map((index) => {
              const row = tableRows[index];
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  data-index={index}
                  aria-rowindex={index + 2}
                  aria-selected={(selectedRowId != null && row.id === selectedRowId) || undefined}
                  tabIndex={index === tabStop ? 0 : -1}
                  className={styles.row}
                  style={{ height: rowHeight }}
                  onFocus={() => focus.onRowFocus(index)}
                  onKeyDown={(event) => focus.onRowKeyDown(index, event)}
                  onClick={(event) => {
                    if (!fromControl(event) && opensOnClick(event)) activate(index);
                  }}
                  onDoubleClick={(event) => {
                    if (!fromControl(event)) activate(index);
                  }}
                >
                  {row.getVisibleCells().map((cell) => {
                    const column = columnsById.get(cell.column.id);
                    const value = column?.cell ? undefined : cell.getValue();
                    const pinned = pinnedCellProps(pins.get(cell.column.id), 'cell', styles.cell);
                    return (
                      <td
                        key={cell.id}
                        {...pinned}
                        data-align={column?.align}
                        style={{ ...pinned.style, height: rowHeight }}
                        // Cells cut long text with an ellipsis; the tooltip keeps it readable.
                        title={typeof value === 'string' ? value : undefined}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {spaceAfter > 0 && <SpacerRow height={spaceAfter} colSpan={colSpan} />}
            {status && (
              <tr aria-rowindex={2}>
                <td colSpan={colSpan} className={styles.status}>
                  {status}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {footer !== undefined && <div className={footerStyle}>{footer}</div>}
    </div>
  );
}

/** Stands for the rows scrolled out of view, so the scrollbar has the whole list's length. */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={colSpan} className={spacerCell} />
    </tr>
  );
}

/** A double-click on a button or link in a row is that control's, not the row's. */
function fromControl(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as Element).closest('button, a, input, select, textarea, [role="button"]');
  return control !== null && event.currentTarget.contains(control);
}

/** The viewport height in pixels, for the first render; a CSS length other than pixels is measured later. */
function pixelHeight(height: number | string): number {
  if (typeof height === 'number') return height;
  const pixels = /^(\d+(?:\.\d+)?)px$/.exec(height.trim());
  return pixels ? Number(pixels[1]) : DEFAULT_HEIGHT;
}
