// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeRules, nameRules } from '@his/sdk/validation';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextInput } from '../text-input/text-input';
import { Button } from '../button/button';
import { useFormState } from './use-form-state';

function CatalogueForm({ onSave }: { onSave: (values: { code: string; name: string }) => void }) {
  const form = useFormState({ code: { initial: '', rules: codeRules }, name: { initial: '', rules: nameRules } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextInput label="Mã" {...form.field('code')} />
      <TextInput label="Tên" {...form.field('name')} />
      <Button type="submit">Lưu</Button>
    </form>
  );
}

describe('useFormState', () => {
  it('on submit shows every message and puts the cursor in the first invalid field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderWithI18n(<CatalogueForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /Tên/ }), 'Khoa Nội');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('Không được để trống!')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Mã/ }));
  });

  it('hands the values over when every field passes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderWithI18n(<CatalogueForm onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /Mã/ }), 'K01');
    await user.type(screen.getByRole('textbox', { name: /Tên/ }), 'Khoa Nội');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSave).toHaveBeenCalledWith({ code: 'K01', name: 'Khoa Nội' });
  });

  it('checks a field when the user leaves it', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<CatalogueForm onSave={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /Mã/ }), 'K@1');
    await user.tab();
    expect(screen.getByText('Mã chỉ gồm chữ, số, dấu cách và dấu gạch ngang')).toBeTruthy();
  });
});
