// Patients who may be the new one being typed (same name and birth year, or same phone), each with a button to
// receive that patient instead of creating another.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, useSettledValue } from '@his/sdk/ui';
import { PossibleDuplicatePatientsDocument, type ReceptionFormPatientFragment } from '../../generated/graphql';

export interface PossibleDuplicatesProps {
  TenBenhNhan: string | null;
  NamSinh: number | null;
  SoDienThoai: string | null;
  onChoose: (patient: ReceptionFormPatientFragment) => void;
}

const PAUSE_MS = 400;
const box = css({ gridColumn: '1 / -1', p: '3', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text', textStyle: 'sm' });
const list = css({ listStyle: 'none', p: '0', m: '0', mt: '2', display: 'grid', gap: '2' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', justifyContent: 'space-between' });

export function PossibleDuplicates({ TenBenhNhan, NamSinh, SoDienThoai, onChoose }: PossibleDuplicatesProps) {
  const { t } = useTranslation('reception');
  const typed = useMemo(() => ({ TenBenhNhan: TenBenhNhan?.trim() ?? '', NamSinh, SoDienThoai }), [TenBenhNhan, NamSinh, SoDienThoai]);
  const settled = useSettledValue(typed, PAUSE_MS);
  // A name alone matches too many; with the birth year or the phone it is a question worth asking.
  const ready = settled.TenBenhNhan.length >= 2 && (settled.NamSinh !== null || settled.SoDienThoai !== null);
  const [{ data }] = useQuery({ query: PossibleDuplicatePatientsDocument, variables: settled, pause: !ready, requestPolicy: 'network-only' });
  const found = ready ? (data?.kiemTraTrungBenhNhan ?? []) : [];
  if (found.length === 0) return null;
  return (
    <section className={box} aria-label={t('reception.form.duplicatesTitle')}>
      <strong>{t('reception.form.duplicatesTitle')}</strong>
      <ul className={list}>
        {found.map(({ lyDo, BenhNhan: patient }) => (
          <li key={patient._id} className={row}>
            <span>
              {patient.TenBenhNhan} · {patient.MaYTe} · {patient.NamSinh}
              {patient.SoDienThoai ? ` · ${patient.SoDienThoai}` : ''} — {t(`reception.form.duplicateReason.${lyDo === 'SoDienThoai' ? 'SoDienThoai' : 'TenVaNamSinh'}`)}
            </span>
            <Button size="sm" variant="outline" aria-label={t('reception.form.chooseDuplicate', { name: patient.TenBenhNhan, code: patient.MaYTe })} onClick={() => onChoose(patient)}>
              {t('reception.form.choose')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
