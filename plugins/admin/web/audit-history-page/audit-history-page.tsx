// The audit history (/lich-su-thao-tac): who did what, where and when, newest first, a page at a time,
// with each entry's before and after in a dialog.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Spinner } from '@his/sdk/ui';
import { GetLichSuThaoTacDocument } from '../../generated/graphql';
import { AuditFilters } from './audit-filters';
import { AuditEntryDialog } from './audit-entry-dialog';
import { defaultAuditFilter, toQueryFilter, type AuditFilterValues } from './audit-filter-values';

const PAGE_SIZE = 50;

const page = css({ maxW: '90rem', mx: 'auto', p: { base: '4', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  bg: 'bg.default',
  textStyle: 'sm',
  '& caption': { textAlign: 'start', py: '2', color: 'fg.muted' },
  '& th': { textAlign: 'start', px: '3', py: '2', bg: 'bg.muted', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.default', position: 'sticky', top: 0 },
  '& td': { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
});
const pager = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });

export function AuditHistoryPage() {
  const { t } = useTranslation('admin');
  const defaults = useMemo(() => defaultAuditFilter(Date.now()), []);
  const [applied, setApplied] = useState<AuditFilterValues>(defaults);
  const [pageNumber, setPageNumber] = useState(1);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const [{ data, fetching, error }] = useQuery({
    query: GetLichSuThaoTacDocument,
    variables: { filter: toQueryFilter(applied), page: pageNumber, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const result = data?.getLichSuThaoTac;
  const pages = Math.max(1, Math.ceil((result?.total ?? 0) / PAGE_SIZE));
  const actionName = (action: string) => t(`admin.audit.action.${action}`, { defaultValue: action });

  return (
    <main className={page}>
      <h1 className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{t('admin.audit.title')}</h1>
      <AuditFilters
        applied={applied}
        defaults={defaults}
        onSearch={(values) => {
          setApplied(values);
          setPageNumber(1);
        }}
      />
      {error && <p role="alert" className={css({ color: 'danger.text' })}>{t('admin.audit.loadFailed', { message: error.message })}</p>}
      <div className={css({ overflowX: 'auto' })}>
        <table className={table} aria-busy={fetching}>
          <caption>{result ? t('admin.audit.total', { total: result.total }) : t('admin.audit.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.audit.column.time')}</th>
              <th scope="col">{t('admin.audit.column.user')}</th>
              <th scope="col">{t('admin.audit.column.node')}</th>
              <th scope="col">{t('admin.audit.column.action')}</th>
              <th scope="col">{t('admin.audit.column.entity')}</th>
              <th scope="col">{t('admin.audit.column.entityId')}</th>
              <th scope="col">{t('admin.audit.column.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {result?.items.map((entry) => (
              <tr key={entry._id}>
                <td>{formatDateTime(entry.time)}</td>
                <td>{entry.username ?? t('admin.audit.unknownUser')}</td>
                <td>{entry.nodeName ?? ''}</td>
                <td>{actionName(entry.action)}</td>
                <td>{entry.entity}</td>
                <td>{entry.entity_Id ?? ''}</td>
                <td>
                  <Button size="sm" variant="ghost" lock={false} aria-label={t('admin.audit.viewEntry', { action: actionName(entry.action), time: formatDateTime(entry.time) })} onClick={() => setOpenEntry(entry._id)}>
                    {t('admin.audit.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {fetching && !result && <Spinner />}
        {result && result.items.length === 0 && <p className={css({ p: '4', color: 'fg.muted' })}>{t('admin.audit.empty')}</p>}
      </div>
      <nav className={pager} aria-label={t('admin.audit.pageOf', { page: pageNumber, pages })}>
        <span>{t('admin.audit.pageOf', { page: pageNumber, pages })}</span>
        <span className={css({ display: 'flex', gap: '2' })}>
          <Button variant="outline" size="sm" lock={false} disabled={pageNumber <= 1} onClick={() => setPageNumber((current) => current - 1)}>{t('admin.audit.previous')}</Button>
          <Button variant="outline" size="sm" lock={false} disabled={pageNumber >= pages} onClick={() => setPageNumber((current) => current + 1)}>{t('admin.audit.next')}</Button>
        </span>
      </nav>
      <AuditEntryDialog entryId={openEntry} onClose={() => setOpenEntry(null)} />
    </main>
  );
}
