// One audit entry in full: who, where, when, through which function, and what changed, field by field.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Spinner } from '@his/sdk/ui';
import { GetLichSuThaoTacByIdDocument } from '../../generated/graphql';
import { AuditChanges } from './audit-changes';

export interface AuditEntryDialogProps {
  /** The entry to show; null closes the dialog. */
  entryId: string | null;
  onClose: () => void;
}

const facts = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1', '& dt': { color: 'fg.muted' }, '& dd': { wordBreak: 'break-word' } });

export function AuditEntryDialog({ entryId, onClose }: AuditEntryDialogProps) {
  const { t } = useTranslation('admin');
  const [{ data, fetching, error }] = useQuery({ query: GetLichSuThaoTacByIdDocument, variables: { id: entryId ?? '' }, pause: entryId === null });
  const entry = data?.getLichSuThaoTacById;
  const none = t('admin.audit.detail.none');

  return (
    <Dialog
      open={entryId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.audit.detail.title')}
      size="lg"
      closeOnInteractOutside
      footer={<Button variant="outline" tone="neutral" lock={false} onClick={onClose}>{t('admin.audit.detail.close')}</Button>}
    >
      {fetching && !entry ? (
        <Spinner label={t('admin.audit.detail.loading')} showLabel />
      ) : error ? (
        <p role="alert">{error.graphQLErrors[0]?.message ?? t('error.generic', { ns: 'core' })}</p>
      ) : !entry ? (
        <p>{t('admin.audit.detail.notFound')}</p>
      ) : (
        <>
          <dl className={facts}>
            <dt>{t('admin.audit.column.time')}</dt>
            <dd>{formatDateTime(entry.time)}</dd>
            <dt>{t('admin.audit.column.user')}</dt>
            <dd>{entry.username ?? t('admin.audit.unknownUser')}</dd>
            <dt>{t('admin.audit.column.action')}</dt>
            <dd>{t(`admin.audit.action.${entry.action}`, { defaultValue: entry.action })}</dd>
            <dt>{t('admin.audit.column.entity')}</dt>
            <dd>{entry.entityLabel}</dd>
            <dt>{t('admin.audit.column.record')}</dt>
            <dd>{entry.recordName ?? none}</dd>
            <dt>{t('admin.audit.column.node')}</dt>
            <dd>{entry.nodeName ?? none}</dd>
            <dt>{t('admin.audit.detail.operation')}</dt>
            <dd>{entry.operationLabel ?? none}</dd>
            <dt>{t('admin.audit.detail.address')}</dt>
            <dd>{entry.address ?? none}</dd>
          </dl>
          <AuditChanges changes={entry.changes} />
        </>
      )}
    </Dialog>
  );
}
