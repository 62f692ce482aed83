// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { MoneyInput } from './money-input';
import { NumberInput } from './number-input';

describe('MoneyInput', () => {
  it('groups thousands as the cashier types and reports the amount in đồng', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<MoneyInput label="Số tiền" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Số tiền' });
    await user.type(box, '1250000');
    expect((box as HTMLInputElement).value).toBe('1,250,000');
    expect(onValueChange).toHaveBeenLastCalledWith(1250000);
  });

  it('refuses a minus sign: an amount is never below zero', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<MoneyInput label="Số tiền" />);
    const box = screen.getByRole('textbox', { name: 'Số tiền' });
    await user.type(box, '-500');
    expect((box as HTMLInputElement).value).toBe('500');
  });

  it('shows a stored amount grouped and follows a new value from outside', async () => {
    const user = userEvent.setup();
    function Reloadable() {
      const [value, setValue] = useState<number | null>(35000);
      return (
        <>
          <MoneyInput label="Đơn giá" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue(null)}>Làm mới</button>
        </>
      );
    }
    await renderWithI18n(<Reloadable />);
    const box = screen.getByRole('textbox', { name: 'Đơn giá' }) as HTMLInputElement;
    expect(box.value).toBe('35,000');
    await user.click(screen.getByRole('button', { name: 'Làm mới' }));
    expect(box.value).toBe('');
  });
});

describe('NumberInput', () => {
  it('names the bound that is broken, in the user\'s language, after the box is left', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<NumberInput label="Quantity" min={1} max={1000} />, 'en');
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(box, '5000');
    expect(screen.queryByText('The maximum is 1,000')).toBeNull();
    await user.tab();
    expect(screen.getByText('The maximum is 1,000')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    await user.clear(box);
    await user.type(box, '0');
    expect(screen.getByText('The minimum is 1')).toBeTruthy();
  });

  it('keeps decimals to the allowed digits and tidies a half-typed number on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<NumberInput label="Cân nặng (kg)" fractionDigits={1} onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Cân nặng (kg)' }) as HTMLInputElement;
    await user.type(box, '65.25');
    expect(box.value).toBe('65.2');
    expect(onValueChange).toHaveBeenLastCalledWith(65.2);
    await user.clear(box);
    await user.type(box, '70.');
    await user.tab();
    expect(box.value).toBe('70');
  });
});
