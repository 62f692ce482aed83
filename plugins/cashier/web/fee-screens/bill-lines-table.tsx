// A visit's bill lines, read only: the service (and whether insurance covers it), quantity, price and insurance price,
// the insurance rate and shares, the discount, and whether it is collected.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { FeeBillLine } from './fee-bill';

export interface BillLinesTableProps {
  lines: readonly FeeBillLine[] | undefined;
  label: string;
  /** Whether the visit bills insurance: only then does a line say it is not covered. */
  insured: boolean;
}

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));
const second = css({ display: 'block', textStyle: 'caption', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' });

export function BillLinesTable({ lines, label, insured }: BillLinesTableProps) {
  const { t } = useTranslation('cashier');
  const columns = useMemo((): DataTableColumn<FeeBillLine>[] => [
    {
      id: 'TenDichVu',
      header: t('cashier.fees.line.TenDichVu'),
      accessor: (row) => row.TenDichVu,
      width: '15rem',
      cell: (row) => (
        <span>
          {row.TenDichVu}
          <span className={second}>
            {[row.NhomDichVu, insured && row.KhongBHYT ? t('cashier.fees.line.notCovered') : null].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    },
    { id: 'SoLuong', header: t('cashier.fees.line.SoLuong'), accessor: (row) => row.SoLuong, width: '4rem', align: 'end' },
    { id: 'DonGia', header: t('cashier.fees.line.DonGia'), accessor: (row) => row.DonGia, cell: (row) => money(row.DonGia), width: '7rem', align: 'end' },
    { id: 'DonGiaBHYT', header: t('cashier.fees.line.DonGiaBHYT'), accessor: (row) => row.DonGiaBHYT, cell: (row) => money(row.DonGiaBHYT), width: '7rem', align: 'end' },
    { id: 'ThanhTien', header: t('cashier.fees.line.ThanhTien'), accessor: (row) => row.ThanhTien, cell: (row) => money(row.ThanhTien), width: '7rem', align: 'end' },
    { id: 'TyLeBHYT', header: t('cashier.fees.line.TyLeBHYT'), accessor: (row) => row.TyLeBHYT, cell: (row) => `${row.TyLeBHYT}%`, width: '5rem', align: 'end' },
    { id: 'BHChiTra', header: t('cashier.fees.line.BHChiTra'), accessor: (row) => row.BHChiTra, cell: (row) => money(row.BHChiTra), width: '7rem', align: 'end' },
    { id: 'SoTienGiamGia', header: t('cashier.fees.line.SoTienGiamGia'), accessor: (row) => row.SoTienGiamGia, cell: (row) => money(row.SoTienGiamGia), width: '7rem', align: 'end' },
    { id: 'BenhNhanTTSauGiamGia', header: t('cashier.fees.line.BenhNhanTTSauGiamGia'), accessor: (row) => row.BenhNhanTTSauGiamGia, cell: (row) => money(row.BenhNhanTTSauGiamGia), width: '8rem', align: 'end' },
    {
      id: 'DaThuTien',
      header: t('cashier.fees.line.DaThuTien'),
      accessor: (row) => (row.DaThuTien ? 1 : 0),
      width: '7rem',
      cell: (row) => <span className={badge({ tone: row.DaThuTien ? 'success' : 'neutral', size: 'sm' })}>{t(row.DaThuTien ? 'cashier.fees.line.collected' : 'cashier.fees.line.uncollected')}</span>,
    },
  ], [t, insured]);
  return <DataTable label={label} columns={columns} rows={lines} getRowId={(row) => row._id} emptyText={t('cashier.fees.line.none')} rowHeight={48} height="min(40vh, 22rem)" />;
}
