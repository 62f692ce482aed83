// @vitest-environment happy-dom
// The patient search reception puts on the audit history's filter: a patient found by name and chosen, shown by name,
// code and year of birth, and cleared again.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMockClient, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import type { AuditPatient } from '../../../admin/contract';
import { AN } from '../reception-form/reception-form-fixtures';
import { AuditPatientPicker } from './audit-patient-picker';

function Filter({ onChange }: { onChange: (patient: AuditPatient | null) => void }) {
  const [value, setValue] = useState<AuditPatient | null>(null);
  return (
    <AuditPatientPicker
      label="Bệnh nhân"
      value={value}
      onValueChange={(patient) => {
        setValue(patient);
        onChange(patient);
      }}
    />
  );
}

describe('the audit history\'s patient search', () => {
  it('When a patient is searched and chosen, then the filter gets their id and shows them by name, code and year', async () => {
    const user = userEvent.setup();
    const calls: MockCall[] = [];
    const client = createMockClient({
      ReceptionFormPatientSearch: ({ searchString }) => ({ searchBenhNhan: { items: searchString === 'an' ? [AN] : [] } }),
    }, { calls });
    const chosen = vi.fn();
    await renderInHost(<Filter onChange={chosen} />, { client });
    const box = screen.getByRole('combobox', { name: 'Bệnh nhân' });
    await user.type(box, 'an');
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An · 26000001 · 1985/ }));
    expect(chosen).toHaveBeenLastCalledWith({ BenhNhan_Id: 'bn-an', label: 'Nguyễn Văn An · 26000001 · 1985' });
    expect(box).toHaveProperty('value', 'Nguyễn Văn An · 26000001 · 1985');
    expect(calls.at(-1)).toEqual({ name: 'ReceptionFormPatientSearch', variables: { searchString: 'an', limit: 20 } });

    await user.clear(box);
    await waitFor(() => expect(chosen).toHaveBeenLastCalledWith(null));
  });
});
