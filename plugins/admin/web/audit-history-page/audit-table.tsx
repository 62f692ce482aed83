// One page of audit entries as a table: time, user, site, action, record type and name, and a button that
// opens the entry (as do a double-click and Enter on the row).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { Button, DataTable, type DataTableColumn } from '@his/sdk/ui';
import type { GetLichSuThaoTacQuery } from '../../generated/graphql';

export type AuditListEntry = GetLichSuThaoTacQuery['getLichSuThaoTac']['items'][number];

export interface AuditTableProps {
  entries: readonly AuditListEntry[] | undefined;
  total: number | undefined;
  loading: boolean;
  onOpen: (entryId: string) => void;
  /** The record type and record columns; left out where every entry is of one record (its history). */
  recordColumns?: boolean;
  /** The table's name while its total is unknown. */
  label?: string;
  /** What an empty table says; "nothing matches the filter" by default. */
  emptyText?: string;
}

// Not sortable: a page is a slice of the server's newest-first order, sorting it alone would mislead.
export function AuditTable({ entries, total, loading, onOpen, recordColumns = true, label, emptyText }: AuditTableProps) {
  const { t } = useTranslation('admin');
  const columns = useMemo((): DataTableColumn<AuditListEntry>[] => {
    const actionName = (action: string) => t(`admin.audit.action.${action}`, { defaultValue: action });
    return [
      { id: 'time', header: t('admin.audit.column.time'), accessor: (entry) => formatDateTime(entry.time), width: '9rem' },
      { id: 'user', header: t('admin.audit.column.user'), accessor: (entry) => entry.username ?? t('admin.audit.unknownUser'), width: '9rem' },
      { id: 'node', header: t('admin.audit.column.node'), accessor: (entry) => entry.nodeName ?? null, width: '14rem' },
      { id: 'action', header: t('admin.audit.column.action'), accessor: (entry) => actionName(entry.action), width: '9rem' },
      ...(recordColumns
        ? [
            { id: 'entity', header: t('admin.audit.column.entity'), accessor: (entry: AuditListEntry) => entry.entityLabel, width: '12rem' },
            { id: 'record', header: t('admin.audit.column.record'), accessor: (entry: AuditListEntry) => entry.recordName ?? null, width: '14rem' },
          ]
        : []),
      {
        id: 'detail',
        header: t('admin.audit.column.detail'),
        width: '6rem',
        cell: (entry) => (
          <Button
            size="sm"
            variant="ghost"
            lock={false}
            aria-label={t('admin.audit.viewEntry', { action: actionName(entry.action), time: formatDateTime(entry.time) })}
            onClick={() => onOpen(entry._id)}
          >
            {t('admin.audit.view')}
          </Button>
        ),
      },
    ];
  }, [t, onOpen, recordColumns]);

  return (
    <DataTable
      label={total === undefined ? (label ?? t('admin.audit.title')) : t('admin.audit.total', { total })}
      columns={columns}
      rows={entries}
      getRowId={(entry) => entry._id}
      loading={loading}
      emptyText={emptyText ?? t('admin.audit.empty')}
      onRowActivate={(entry) => onOpen(entry._id)}
    />
  );
}
