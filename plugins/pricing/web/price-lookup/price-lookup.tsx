// "Tra cứu giá": the unit price a patient group pays for a service (now, or on a chosen day) with the price type
// and list it comes from, or why there is none; and every released price of the service, newest first.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timestamp } from '@his/sdk';
import { RefPicker, useCatalogueSearch } from '@his/sdk/catalogue-screens';
import { useQuery } from '@his/sdk/data';
import { formatDate, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Combobox, DataTable, DatePicker, type ComboboxItem, type DataTableColumn, type SelectItem } from '@his/sdk/ui';
import { doiTuong } from '../../rules/catalogues';
import { DonGiaDichVuDocument, LichSuGiaDichVuDocument, type LichSuGiaDichVuQuery } from '../../generated/graphql';
import { dichVuFace } from '../../../catalogues/contract';

type HistoryRow = LichSuGiaDichVuQuery['getLichSuGiaDichVu'][number];

export interface PriceLookupProps {
  priceTypes: readonly SelectItem[];
}

// The panel shows the refusal itself (pricesMissing names the service), so the host's toast stays quiet.
const QUIET = { quietErrors: true };

const panel = css({ display: 'flex', flexDir: 'column', gap: '4', p: '4', rounded: 'l3', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default', minW: '0' });
// Beside the lists (from 87.5rem) the panel is one narrow column; below them, the choices and the history side by side.
const body = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', '@media (min-width: 48rem) and (max-width: 87.49rem)': { gridTemplateColumns: '22rem minmax(0, 1fr)', gap: '6' } });
const stack = css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' });
const historyHint = css({ display: 'grid', placeItems: 'center', minH: '8rem', p: '4', rounded: 'l2', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default', color: 'fg.muted', textStyle: 'sm', textAlign: 'center' });
const result = css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '3', rowGap: '1', m: '0', p: '3', rounded: 'l2', bg: 'bg.subtle', textStyle: 'sm', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontWeight: 'medium', minW: '0' } });
const price = css({ textStyle: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', color: 'fg.default' });
const secondLine = css({ display: 'block', textStyle: 'xs', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' });

export function PriceLookup({ priceTypes }: PriceLookupProps) {
  const { t, i18n } = useTranslation('pricing');
  const searchServices = useCatalogueSearch(dichVuFace);
  const [service, setService] = useState<ComboboxItem | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [day, setDay] = useState<Timestamp | null>(null);

  const [price$] = useQuery({
    query: DonGiaDichVuDocument,
    variables: { idDichVu: service?.value ?? '', idDoiTuong: group ?? '', ngay: day },
    pause: !service || !group,
    requestPolicy: 'network-only',
    context: useMemo(() => QUIET, []),
  });
  const [history$] = useQuery({
    query: LichSuGiaDichVuDocument,
    variables: { idDichVu: service?.value ?? '' },
    pause: !service,
    requestPolicy: 'cache-and-network',
    context: useMemo(() => QUIET, []),
  });
  const history = service ? history$.data?.getLichSuGiaDichVu : undefined;
  const found = service && group ? price$.data?.getDonGiaDichVu : undefined;
  const fromList = found ? history?.find((row) => row.BangGia_Id === found.BangGia_Id) : undefined;
  const typeName = found ? (fromList?.TenLoaiGia ?? priceTypes.find((item) => item.value === found.LoaiGia_Id)?.label ?? found.LoaiGia_Id) : '';

  const refusal = useMemo(() => {
    const error = service && group ? price$.error : undefined;
    if (!error) return null;
    const [first] = error.graphQLErrors;
    const { messageKey, params } = (first?.extensions ?? {}) as { messageKey?: string; params?: Record<string, string | number> };
    // The plugin's own refusals in the screen's language; anything else as the server worded it.
    if (messageKey && i18n.exists(messageKey, { ns: 'pricing' })) return t(messageKey, params);
    return first?.message ?? t('error.generic', { ns: 'core' });
  }, [service, group, price$.error, t, i18n]);

  const columns = useMemo<DataTableColumn<HistoryRow>[]>(
    () => [
      {
        id: 'list',
        header: t('pricing.lookup.list'),
        accessor: (row) => row.MaBangGia,
        cell: (row) => (
          <span className={css({ display: 'block', minW: '0', lineHeight: '1.3' })} title={`${row.MaBangGia} – ${row.TenBangGia}`}>
            <span className={css({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' })}>{row.MaBangGia}</span>
            <span className={secondLine}>{[row.TenLoaiGia ?? row.MaLoaiGia, row.TenBangGia].filter(Boolean).join(' · ')}</span>
          </span>
        ),
      },
      { id: 'issued', header: t('pricing.list.issued'), accessor: (row) => row.NgayPhatHanh, cell: (row) => formatDate(row.NgayPhatHanh), width: '7rem' },
      { id: 'price', header: t('pricing.lookup.price'), accessor: (row) => row.DonGia, cell: (row) => formatMoney(row.DonGia), align: 'end', width: '6rem' },
    ],
    [t],
  );

  return (
    <section aria-labelledby="price-lookup-heading" className={panel}>
      <h2 id="price-lookup-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        {t('pricing.lookup.title')}
      </h2>
      <div className={body}>
        <div className={stack}>
          <Combobox label={t('pricing.lookup.service')} search={(text) => searchServices(text)} value={service} onValueChange={setService} placeholder={t('pricing.lookup.servicePlaceholder')} />
          <RefPicker label={t('pricing.lookup.patientGroup')} target={doiTuong} value={group} onValueChange={setGroup} />
          <DatePicker label={t('pricing.lookup.date')} value={day} onValueChange={setDay} helperText={t('pricing.lookup.dateHelp')} />
          <div aria-live="polite" aria-label={t('pricing.lookup.result')} role="region">
            {!service || !group ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('pricing.lookup.hint')}</p>
            ) : price$.fetching && !found && !refusal ? (
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('pricing.lookup.searching')}</p>
            ) : refusal ? (
              <p role="alert" className={css({ p: '3', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text', textStyle: 'sm' })}>
                {refusal}
              </p>
            ) : found ? (
              <dl className={result}>
                <dt>{t('pricing.lookup.price')}</dt>
                <dd className={price}>{t('pricing.lookup.amount', { amount: formatMoney(found.DonGia) })}</dd>
                <dt>{t('pricing.field.LoaiGia_Id')}</dt>
                <dd>{typeName}</dd>
                <dt>{t('pricing.lookup.list')}</dt>
                <dd>{fromList ? `${fromList.MaBangGia} – ${fromList.TenBangGia}` : found.BangGia_Id}</dd>
                <dt>{t('pricing.lookup.at')}</dt>
                <dd>{formatDate(found.Ngay)}</dd>
              </dl>
            ) : null}
          </div>
        </div>
        {service ? (
          <DataTable
            label={t('pricing.lookup.history', { name: service.label })}
            columns={columns}
            rows={history}
            getRowId={(row) => row.BangGia_Id}
            loading={history$.fetching}
            selectedRowId={found?.BangGia_Id ?? null}
            emptyText={t('pricing.lookup.noHistory')}
            rowHeight={48}
            height="18rem"
          />
        ) : (
          <p className={historyHint}>{t('pricing.lookup.historyHint')}</p>
        )}
      </div>
    </section>
  );
}
