// The users as a table: user name (a button that opens the account), staff member, position, profiles in order,
// state and last sign-in.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import { stateOf, type AdminUser } from './user-values';

export interface UsersTableProps {
  users: readonly AdminUser[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onOpen: (user: AdminUser) => void;
}

// Static classes: Panda extracts only what it can read at build time.
const STATE_CLASS = { locked: css({ color: 'danger.text' }), online: css({ color: 'success.text' }), offline: css({ color: 'fg.muted' }) } as const;

export function UsersTable({ users, loading, selectedId, onOpen }: UsersTableProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<AdminUser>[] => [
    {
      id: 'username',
      header: t('admin.users.column.username'),
      accessor: (user) => user.username,
      sortable: true,
      width: '11rem',
      sticky: 'start',
      cell: (user) => (
        <Button size="sm" variant="ghost" lock={false} aria-label={t('admin.users.open', { username: user.username })} onClick={() => onOpen(user)} className={css({ maxW: 'full', justifyContent: 'flex-start' })}>
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{user.username}</span>
        </Button>
      ),
    },
    { id: 'staff', header: t('admin.users.column.staff'), accessor: (user) => user.employee?.TenNhanVien ?? null, sortable: true, width: '13rem' },
    { id: 'position', header: t('admin.users.column.position'), accessor: (user) => user.employee?.ChucVu?.TenChucVu ?? null, width: '10rem' },
    { id: 'profiles', header: t('admin.users.column.profiles'), accessor: (user) => user.profiles.map((profile) => profile.name).join(', '), width: '14rem' },
    {
      id: 'state',
      header: t('admin.users.column.state'),
      accessor: (user) => t(`admin.users.state.${stateOf(user)}`),
      sortable: true,
      width: '9rem',
      cell: (user) => <span className={STATE_CLASS[stateOf(user)]}>{t(`admin.users.state.${stateOf(user)}`)}</span>,
    },
    {
      id: 'lastSignIn',
      header: t('admin.users.column.lastSignIn'),
      accessor: (user) => user.lastSignIn,
      sortable: true,
      width: '10rem',
      cell: (user) => (user.lastSignIn === null ? t('admin.users.neverSignedIn') : formatDateTime(user.lastSignIn)),
    },
  ], [t, onOpen]);

  return (
    <DataTable
      label={users === undefined ? t('admin.users.title') : t('admin.users.total', { total: users.length })}
      columns={columns}
      rows={users}
      getRowId={(user) => user._id}
      loading={loading}
      selectedRowId={selectedId}
      onRowActivate={onOpen}
      emptyText={t('admin.users.empty')}
    />
  );
}
