// A room's queue of today in the four lists of spec §2 (waiting, being examined, examined, missed), priority patients
// first as the server orders them; call, recall, dismiss, start and send to another room from the row, open an exam by
// its row.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, Tabs, toast, type DataTableColumn } from '@his/sdk/ui';
import {
  BoQuaBenhNhanKhamDocument,
  CreateKhamBenhDocument,
  GoiBenhNhanKhamDocument,
  GoiLaiBenhNhanKhamDocument,
  type HangDoiKhamBenhFieldsFragment,
} from '../../generated/graphql';
import { useClinicTransfer } from '../clinic-transfer/use-clinic-transfer';

export const DANH_SACH = ['ChoKham', 'DangKham', 'DaKham', 'BoQua'] as const;
export type DanhSach = (typeof DANH_SACH)[number];
type Row = HangDoiKhamBenhFieldsFragment;
type Action = 'call' | 'recall' | 'dismiss' | 'start' | 'transfer' | 'open';

export interface ExamQueueProps {
  rows: readonly Row[] | undefined;
  loading: boolean;
  selectedId: string | null;
  /** A row opened, or an exam just started on it. */
  onSelect: (row: Row) => void;
  /** After a call, recall, dismiss, start or transfer: the rows are read again. */
  onChanged: () => void;
}

// What each list offers on a row: a called patient is recalled rather than called; a missed one is only recalled.
function actionsOf(list: DanhSach, row: Row): Action[] {
  if (list === 'ChoKham') return row.TrangThaiPhieu === 'ChoGoi' ? ['call', 'start', 'transfer', 'dismiss'] : ['recall', 'start', 'transfer', 'dismiss'];
  if (list === 'BoQua') return ['recall'];
  return ['open'];
}

const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning'> = { ChoGoi: 'neutral', DaGoi: 'accent', DangKham: 'accent', HoanThanh: 'success', DaKham: 'success', BoQua: 'warning', DaHuy: 'warning' };
const marks = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });
const numberStyle = css({ fontWeight: 'bold', fontSize: 'lg', fontVariantNumeric: 'tabular-nums' });
// Four tabs with counts may not fit a phone: the tab list scrolls sideways rather than hiding the last one.
const scrollingTabs = css({ '& [role=tablist]': { overflowX: 'auto', scrollbarWidth: 'thin' } });

