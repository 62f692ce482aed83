// One record's audit history over a record's screen: its entries, newest first, a page at a time, each openable in
// full; what the audit history shows filtered to that record (its entity and id), over every day.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Pagination, usePaging } from '@his/sdk/ui';
import type { RecordHistoryProps } from '../../contract';
import { GetLichSuThaoTacDocument } from '../../generated/graphql';
import { AUDIT_PAGE_LIMIT_DEFAULT, AUDIT_PAGE_SIZES } from '../../rules/audit-log';
import { AuditEntryDialog } from '../audit-history-page/audit-entry-dialog';
import { AuditTable } from '../audit-history-page/audit-table';

export interface RecordHistoryDialogProps extends RecordHistoryProps {
  open: boolean;
  onClose: () => void;
}

export function RecordHistoryDialog({ entity, entityId, recordName, open, onClose }: RecordHistoryDialogProps) {
  const { t } = useTranslation('admin');
  const record = useMemo(() => ({ entity, entity_Id: entityId }), [entity, entityId]);
  const paging = usePaging(AUDIT_PAGE_LIMIT_DEFAULT, record);
  const { page, limit } = paging;
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const variables = useMemo(() => ({ filter: record, page, limit }), [record, page, limit]);
  // Asked again each time it opens: the record may have changed since.
  const [{ data, fetching, error }] = useQuery({ query: GetLichSuThaoTacDocument, variables, pause: !open, requestPolicy: 'cache-and-network' });
  const result = data?.getLichSuThaoTac;
  const failure = error && [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ');
  const title = recordName ? t('admin.recordHistory.title', { name: recordName }) : t('admin.audit.title');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      size="xl"
      closeOnInteractOutside
      footer={<Button variant="outline" tone="neutral" lock={false} onClick={onClose}>{t('admin.audit.detail.close')}</Button>}
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        {error && (
          <p role="alert" className={css({ color: 'danger.text' })}>
            {t('admin.audit.loadFailed', { message: failure || t('error.generic', { ns: 'core' }) })}
          </p>
        )}
        <AuditTable
          entries={result?.items}
          total={result?.total}
          loading={fetching}
          onOpen={setOpenEntry}
          recordColumns={false}
          label={title}
          emptyText={t('admin.recordHistory.empty')}
        />
        <Pagination {...paging.bind} total={result?.total} pageSizes={AUDIT_PAGE_SIZES} />
      </div>
      <AuditEntryDialog entryId={openEntry} onClose={() => setOpenEntry(null)} />
    </Dialog>
  );
}
