// An account's open sessions: when each began and ends, from where, and a button that ends it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { UserSessionsQuery } from '../../generated/auth/graphql';

type Session = UserSessionsQuery['userSessions'][number];

export interface OpenSessionsTableProps {
  sessions: readonly Session[] | undefined;
  loading: boolean;
  /** Without auth.users.manage there is no end button. */
  canEnd: boolean;
  busy: boolean;
  onEnd: (session: Session) => void;
}

export function OpenSessionsTable({ sessions, loading, canEnd, busy, onEnd }: OpenSessionsTableProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<Session>[] => {
    const started = (session: Session) => formatDateTime(session.createdAt);
    return [
      { id: 'createdAt', header: t('admin.users.sessions.createdAt'), accessor: (session) => (session.isCurrent ? t('admin.users.sessions.current', { time: started(session) }) : started(session)), width: '12rem' },
      { id: 'expiresAt', header: t('admin.users.sessions.expiresAt'), accessor: (session) => formatDateTime(session.expiresAt), width: '10rem' },
      { id: 'address', header: t('admin.users.sessions.address'), accessor: (session) => session.address ?? '', width: '9rem' },
      ...(canEnd
        ? [{
            id: 'end',
            header: t('admin.users.sessions.end'),
            width: '8rem',
            sticky: 'end' as const,
            cell: (session: Session) => (
              <Button size="sm" variant="outline" tone="danger" disabled={busy} aria-label={t('admin.users.sessions.endOne', { time: started(session), address: session.address ?? '' })} onClick={() => onEnd(session)}>
                {t('admin.users.sessions.end')}
              </Button>
            ),
          }]
        : []),
    ];
  }, [t, canEnd, busy, onEnd]);
  // Nothing to list is said in words: an empty table's frame would still scroll sideways in a narrow panel, with
  // no row to reach it by keyboard.
  if (sessions?.length === 0) return <p className={css({ color: 'fg.muted', p: '3' })}>{t('admin.users.sessions.empty')}</p>;
  return (
    <DataTable
      label={t('admin.users.sessions.title')}
      columns={columns}
      rows={sessions}
      getRowId={(session) => session._id}
      loading={loading}
      height={240}
      emptyText={t('admin.users.sessions.empty')}
    />
  );
}
