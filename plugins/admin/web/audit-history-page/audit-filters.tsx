// The audit history's filter bar: date range, user, action and record type, applied on Tìm kiếm (or Enter).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Icon, Select, TextInput } from '@his/sdk/ui';
import { AUDIT_ACTIONS } from '../../rules/audit-log';
import { filterProblem, type AuditFilterValues } from './audit-filter-values';

export interface AuditFiltersProps {
  /** The filter in force, which the bar starts from. */
  applied: AuditFilterValues;
  /** What Xóa bộ lọc returns to. */
  defaults: AuditFilterValues;
  onSearch: (values: AuditFilterValues) => void;
}

const bar = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr)) auto' },
  gap: '3',
  alignItems: 'end',
});
const buttons = css({ display: 'flex', gap: '2', alignItems: 'end' });
// An option value cannot be empty in the kit's select; this one stands for "no action filter".
const ALL = '*';

export function AuditFilters({ applied, defaults, onSearch }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(applied);
  const problem = filterProblem(values);
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSearch(values);
  };

  const actions = [
    { value: ALL, label: t('admin.audit.allActions') },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.action.${action}`) })),
  ];

  return (
    <form role="search" aria-label={t('admin.audit.filters')} onSubmit={submit} className={bar}>
      <DatePicker label={t('admin.audit.from')} value={values.tuNgay} onValueChange={(value) => set('tuNgay', value)} max={values.denNgay ?? undefined} />
      <DatePicker
        label={t('admin.audit.to')}
        value={values.denNgay}
        onValueChange={(value) => set('denNgay', value)}
        min={values.tuNgay ?? undefined}
        error={problem ? `admin:${problem}` : null}
      />
      <TextInput label={t('admin.audit.user')} value={values.username} onValueChange={(value) => set('username', value)} autoComplete="off" />
      <Select label={t('admin.audit.action')} items={actions} value={values.action ?? ALL} onValueChange={(value) => set('action', value === ALL ? null : value)} />
      <TextInput label={t('admin.audit.entity')} value={values.entity} onValueChange={(value) => set('entity', value)} autoComplete="off" />
      <div className={buttons}>
        <Button type="submit" icon={<Icon name="search" />} disabled={Boolean(problem)}>
          {t('admin.audit.search')}
        </Button>
        <Button
          variant="ghost"
          tone="neutral"
          lock={false}
          onClick={() => {
            setValues(defaults);
            onSearch(defaults);
          }}
        >
          {t('admin.audit.clear')}
        </Button>
      </div>
    </form>
  );
}
