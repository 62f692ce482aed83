// Paging through a server-side list: where the user is, the page size, previous and next.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import { Select } from '../select/select';

export interface PaginationProps {
  page: number;
  limit: number;
  /** Unknown until the first answer. */
  total: number | undefined;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

const bar = css({ display: 'flex', alignItems: 'end', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const group = css({ display: 'flex', alignItems: 'center', gap: '2' });

export function Pagination({ page, limit, total, pageSizes, onPageChange, onLimitChange }: PaginationProps) {
  const { t } = useTranslation('ui');
  const pages = pageCount(total ?? 0, limit);
  const position = t('ui.pagination.pageOf', { page, pages, total: total ?? '…' });
  return (
    <nav className={bar} aria-label={t('ui.pagination.label')}>
      <Select
        label={t('ui.pagination.pageSize')}
        items={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(limit)}
        onValueChange={(value) => value && onLimitChange(Number(value))}
        size="sm"
        className={css({ w: '10rem' })}
      />
      <span className={group}>
        <span aria-live="polite">{position}</span>
        <Button variant="outline" tone="neutral" size="sm" lock={false} icon={<Icon name="chevronLeft" />} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          {t('ui.pagination.previous')}
        </Button>
        <Button variant="outline" tone="neutral" size="sm" lock={false} disabled={total === undefined || page >= pages} onClick={() => onPageChange(page + 1)}>
          {t('ui.pagination.next')}
          <Icon name="chevronRight" />
        </Button>
      </span>
    </nav>
  );
}
