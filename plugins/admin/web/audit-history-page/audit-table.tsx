// One page of audit entries as a table: time, user, site, action, record type and id, and a button that
// opens the entry.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { cx, css } from '@his/sdk/styled/css';
import { table } from '@his/sdk/styled/recipes';
import { Button, Spinner } from '@his/sdk/ui';
import type { GetLichSuThaoTacQuery } from '../../generated/graphql';

export type AuditListEntry = GetLichSuThaoTacQuery['getLichSuThaoTac']['items'][number];

export interface AuditTableProps {
  entries: readonly AuditListEntry[] | undefined;
  total: number | undefined;
  loading: boolean;
  onOpen: (entryId: string) => void;
}

// The recipe's table has a fixed layout: the columns share the width in these proportions.
const WIDTHS = ['9rem', '9rem', '14rem', '9rem', '12rem', '14rem', '6rem'];
const frame = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', bg: 'bg.default' });
const wide = css({ minW: '72rem' });

export function AuditTable({ entries, total, loading, onOpen }: AuditTableProps) {
  const { t } = useTranslation('admin');
  const styles = table();
  const actionName = (action: string) => t(`admin.audit.action.${action}`, { defaultValue: action });
  const headers = ['time', 'user', 'node', 'action', 'entity', 'entityId', 'detail'] as const;

  return (
    <div className={frame}>
      <table className={cx(styles.table, wide)} aria-busy={loading || undefined}>
        <caption className={styles.caption}>{total === undefined ? t('admin.audit.title') : t('admin.audit.total', { total })}</caption>
        <colgroup>
          {WIDTHS.map((width, index) => <col key={index} style={{ width }} />)}
        </colgroup>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={styles.header}>{t(`admin.audit.column.${header}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!entries && loading && (
            <tr>
              <td colSpan={headers.length} className={styles.status}><Spinner /></td>
            </tr>
          )}
          {entries && entries.length === 0 && (
            <tr>
              <td colSpan={headers.length} className={styles.status}>{t('admin.audit.empty')}</td>
            </tr>
          )}
          {entries?.map((entry) => {
            const time = formatDateTime(entry.time);
            const user = entry.username ?? t('admin.audit.unknownUser');
            return (
              <tr key={entry._id} className={styles.row}>
                <td className={styles.cell}>{time}</td>
                <td className={styles.cell} title={user}>{user}</td>
                <td className={styles.cell} title={entry.nodeName ?? undefined}>{entry.nodeName}</td>
                <td className={styles.cell}>{actionName(entry.action)}</td>
                <td className={styles.cell} title={entry.entity}>{entry.entity}</td>
                <td className={styles.cell} title={entry.entity_Id ?? undefined}>{entry.entity_Id}</td>
                <td className={styles.cell}>
                  <Button
                    size="sm"
                    variant="ghost"
                    lock={false}
                    aria-label={t('admin.audit.viewEntry', { action: actionName(entry.action), time })}
                    onClick={() => onOpen(entry._id)}
                  >
                    {t('admin.audit.view')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
