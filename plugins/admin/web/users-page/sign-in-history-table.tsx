// An account's sign-ins, refused sign-ins (with why) and sign-outs, newest first.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { UserLoginHistoryQuery } from '../../generated/auth/graphql';

type Entry = UserLoginHistoryQuery['loginHistory'][number];

export function SignInHistoryTable({ entries, loading }: { entries: readonly Entry[] | undefined; loading: boolean }) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<Entry>[] => [
    { id: 'time', header: t('admin.users.history.time'), accessor: (entry) => formatDateTime(entry.time), width: '10rem' },
    { id: 'action', header: t('admin.users.history.action'), accessor: (entry) => t(`admin.users.history.${entry.action}`, { defaultValue: entry.action }), width: '11rem' },
    { id: 'address', header: t('admin.users.history.address'), accessor: (entry) => entry.address ?? '', width: '9rem' },
    // A refusal's reason is the message the user was shown.
    { id: 'reason', header: t('admin.users.history.reason'), accessor: (entry) => (entry.reason ? t(entry.reason, { ns: 'core', defaultValue: entry.reason }) : ''), width: '16rem' },
  ], [t]);
  // Nothing to list is said in words: an empty table's frame would still scroll sideways in a narrow panel, with
  // no row to reach it by keyboard.
  if (entries?.length === 0) return <p className={css({ color: 'fg.muted', p: '3' })}>{t('admin.users.history.empty')}</p>;
  return (
    <DataTable
      label={t('admin.users.history.title')}
      columns={columns}
      rows={entries}
      getRowId={(entry) => entry._id}
      loading={loading}
      height={280}
      emptyText={t('admin.users.history.empty')}
    />
  );
}
