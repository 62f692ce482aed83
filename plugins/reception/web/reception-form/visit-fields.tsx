// The visit part of the reception form: registration time, patient group, emergency and priority, the reason, the
// insurance card when the group is insured, and the examination services.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Checkbox, DatePicker, Select, TextInput, type SelectItem } from '@his/sdk/ui';
import type { BenhNhanValues } from '../../rules/patient';
import type { TiepNhanValues } from '../../rules/visit';
import { ExamServices } from './exam-services';
import { errorOf, type Problems } from './form-values';
import { InsuranceBlock } from './insurance-block';
import { formGrid, wide } from './patient-fields';

export interface VisitFieldsProps {
  visit: TiepNhanValues;
  patient: BenhNhanValues;
  groups: readonly SelectItem[];
  insured: boolean;
  onChange: (changes: Partial<TiepNhanValues>) => void;
  requiredGroup: boolean;
  problems: Problems;
}

const checks = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center', alignSelf: 'center' });

export function VisitFields({ visit, patient, groups, insured, onChange, requiredGroup, problems }: VisitFieldsProps) {
  const { t } = useTranslation('reception');
  return (
    <div className={formGrid}>
      <DatePicker label={t('field.NgayDangKy')} required value={visit.NgayDangKy} onValueChange={(value) => onChange({ NgayDangKy: value })} {...errorOf(problems, 'NgayDangKy')} />
      <Select label={t('field.DoiTuong_Id')} required={requiredGroup} items={groups} value={visit.DoiTuong_Id} onValueChange={(value) => onChange({ DoiTuong_Id: value })} {...errorOf(problems, 'DoiTuong_Id')} />
      <div className={checks}>
        {/* An emergency or inpatient intake is always an emergency. */}
        <Checkbox label={t('reception.form.emergency')} checked={visit.CapCuu} disabled={visit.LoaiTiepNhan === 'NoiTru'} onCheckedChange={(checked) => onChange({ CapCuu: checked })} />
        <Checkbox label={t('reception.form.priority')} checked={visit.UuTien} onCheckedChange={(checked) => onChange({ UuTien: checked })} />
      </div>
      <TextInput label={t('field.LyDoKham')} value={visit.LyDoKham ?? ''} onValueChange={(value) => onChange({ LyDoKham: value === '' ? null : value })} {...errorOf(problems, 'LyDoKham')} />
      {insured && <InsuranceBlock visit={visit} patient={patient} onChange={onChange} problems={problems} />}
      <div className={wide} />
      <ExamServices rows={visit.DichVuKham} DoiTuong_Id={visit.DoiTuong_Id} onChange={(rows) => onChange({ DichVuKham: rows })} problems={problems} />
    </div>
  );
}
