// The audit history's filter bar: date range, user, action, record type and, where the variant keeps patients, the
// patient, applied on Tìm kiếm (or Enter).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Icon, Select, TextInput } from '@his/sdk/ui';
import { Slot, useSlotFills } from '@his/sdk/web';
import { auditPatientPicker } from '../../contract';
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
// With the patient picker: six fields before the buttons on a wide screen.
const barWithPatient = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr)) auto' },
  gap: '3',
  alignItems: 'end',
});
const buttons = css({ display: 'flex', gap: '2', alignItems: 'end' });
// An option value cannot be empty in the kit's select; this one stands for "no action filter".
const ALL = '*';

export function AuditFilters({ applied, defaults, onSearch }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(applied);
  // Only a variant whose patients a plugin keeps (reception) has a patient to pick; the bar keeps no empty place.
  const withPatient = useSlotFills(auditPatientPicker).length > 0;
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
    <form role="search" aria-label={t('admin.audit.filters')} onSubmit={submit} className={withPatient ? barWithPatient : bar}>
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
      {withPatient && (
        <div>
          <Slot slot={auditPatientPicker} props={{ label: t('admin.audit.patient'), value: values.patient, onValueChange: (patient) => set('patient', patient) }} />
        </div>
      )}
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
