// The fields of consultation minutes as the form of the minutes lists them: when, where and how it was held and who
// asked for it, the participants, the summary of the course, the diagnosis, the conclusion and the treatment to
// follow, then the surgery and anaesthesia planned if any. Controlled: the editor keeps the values and the problems.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NodePicker, RefPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { Select, Textarea, TextInput } from '@his/sdk/ui';
import { icdFace, nhanVienFace } from '../../../catalogues/contract';
import { BIEN_BAN_TEXT_LIMITS, HINH_THUC_HOI_CHAN, LOAI_HOI_CHAN, type BienBanHoiChanValues, type BienBanTextField, type BienBanTimeField } from '../../rules/minutes';
import { phuongPhapPhauThuatFace, phuongPhapVoCamFace } from '../../../catalogues/contract';
import { dateTimeText, errorOf, parseDateTimeText, type Problems } from './minutes-values';
import { ParticipantsTable } from './participants-table';

export interface MinutesFormProps {
  values: BienBanHoiChanValues;
  onChange: (changes: Partial<BienBanHoiChanValues>) => void;
  problems: Problems;
  disabled: boolean;
}

const NONE = 'none';
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });
const sectionTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0' });

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css({ display: 'grid', gap: '2', minW: '0' })}>
      <h3 id={id} className={sectionTitle}>
        {title}
      </h3>
      <div className={grid}>{children}</div>
    </section>
  );
}

export function MinutesForm({ values, onChange, problems, disabled }: MinutesFormProps) {
  const { t } = useTranslation('consultation');
  const label = (field: string) => t(`consultation.field.${field}`);
  const text = (field: BienBanTextField, { required = false, rows = 2 }: { required?: boolean; rows?: number } = {}) => (
    <Textarea
      name={field}
      label={label(field)}
      required={required}
      maxLength={BIEN_BAN_TEXT_LIMITS[field]}
      rows={rows}
      value={values[field] ?? ''}
      onValueChange={(value) => onChange({ [field]: value === '' ? null : value })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  const line = (field: BienBanTextField, required = false) => (
    <TextInput
      name={field}
      label={label(field)}
      required={required}
      maxLength={BIEN_BAN_TEXT_LIMITS[field]}
      value={values[field] ?? ''}
      onValueChange={(value) => onChange({ [field]: value === '' ? null : value })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  const time = (field: BienBanTimeField, required = false) => (
    <TextInput
      type="datetime-local"
      name={field}
      label={label(field)}
      required={required}
      value={dateTimeText(values[field])}
      onValueChange={(value) => onChange({ [field]: parseDateTimeText(value) })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );
  const staff = (field: 'BacSi_Id' | 'PhauThuatVien_Id' | 'BacSiGayMe_Id', required = false) => (
    <RefPicker name={field} target={nhanVienFace} label={label(field)} required={required} value={values[field]} onValueChange={(id) => onChange({ [field]: id })} disabled={disabled} {...errorOf(problems, field)} />
  );
  const choice = (field: 'HinhThuc' | 'LoaiHoiChan', codes: readonly string[], prefix: string) => (
    <Select
      name={field}
      label={label(field)}
      items={[{ value: NONE, label: t('consultation.web.none') }, ...codes.map((code) => ({ value: code, label: t(`${prefix}.${code}`) }))]}
      value={values[field] ?? NONE}
      onValueChange={(code) => onChange({ [field]: code === NONE ? null : code })}
      disabled={disabled}
      {...errorOf(problems, field)}
    />
  );

  return (
    <div className={css({ display: 'grid', gap: '5', minW: '0' })}>
      <Section id="consultation-held" title={t('consultation.web.section.held')}>
        {time('NgayHoiChan', true)}
        {time('ThoiGianTomTat', true)}
        {choice('LoaiHoiChan', LOAI_HOI_CHAN, 'consultation.loaiHoiChan')}
        {choice('HinhThuc', HINH_THUC_HOI_CHAN, 'consultation.hinhThuc')}
        {line('DiaDiem', true)}
        <NodePicker
          name="PhongBan_Id"
          categories={['DEPARTMENT', 'ROOM']}
          label={label('PhongBan_Id')}
          value={values.PhongBan_Id}
          onValueChange={(id) => onChange({ PhongBan_Id: id })}
          disabled={disabled}
          {...errorOf(problems, 'PhongBan_Id')}
        />
        {staff('BacSi_Id', true)}
        {line('DiaChi', true)}
        <div className={wide}>{text('LyDoHoiChan')}</div>
      </Section>
      <ParticipantsTable rows={values.ThanhPhans} onChange={(rows) => onChange({ ThanhPhans: rows })} problems={problems} disabled={disabled} />
      <Section id="consultation-content" title={t('consultation.web.section.content')}>
        <div className={wide}>{text('TomTatDienBien', { rows: 5 })}</div>
        {text('ChanDoan')}
        <RefPicker name="ICD_Id" target={icdFace} label={label('ICD_Id')} value={values.ICD_Id} onValueChange={(id) => onChange({ ICD_Id: id })} disabled={disabled} {...errorOf(problems, 'ICD_Id')} />
        <div className={wide}>{text('KetLuan', { rows: 3 })}</div>
        <div className={wide}>{text('HuongDieuTri', { rows: 3 })}</div>
      </Section>
      <Section id="consultation-surgery" title={t('consultation.web.section.surgery')}>
        <RefPicker
          name="PhuongPhapPhauThuat_Id"
          target={phuongPhapPhauThuatFace}
          label={label('PhuongPhapPhauThuat_Id')}
          value={values.PhuongPhapPhauThuat_Id}
          onValueChange={(id) => onChange({ PhuongPhapPhauThuat_Id: id })}
          disabled={disabled}
          {...errorOf(problems, 'PhuongPhapPhauThuat_Id')}
        />
        <RefPicker
          name="PhuongPhapVoCam_Id"
          target={phuongPhapVoCamFace}
          label={label('PhuongPhapVoCam_Id')}
          value={values.PhuongPhapVoCam_Id}
          onValueChange={(id) => onChange({ PhuongPhapVoCam_Id: id })}
          disabled={disabled}
          {...errorOf(problems, 'PhuongPhapVoCam_Id')}
        />
        {staff('PhauThuatVien_Id')}
        {staff('BacSiGayMe_Id')}
        {time('ThoiGianDuKienPhauThuat')}
      </Section>
    </div>
  );
}
