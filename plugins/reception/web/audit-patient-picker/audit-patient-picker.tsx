// The patient search on the audit history's filter (admin's auditPatientPicker slot): a patient by name, patient code,
// phone, ID or card number, shown by name, code and year of birth.
import { useCallback, useMemo } from 'react';
import { Combobox, type ComboboxItem } from '@his/sdk/ui';
import type { AuditPatientPickerProps } from '../../../admin/contract';
import { useFindPatients } from '../reception-form/patient-search';

export function AuditPatientPicker({ label, value, onValueChange }: AuditPatientPickerProps) {
  const find = useFindPatients();
  const search = useCallback(
    async (text: string): Promise<ComboboxItem[]> =>
      (await find(text)).map((patient) => ({
        value: patient._id,
        label: `${patient.TenBenhNhan} · ${patient.MaYTe} · ${patient.NamSinh}`,
        description: [patient.SoDienThoai, patient.fullAddress].filter(Boolean).join(' · ') || undefined,
      })),
    [find],
  );
  // One object per chosen patient: the box takes a new object for a new choice, and resets its text to it.
  const id = value?.BenhNhan_Id;
  const text = value?.label;
  const chosen = useMemo(() => (id && text ? { value: id, label: text } : null), [id, text]);
  return (
    <Combobox
      label={label}
      search={search}
      value={chosen}
      onValueChange={(item) => onValueChange(item ? { BenhNhan_Id: item.value, label: item.label } : null)}
    />
  );
}

// A slot fill is loaded as a module's default export.
export default AuditPatientPicker;
