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

  it('keeps a typed minus and says under the box that an amount is never negative', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<MoneyInput label="Số tiền" onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Số tiền' }) as HTMLInputElement;
    await user.type(box, '-500');
    await user.tab();
    expect(box.value).toBe('-500');
    expect(screen.getByText('Không được nhập số âm')).toBeTruthy();
    // The number typed, for the form to refuse; never 500.
    expect(onValueChange).toHaveBeenLastCalledWith(-500);
    expect(onValueChange).not.toHaveBeenCalledWith(500);
  });

  it.each([
    ['-5', 'Không được nhập số âm', -5],
    ['abc', 'Chỉ cho phép nhập số', Number.NaN],
    ['1.5.5', 'Chỉ cho phép nhập số', Number.NaN],
    ['-12a3.4', 'Chỉ cho phép nhập số', Number.NaN],
  ])('keeps "%s" as typed, refuses it under the box, and never reports a rewritten number', async (typed, message, reported) => {
    const user = userEvent.setup();
    const values: (number | null)[] = [];
    await renderWithI18n(<MoneyInput label="Đơn giá" onValueChange={(value) => values.push(value)} />);
    const box = screen.getByRole('textbox', { name: 'Đơn giá' }) as HTMLInputElement;
    await user.type(box, typed);
    await user.tab();
    expect(box.value).toBe(typed);
    expect(screen.getByText(message)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(values.at(-1)).toBe(reported);
    // None of the silent repairs of the issue: 5, empty, 155, 1234.
    for (const rewritten of [5, 155, 1234, 12_34]) expect(values.at(-1)).not.toBe(rewritten);
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

  it('keeps extra decimals as typed and names the limit; tidies a half-typed number on blur', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithI18n(<NumberInput label="Cân nặng (kg)" fractionDigits={1} onValueChange={onValueChange} />);
    const box = screen.getByRole('textbox', { name: 'Cân nặng (kg)' }) as HTMLInputElement;
    await user.type(box, '65.25');
    await user.tab();
    expect(box.value).toBe('65.25');
    expect(screen.getByText('Tối đa 1 chữ số sau dấu chấm')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '70.');
    await user.tab();
    expect(box.value).toBe('70');
    expect(onValueChange).toHaveBeenLastCalledWith(70);
  });

  it('names what is wrong with the text when a form flags the value it was given', async () => {
    await renderWithI18n(<NumberInput label="Số lượng" defaultValue={null} error="validation.number" onValueChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Số lượng' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(box, '1.5.5');
    expect(screen.getByText('Chỉ cho phép nhập số')).toBeTruthy();
    expect(screen.queryByText('Phải là số')).toBeNull();
  });
});
