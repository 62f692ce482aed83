// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nameRules } from '@his/sdk/validation';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('says nothing until the user leaves the field, then shows the spec message linked to the box', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<TextInput label="Tên bệnh nhân" rules={nameRules} />);
    const box = screen.getByRole('textbox', { name: /Tên bệnh nhân/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(screen.queryByText('Không được để trống!')).toBeNull();

    await user.click(box);
    await user.tab();
    const message = screen.getByText('Không được để trống!');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('follows the correction once the message is shown', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<TextInput label="Tên" rules={nameRules} />);
    const box = screen.getByRole('textbox', { name: /Tên/ });
    await user.type(box, ' An');
    await user.tab();
    expect(screen.getByText('Không được có dấu cách đầu dòng')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'An');
    expect(screen.queryByText('Không được có dấu cách đầu dòng')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows messages in English when the user works in English', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<TextInput label="Name" rules={nameRules} />, 'en');
    await user.click(screen.getByRole('textbox', { name: /Name/ }));
    await user.tab();
    expect(screen.getByText('Must not be empty!')).toBeTruthy();
  });

  it('links helper text as the description', async () => {
    await renderWithI18n(<TextInput label="Mã" helperText="Chữ, số và dấu gạch ngang" />);
    const box = screen.getByRole('textbox', { name: 'Mã' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Chữ, số và dấu gạch ngang').id);
  });
});
