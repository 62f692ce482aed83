// The insurance card of an insured visit: its number with the benefit level and object code it encodes, validity,
// registered facility, route, living area, five-years date, and a lookup on the insurance portal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitInsuranceCardNumber } from '@his/sdk';
import { useClient } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Select, TextInput, toast } from '@his/sdk/ui';
import { LookUpInsuranceCardDocument } from '../../generated/graphql';
import type { BenhNhanValues } from '../../rules/patient';
import { KHU_VUC_SINH_SONG, TUYEN_KCB, type TiepNhanValues } from '../../rules/visit';
import { errorOf, type Problems } from './form-values';
import { formGrid, wide } from './patient-fields';

export interface InsuranceBlockProps {
  visit: TiepNhanValues;
  patient: BenhNhanValues;
  onChange: (changes: Partial<TiepNhanValues>) => void;
  problems: Problems;
}

const block = css({ gridColumn: '1 / -1', border: '1px solid', borderColor: 'border.default', rounded: 'l2', p: '3', m: '0', minW: '0' });
const legend = css({ px: '1', textStyle: 'sm', fontWeight: 'medium' });
const answer = css({ gridColumn: '1 / -1', textStyle: 'sm', m: '0' });
const lookupRow = css({ display: 'flex', alignItems: 'end', gap: '2', '& > :first-child': { flex: '1' } });

const NONE = 'none';

/** The birth as the portal wants it: dd/mm/yyyy, or the year alone. */
function birthForLookup(patient: BenhNhanValues): string {
  if (patient.NgaySinh !== null) return formatDate(patient.NgaySinh);
  return patient.NamSinh !== null ? String(patient.NamSinh) : '';
}

export function InsuranceBlock({ visit, patient, onChange, problems }: InsuranceBlockProps) {
  const { t } = useTranslation('reception');
  const client = useClient();
  const [message, setMessage] = useState<string | null>(null);
  const card = visit.SoTheBHYT ?? '';
  const parts = card === '' ? null : splitInsuranceCardNumber(card);
  const typedProblem = parts && !parts.ok ? { error: 'reception.cardNumberLength', errorParams: { length: 15 } } : null;

  const lookUp = async () => {
    const result = await client
      .query(LookUpInsuranceCardDocument, { input: { maThe: card.trim().toUpperCase(), hoTen: patient.TenBenhNhan ?? '', ngaySinh: birthForLookup(patient) } }, { requestPolicy: 'network-only' })
      .toPromise();
    const found = result.data?.traCuuTheBHYT;
    if (!found) {
      toast.error(result.error?.graphQLErrors[0]?.message ?? t('reception.form.lookupFailed'));
      return;
    }
    setMessage(found.thongBao);
    (found.hopLe ? toast.success : toast.warning)(found.thongBao);
    onChange({
      ...(found.gtTheTu !== null ? { BHYTNgayHieuLuc: found.gtTheTu } : {}),
      ...(found.gtTheDen !== null ? { BHYTNgayHetHieuLuc: found.gtTheDen } : {}),
      ...(found.maDKBD ? { BenhVien_KCB: found.maDKBD } : {}),
      ...(found.ngayDu5Nam !== null ? { NgayDu5Nam: found.ngayDu5Nam } : {}),
      ...(found.maKV && (KHU_VUC_SINH_SONG as readonly string[]).includes(found.maKV) ? { KhuVucSinhSong: found.maKV } : {}),
      ...(found.diaChi && !visit.DiaChiBHYT ? { DiaChiBHYT: found.diaChi } : {}),
    });
  };

  return (
    <fieldset className={block}>
      <legend className={legend}>{t('reception.form.insurance')}</legend>
      <div className={formGrid}>
        <div className={wide}>
          <div className={lookupRow}>
            <TextInput
              label={t('field.SoTheBHYT')}
              required
              value={card}
              maxLength={15}
              onValueChange={(value) => onChange({ SoTheBHYT: value === '' ? null : value.toUpperCase() })}
              helperText={parts?.ok ? t('reception.form.cardParts', { level: parts.value.benefitLevel, code: parts.value.objectCode }) : undefined}
              {...(typedProblem ?? errorOf(problems, 'SoTheBHYT'))}
            />
            <Button variant="outline" disabled={!parts?.ok} onClick={lookUp}>
              {t('reception.form.lookUpCard')}
            </Button>
          </div>
        </div>
        <DatePicker label={t('field.BHYTNgayHieuLuc')} required value={visit.BHYTNgayHieuLuc} onValueChange={(value) => onChange({ BHYTNgayHieuLuc: value })} {...errorOf(problems, 'BHYTNgayHieuLuc')} />
        <DatePicker label={t('field.BHYTNgayHetHieuLuc')} required value={visit.BHYTNgayHetHieuLuc} onValueChange={(value) => onChange({ BHYTNgayHetHieuLuc: value })} {...errorOf(problems, 'BHYTNgayHetHieuLuc')} />
        <TextInput
          label={t('field.BenhVien_KCB')}
          required
          maxLength={5}
          value={visit.BenhVien_KCB ?? ''}
          onValueChange={(value) => onChange({ BenhVien_KCB: value === '' ? null : value.toUpperCase() })}
          {...errorOf(problems, 'BenhVien_KCB')}
        />
        <Select
          label={t('field.TuyenKCB')}
          required
          items={TUYEN_KCB.map((value) => ({ value, label: t(`reception.form.route.${value}`) }))}
          value={visit.TuyenKCB}
          onValueChange={(value) => onChange({ TuyenKCB: value })}
          {...errorOf(problems, 'TuyenKCB')}
        />
        <Select
          label={t('field.KhuVucSinhSong')}
          items={[{ value: NONE, label: t('reception.form.noLivingArea') }, ...KHU_VUC_SINH_SONG.map((value) => ({ value, label: value }))]}
          value={visit.KhuVucSinhSong ?? NONE}
          onValueChange={(value) => onChange({ KhuVucSinhSong: value === NONE ? null : value })}
          {...errorOf(problems, 'KhuVucSinhSong')}
        />
        <DatePicker label={t('field.NgayDu5Nam')} value={visit.NgayDu5Nam} onValueChange={(value) => onChange({ NgayDu5Nam: value })} {...errorOf(problems, 'NgayDu5Nam')} />
        <TextInput
          label={t('field.DiaChiBHYT')}
          fieldClassName={wide}
          value={visit.DiaChiBHYT ?? ''}
          onValueChange={(value) => onChange({ DiaChiBHYT: value === '' ? null : value })}
          {...errorOf(problems, 'DiaChiBHYT')}
        />
        {message && (
          <p className={answer} role="status">
            {message}
          </p>
        )}
      </div>
    </fieldset>
  );
}
