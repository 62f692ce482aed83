// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Combobox, type ComboboxItem } from './combobox';

const services: ComboboxItem[] = [
  { value: 'KB01', label: 'Khám nội', description: 'KB01' },
  { value: 'KB02', label: 'Khám ngoại', description: 'KB02' },
  { value: 'KB03', label: 'Khám nhi (tạm ngừng)', disabled: true },
];

function ServicePicker({ search, onChange }: { search: (text: string) => Promise<ComboboxItem[]>; onChange: (item: ComboboxItem | null) => void }) {
  const [value, setValue] = useState<ComboboxItem | null>(null);
  return (
    <Combobox
      label="Dịch vụ"
      search={search}
      debounceMs={50}
      value={value}
      onValueChange={(item) => {
        setValue(item);
        onChange(item);
      }}
    />
  );
}

describe('Combobox', () => {
  it('searches once after the user stops typing, then picks with arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (text: string) => services.filter((s) => s.label.toLowerCase().includes(text.toLowerCase())));
    const onChange = vi.fn();
    await renderWithI18n(<ServicePicker search={search} onChange={onChange} />);

    const box = screen.getByRole('combobox', { name: 'Dịch vụ' });
    await user.type(box, 'kh');
    await screen.findByRole('option', { name: /Khám nội/ });
    // Clicking into the box may list the first page (''); typing never searches per keystroke.
    expect(search).not.toHaveBeenCalledWith('k');
    expect(search).toHaveBeenLastCalledWith('kh');

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]?.value).toMatch(/KB0[12]/);
  });

  it('says it is searching, then that nothing was found', async () => {
    const user = userEvent.setup();
    const pending: Array<(items: ComboboxItem[]) => void> = [];
    const search = vi.fn(() => new Promise<ComboboxItem[]>((resolve) => pending.push(resolve)));
    await renderWithI18n(<ServicePicker search={search} onChange={() => undefined} />);

    await user.type(screen.getByRole('combobox', { name: 'Dịch vụ' }), 'xyz');
    expect(await screen.findByText('Đang tìm…')).toBeTruthy();
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('xyz'));
    pending.at(-1)!([]);
    expect(await screen.findByText('Không tìm thấy kết quả')).toBeTruthy();
  });

  it('shows suspended entries but does not let the user choose them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithI18n(<ServicePicker search={async () => services} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Dịch vụ' }), 'k');
    const suspended = await screen.findByRole('option', { name: /tạm ngừng/ });
    expect(suspended.getAttribute('aria-disabled')).toBe('true');
    await user.click(suspended);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops an older answer that arrives after a newer one', async () => {
    const user = userEvent.setup();
    const pending: Array<(items: ComboboxItem[]) => void> = [];
    const search = vi.fn(() => new Promise<ComboboxItem[]>((resolve) => pending.push(resolve)));
    await renderWithI18n(<ServicePicker search={search} onChange={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Dịch vụ' });
    await user.type(box, 'kh');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('kh'));
    const older = pending.at(-1)!;
    await user.type(box, 'a');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('kha'));
    pending.at(-1)!([services[1]!]);
    older([services[0]!]);
    await screen.findByRole('option', { name: /Khám ngoại/ });
    expect(screen.queryByRole('option', { name: /Khám nội/ })).toBeNull();
  });
});
