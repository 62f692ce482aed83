// The search on top of the reception form: a returning patient by name, patient code, phone, ID or card number.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Combobox, type ComboboxItem } from '@his/sdk/ui';
import { ReceptionFormPatientSearchDocument, type ReceptionFormPatientFragment } from '../../generated/graphql';

export interface PatientSearchProps {
  onChoose: (patient: ReceptionFormPatientFragment) => void;
}

type PatientItem = ComboboxItem & { patient: ReceptionFormPatientFragment };

const secondLine = css({ display: 'block', textStyle: 'caption', color: 'fg.muted' });

/** The first patients matching `text`; shared with the card scan, which searches by card or ID number. */
export function useFindPatients() {
  const client = useClient();
  return useCallback(
    async (text: string, limit = 20): Promise<ReceptionFormPatientFragment[]> => {
      if (text.trim() === '') return [];
      const result = await client.query(ReceptionFormPatientSearchDocument, { searchString: text.trim(), limit }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.searchBenhNhan.items ?? [];
    },
    [client],
  );
}

export function PatientSearch({ onChoose }: PatientSearchProps) {
  const { t } = useTranslation('reception');
  const find = useFindPatients();
  const search = useCallback(
    async (text: string): Promise<PatientItem[]> => (await find(text)).map((patient) => ({ value: patient._id, label: patient.TenBenhNhan, patient })),
    [find],
  );
  return (
    <Combobox<PatientItem>
      label={t('reception.form.search')}
      search={search}
      value={null}
      onValueChange={(item) => item && onChoose(item.patient)}
      renderItem={(item) => (
        <span>
          {item.patient.TenBenhNhan} · {item.patient.MaYTe} · {item.patient.NamSinh}
          <span className={secondLine}>{[item.patient.SoDienThoai, item.patient.fullAddress].filter(Boolean).join(' · ')}</span>
        </span>
      )}
    />
  );
}
