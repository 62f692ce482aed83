// The vital signs of the examination form, with the BMI and its category worked out on screen as the doctor types
// the height and the weight.
import { useTranslation } from 'react-i18next';
import type { Timestamp } from '@his/sdk';
import { css } from '@his/sdk/styled/css';
import { NumberInput } from '@his/sdk/ui';
import type { KhamBenhValues, VitalSign } from '../../rules/exam';
import { bmiReading, type BmiPatient } from './bmi-reading';
import { errorOf, type Problems } from './form-values';

export interface VitalSignsProps {
  values: KhamBenhValues;
  onChange: (changes: Partial<KhamBenhValues>) => void;
  patient: BmiPatient;
  examAt: Timestamp;
  problems: Problems;
  disabled: boolean;
}

// Temperature, height and weight take a decimal; the others are counts or whole millimetres of mercury.
const SIGNS: readonly [VitalSign, number][] = [
  ['Mach', 0], ['NhietDo', 1], ['HuyetApTamThu', 0], ['HuyetApTamTruong', 0], ['NhipTho', 0], ['SpO2', 0], ['ChieuCao', 1], ['CanNang', 1],
];

export const vitalsGrid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } });
const bmiBox = css({ display: 'flex', flexDir: 'column', gap: '1', justifyContent: 'flex-end', textStyle: 'sm' });

export function VitalSigns({ values, onChange, patient, examAt, problems, disabled }: VitalSignsProps) {
  const { t } = useTranslation('examination');
  const reading = bmiReading(values, patient, examAt);
  return (
    <div className={vitalsGrid}>
      {SIGNS.map(([field, fractionDigits]) => (
        <NumberInput
          key={field}
          name={field}
          label={t(`examination.field.${field}`)}
          value={values[field]}
          onValueChange={(value) => onChange({ [field]: value })}
          fractionDigits={fractionDigits}
          grouping={false}
          disabled={disabled}
          {...errorOf(problems, field)}
        />
      ))}
      <div className={bmiBox} role="status" aria-label={t('examination.form.bmi')}>
        <span className={css({ fontWeight: 'medium' })}>{t('examination.form.bmi')}</span>
        <output data-testid="bmi">
          {reading ? t('examination.form.bmiValue', { value: reading.value.toFixed(1), category: t(reading.key, { ns: 'core' }) }) : t('examination.form.bmiMissing')}
        </output>
      </div>
    </div>
  );
}
