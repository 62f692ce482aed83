// The reception desk's queue of kiosk tickets (spec §2 "waiting" and "patient does not come"): today's numbers with
// their kind, time and state, called, recalled or dismissed from the row; the plugin's queue events refresh it.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, toast, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent } from '@his/sdk/web';
import { queueEvents } from '../../contract';
import {
  BoQuaPhieuHangDoiDocument,
  GoiLaiPhieuHangDoiDocument,
  GoiPhieuHangDoiDocument,
  PhieuHangDoiTiepDonDocument,
  type PhieuHangDoiFieldsFragment,
} from '../../generated/graphql';

export type DeskQueueKind = 'waiting' | 'notCome';
type Action = 'call' | 'recall' | 'dismiss';

export interface DeskQueueListProps {
  list: DeskQueueKind;
}

// Waiting tickets are those not yet served (called ones stay until received); dismissed ones did not come.
const STATES: Record<DeskQueueKind, string[]> = { waiting: ['ChoGoi', 'DaGoi'], notCome: ['BoQua'] };
const ACTIONS: Record<DeskQueueKind, (state: string) => Action[]> = {
  waiting: (state) => (state === 'ChoGoi' ? ['call', 'dismiss'] : ['recall', 'dismiss']),
  notCome: () => ['recall'],
};
const STATE_TONE: Record<string, 'neutral' | 'accent' | 'success' | 'warning'> = { ChoGoi: 'neutral', DaGoi: 'accent', HoanThanh: 'success', BoQua: 'warning' };

const actionsStyle = css({ display: 'flex', gap: '1', flexWrap: 'wrap' });
const numberStyle = css({ fontWeight: 'bold', fontSize: 'lg', fontVariantNumeric: 'tabular-nums' });

export function DeskQueueList({ list }: DeskQueueListProps) {
  const { t } = useTranslation('reception');
  const variables = useMemo(() => ({ TrangThai: STATES[list] }), [list]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: PhieuHangDoiTiepDonDocument, variables, requestPolicy: 'cache-and-network' });
  const [, call] = useMutation(GoiPhieuHangDoiDocument);
  const [, recall] = useMutation(GoiLaiPhieuHangDoiDocument);
  const [, dismiss] = useMutation(BoQuaPhieuHangDoiDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  // An empty list holds no PhieuHangDoi for the plugin's typename refetch to find: a kiosk's first ticket comes this way.
  useAppEvent(queueEvents.update.module, (event) => {
    if (event.process === queueEvents.update.process) refetch({ requestPolicy: 'network-only' });
  });

  const columns = useMemo<DataTableColumn<PhieuHangDoiFieldsFragment>[]>(() => {
    const run = async (row: PhieuHangDoiFieldsFragment, action: Action) => {
      setBusyId(row._id);
      const mutate = { call, recall, dismiss }[action];
      const result = await mutate({ id: row._id });
      setBusyId(null);
      if (result.error) {
        toast.error(refusalText(result.error));
      } else {
        toast.success(t(`reception.queue.done.${action}`, { number: row.number }));
      }
      // The row may now belong to the other list: read this one again rather than wait for the queue event.
      refetch({ requestPolicy: 'network-only' });
    };
    return [
      { id: 'number', header: t('reception.queue.column.number'), accessor: (row) => row.number, cell: (row) => <span className={numberStyle}>{row.number}</span>, width: '5rem', sticky: 'start' },
      {
        id: 'kind',
        header: t('reception.queue.column.kind'),
        accessor: (row) => (row.Loai ? t(`reception.queue.kind.${row.Loai}`) : ''),
        // An on-request ticket waits at an examination room, not at the desk: it names the service and the room.
        cell: (row) => [row.Loai ? t(`reception.queue.kind.${row.Loai}`) : '', row.TenDichVu, row.Loai === 'TheoYeuCau' ? row.TenPhongBan : null].filter(Boolean).join(' · '),
        width: '14rem',
      },
      { id: 'time', header: t('reception.queue.column.time'), accessor: (row) => row.ThoiGian ?? 0, cell: (row) => (row.ThoiGian ? formatDateTime(row.ThoiGian) : ''), width: '9rem' },
      {
        id: 'state',
        header: t('reception.queue.column.state'),
        accessor: (row) => t(`reception.queue.state.${row.state}`),
        cell: (row) => (
          <span className={badge({ tone: STATE_TONE[row.state] ?? 'neutral', size: 'sm' })}>
            {t(`reception.queue.state.${row.state}`)}
            {row.isRecall ? ` (${t('reception.queue.recalledMark')})` : ''}
          </span>
        ),
        width: '9rem',
      },
      {
        id: 'priority',
        header: t('reception.queue.column.priority'),
        accessor: (row) => (row.isPriority ? t('reception.queue.priorityMark') : ''),
        cell: (row) => (row.isPriority ? <span className={badge({ tone: 'warning', size: 'sm' })}>{t('reception.queue.priorityMark')}</span> : null),
        width: '6.5rem',
      },
      {
        id: 'actions',
        header: t('reception.queue.column.actions'),
        cell: (row) => (
          <span className={actionsStyle}>
            {ACTIONS[list](row.state).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'dismiss' ? 'outline' : 'solid'}
                tone={action === 'dismiss' ? 'neutral' : 'accent'}
                loading={busyId === row._id}
                aria-label={t('reception.queue.actionLabel', { action: t(`reception.queue.${action}`), number: row.number })}
                onClick={() => run(row, action)}
              >
                {t(`reception.queue.${action}`)}
              </Button>
            ))}
          </span>
        ),
        width: '12rem',
      },
    ];
  }, [t, list, busyId, call, recall, dismiss, refetch]);

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2', minW: '0' })}>
      {error && (
        <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
          {refusalText(error)}
        </p>
      )}
      <DataTable
        label={t(`reception.queue.list.${list}`)}
        columns={columns}
        rows={data?.phieuHangDoiTiepDon}
        getRowId={(row) => row._id}
        loading={fetching}
        emptyText={t(`reception.queue.empty.${list}`)}
        height="min(calc(100vh - 20rem), 36rem)"
      />
    </div>
  );
}
