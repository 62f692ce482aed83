// The fields of a transfer-out record as the paper lists them: where to and how, the summary of the record (signs,
// results, diagnosis with its ICDs, treatment, condition), the reason and the further treatment, the treatment period,
// the transport and who goes with the patient. Controlled: the panel keeps the values and the problems.
import { useTranslation } from 'react-i18next';
import { RefPicker, RefsPicker } from '@his/sdk/catalogue-screens';
import { css } from '@his/sdk/styled/css';
import { DatePicker, NumberInput, Select, Textarea, TextInput } from '@his/sdk/ui';
import { icdFace } from '../../../catalogues/contract';
import { HINH_THUC_CHUYEN, type ChuyenVienTextField, type ChuyenVienValues } from '../../rules/transfer';
import { errorOf, type Problems } from '../exam-form/form-values';
import { benhVienFace } from './benh-vien-face';
import { withTimeOfDay } from './transfer-record-values';

export interface TransferRecordFormProps {
  values: ChuyenVienValues;
  onChange: (changes: Partial<ChuyenVienValues>) => void;
  problems: Problems;
  disabled: boolean;
}

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });

export function TransferRecordForm({ values, onChange, problems, disabled }: TransferRecordFormProps) {
  const { t } = useTranslation('examination');
  const label = (field: string) => t(`examination.chuyenVien.field.${field}`);
  const text = (field: ChuyenVienTextField, required = false) => (
    <Textarea
      name={field}
      label={label(field)}
      required={required}
      value={values[field] ?? ''}
      onValueChange={(value) => onChange({ [field]: value === '' ? null : value })}
      disabled={disabled}
      rows={2}
      {...errorOf(problems, field)}
    />
  );
  const line = (field: ChuyenVienTextField) => (
    <TextInput name={field} label={label(field)} value={values[field] ?? ''} onValueChange={(value) => onChange({ [field]: value === '' ? null : value })} disabled={disabled} {...errorOf(problems, field)} />
  );
  const kinds = HINH_THUC_CHUYEN.map((kind) => ({ value: kind, label: t(`examination.chuyenVien.kind.${kind}`) }));
  return (
    <div className={grid}>
      <RefPicker name="BenhVien_Id" target={benhVienFace} label={label('BenhVien_Id')} required value={values.BenhVien_Id} onValueChange={(id) => onChange({ BenhVien_Id: id })} disabled={disabled} {...errorOf(problems, 'BenhVien_Id')} />
      <Select name="HinhThucChuyen_Id" label={label('HinhThucChuyen_Id')} items={kinds} value={values.HinhThucChuyen_Id} onValueChange={(kind) => onChange({ HinhThucChuyen_Id: kind })} disabled={disabled} {...errorOf(problems, 'HinhThucChuyen_Id')} />
      <DatePicker label={label('NgayChuyen')} required value={values.NgayChuyen} onValueChange={(day) => onChange({ NgayChuyen: withTimeOfDay(day, values.NgayChuyen) })} disabled={disabled} {...errorOf(problems, 'NgayChuyen')} />
      {line('SoChuyenVien')}
      <RefPicker name="ICD_Id" target={icdFace} label={label('ICD_Id')} required value={values.ICD_Id} onValueChange={(id) => onChange({ ICD_Id: id })} disabled={disabled} {...errorOf(problems, 'ICD_Id')} />
      <RefsPicker name="ICDPhu_Ids" target={icdFace} label={label('ICDPhu_Ids')} value={values.ICDPhu_Ids} onValueChange={(ids) => onChange({ ICDPhu_Ids: ids })} disabled={disabled} {...errorOf(problems, 'ICDPhu_Ids')} />
      <div className={wide}>{text('ChanDoan')}</div>
      {text('DauHieuLamSang')}
      {text('KetQuaXetNghiem')}
      {text('PhuongPhapDieuTri')}
      {text('TinhTrangNguoiBenh')}
      {text('LyDoChuyen', true)}
      {text('HuongDieuTri')}
      <DatePicker label={label('ChuyenTuNgay')} value={values.ChuyenTuNgay} onValueChange={(day) => onChange({ ChuyenTuNgay: day })} disabled={disabled} {...errorOf(problems, 'ChuyenTuNgay')} />
      <DatePicker label={label('ChuyenDenNgay')} value={values.ChuyenDenNgay} onValueChange={(day) => onChange({ ChuyenDenNgay: day })} disabled={disabled} {...errorOf(problems, 'ChuyenDenNgay')} />
      {line('NoiLamViec')}
      <NumberInput name="SoLuotChuyen" label={label('SoLuotChuyen')} min={1} max={99} value={values.SoLuotChuyen} onValueChange={(count) => onChange({ SoLuotChuyen: count })} disabled={disabled} {...errorOf(problems, 'SoLuotChuyen')} />
      {line('PhuongTienVanChuyen')}
      {line('HoTenNguoiDuaDi')}
    </div>
  );
}
