// The cashier's left list (spec §2): waiting for payment, visited, collected, not yet posted, for the chosen days,
// searched by patient code or name; a code typed or scanned then Enter opens that patient's open visit at once.
// Columns: number, code, name, amount to collect, priority. Priority patients come first, as the server orders them.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { DataTable, DatePicker, Tabs, TextInput, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { CashierListDocument, type CashierListRowFieldsFragment } from '../../generated/graphql';
import { rangeVariables, type DayRange } from '../fee-screens/fee-dates';

export const DANH_SACH = ['ChoThanhToan', 'DaKham', 'DaThu', 'ChuaHachToan'] as const;
export type DanhSach = (typeof DANH_SACH)[number];
export type CashierListRow = CashierListRowFieldsFragment;

const SEARCH_PAUSE_MS = 300;
// What a scanner types: a patient code, letters and digits without spaces.
const PATIENT_CODE = /^[A-Za-z0-9-]{4,30}$/;

const filters = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)' }, '& > :last-child': { gridColumn: '1 / -1' } });
const numberStyle = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const scrollingTabs = css({ '& [role=tablist]': { overflowX: 'auto', scrollbarWidth: 'thin' } });

export interface CashierListProps {
  range: DayRange;
  onRangeChange: (range: DayRange) => void;
  selectedVisitId: string | null;
  onSelect: (row: CashierListRow) => void;
  /** A code typed then Enter: open that patient's open visit. */
  onOpenCode: (code: string) => void;
  /** Bumped to read the list again (a write here or an event from elsewhere). */
  round: number;
}

export function CashierList({ range, onRangeChange, selectedVisitId, onSelect, onOpenCode, round }: CashierListProps) {
  const { t } = useTranslation('cashier');
  const [list, setList] = useState<DanhSach>('ChoThanhToan');
  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const variables = useMemo(() => ({ danhSach: list, searchString: searchString || null, ...rangeVariables(range) }), [list, searchString, range]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: CashierListDocument, variables, requestPolicy: 'cache-and-network' });
  // A write here or an event from elsewhere: the list is read again (an empty list has no row for a typename refetch).
  const firstRound = useRef(round);
  useEffect(() => {
    if (round !== firstRound.current) refetch({ requestPolicy: 'network-only' });
  }, [round, refetch]);
  const rows = data?.loadBenhNhanFromTransaction;

  const columns = useMemo<DataTableColumn<CashierListRow>[]>(
    () => [
      { id: 'number', header: t('cashier.list.column.number'), accessor: (row) => row.SoThuTu, cell: (row) => <span className={numberStyle}>{row.SoThuTu ?? ''}</span>, width: '3.5rem', sticky: 'start' },
      { id: 'MaYTe', header: t('cashier.list.column.MaYTe'), accessor: (row) => row.MaYTe, width: '7.5rem' },
      { id: 'TenBenhNhan', header: t('cashier.list.column.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, width: '11rem' },
      { id: 'SoTienCanThu', header: t('cashier.list.column.SoTienCanThu'), accessor: (row) => row.SoTienCanThu, cell: (row) => formatMoney(row.SoTienCanThu), width: '7rem', align: 'end', sortable: true },
      {
        id: 'UuTien',
        header: t('cashier.list.column.UuTien'),
        accessor: (row) => (row.UuTien ? t('cashier.list.priority') : ''),
        cell: (row) => (row.UuTien ? <span className={badge({ tone: 'warning', size: 'sm' })}>{t('cashier.list.priority')}</span> : null),
        width: '5.5rem',
      },
    ],
    [t],
  );

  const openCode = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const code = typed.trim();
    if (!PATIENT_CODE.test(code)) return;
    event.preventDefault();
    onOpenCode(code);
  };

  const items = DANH_SACH.map((each) => {
    const label = t(`cashier.list.${each}`);
    return {
      value: each,
      label: each === list && rows ? `${label} (${rows.length})` : label,
      content: (
        <DataTable
          label={label}
          columns={columns}
          rows={each === list ? rows : undefined}
          getRowId={(row) => row.TiepNhan_Id}
          loading={fetching}
          emptyText={t(`cashier.list.empty.${each}`)}
          onRowActivate={onSelect}
          selectedRowId={selectedVisitId}
          height="min(calc(100vh - 22rem), 34rem)"
        />
      ),
    };
  });

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2', minW: '0' })}>
      <div className={filters}>
        <DatePicker label={t('cashier.list.from')} value={range.from} onValueChange={(from) => from !== null && onRangeChange({ ...range, from })} />
        <DatePicker label={t('cashier.list.to')} value={range.to} onValueChange={(to) => to !== null && onRangeChange({ ...range, to })} />
        <TextInput
          label={t('cashier.list.search')}
          placeholder={t('cashier.list.searchPlaceholder')}
          type="search"
          value={typed}
          onValueChange={setTyped}
          onKeyDown={openCode}
          autoComplete="off"
        />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
          {refusalText(error)}
        </p>
      )}
      <Tabs label={t('cashier.list.title')} value={list} onValueChange={(value) => setList(value as DanhSach)} items={items} keepMounted={false} className={scrollingTabs} />
    </div>
  );
}
