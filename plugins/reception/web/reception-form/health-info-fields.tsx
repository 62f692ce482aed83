// The patient's health info taken at reception (spec §3), folded away until needed: history flags with their
// details, surgeries, drugs taken now, smoking, substances and pregnancy.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, IconButton, Icon, NumberInput, TextInput } from '@his/sdk/ui';
import { FLAGS, type HealthInfoValues } from '../../rules/health-info';
import { errorOf, type Problems } from './form-values';
import { formGrid, wide } from './patient-fields';

export interface HealthInfoFieldsProps {
  values: HealthInfoValues;
  onChange: (changes: Partial<HealthInfoValues>) => void;
  problems: Problems;
}

const section = css({ gridColumn: '1 / -1', border: '1px solid', borderColor: 'border.default', rounded: 'l2', p: '3' });
const summary = css({ cursor: 'pointer', fontWeight: 'medium', textStyle: 'sm' });
const flagRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 3fr)' }, gap: '3', alignItems: 'center', gridColumn: '1 / -1' });
const itemRow = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', gap: '2', alignItems: 'end', gridColumn: '1 / -1' });
const heading = css({ gridColumn: '1 / -1', textStyle: 'sm', fontWeight: 'medium', m: '0', mt: '2' });

const text = (value: string) => (value === '' ? null : value);

export function HealthInfoFields({ values, onChange, problems }: HealthInfoFieldsProps) {
  const { t } = useTranslation('reception');
  return (
    <details className={section}>
      <summary className={summary}>{t('reception.form.health')}</summary>
      <div className={formGrid}>
        {FLAGS.map((flag) => (
          <div key={flag} className={flagRow}>
            <Checkbox label={t(`reception.form.flag.${flag}`)} checked={values[flag]} onCheckedChange={(checked) => onChange({ [flag]: checked })} />
            <TextInput
              label={t('reception.form.flagDetail', { flag: t(`reception.form.flag.${flag}`) })}
              disabled={!values[flag]}
              value={values[`${flag}_ChiTiet`] ?? ''}
              onValueChange={(value) => onChange({ [`${flag}_ChiTiet`]: text(value) })}
              {...errorOf(problems, `${flag}_ChiTiet`)}
            />
          </div>
        ))}
        <h4 className={heading}>{t('field.PhauThuats')}</h4>
        {values.PhauThuats.map((surgery, index) => (
          <div key={index} className={itemRow}>
            <TextInput
              label={t('field.LoaiPhauThuat')}
              value={surgery.LoaiPhauThuat}
              onValueChange={(value) => onChange({ PhauThuats: values.PhauThuats.map((each, at) => (at === index ? { ...each, LoaiPhauThuat: value } : each)) })}
              {...errorOf(problems, 'LoaiPhauThuat')}
            />
            <TextInput
              label={t('reception.form.surgeryTime')}
              value={surgery.ThoiGian ?? ''}
              onValueChange={(value) => onChange({ PhauThuats: values.PhauThuats.map((each, at) => (at === index ? { ...each, ThoiGian: text(value) } : each)) })}
            />
            <IconButton label={t('reception.form.removeSurgery', { number: index + 1 })} icon={<Icon name="trash" />} lock={false} onClick={() => onChange({ PhauThuats: values.PhauThuats.filter((_, at) => at !== index) })} />
          </div>
        ))}
        <div className={wide}>
          <Button size="sm" variant="outline" lock={false} onClick={() => onChange({ PhauThuats: [...values.PhauThuats, { LoaiPhauThuat: '', ThoiGian: null }] })}>
            {t('reception.form.addSurgery')}
          </Button>
        </div>
        <h4 className={heading}>{t('field.ThuocDangDungs')}</h4>
        {values.ThuocDangDungs.map((drug, index) => (
          <div key={index} className={itemRow}>
            <TextInput
              label={t('field.TenDuocPham')}
              value={drug.TenDuocPham}
              onValueChange={(value) => onChange({ ThuocDangDungs: values.ThuocDangDungs.map((each, at) => (at === index ? { ...each, TenDuocPham: value } : each)) })}
              {...errorOf(problems, 'TenDuocPham')}
            />
            <TextInput
              label={t('reception.form.dose')}
              value={drug.LieuDung ?? ''}
              onValueChange={(value) => onChange({ ThuocDangDungs: values.ThuocDangDungs.map((each, at) => (at === index ? { ...each, LieuDung: text(value) } : each)) })}
            />
            <IconButton label={t('reception.form.removeDrug', { number: index + 1 })} icon={<Icon name="trash" />} lock={false} onClick={() => onChange({ ThuocDangDungs: values.ThuocDangDungs.filter((_, at) => at !== index) })} />
          </div>
        ))}
        <div className={wide}>
          <Button size="sm" variant="outline" lock={false} onClick={() => onChange({ ThuocDangDungs: [...values.ThuocDangDungs, { TenDuocPham: '', LieuDung: null }] })}>
            {t('reception.form.addDrug')}
          </Button>
        </div>
        <Checkbox label={t('reception.form.pregnant')} checked={values.CoThai} onCheckedChange={(checked) => onChange({ CoThai: checked, CoThai_SoTuan: checked ? values.CoThai_SoTuan : null })} />
        <NumberInput label={t('field.CoThai_SoTuan')} disabled={!values.CoThai} min={1} max={45} value={values.CoThai_SoTuan} onValueChange={(value) => onChange({ CoThai_SoTuan: value })} {...errorOf(problems, 'CoThai_SoTuan')} />
      </div>
    </details>
  );
}
