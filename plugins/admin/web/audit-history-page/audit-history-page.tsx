// The audit history (/lich-su-thao-tac): who did what, where and when, newest first, a page at a time,
// with each entry's before and after in a dialog, and the whole filtered history to Excel.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Pagination, usePaging } from '@his/sdk/ui';
import { AUDIT_PAGE_LIMIT_DEFAULT, AUDIT_PAGE_SIZES } from '../../rules/audit-log';
import { GetLichSuThaoTacDocument } from '../../generated/graphql';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { defaultAuditFilter, toQueryFilter, type AuditFilterValues } from './audit-filter-values';

const layout = css({ maxW: '90rem', mx: 'auto', p: { base: '4', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });

export function AuditHistoryPage() {
  const { t } = useTranslation('admin');
  const defaults = useMemo(() => defaultAuditFilter(Date.now()), []);
  const [applied, setApplied] = useState<AuditFilterValues>(defaults);
  const paging = usePaging(AUDIT_PAGE_LIMIT_DEFAULT, applied);
  const { page, limit } = paging;
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const variables = useMemo(() => ({ filter: toQueryFilter(applied), page, limit }), [applied, page, limit]);
  // Always asked of the server as well: the log grows with every action, a cached page is soon out of date.
  const [{ data, fetching, error }] = useQuery({ query: GetLichSuThaoTacDocument, variables, requestPolicy: 'cache-and-network' });
  const result = data?.getLichSuThaoTac;
  const failure = error && [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ');

  return (
    <main className={layout}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('admin.audit.title')}</h1>
      <AuditFilters
        applied={applied}
        defaults={defaults}
        onSearch={setApplied}
      />
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('admin.audit.loadFailed', { message: failure || t('error.generic', { ns: 'core' }) })}
        </p>
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <AuditExportButton filter={variables.filter} total={result?.total} />
      </div>
      <AuditTable entries={result?.items} total={result?.total} loading={fetching} onOpen={setOpenEntry} />
      <Pagination {...paging.bind} total={result?.total} pageSizes={AUDIT_PAGE_SIZES} />
      <AuditEntryDialog entryId={openEntry} onClose={() => setOpenEntry(null)} />
    </main>
  );
}
