// The facility's price lists, latest issue first: search by code or name, filter by price type and state, a page
// at a time; a list's code opens it in the editor, and any list, draft or released, downloads as an Excel file.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, Pagination, Select, TextInput, toast, usePaging, useSettledValue, type DataTableColumn, type SelectItem } from '@his/sdk/ui';
import { TRANG_THAI_TIM_KIEM } from '../../rules/price-list';
import { GetBangGiaDocument, SearchBangGiaDocument, type SearchBangGiaQuery } from '../../generated/graphql';
import { valuesOf } from '../price-list-editor/editor-values';
import { exportPriceList } from '../price-list-editor/price-lines-sheet';
import { StateBadge } from '../state-badge';

type ListRow = SearchBangGiaQuery['searchDM_BangGia']['items'][number];

export interface PriceListBrowserProps {
  priceTypes: readonly SelectItem[];
  /** The list open in the editor, marked in the table. */
  openId: string | null;
  onOpen: (id: string) => void;
  /** Changes after every save elsewhere, so the page is read again. */
  version: number;
}

const PAGE_SIZES = [20, 50, 100] as const;
const SEARCH_PAUSE_MS = 300;
const ALL = 'all';

const filters = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }, gap: '3', alignItems: 'end' });
const codeButton = css({
  all: 'unset', cursor: 'pointer', color: 'accent.text', fontWeight: 'medium', textDecoration: 'underline', textUnderlineOffset: '2px', textDecorationColor: 'transparent',
  _hover: { textDecorationColor: 'currentColor' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px', rounded: 'l1' },
});

export function PriceListBrowser({ priceTypes, openId, onOpen, version }: PriceListBrowserProps) {
  const { t, i18n } = useTranslation('pricing');
  const client = useClient();
  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const [loaiGia, setLoaiGia] = useState(ALL);
  const [trangThai, setTrangThai] = useState(ALL);
  const paging = usePaging(PAGE_SIZES[0], [searchString, loaiGia, trangThai]);
  const { page, limit } = paging;

  const variables = useMemo(
    () => ({ searchString: searchString || null, LoaiGia_Id: loaiGia === ALL ? null : loaiGia, TrangThai: trangThai === ALL ? null : trangThai, page, limit }),
    [searchString, loaiGia, trangThai, page, limit],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SearchBangGiaDocument, variables, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  const result = data?.searchDM_BangGia;

  // The search gives no prices: the list is read whole, as the editor reads it, then written.
  const exportList = useCallback(
    async (row: ListRow) => {
      const result = await client.query(GetBangGiaDocument, { id: row._id }, { requestPolicy: 'network-only' }).toPromise();
      const list = result.data?.getDM_BangGiaById;
      if (!list) return void toast.error(t('pricing.sheet.exportFailed', { code: row.MaBangGia }));
      const values = valuesOf(list);
      await exportPriceList(list.MaBangGia, values, i18n.language === 'en' ? 'en' : 'vi');
      toast.success(t('pricing.sheet.exported', { count: values.DichVu.length + values.LieuTrinh.length }));
    },
    [client, i18n, t],
  );

  const typeItems = useMemo(() => [{ value: ALL, label: t('pricing.list.allTypes') }, ...priceTypes], [priceTypes, t]);
  const stateItems = useMemo(() => [{ value: ALL, label: t('pricing.list.allStates') }, ...TRANG_THAI_TIM_KIEM.map((state) => ({ value: state, label: t(`pricing.state.${state}`) }))], [t]);

  const columns = useMemo<DataTableColumn<ListRow>[]>(
    () => [
      {
        id: 'code',
        header: t('pricing.field.MaBangGia'),
        accessor: (row) => row.MaBangGia,
        sortable: true,
        width: '8.5rem',
        cell: (row) => (
          <button type="button" className={codeButton} aria-label={t('pricing.list.open', { code: row.MaBangGia })} onClick={() => onOpen(row._id)}>
            {row.MaBangGia}
          </button>
        ),
      },
      { id: 'name', header: t('pricing.field.TenBangGia'), accessor: (row) => row.TenBangGia, sortable: true, width: '10.5rem' },
      { id: 'type', header: t('pricing.field.LoaiGia_Id'), accessor: (row) => row.LoaiGia?.TenLoaiGia ?? '', sortable: true, width: '7.5rem' },
      { id: 'issued', header: t('pricing.list.issued'), accessor: (row) => row.NgayPhatHanh, cell: (row) => formatDate(row.NgayPhatHanh), sortable: true, width: '6.5rem' },
      {
        id: 'rooms',
        header: t('pricing.list.rooms'),
        accessor: (row) => (row.PhongBan_Ids.length === 0 ? t('pricing.list.allRooms') : t('pricing.list.roomCount', { count: row.PhongBan_Ids.length })),
        cell: (row) =>
          row.PhongBan_Ids.length === 0 ? t('pricing.list.allRooms') : <span title={row.PhongBan_Ids.join(', ')}>{t('pricing.list.roomCount', { count: row.PhongBan_Ids.length })}</span>,
        width: '6.5rem',
      },
      { id: 'state', header: t('pricing.list.state'), accessor: (row) => (row.HienHanh ? 0 : row.TrangThai === 'DaPhatHanh' ? 1 : 2), cell: (row) => <StateBadge list={row} />, sortable: true, width: '7.5rem' },
      { id: 'services', header: t('pricing.list.services'), accessor: (row) => row.DichVu_DonGia.length, align: 'end', width: '4rem' },
      {
        id: 'export',
        header: t('pricing.list.file'),
        width: '5rem',
        align: 'center',
        cell: (row) => (
          <Button variant="ghost" size="sm" aria-label={t('pricing.list.export', { code: row.MaBangGia })} onClick={() => exportList(row)}>
            {t('pricing.list.exportShort')}
          </Button>
        ),
      },
    ],
    [t, onOpen, exportList],
  );

  return (
    <section aria-labelledby="price-lists-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      <h2 id="price-lists-heading" className={css({ srOnly: true })}>
        {t('pricing.list.title')}
      </h2>
      <div className={filters}>
        <TextInput label={t('pricing.list.search')} type="search" value={typed} onValueChange={setTyped} autoComplete="off" />
        <Select
          label={t('pricing.field.LoaiGia_Id')}
          items={typeItems}
          value={loaiGia}
          onValueChange={(value) => setLoaiGia(value ?? ALL)}
        />
        <Select
          label={t('pricing.list.state')}
          items={stateItems}
          value={trangThai}
          onValueChange={(value) => setTrangThai(value ?? ALL)}
        />
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('pricing.list.loadFailed', { message: [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ') || t('error.generic', { ns: 'core' }) })}
        </p>
      )}
      <DataTable
        label={t('pricing.list.table')}
        columns={columns}
        rows={result?.items}
        getRowId={(row) => row._id}
        loading={fetching}
        selectedRowId={openId}
        onRowActivate={(row) => onOpen(row._id)}
        emptyText={t('pricing.list.empty')}
        height="min(calc(100vh - 20rem), 40rem)"
        footer={
          <Pagination {...paging.bind} total={result?.total} pageSizes={PAGE_SIZES} />
        }
      />
    </section>
  );
}
