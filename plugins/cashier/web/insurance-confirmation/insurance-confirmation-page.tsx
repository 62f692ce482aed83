// Insurance confirmation of outpatient visits (spec §2 Insurance confirmation, §4: a visit whose insurance is confirmed
// takes no change to its services, exemptions or patient group until the confirmation is cancelled). The insured
// visits of the chosen days with their totals: /xac-nhan-bhyt-ngoai-tru opens on those still to confirm,
// /danh-sach-xac-nhan-bhyt on those confirmed; each row is confirmed or its confirmation cancelled, and opens its bill.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, DatePicker, Select, TextInput, toast, useConfirm, useOneAtATime, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent, useHasPermission } from '@his/sdk/web';
import { CASHIER_INSURANCE_CONFIRM, cashierEvents } from '../../contract';
import { ConfirmInsuranceDocument, InsuranceConfirmationsDocument, UnconfirmInsuranceDocument, type XacNhanBhytFieldsFragment } from '../../generated/graphql';
import { rangeVariables, today, type DayRange } from '../fee-screens/fee-dates';
import { VisitBillDialog } from './visit-bill-dialog';

type Row = XacNhanBhytFieldsFragment;
export type ConfirmationState = 'ChuaXacNhan' | 'DaXacNhan' | 'TatCa';

export interface InsuranceConfirmationScreenProps {
  /** Which visits the screen opens on. */
  initialState: ConfirmationState;
  title: string;
}

const QUIET = { quietErrors: true };
const SEARCH_PAUSE_MS = 400;
const STATES: readonly ConfirmationState[] = ['ChuaXacNhan', 'DaXacNhan', 'TatCa'];
const page = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0', maxW: '90rem', mx: 'auto', w: '100%' });
const filters = css({
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 2fr)) minmax(0, 3fr)' },
});
const footer = css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'flex-end', textStyle: 'sm', fontVariantNumeric: 'tabular-nums' });

const confirmedOf = (state: ConfirmationState) => (state === 'TatCa' ? null : state === 'DaXacNhan');

