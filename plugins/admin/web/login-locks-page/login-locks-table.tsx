// The sign-in locks as a table: user name (or every name), address, failures, until when, and a button that clears it.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { LoginLocksQuery } from '../../generated/auth/graphql';

export type LoginLockRow = LoginLocksQuery['loginLocks'][number];

export interface LoginLocksTableProps {
  locks: readonly LoginLockRow[] | undefined;
  loading: boolean;
  busy: boolean;
  onClear: (lock: LoginLockRow) => void;
}

const rowId = (lock: LoginLockRow) => `${lock.username ?? '*'}@${lock.address}`;

export function LoginLocksTable({ locks, loading, busy, onClear }: LoginLocksTableProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<LoginLockRow>[] => {
    const who = (lock: LoginLockRow) => lock.username ?? t('admin.loginLocks.everyUser');
    // A lock that ran out still counts: the next failure locks again, for longer.
    const until = (lock: LoginLockRow) => (lock.lockedUntil && lock.lockedUntil > Date.now() ? formatDateTime(lock.lockedUntil) : t('admin.loginLocks.tryNow'));
    return [
      { id: 'user', header: t('admin.loginLocks.column.user'), accessor: who, width: '12rem' },
      { id: 'address', header: t('admin.loginLocks.column.address'), accessor: (lock) => lock.address, width: '14rem' },
      { id: 'failures', header: t('admin.loginLocks.column.failures'), accessor: (lock) => lock.failures, width: '8rem', align: 'end' },
      { id: 'lockedUntil', header: t('admin.loginLocks.column.lockedUntil'), accessor: until, width: '12rem' },
      {
        id: 'clear',
        header: t('admin.loginLocks.column.clear'),
        width: '8rem',
        cell: (lock) => (
          <Button size="sm" variant="outline" disabled={busy} aria-label={t('admin.loginLocks.clearOne', { user: who(lock), address: lock.address })} onClick={() => onClear(lock)}>
            {t('admin.loginLocks.clear')}
          </Button>
        ),
      },
    ];
  }, [t, busy, onClear]);

  return (
    <DataTable
      label={locks === undefined ? t('admin.loginLocks.title') : t('admin.loginLocks.total', { total: locks.length })}
      columns={columns}
      rows={locks}
      getRowId={rowId}
      loading={loading}
      emptyText={t('admin.loginLocks.empty')}
    />
  );
}
