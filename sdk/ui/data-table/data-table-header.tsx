// One column header of the data table; a sortable column's header is a button that cycles the order
// (ascending, descending, as given) and the header says the current order with aria-sort.
import { useTranslation } from 'react-i18next';
import type { Header } from '@tanstack/react-table';
import { Icon } from '../icon/icon';
import type { ColumnPin, DataTableColumn } from './data-table-column';
import { pinnedCellProps } from './pinned-cells';

export interface DataTableHeaderProps<TRow> {
  column: DataTableColumn<TRow>;
  header: Header<TRow, unknown>;
  /** Where the column is pinned, if it is. */
  pin?: ColumnPin;
  classes: { header: string; sortButton: string };
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTableHeader<TRow>({ column, header, pin, classes }: DataTableHeaderProps<TRow>) {
  const { t } = useTranslation('ui');
  const pinned = pinnedCellProps(pin, 'header', classes.header);
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" {...pinned} data-align={column.align}>
        {column.header}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  return (
    <th scope="col" {...pinned} data-align={column.align} aria-sort={sorted ? ariaSort[sorted] : 'none'}>
      <button
        type="button"
        className={classes.sortButton}
        onClick={header.column.getToggleSortingHandler()}
        // Named by the header text as screen readers expect; the hint says what a click does.
        title={typeof column.header === 'string' ? t('ui.table.sortBy', { column: column.header }) : undefined}
      >
        {column.header}
        <Icon name={sorted === 'asc' ? 'arrowUp' : sorted === 'desc' ? 'arrowDown' : 'chevronsUpDown'} />
      </button>
    </th>
  );
}