export function InsuranceConfirmationScreen({ initialState, title }: InsuranceConfirmationScreenProps) {
  const { t } = useTranslation('cashier');
  const canConfirm = useHasPermission(CASHIER_INSURANCE_CONFIRM);
  const [range, setRange] = useState<DayRange>(() => today(Date.now()));
  const [state, setState] = useState<ConfirmationState>(initialState);
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const variables = useMemo(() => ({ ...rangeVariables(range), DaXacNhanBHYT: confirmedOf(state), searchString: search === '' ? null : search }), [range, state, search]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: InsuranceConfirmationsDocument, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  useAppEvent(cashierEvents.insuranceConfirmed.module, reload);
  const [, confirmVisit] = useMutation(ConfirmInsuranceDocument);
  const [, unconfirmVisit] = useMutation(UnconfirmInsuranceDocument);
  const [busy, once] = useOneAtATime();
  const [ask, question] = useConfirm();
  const [opened, setOpened] = useState<Row | null>(null);
  const rows = data?.danhSachXacNhanBHYT;

  const act = useCallback(
    (row: Row) =>
      once(async () => {
        const undoing = row.DaXacNhanBHYT;
        if (undoing) {
          const sure = await ask({
            title: t('cashier.fees.confirm.unconfirmTitle'),
            message: t('cashier.fees.confirm.unconfirmQuestion', { name: row.TenBenhNhan, code: row.MaTiepNhan }),
            confirmLabel: t('cashier.fees.confirm.unconfirm'),
            tone: 'danger',
          });
          if (!sure) return;
        }
        const result = undoing ? await unconfirmVisit({ TiepNhan_Id: row.TiepNhan_Id }, QUIET) : await confirmVisit({ TiepNhan_Id: row.TiepNhan_Id }, QUIET);
        if (result.error) return void toast.error(refusalText(result.error));
        toast.success(t(undoing ? 'cashier.fees.confirm.unconfirmed' : 'cashier.fees.confirm.confirmed', { name: row.TenBenhNhan, code: row.MaTiepNhan }));
        reload();
      }),
    [ask, confirmVisit, once, reload, t, unconfirmVisit],
  );

  const columns = useMemo((): DataTableColumn<Row>[] => [
    { id: 'MaTiepNhan', header: t('cashier.fees.visit.MaTiepNhan'), accessor: (row) => row.MaTiepNhan, width: '8.5rem', sortable: true },
    { id: 'TenBenhNhan', header: t('cashier.fees.visit.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, cell: (row) => `${row.TenBenhNhan} (${row.MaYTe})`, width: '17rem', sortable: true },
    { id: 'SoTheBHYT', header: t('cashier.fees.bill.SoTheBHYT'), accessor: (row) => row.SoTheBHYT ?? null, width: '10rem' },
    { id: 'NgayTiepNhan', header: t('cashier.fees.visit.NgayTiepNhan'), accessor: (row) => row.NgayTiepNhan, cell: (row) => formatDateTime(row.NgayTiepNhan), width: '10rem', sortable: true },
    { id: 'TongTien', header: t('cashier.fees.total.TongTien'), accessor: (row) => row.TongTien, cell: (row) => formatMoney(row.TongTien), width: '8rem', align: 'end', sortable: true },
    { id: 'BHChiTra', header: t('cashier.fees.total.BHChiTra'), accessor: (row) => row.BHChiTra, cell: (row) => formatMoney(row.BHChiTra), width: '8rem', align: 'end', sortable: true },
    {
      id: 'state',
      header: t('cashier.fees.confirm.state'),
      accessor: (row) => (row.DaXacNhanBHYT ? 1 : 0),
      width: '11rem',
      cell: (row) => (
        <span className={badge({ tone: row.DaXacNhanBHYT ? 'success' : 'warning', size: 'sm' })}>
          {row.DaXacNhanBHYT && row.NgayXacNhan !== null ? t('cashier.fees.confirm.confirmedAt', { time: formatDateTime(row.NgayXacNhan) }) : t(row.DaXacNhanBHYT ? 'cashier.fees.confirm.state.DaXacNhan' : 'cashier.fees.confirm.state.ChuaXacNhan')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: <span className={css({ srOnly: true })}>{t('cashier.fees.visit.actions')}</span>,
      width: '11.5rem',
      sticky: 'end',
      cell: (row) => (
        <span className={css({ display: 'inline-flex', gap: '1' })}>
          {row.BenhNhan_Id && (
            <Button size="sm" variant="ghost" lock={false} aria-label={t('cashier.fees.confirm.billOf', { name: row.TenBenhNhan, code: row.MaTiepNhan })} onClick={() => setOpened(row)}>
              {t('cashier.fees.confirm.bill')}
            </Button>
          )}
          {canConfirm && (
            <Button
              size="sm"
              variant={row.DaXacNhanBHYT ? 'outline' : 'solid'}
              tone={row.DaXacNhanBHYT ? 'danger' : 'accent'}
              disabled={busy}
              aria-label={t(row.DaXacNhanBHYT ? 'cashier.fees.confirm.unconfirmOf' : 'cashier.fees.confirm.confirmOf', { name: row.TenBenhNhan, code: row.MaTiepNhan })}
              onClick={() => act(row)}
            >
              {t(row.DaXacNhanBHYT ? 'cashier.fees.confirm.unconfirm' : 'cashier.fees.confirm.confirm')}
            </Button>
          )}
        </span>
      ),
    },
  ], [t, canConfirm, busy, act]);

  const sum = (pick: (row: Row) => number) => (rows ?? []).reduce((total, row) => total + pick(row), 0);
  return (
    <main className={page}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{title}</h1>
      <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.confirm.explanation')}</p>
      <div role="search" aria-label={t('cashier.fees.visit.filters')} className={filters}>
        <DatePicker label={t('cashier.fees.visit.from')} value={range.from} onValueChange={(value) => value !== null && setRange((current) => ({ ...current, from: value }))} />
        <DatePicker label={t('cashier.fees.visit.to')} value={range.to} onValueChange={(value) => value !== null && setRange((current) => ({ ...current, to: value }))} />
        <Select
          label={t('cashier.fees.confirm.state')}
          items={STATES.map((each) => ({ value: each, label: t(`cashier.fees.confirm.state.${each}`) }))}
          value={state}
          onValueChange={(value) => setState((value as ConfirmationState | null) ?? 'TatCa')}
        />
        <TextInput type="search" label={t('cashier.fees.visit.search')} placeholder={t('cashier.fees.confirm.searchHint')} maxLength={100} value={text} onValueChange={setText} />
      </div>
      {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
      <DataTable
        label={t('cashier.fees.confirm.table')}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.TiepNhan_Id}
        loading={fetching}
        emptyText={t('cashier.fees.confirm.none')}
        onRowActivate={(row) => row.BenhNhan_Id && setOpened(row)}
        rowHeight={44}
        height="calc(100dvh - 22rem)"
        footer={
          rows && rows.length > 0 ? (
            <div className={footer} aria-label={t('cashier.fees.confirm.totals')}>
              <span>{t('cashier.fees.confirm.count', { count: rows.length })}</span>
              <span>{t('cashier.fees.confirm.sumTongTien', { amount: formatMoney(sum((row) => row.TongTien)) })}</span>
              <span>{t('cashier.fees.confirm.sumBHChiTra', { amount: formatMoney(sum((row) => row.BHChiTra)) })}</span>
            </div>
          ) : undefined
        }
      />
      {opened?.BenhNhan_Id && <VisitBillDialog visit={{ ...opened, BenhNhan_Id: opened.BenhNhan_Id }} onClose={() => setOpened(null)} />}
      {question}
    </main>
  );
}

export function XacNhanBHYTNgoaiTruPage() {
  const { t } = useTranslation('cashier');
  return <InsuranceConfirmationScreen initialState="ChuaXacNhan" title={t('cashier.fees.confirm.title')} />;
}

export function DanhSachXacNhanBHYTPage() {
  const { t } = useTranslation('cashier');
  return <InsuranceConfirmationScreen initialState="DaXacNhan" title={t('cashier.fees.confirm.listTitle')} />;
}
