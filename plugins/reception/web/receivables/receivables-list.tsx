// Receivables (Công nợ): customers owing for unpaid service lines, most overdue first, with the sum over all pages and
// an Excel export of every unpaid line of the customers the search matches.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useClient, useQuery } from '@his/sdk/data';
import { writeSheetFile } from '@his/sdk/catalogue-screens';
import { formatDate, formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, Pagination, TextInput, toast, usePaging, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { CongNoPhaiThuDocument, ExportCongNoDocument, type CongNoPhaiThuQuery, type ExportCongNoQuery } from '../../generated/graphql';

const PAGE_SIZES = [20, 50, 100] as const;
const SEARCH_PAUSE_MS = 300;

type Row = CongNoPhaiThuQuery['getCongNoPhaiThu']['items'][number];
type Line = ExportCongNoQuery['getDataExportCongNo'][number];

/** The export's columns, in order; the header is the column's label in the user's language. */
const EXPORT_FIELDS = ['MaYTe', 'TenBenhNhan', 'SoDienThoai', 'MaTiepNhan', 'SoPhieuYeuCau', 'NgayYeuCau', 'MaDichVu', 'TenDichVu', 'SoLuong', 'DonGiaThanhToan', 'ThanhTien'] as const;

const exportCell = (line: Line, field: (typeof EXPORT_FIELDS)[number]) => (field === 'NgayYeuCau' ? formatDateTime(line.NgayYeuCau) : (line[field] ?? null));

const toolbar = css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap', '& > :first-child': { flex: '1 1 16rem' } });

export function ReceivablesList() {
  const { t } = useTranslation('reception');
  const client = useClient();
  const [typed, setTyped] = useState('');
  const searchString = useSettledValue(typed.trim(), SEARCH_PAUSE_MS);
  const paging = usePaging(PAGE_SIZES[0], [searchString]);
  const [exporting, setExporting] = useState(false);
  const [{ data, fetching, error }] = useQuery({
    query: CongNoPhaiThuDocument,
    variables: { searchString: searchString || null, page: paging.page, limit: paging.limit },
    requestPolicy: 'cache-and-network',
  });
  const result = data?.getCongNoPhaiThu;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'code', header: t('reception.receivables.col.MaYTe'), accessor: (row) => row.MaYTe, width: '7rem', sticky: 'start' },
      { id: 'name', header: t('reception.receivables.col.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, width: '12rem' },
      { id: 'phone', header: t('reception.receivables.col.SoDienThoai'), accessor: (row) => row.SoDienThoai ?? '', width: '7.5rem' },
      { id: 'visits', header: t('reception.receivables.col.SoLanTiepNhan'), accessor: (row) => row.SoLanTiepNhan, width: '6rem', align: 'end' },
      { id: 'amount', header: t('reception.receivables.col.SoTien'), accessor: (row) => formatMoney(row.SoTien), width: '8rem', align: 'end' },
      { id: 'since', header: t('reception.receivables.col.NgayNoCuNhat'), accessor: (row) => formatDate(row.NgayNoCuNhat), width: '7rem' },
    ],
    [t],
  );

  const exportLines = async () => {
    setExporting(true);
    try {
      const answer = await client.query(ExportCongNoDocument, { searchString: searchString || null }, { requestPolicy: 'network-only' }).toPromise();
      if (answer.error) return void toast.error(refusalText(answer.error));
      if (!answer.data) return;
      const lines = answer.data.getDataExportCongNo;
      const sheetColumns = EXPORT_FIELDS.map((field) => ({ field, header: t(`reception.receivables.col.${field}`), accepts: [] }));
      await writeSheetFile([{ name: t('reception.receivables.title'), columns: sheetColumns, rows: lines.map((line) => EXPORT_FIELDS.map((field) => exportCell(line, field))) }], `${t('reception.receivables.fileName')}.xlsx`);
      toast.success(t('reception.receivables.exported', { count: lines.length }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="receivables-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      <h2 id="receivables-heading" className={css({ srOnly: true })}>
        {t('reception.receivables.title')}
      </h2>
      <div className={toolbar}>
        <TextInput label={t('reception.receivables.search')} placeholder={t('reception.receivables.searchPlaceholder')} type="search" value={typed} onValueChange={setTyped} autoComplete="off" />
        <Button variant="outline" onClick={() => void exportLines()} loading={exporting} disabled={exporting || !result || result.total === 0}>
          {t('reception.receivables.export')}
        </Button>
      </div>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {refusalText(error)}
        </p>
      )}
      {result && (
        <p role="status" className={css({ m: '0', fontWeight: 'medium' })}>
          {t('reception.receivables.total', { count: result.total, amount: formatMoney(result.tongSoTien) })}
        </p>
      )}
      <DataTable
        label={t('reception.receivables.title')}
        columns={columns}
        rows={result?.items}
        getRowId={(row) => row.BenhNhan_Id}
        loading={fetching}
        emptyText={t('reception.receivables.empty')}
        height="min(calc(100vh - 20rem), 40rem)"
        footer={<Pagination {...paging.bind} total={result?.total} pageSizes={PAGE_SIZES} />}
      />
    </section>
  );
}
