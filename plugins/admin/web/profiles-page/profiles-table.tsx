// The profiles as a table: name (a button that opens the profile), menu kind, the nodes it acts on, and its state.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import { profileNodeNames, type ListedProfile } from './profile-values';

export interface ProfilesTableProps {
  profiles: readonly ListedProfile[] | undefined;
  loading: boolean;
  nodeName: (id: string) => string;
  onOpen: (profile: ListedProfile) => void;
}

// Static classes: Panda extracts only what it can read at build time.
const STATE_CLASS = { locked: css({ color: 'danger.text' }), active: css({ color: 'success.text' }) } as const;

export function ProfilesTable({ profiles, loading, nodeName, onOpen }: ProfilesTableProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<ListedProfile>[] => [
    {
      id: 'name',
      header: t('admin.profiles.column.name'),
      accessor: (profile) => profile.name,
      sortable: true,
      width: '16rem',
      sticky: 'start',
      cell: (profile) => (
        <Button size="sm" variant="ghost" lock={false} aria-label={t('admin.profiles.open', { name: profile.name })} onClick={() => onOpen(profile)} className={css({ maxW: 'full', justifyContent: 'flex-start' })}>
          <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{profile.name}</span>
        </Button>
      ),
    },
    { id: 'menu', header: t('admin.profiles.column.menu'), accessor: (profile) => t(`admin.profiles.menuKind.${profile.menu === 'full' ? 'full' : 'tree'}`), sortable: true, width: '11rem' },
    { id: 'nodes', header: t('admin.profiles.column.nodes'), accessor: (profile) => profileNodeNames(profile, nodeName), width: '20rem' },
    {
      id: 'state',
      header: t('admin.profiles.column.state'),
      accessor: (profile) => t(`admin.profiles.state.${profile.isLocked ? 'locked' : 'active'}`),
      sortable: true,
      width: '9rem',
      cell: (profile) => <span className={STATE_CLASS[profile.isLocked ? 'locked' : 'active']}>{t(`admin.profiles.state.${profile.isLocked ? 'locked' : 'active'}`)}</span>,
    },
  ], [t, onOpen, nodeName]);

  return (
    <DataTable
      label={profiles === undefined ? t('admin.profiles.title') : t('admin.profiles.total', { count: profiles.length })}
      columns={columns}
      rows={profiles}
      getRowId={(profile) => profile._id}
      loading={loading}
      onRowActivate={onOpen}
      emptyText={t('admin.profiles.empty')}
    />
  );
}
