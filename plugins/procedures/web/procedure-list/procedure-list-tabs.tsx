// A procedure list's orders in the three tabs of spec §2 Service performance lists (waiting, being treated, done)
// with their counts; an order opens from its row.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, Tabs, type DataTableColumn } from '@his/sdk/ui';
import type { ChiDinhPtttFieldsFragment } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';
import { PROCEDURE_TABS, type ProcedureTab } from '../../rules/work-lists';

type Row = ChiDinhPtttFieldsFragment;
export type ProcedureRows = Readonly<Record<ProcedureTab, readonly Row[]>>;

export interface ProcedureListTabsProps {
  rows: ProcedureRows | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (row: Row) => void;
}

const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = { SanSang: 'neutral', ChuaKetQua: 'accent', CoKetQua: 'success', DaXemKetQua: 'success' };
const numberStyle = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const marks = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });
// On a phone the three tabs go on two lines rather than past the screen's edge.
const wrappingTabs = css({ '& [role=tablist]': { flexWrap: 'wrap' } });

export function ProcedureListTabs({ rows, loading, selectedId, onSelect }: ProcedureListTabsProps) {
  const { t } = useTranslation('procedures');
  const [tab, setTab] = useState<ProcedureTab>('waiting');

  const columns = useMemo((): DataTableColumn<Row>[] => {
    const stateText = (row: Row) => t(stateLabelKey(row.TrangThai));
    const services = (row: Row) => row.ChiTiets.map((line) => line.TenDichVu ?? line.MaDichVu ?? '').join(', ');
    const technicians = (row: Row) => row.PhanCongKyThuatViens.map((each) => each.TenNhanVien ?? '').join(', ') || null;
    return [
      { id: 'SoThuTu', header: t('procedures.web.column.SoThuTu'), accessor: (row) => row.SoThuTu ?? null, cell: (row) => <span className={numberStyle}>{row.SoThuTu ?? ''}</span>, width: '4rem' },
      { id: 'SoPhieuYeuCau', header: t('procedures.web.column.SoPhieuYeuCau'), accessor: (row) => row.SoPhieuYeuCau, width: '8.5rem' },
      { id: 'MaYTe', header: t('procedures.web.column.MaYTe'), accessor: (row) => row.MaYTe ?? null, width: '8rem' },
      { id: 'TenBenhNhan', header: t('procedures.web.column.TenBenhNhan'), accessor: (row) => row.TenBenhNhan ?? null, width: '12rem' },
      { id: 'NamSinh', header: t('procedures.web.column.NamSinh'), accessor: (row) => row.NamSinh ?? null, width: '5rem' },
      { id: 'services', header: t('procedures.web.column.services'), accessor: services, width: '14rem' },
      {
        id: 'state',
        header: t('procedures.web.column.state'),
        accessor: stateText,
        cell: (row) => (
          <span className={marks}>
            <span className={badge({ tone: STATE_TONE[row.TrangThai] ?? 'neutral', size: 'sm' })}>{stateText(row)}</span>
            {row.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('procedures.web.urgent')}</span>}
            {row.TuongTrinhPTTT?.DaKhoa && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('procedures.web.lockedMark')}</span>}
          </span>
        ),
        width: '11rem',
      },
      { id: 'technicians', header: t('procedures.web.column.technicians'), accessor: technicians, width: '10rem' },
      { id: 'NgayYeuCau', header: t('procedures.web.column.NgayYeuCau'), accessor: (row) => row.NgayYeuCau, cell: (row) => formatDateTime(row.NgayYeuCau), width: '9rem' },
      {
        id: 'actions',
        header: t('procedures.web.column.actions'),
        cell: (row) => (
          <Button size="sm" variant="outline" lock={false} aria-label={t('procedures.web.list.openOf', { number: row.SoPhieuYeuCau })} onClick={() => onSelect(row)}>
            {t('procedures.web.list.open')}
          </Button>
        ),
        width: '6rem',
      },
    ];
  }, [t, onSelect]);

  const items = PROCEDURE_TABS.map((each) => {
    const label = t(`procedures.web.tab.${each}`);
    const listed = rows?.[each];
    return {
      value: each,
      label: listed ? `${label} (${listed.length})` : label,
      content: (
        <DataTable
          label={t('procedures.web.list.table', { tab: label })}
          columns={columns}
          rows={listed}
          getRowId={(row) => row._id}
          loading={loading && !rows}
          emptyText={t(`procedures.web.empty.${each}`)}
          onRowActivate={onSelect}
          selectedRowId={selectedId}
          rowHeight={44}
          height="min(calc(100vh - 20rem), 34rem)"
        />
      ),
    };
  });

  return <Tabs label={t('procedures.web.list.tabs')} value={tab} onValueChange={(value) => setTab(value as ProcedureTab)} items={items} keepMounted={false} className={wrappingTabs} />;
}
