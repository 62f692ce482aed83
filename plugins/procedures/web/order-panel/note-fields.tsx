// The process and results of a procedure (spec §2 tab "process and results", §5 Service performance): start and end
// (required, the end not before the start), the process and the course, the result code with its name, the
// treatment group, the death option (a choice that must be made) and the conclusion.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { RadioGroup, Select, Textarea, TextInput } from '@his/sdk/ui';
import { RESULT_CODES, TREATMENT_GROUPS } from '../../rules/notes';
import { dateTimeText, parseDateTimeText, type NoteValues, type Problems } from './note-values';
import { errorOf } from './problems';

export interface NoteFieldsProps {
  values: NoteValues;
  onChange: (changes: Partial<NoteValues>) => void;
  problems: Problems;
  disabled: boolean;
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });

export function NoteFields({ values, onChange, problems, disabled }: NoteFieldsProps) {
  const { t } = useTranslation('procedures');
  const time = (field: 'BatDau' | 'KetThuc') => (
    <TextInput
      type="datetime-local"
      name={field}
      label={t(`procedures.web.field.${field}`)}
      required
      value={dateTimeText(values[field])}
      onValueChange={(text) => onChange({ [field]: parseDateTimeText(text) })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  const text = (field: 'QuyTrinh' | 'DienBien' | 'KetLuan', rows: number, maxLength: number) => (
    <Textarea
      name={field}
      label={t(`procedures.web.field.${field}`)}
      rows={rows}
      maxLength={maxLength}
      value={values[field]}
      onValueChange={(value) => onChange({ [field]: value })}
      disabled={disabled}
      fieldClassName={wide}
      {...errorOf(problems, field)}
    />
  );
  const chooseResult = (code: string | null) => {
    // The result's name starts as the code's, to be written more precisely.
    const named = values.TenKetQua.trim() === '' || RESULT_CODES.some((each) => t(`procedures.result.${each}`) === values.TenKetQua);
    onChange({ MaKetQua: code, ...(named ? { TenKetQua: code ? t(`procedures.result.${code}`) : '' } : {}) });
  };
  return (
    <div className={grid}>
      {time('BatDau')}
      {time('KetThuc')}
      {text('QuyTrinh', 4, 20_000)}
      {text('DienBien', 2, 20_000)}
      <Select
        name="MaKetQua"
        label={t('procedures.web.field.MaKetQua')}
        required
        items={RESULT_CODES.map((code) => ({ value: code, label: `${code} - ${t(`procedures.result.${code}`)}` }))}
        value={values.MaKetQua}
        onValueChange={chooseResult}
        disabled={disabled}
        {...errorOf(problems, 'MaKetQua')}
      />
      <TextInput
        name="TenKetQua"
        label={t('procedures.web.field.TenKetQua')}
        required
        maxLength={500}
        value={values.TenKetQua}
        onValueChange={(value) => onChange({ TenKetQua: value })}
        disabled={disabled}
        {...errorOf(problems, 'TenKetQua')}
      />
      <Select
        name="NhomDieuTri"
        label={t('procedures.web.field.NhomDieuTri')}
        required
        items={TREATMENT_GROUPS.map((group) => ({ value: group, label: t(`procedures.group.${group}`) }))}
        value={values.NhomDieuTri}
        onValueChange={(value) => onChange({ NhomDieuTri: value })}
        disabled={disabled}
        {...errorOf(problems, 'NhomDieuTri')}
      />
      <RadioGroup
        name="TuVong"
        label={t('procedures.web.field.TuVong')}
        required
        orientation="horizontal"
        options={[{ value: 'false', label: t('procedures.web.death.no') }, { value: 'true', label: t('procedures.web.death.yes') }]}
        value={values.TuVong === null ? null : String(values.TuVong)}
        onValueChange={(value) => onChange({ TuVong: value === null ? null : value === 'true' })}
        disabled={disabled}
        {...errorOf(problems, 'TuVong')}
      />
      {text('KetLuan', 2, 4000)}
    </div>
  );
}