export function ExamQueue({ rows, loading, selectedId, onSelect, onChanged }: ExamQueueProps) {
  const { t } = useTranslation('examination');
  const [tab, setTab] = useState<string>('ChoKham');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [, call] = useMutation(GoiBenhNhanKhamDocument);
  const [, recall] = useMutation(GoiLaiBenhNhanKhamDocument);
  const [, dismiss] = useMutation(BoQuaBenhNhanKhamDocument);
  const [, start] = useMutation(CreateKhamBenhDocument);
  const transfer = useClinicTransfer(onChanged);
  const beginTransfer = transfer.begin;

  const columns = useMemo(() => {
    const run = async (row: Row, action: Action) => {
      if (action === 'open') return onSelect(row);
      setBusyId(row.DichVuYeuCau_Id);
      if (action === 'transfer') return void beginTransfer(row).finally(() => setBusyId(null));
      const variables = { DichVuYeuCau_Id: row.DichVuYeuCau_Id };
      const mutate = { call, recall, dismiss, start }[action];
      const result = await mutate(variables, { quietErrors: true });
      setBusyId(null);
      if (result.error) {
        toast.error(refusalText(result.error));
      } else if (action === 'start') {
        const exam = (result.data as { createKhamBenh: NonNullable<Row['KhamBenh']> }).createKhamBenh;
        toast.success(t('examination.queue.done.start', { number: row.SoThuTu, code: exam.MaKhamBenh }));
        onSelect({ ...row, DanhSach: 'DangKham', KhamBenh: exam });
        setTab('DangKham');
      } else {
        toast.success(t(`examination.queue.done.${action}`, { number: row.SoThuTu }));
      }
      onChanged();
    };
    const stateOf = (row: Row) => (row.KhamBenh && row.DanhSach !== 'BoQua' ? row.KhamBenh.TrangThai : row.TrangThaiPhieu);
    const stateText = (row: Row) => {
      const state = stateOf(row);
      return row.KhamBenh && row.DanhSach !== 'BoQua' ? t(`examination.state.${state}`) : t(`examination.queue.state.${state}`);
    };
    return (list: DanhSach): DataTableColumn<Row>[] => [
      { id: 'number', header: t('examination.queue.column.number'), accessor: (row) => row.SoThuTu, cell: (row) => <span className={numberStyle}>{row.SoThuTu}</span>, width: '4.5rem', sticky: 'start' },
      { id: 'MaYTe', header: t('examination.queue.column.MaYTe'), accessor: (row) => row.MaYTe, width: '9rem' },
      { id: 'TenBenhNhan', header: t('examination.queue.column.TenBenhNhan'), accessor: (row) => row.TenBenhNhan, width: '13rem' },
      { id: 'GioiTinh', header: t('examination.queue.column.GioiTinh'), accessor: (row) => t(`examination.sex.${row.GioiTinh}`), width: '6rem' },
      { id: 'NamSinh', header: t('examination.queue.column.NamSinh'), accessor: (row) => row.NamSinh, width: '6rem' },
      {
        id: 'group',
        header: t('examination.queue.column.group'),
        accessor: (row) => (row.SoTheBHYT ? t('examination.queue.insured') : t('examination.queue.notInsured')),
        cell: (row) => (
          <span className={marks}>
            <span className={badge({ tone: row.SoTheBHYT ? 'accent' : 'neutral', size: 'sm' })}>{row.SoTheBHYT ? t('examination.queue.insured') : t('examination.queue.notInsured')}</span>
            {row.isPriority && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('examination.queue.priority')}</span>}
            {row.CapCuu && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('examination.queue.emergency')}</span>}
          </span>
        ),
        width: '11rem',
      },
      {
        id: 'state',
        header: t('examination.queue.column.state'),
        accessor: stateText,
        cell: (row) => (
          <span className={badge({ tone: STATE_TONE[stateOf(row)] ?? 'neutral', size: 'sm' })}>
            {stateText(row)}
            {row.isRecall ? ` (${t('examination.queue.recalledMark')})` : ''}
          </span>
        ),
        width: '9rem',
      },
      {
        id: 'actions',
        header: t('examination.queue.column.actions'),
        cell: (row) => (
          <span className={marks}>
            {actionsOf(list, row).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'dismiss' || action === 'transfer' ? 'outline' : 'solid'}
                tone={action === 'dismiss' || action === 'transfer' ? 'neutral' : 'accent'}
                loading={busyId === row.DichVuYeuCau_Id}
                aria-label={t('examination.queue.actionLabel', { action: t(`examination.queue.${action}`), number: row.SoThuTu })}
                onClick={() => void run(row, action)}
              >
                {t(`examination.queue.${action}`)}
              </Button>
            ))}
          </span>
        ),
        width: '14rem',
      },
    ];
  }, [t, busyId, call, recall, dismiss, start, beginTransfer, onSelect, onChanged]);

  const items = DANH_SACH.map((list) => {
    const listed = rows?.filter((row) => row.DanhSach === list);
    const label = t(`examination.queue.list.${list}`);
    return {
      value: list,
      label: listed ? `${label} (${listed.length})` : label,
      content: (
        <DataTable
          label={label}
          columns={columns(list)}
          rows={listed}
          getRowId={(row) => row.DichVuYeuCau_Id}
          loading={loading && !rows}
          emptyText={t(`examination.queue.empty.${list}`)}
          onRowActivate={(row) => row.KhamBenh && onSelect(row)}
          selectedRowId={selectedId}
          height="min(calc(100vh - 18rem), 32rem)"
        />
      ),
    };
  });

  return (
    <>
      <Tabs label={t('examination.desk.lists')} value={tab} onValueChange={setTab} items={items} keepMounted={false} className={scrollingTabs} />
      {transfer.dialog}
    </>
  );
}
