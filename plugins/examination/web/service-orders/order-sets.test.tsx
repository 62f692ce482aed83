// @vitest-environment happy-dom
// Sample order sets in the F8 dialog as the doctor works them, on the fake API: a shared set found by its name typed
// without accents adds its tests with a toast naming the set; the chosen lines are kept as the doctor's own set under a
// name; a name the doctor already uses is refused under the name and the dialog stays open.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, sampleQueue } from '../testing/fake-exam-api';
import { callsOf, errorUnder, renderAsDoctor, settleToasts, type User } from '../testing/render-as-doctor';

async function render() {
  const rows = sampleQueue();
  // Number 2, a child being examined, fee-paying.
  const row = rows[2]!;
  const api = createFakeExamApi({ rows });
  return { api, user: await renderAsDoctor(<ExamTabs exam={{ ...row.KhamBenh!, ChanDoan: 'Sốt chưa rõ nguyên nhân' }} patient={row} onChanged={() => {}} />, api) };
}

afterEach(settleToasts);

async function openDialog(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Khám bệnh' }));
  await user.keyboard('{F8}');
  return screen.findByRole('dialog', { name: 'Chỉ định dịch vụ' });
}

const chosen = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: 'Dịch vụ đã chọn' }));
const linesIn = (dialog: HTMLElement) => chosen(dialog).queryAllByRole('combobox', { name: /Nơi thực hiện/ });
const saveAsSet = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Lưu thành bộ mẫu' }) as HTMLButtonElement;

async function addService(user: User, dialog: HTMLElement, search: string, option: RegExp) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Tìm dịch vụ' }), search, option);
}

async function openSaveAsSet(user: User, dialog: HTMLElement) {
  await user.click(saveAsSet(dialog));
  return screen.findByRole('dialog', { name: 'Lưu thành bộ chỉ định mẫu' });
}

describe('sample order sets in the order dialog', () => {
  it('When the doctor picks the shared set "Tầm soát tiểu đường" typed without accents / Then its two tests come in and the toast names the set', async () => {
    const { api, user } = await render();
    const dialog = await openDialog(user);
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Bộ chỉ định mẫu' }), 'tieu duong', /Tầm soát tiểu đường/);
    await waitFor(() => expect(linesIn(dialog)).toHaveLength(2));
    expect(chosen(dialog).getByText('XN-GLU')).toBeTruthy();
    expect(chosen(dialog).getByText('XN-HBA1C')).toBeTruthy();
    expect(await screen.findByText('Đã thêm 2 dịch vụ của bộ Tầm soát tiểu đường')).toBeTruthy();
    expect(callsOf(api, 'DichVuChoChiDinh').at(-1)!.variables.DichVus).toEqual([{ DichVu_Id: 'dv-glu' }, { DichVu_Id: 'dv-hba1c' }]);
    expect(within(dialog).getByText('Tổng tiền: 122,500 đ')).toBeTruthy();
  });

  it('When the doctor keeps a glucose and an ultrasound as "Khám tổng quát nhanh" / Then the set is saved with both, in order, and the name dialog closes', async () => {
    const { api, user } = await render();
    const dialog = await openDialog(user);
    // Nothing chosen, nothing to keep.
    expect(saveAsSet(dialog).disabled).toBe(true);
    await addService(user, dialog, 'glucose', /Glucose/);
    await addService(user, dialog, 'siêu âm', /Siêu âm ổ bụng/);
    await waitFor(() => expect(linesIn(dialog)).toHaveLength(2));
    const naming = await openSaveAsSet(user, dialog);
    expect(naming.textContent).toContain('2 dịch vụ đang chọn sẽ được lưu thành bộ chỉ định mẫu của bác sĩ.');
    // A blank name is stopped on screen.
    await user.click(within(naming).getByRole('button', { name: 'Lưu bộ mẫu' }));
    expect(errorUnder(within(naming).getByRole('textbox', { name: /Tên bộ chỉ định mẫu/ }))).toBe('Không được để trống!');
    expect(callsOf(api, 'CreateBoChiDinhMau')).toHaveLength(0);
    // The button guards against a double click for a moment.
    await waitFor(() => expect(within(naming).getByRole('button', { name: 'Lưu bộ mẫu' }).getAttribute('aria-disabled')).toBeNull());

    await user.type(within(naming).getByRole('textbox', { name: /Tên bộ chỉ định mẫu/ }), 'Khám tổng quát nhanh');
    await user.click(within(naming).getByRole('button', { name: 'Lưu bộ mẫu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lưu thành bộ chỉ định mẫu' })).toBeNull());
    expect(callsOf(api, 'CreateBoChiDinhMau')[0]!.variables.input).toEqual({ TenBoChiDinhMau: 'Khám tổng quát nhanh', DichVu_Ids: ['dv-glu', 'dv-sa'] });
    expect(await screen.findByText('Đã lưu bộ chỉ định mẫu Khám tổng quát nhanh')).toBeTruthy();
    expect(api.serviceOrders.orderSets!.map((each) => each.TenBoChiDinhMau)).toContain('Khám tổng quát nhanh');
    // The order dialog and its lines stay.
    expect(linesIn(dialog)).toHaveLength(2);
  });

  it('When the name is one the doctor already uses, in other case and accents / Then the refusal shows under the name and nothing is saved', async () => {
    const { api, user } = await render();
    const dialog = await openDialog(user);
    await addService(user, dialog, 'máu ngoại vi', /Tổng phân tích tế bào máu/);
    await waitFor(() => expect(linesIn(dialog)).toHaveLength(1));
    const naming = await openSaveAsSet(user, dialog);
    const name = within(naming).getByRole('textbox', { name: /Tên bộ chỉ định mẫu/ });
    await user.type(name, 'SOT KEO DAI');
    await user.click(within(naming).getByRole('button', { name: 'Lưu bộ mẫu' }));
    await waitFor(() => expect(errorUnder(name)).toBe('Tên bộ chỉ định mẫu đã có: Sốt kéo dài'));
    expect(screen.getByRole('dialog', { name: 'Lưu thành bộ chỉ định mẫu' })).toBeTruthy();
    expect(api.serviceOrders.orderSets).toHaveLength(2);
    // Typing again clears it.
    await user.type(name, ' 2');
    expect(errorUnder(name)).toBeNull();
  });
});
