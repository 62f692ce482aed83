// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Select } from './select';

const methods = [
  { value: 'TienMat', label: 'Tiền mặt' },
  { value: 'ChuyenKhoan', label: 'Chuyển khoản' },
  { value: 'The', label: 'Thẻ', disabled: true },
];

describe('Select', () => {
  it('is named by its label and picks an option with the keyboard', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<Select label="Hình thức thanh toán" items={methods} onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Hình thức thanh toán' });
    expect(trigger.textContent).toContain('Chọn…');

    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Chuyển khoản' });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onValueChange).toHaveBeenCalled());
    expect(onValueChange.mock.calls.at(-1)?.[0]).toBeTypeOf('string');
  });

  it('shows the chosen option and refuses a suspended one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<Select label="Hình thức thanh toán" items={methods} defaultValue="TienMat" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Hình thức thanh toán' });
    expect(trigger.textContent).toContain('Tiền mặt');

    await user.click(trigger);
    const suspended = await screen.findByRole('option', { name: 'Thẻ' });
    expect(suspended.getAttribute('aria-disabled')).toBe('true');
    await user.click(suspended);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('links the error message to the trigger', async () => {
    await renderWithI18n(<Select label="Quyển biên lai" items={methods} error="validation.required" required />);
    const trigger = screen.getByRole('combobox', { name: /Quyển biên lai/ });
    const message = screen.getByText('Không được để trống!');
    expect(trigger.getAttribute('aria-describedby')).toContain(message.id);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
  });
});
