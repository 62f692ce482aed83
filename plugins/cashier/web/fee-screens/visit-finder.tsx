// Finding a visit on the fee screens: the visits received over the chosen days (today by default) whose patient's
// code or name holds the text typed, with what is left to collect; a row is picked with its button or Enter.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, DatePicker, TextInput, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { FeeVisitSearchDocument, type FeeVisitSearchQuery } from '../../generated/graphql';
import { rangeVariables, today, type DayRange } from './fee-dates';

export type FoundVisit = FeeVisitSearchQuery['loadBenhNhanFromTransaction'][number];

export interface VisitFinderProps {
  /** The visit open beside the list, shown as selected. */
  selectedId: string | null;
  onPick: (visit: FoundVisit) => void;
}

const SEARCH_PAUSE_MS = 400;
const filters = css({
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 3fr) repeat(2, minmax(0, 2fr))' },
});

export function VisitFinder({ selectedId, onPick }: VisitFinderProps) {
  const { t } = useTranslation('cashier');
  const [range, setRange] = useState<DayRange>(() => today(Date.now()));
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const variables = useMemo(() => ({ ...rangeVariables(range), searchString: search === '' ? null : search }), [range, search]);
  const [{ data, fetching, error }] = useQuery({ query: FeeVisitSearchDocument, variables, requestPolicy: 'cache-and-network' });

  const columns = useMemo((): DataTableColumn<FoundVisit>[] => [
    { id: 'MaYTe', header: t('cashier.fees.visit.MaYTe'), accessor: (row) => row.MaYTe, width: '7.5rem', sortable: true },
    { id: 'TenBenhNhan', header: t('cashier.fees.visit.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, width: '12rem', sortable: true },
    { id: 'NamSinh', header: t('cashier.fees.visit.NamSinh'), accessor: (row) => row.NamSinh, width: '5rem' },
    { id: 'MaTiepNhan', header: t('cashier.fees.visit.MaTiepNhan'), accessor: (row) => row.MaTiepNhan, width: '8.5rem' },
    { id: 'NgayTiepNhan', header: t('cashier.fees.visit.NgayTiepNhan'), accessor: (row) => row.NgayTiepNhan, cell: (row) => formatDateTime(row.NgayTiepNhan), width: '10rem', sortable: true },
    { id: 'TenDoiTuong', header: t('cashier.fees.visit.TenDoiTuong'), accessor: (row) => row.TenDoiTuong ?? null, width: '8rem' },
    { id: 'SoTienCanThu', header: t('cashier.fees.visit.SoTienCanThu'), accessor: (row) => row.SoTienCanThu, cell: (row) => formatMoney(row.SoTienCanThu), width: '8rem', align: 'end' },
    {
      id: 'pick',
      header: <span className={css({ srOnly: true })}>{t('cashier.fees.visit.actions')}</span>,
      width: '5.5rem',
      sticky: 'end',
      cell: (row) => (
        <Button size="sm" variant="outline" lock={false} aria-label={t('cashier.fees.visit.pickOf', { name: row.TenBenhNhan, code: row.MaTiepNhan })} onClick={() => onPick(row)}>
          {t('cashier.fees.visit.pick')}
        </Button>
      ),
    },
  ], [t, onPick]);

  return (
    <section aria-labelledby="cashier-fee-visits" className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <h2 id="cashier-fee-visits" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>{t('cashier.fees.visit.title')}</h2>
      <div role="search" aria-label={t('cashier.fees.visit.filters')} className={filters}>
        <TextInput type="search" label={t('cashier.fees.visit.search')} placeholder={t('cashier.fees.visit.searchHint')} maxLength={100} value={text} onValueChange={setText} />
        <DatePicker label={t('cashier.fees.visit.from')} value={range.from} onValueChange={(value) => value !== null && setRange((current) => ({ ...current, from: value }))} />
        <DatePicker label={t('cashier.fees.visit.to')} value={range.to} onValueChange={(value) => value !== null && setRange((current) => ({ ...current, to: value }))} />
      </div>
      {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
      <DataTable
        label={t('cashier.fees.visit.table')}
        columns={columns}
        rows={data?.loadBenhNhanFromTransaction}
        getRowId={(row) => row.TiepNhan_Id}
        loading={fetching}
        emptyText={t('cashier.fees.visit.none')}
        onRowActivate={onPick}
        selectedRowId={selectedId}
        height="min(32vh, 16rem)"
      />
    </section>
  );
}
