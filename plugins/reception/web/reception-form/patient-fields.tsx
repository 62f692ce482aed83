// The patient part of the reception form: identity, address, and the contact person a child must have.
import { useTranslation } from 'react-i18next';
import type { Timestamp } from '@his/sdk';
import { toCalendarDate } from '@his/sdk/format';
import { RefPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { DatePicker, NumberInput, Select, TextInput } from '@his/sdk/ui';
import { danTocFace, ngheNghiepFace, quocTichFace } from '../../../catalogues/contract';
import { GIOI_TINH, isChild, type BenhNhanValues } from '../../rules/patient';
import type { ReceptionRequirements } from '../../rules/settings';
import { CommunePicker } from './commune-picker';
import { OldAddressHelper } from './old-address-helper';
import { errorOf, type Problems } from './form-values';

export interface PatientFieldsProps {
  values: BenhNhanValues;
  onChange: (changes: Partial<BenhNhanValues>) => void;
  /** A new birth date: the form may ask about the patient group first. */
  onBirthDateChange: (value: Timestamp | null) => void;
  requirements: ReceptionRequirements;
  problems: Problems;
  at: Timestamp;
}

export const formGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: '3', alignItems: 'start' });
export const wide = css({ gridColumn: { md: 'span 2' } });
const group = css({ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3', border: '1px solid', borderColor: 'border.default', rounded: 'l2', p: '3', m: '0' });
const legend = css({ px: '1', textStyle: 'sm', fontWeight: 'medium' });

const text = (value: string) => (value === '' ? null : value);

export function PatientFields({ values, onChange, onBirthDateChange, requirements, problems, at }: PatientFieldsProps) {
  const { t } = useTranslation('reception');
  const child = isChild(values, at);
  const textField = (field: 'TenBenhNhan' | 'SoDienThoai' | 'CMNDHoacHoChieu' | 'SoNha' | 'Email' | 'TenNguoiLienHe' | 'QuanHeNguoiLienHe' | 'SoDienThoaiNguoiLienHe', required = false, className?: string) => (
    <TextInput
      label={t(`field.${field}`)}
      required={required}
      value={values[field] ?? ''}
      onValueChange={(value) => onChange({ [field]: text(value) })}
      fieldClassName={className}
      {...errorOf(problems, field)}
    />
  );
  return (
    <div className={formGrid}>
      {textField('TenBenhNhan', true, wide)}
      <DatePicker label={t('field.NgaySinh')} required={requirements.ngaySinh} value={values.NgaySinh} onValueChange={onBirthDateChange} max={at} {...errorOf(problems, 'NgaySinh')} />
      <NumberInput
        label={t('field.NamSinh')}
        required
        grouping={false}
        value={values.NamSinh}
        // A year that is not the birth date's drops the date: the year is what the desk typed last.
        onValueChange={(year) => onChange(values.NgaySinh !== null && year !== toCalendarDate(values.NgaySinh).year ? { NamSinh: year, NgaySinh: null } : { NamSinh: year })}
        {...errorOf(problems, 'NamSinh')}
      />
      <Select
        label={t('field.GioiTinh')}
        required
        items={GIOI_TINH.map((value) => ({ value, label: t(`reception.sex.${value}`) }))}
        value={values.GioiTinh}
        onValueChange={(value) => onChange({ GioiTinh: value })}
        {...errorOf(problems, 'GioiTinh')}
      />
      {textField('SoDienThoai', requirements.soDienThoai)}
      <RefPicker label={t('field.DanToc_Id')} required target={danTocFace} value={values.DanToc_Id} onValueChange={(id) => onChange({ DanToc_Id: id })} {...errorOf(problems, 'DanToc_Id')} />
      <RefPicker label={t('field.QuocTich_Id')} required target={quocTichFace} value={values.QuocTich_Id} onValueChange={(id) => onChange({ QuocTich_Id: id })} {...errorOf(problems, 'QuocTich_Id')} />
      <RefPicker label={t('field.NgheNghiep_Id')} target={ngheNghiepFace} value={values.NgheNghiep_Id} onValueChange={(id) => onChange({ NgheNghiep_Id: id })} {...errorOf(problems, 'NgheNghiep_Id')} />
      {textField('CMNDHoacHoChieu')}
      <div className={wide}>
        <CommunePicker
          label={t('field.DonViHanhChinh_Id')}
          required={requirements.diaChi}
          value={values.DonViHanhChinh_Id}
          onValueChange={(id) => onChange({ DonViHanhChinh_Id: id })}
          {...errorOf(problems, 'DonViHanhChinh_Id')}
        />
        <OldAddressHelper onChoose={(id) => onChange({ DonViHanhChinh_Id: id })} />
      </div>
      {textField('SoNha')}
      {textField('Email')}
      <fieldset className={group}>
        <legend className={legend}>{child ? t('reception.form.contactForChild') : t('reception.form.contact')}</legend>
        {textField('TenNguoiLienHe', child)}
        {textField('QuanHeNguoiLienHe', child)}
        {textField('SoDienThoaiNguoiLienHe')}
      </fieldset>
    </div>
  );
}
