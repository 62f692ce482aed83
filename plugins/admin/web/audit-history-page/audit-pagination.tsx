// Paging through the audit history: where the user is, the page size, previous and next.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, Select } from '@his/sdk/ui';
import { AUDIT_PAGE_SIZES, pageCount } from '../../rules/audit-log';

export interface AuditPaginationProps {
  page: number;
  limit: number;
  /** Unknown until the first answer. */
  total: number | undefined;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

const bar = css({ display: 'flex', alignItems: 'end', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const group = css({ display: 'flex', alignItems: 'center', gap: '2' });

export function AuditPagination({ page, limit, total, onPageChange, onLimitChange }: AuditPaginationProps) {
  const { t } = useTranslation('admin');
  const pages = pageCount(total ?? 0, limit);
  const position = t('admin.audit.pageOf', { page, pages });
  return (
    <nav className={bar} aria-label={position}>
      <Select
        label={t('admin.audit.pageSize')}
        items={AUDIT_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(limit)}
        onValueChange={(value) => value && onLimitChange(Number(value))}
        size="sm"
        className={css({ w: '10rem' })}
      />
      <span className={group}>
        <span aria-live="polite">{position}</span>
        <Button variant="outline" tone="neutral" size="sm" lock={false} icon={<Icon name="chevronLeft" />} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('admin.audit.previous')}
        </Button>
        <Button variant="outline" tone="neutral" size="sm" lock={false} disabled={total === undefined || page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('admin.audit.next')}
          <Icon name="chevronRight" />
        </Button>
      </span>
    </nav>
  );
}
