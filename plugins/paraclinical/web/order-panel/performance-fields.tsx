// How an order was performed (spec §5 Subclinical): the device, the performers (each once, the one in charge first),
// the execution time and, for a sample, the sampling time and the sample id the analyser reads.
import { useTranslation } from 'react-i18next';
import { RefPicker, RefsPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { TextInput } from '@his/sdk/ui';
import { nhanVienFace } from '../../../catalogues/contract';
import { thietBiFace } from '../../../catalogues/contract';
import { dateTimeText, parseDateTimeText, type PerformanceValues } from './result-values';
import { errorOf, type Problems } from './problems';

export interface PerformanceFieldsProps {
  values: PerformanceValues;
  onChange: (changes: Partial<PerformanceValues>) => void;
  problems: Problems;
  /** A lab order: the sampling time and the sample id are asked too. */
  sampled: boolean;
  /** The sample's number of the day at the room, once given. */
  STTMau?: number | null;
  disabled: boolean;
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });

export function PerformanceFields({ values, onChange, problems, sampled, STTMau, disabled }: PerformanceFieldsProps) {
  const { t } = useTranslation('paraclinical');
  const time = (field: 'NgayThucHien' | 'NgayLayMau') => (
    <TextInput
      type="datetime-local"
      name={field}
      label={t(`paraclinical.web.field.${field}`)}
      required
      value={dateTimeText(values[field])}
      onValueChange={(text) => onChange({ [field]: parseDateTimeText(text) })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  return (
    <section aria-labelledby="cls-performance" className={css({ display: 'grid', gap: '2' })}>
      <h3 id="cls-performance" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('paraclinical.web.performance.title')}
      </h3>
      <div className={grid}>
        <RefPicker
          name="ThietBi_Id"
          target={thietBiFace}
          label={t('paraclinical.web.field.ThietBi_Id')}
          required
          value={values.ThietBi_Id}
          onValueChange={(id) => onChange({ ThietBi_Id: id })}
          disabled={disabled}
          {...errorOf(problems, 'ThietBi_Id')}
        />
        <RefsPicker
          name="NguoiThucHien_Ids"
          target={nhanVienFace}
          label={t('paraclinical.web.field.NguoiThucHien_Ids')}
          required
          helperText={t('paraclinical.web.performance.performersHelp')}
          value={values.NguoiThucHien_Ids}
          onValueChange={(ids) => onChange({ NguoiThucHien_Ids: ids })}
          disabled={disabled}
          {...errorOf(problems, 'NguoiThucHien_Ids')}
        />
        {sampled && time('NgayLayMau')}
        {time('NgayThucHien')}
        {sampled && (
          <TextInput
            name="SIDMau"
            label={t('paraclinical.web.field.SIDMau')}
            helperText={STTMau ? t('paraclinical.web.performance.sampleNumber', { number: STTMau }) : t('paraclinical.web.performance.sidHelp')}
            maxLength={50}
            value={values.SIDMau}
            onValueChange={(text) => onChange({ SIDMau: text })}
            disabled={disabled}
            {...errorOf(problems, 'SIDMau')}
          />
        )}
      </div>
    </section>
  );
}
