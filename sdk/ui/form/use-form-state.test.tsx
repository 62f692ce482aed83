// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeRules, nameRules } from '@his/sdk/validation';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextInput } from '../text-input/text-input';
import { Button } from '../button/button';
import { useFormState } from './use-form-state';

type Patient = { hoTen: string; soDienThoai: string; diaChi: string };
const requiredText = { initial: '', rules: nameRules };

/** Three fields; the test fills the first only, so the second and third are refused. */
function PatientForm({ onSave }: { onSave: (values: Patient) => void | Promise<unknown> }) {
  const form = useFormState<Patient>({ hoTen: requiredText, soDienThoai: requiredText, diaChi: requiredText });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <TextInput label="Họ tên" {...form.field('hoTen')} />
      <TextInput label="Số điện thoại" {...form.field('soDienThoai')} />
      <TextInput label="Địa chỉ" {...form.field('diaChi')} />
      <Button type="submit">Lưu</Button>
    </form>
  );
}

/** Fields listed in one order and shown in another; the first shown takes no ref, as a search picker does. */
function ReorderedForm() {
  const form = useFormState({ code: { initial: '', rules: codeRules }, group: { initial: '', rules: nameRules } });
  const { ref: _pickerTakesNoRef, ...group } = form.field('group');
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextInput label="Nhóm" {...group} />
      <TextInput label="Mã" {...form.field('code')} />
      <Button type="submit">Lưu</Button>
    </form>
  );
}

/** Passes the client's checks; the server then refuses the phone number, as BAD_USER_INPUT with a field. */
function ServerRefusedForm() {
  const form = useFormState<Patient>({ hoTen: requiredText, soDienThoai: requiredText, diaChi: requiredText });
  const save = form.handleSubmit(async () => {
    await Promise.resolve();
    form.setError('soDienThoai', 'validation.required');
  });
  return (
    <form noValidate onSubmit={save}>
      <TextInput label="Họ tên" {...form.field('hoTen')} />
      <TextInput label="Số điện thoại" {...form.field('soDienThoai')} />
      <TextInput label="Địa chỉ" {...form.field('diaChi')} />
      <Button type="submit">Lưu</Button>
    </form>
  );
}

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

  describe('a refused save takes the user to the first invalid field', () => {
    let scrolled: MockInstance<(arg?: boolean | ScrollIntoViewOptions) => void>;
    beforeEach(() => {
      // happy-dom lays nothing out; the spy records where the form asked the browser to scroll.
      Element.prototype.scrollIntoView ??= () => undefined;
      scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    });
    afterEach(() => scrolled.mockRestore());

    it('focuses and scrolls to the second of three fields when the second and third are empty', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      await renderWithI18n(<PatientForm onSave={onSave} />);
      await user.type(screen.getByRole('textbox', { name: /Họ tên/ }), 'Nguyễn Văn A');
      await user.click(screen.getByRole('button', { name: 'Lưu' }));

      const second = screen.getByRole('textbox', { name: /Số điện thoại/ });
      expect(onSave).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(second);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(second);
    });

    it('goes by the order on screen, and reaches a field that registered no element', async () => {
      const user = userEvent.setup();
      await renderWithI18n(<ReorderedForm />);
      await user.click(screen.getByRole('button', { name: 'Lưu' }));

      const shownFirst = screen.getByRole('textbox', { name: /Nhóm/ });
      expect(document.activeElement).toBe(shownFirst);
      expect(scrolled.mock.contexts.at(-1)).toBe(shownFirst);
    });

    it('focuses and scrolls to the field the server names when it refuses the save', async () => {
      const user = userEvent.setup();
      await renderWithI18n(<ServerRefusedForm />);
      await user.type(screen.getByRole('textbox', { name: /Họ tên/ }), 'Nguyễn Văn A');
      await user.type(screen.getByRole('textbox', { name: /Số điện thoại/ }), '0901234567');
      await user.type(screen.getByRole('textbox', { name: /Địa chỉ/ }), 'Hà Nội');
      await user.click(screen.getByRole('button', { name: 'Lưu' }));

      const named = screen.getByRole('textbox', { name: /Số điện thoại/ });
      await waitFor(() => expect(document.activeElement).toBe(named));
      expect(scrolled.mock.contexts.at(-1)).toBe(named);
      expect(named.getAttribute('aria-invalid')).toBe('true');
    });
  });
});
