// One reception list (spec §2): the visits of a day range in a list kind, found by code, name or phone; a row opens
// the visit beside the list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { Timestamp } from '@his/sdk';
import { useAppEvent } from '@his/sdk/web';
import { receptionEvents } from '../../contract';
import { TiepNhansDocument, type TiepNhansQuery } from '../../generated/graphql';
import { queueNumberText } from './queue-number-text';

export type VisitRow = TiepNhansQuery['tiepNhans'][number];
export type DanhSach = 'TatCa' | 'DaTiepNhan' | 'DaChiDinh' | 'ChiDinhTrongNgay' | 'DangChiDinh' | 'BNKhongDen';

export interface VisitTableProps {
  danhSach: DanhSach;
  loaiTiepNhan: 'NgoaiTru' | 'NoiTru';
  /** Start of the first day and end of the last day of the range. */
  startDate: Timestamp;
  endDate: Timestamp;
  searchString: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The table's caption: the list's name. */
  label: string;
}

const marks = css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' });
const mark = css({ px: '1.5', rounded: 'l1', fontSize: 'xs', fontWeight: 'semibold', bg: 'danger.subtle', color: 'danger.text' });
const priorityMark = css({ px: '1.5', rounded: 'l1', fontSize: 'xs', fontWeight: 'semibold', bg: 'warning.subtle', color: 'warning.text' });

export function VisitTable({ danhSach, loaiTiepNhan, startDate, endDate, searchString, selectedId, onSelect, label }: VisitTableProps) {
  const { t } = useTranslation('reception');
  const variables = useMemo(
    () => ({ filter: { danhSach, LoaiTiepNhan: loaiTiepNhan, startDate, endDate, searchString: searchString || null } }),
    [danhSach, loaiTiepNhan, startDate, endDate, searchString],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({ query: TiepNhansDocument, variables, requestPolicy: 'cache-and-network' });
  // The plugin's refetch finds the lists holding a TiepNhan; an empty list holds none, so its first visit comes this way.
  useAppEvent(receptionEvents.create.module, () => {
    if (data?.tiepNhans.length === 0) reexecute({ requestPolicy: 'network-only' });
  });

  const columns = useMemo<DataTableColumn<VisitRow>[]>(
    () => [
      { id: 'name', header: t('field.TenBenhNhan'), accessor: (row) => row.BenhNhan.TenBenhNhan, width: '11rem', sticky: 'start', sortable: true },
      {
        id: 'queue',
        header: t('reception.desk.column.queue'),
        accessor: (row) => row.PhieuHangDois.map((ticket) => queueNumberText(t, ticket)).join('; '),
        width: '12rem',
      },
      { id: 'visit', header: t('reception.desk.column.visitCode'), accessor: (row) => row.MaTiepNhan, width: '7.5rem', sortable: true },
      { id: 'code', header: t('field.MaYTe'), accessor: (row) => row.BenhNhan.MaYTe, width: '6.5rem' },
      {
        id: 'age',
        header: t('reception.directory.age'),
        accessor: (row) => (row.BenhNhan.Tuoi === null || row.BenhNhan.Tuoi === undefined ? '' : `${row.BenhNhan.Tuoi} ${t(`reception.ageUnit.${row.BenhNhan.LoaiTuoi}`)}`),
        width: '5.5rem',
      },
      { id: 'sex', header: t('field.GioiTinh'), accessor: (row) => t(`reception.sex.${row.BenhNhan.GioiTinh}`), width: '4.5rem' },
      { id: 'group', header: t('field.DoiTuong_Id'), accessor: (row) => row.TenDoiTuong ?? '', width: '8rem' },
      { id: 'card', header: t('reception.desk.column.insured'), accessor: (row) => (row.SoTheBHYT ? t('reception.desk.yes') : t('reception.desk.no')), width: '5rem' },
      { id: 'time', header: t('reception.desk.column.time'), accessor: (row) => row.NgayTiepNhan, cell: (row) => formatDateTime(row.NgayTiepNhan), width: '8.5rem', sortable: true },
      { id: 'state', header: t('reception.desk.column.state'), accessor: (row) => t(`reception.visitState.${row.TrangThai}`), width: '7rem' },
      {
        id: 'marks',
        header: t('reception.desk.column.marks'),
        cell: (row) => (
          <span className={marks}>
            {row.CapCuu && <span className={mark}>{t('reception.desk.emergency')}</span>}
            {(row.UuTien || row.PhieuHangDois.some((ticket) => ticket.isPriority)) && <span className={priorityMark}>{t('reception.desk.priority')}</span>}
          </span>
        ),
        width: '8rem',
      },
    ],
    [t],
  );

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2', minW: '0' })}>
      {error && (
        <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
          {t('reception.desk.loadFailed', { message: refusalText(error) })}
        </p>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={data?.tiepNhans}
        getRowId={(row) => row._id}
        loading={fetching}
        selectedRowId={selectedId}
        onRowActivate={(row) => onSelect(row._id)}
        emptyText={t('reception.desk.empty')}
        height="min(calc(100vh - 20rem), 36rem)"
      />
    </div>
  );
}
