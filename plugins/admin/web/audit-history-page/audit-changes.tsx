// What an audit entry changed, as a table of labelled fields with their values before and after.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import type { GetLichSuThaoTacByIdQuery } from '../../generated/graphql';

export type AuditChange = NonNullable<GetLichSuThaoTacByIdQuery['getLichSuThaoTacById']>['changes'][number];

export interface AuditChangesProps {
  changes: readonly AuditChange[];
}

const table = css({
  width: '100%',
  mt: '4',
  borderCollapse: 'collapse',
  textStyle: 'sm',
  '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border' },
  '& thead th': { fontWeight: 'semibold', bg: 'bg.muted' },
  '& tbody th': { fontWeight: 'normal', color: 'fg.muted', whiteSpace: 'nowrap' },
  '& td': { wordBreak: 'break-word' },
});
const muted = css({ color: 'fg.muted' });

export function AuditChanges({ changes }: AuditChangesProps) {
  const { t } = useTranslation('admin');
  if (changes.length === 0) return <p className={css({ mt: '4', color: 'fg.muted' })}>{t('admin.audit.detail.noChanges')}</p>;
  const none = <span className={muted}>{t('admin.audit.detail.none')}</span>;
  return (
    <table className={table} aria-label={t('admin.audit.detail.changes')}>
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.detail.field')}</th>
          <th scope="col">{t('admin.audit.detail.before')}</th>
          <th scope="col">{t('admin.audit.detail.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td>{change.before ?? none}</td>
            <td>{change.after ?? none}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
