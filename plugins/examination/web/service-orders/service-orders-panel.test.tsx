// @vitest-environment happy-dom
// The service orders tab (F8) as the doctor works it, on the fake API: F8 from the exam opens the tab and its dialog; an empty
// save is stopped on screen; a blood count and a glucose found by name go to the sample room with their prices and a
// package adds its tests but not the examination; saved as drafts they show in the tab and "Gửi chỉ định" sends them;
// a service still waiting is refused under its line; one done today is asked about first; an unpaid draft is removed.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, sampleQueue, type FakeExamOptions } from '../testing/fake-exam-api';
import { bodyRows, callsOf, cellsOf, renderAsDoctor, settleToasts, type User } from '../testing/render-as-doctor';

async function render(options: FakeExamOptions = {}) {
  const rows = sampleQueue();
  // Number 2, a child being examined, fee-paying.
  const row = rows[2]!;
  const api = createFakeExamApi({ ...options, rows });
  return { api, user: await renderAsDoctor(<ExamTabs exam={{ ...row.KhamBenh!, ChanDoan: 'Sốt chưa rõ nguyên nhân' }} patient={row} onChanged={() => {}} />, api) };
}

afterEach(settleToasts);

async function openDialog(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Khám bệnh' }));
  await user.keyboard('{F8}');
  const dialog = await screen.findByRole('dialog', { name: 'Chỉ định dịch vụ' });
  expect(screen.getByRole('tab', { name: 'Chỉ định dịch vụ (F8)', hidden: true }).getAttribute('aria-selected')).toBe('true');
  return dialog;
}

async function addService(user: User, dialog: HTMLElement, search: string, option: RegExp) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Tìm dịch vụ' }), search, option);
}

const chosen = (dialog: HTMLElement) => within(within(dialog).getByRole('region', { name: 'Dịch vụ đã chọn' }));

describe('the service orders tab', () => {
  it('When the doctor orders a blood count and a glucose and saves them as drafts / Then one order at the sample room shows, and "Gửi chỉ định" sends it', async () => {
    const { api, user } = await render();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: /Bác sĩ chỉ định/ })).toHaveProperty('value', 'BS. Trần Văn Khoa');
    expect(within(dialog).getByRole('textbox', { name: /Chẩn đoán/ })).toHaveProperty('value', 'Sốt chưa rõ nguyên nhân');
    // Nothing chosen: stopped on screen, the server not asked.
    await user.click(within(dialog).getByRole('button', { name: 'Lưu và gửi' }));
    expect(await chosen(dialog).findByRole('alert')).toHaveProperty('textContent', 'Không được để trống!');
    expect(callsOf(api, 'CreateDichVuYeuCaus')).toHaveLength(0);

    await addService(user, dialog, 'máu ngoại vi', /Tổng phân tích tế bào máu/);
    await addService(user, dialog, 'glucose', /Glucose/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(2));
    for (const room of chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })) expect(room.textContent).toContain('Phòng lấy mẫu xét nghiệm');
    expect(within(dialog).getByText('Tổng tiền: 67,700 đ')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chỉ định dịch vụ' })).toBeNull());
    expect(callsOf(api, 'CreateDichVuYeuCaus')[0]!.variables).toMatchObject({
      idKhamBenh: 'kb-2',
      input: { ChanDoan: 'Sốt chưa rõ nguyên nhân', guiNgay: false, DichVus: [{ DichVu_Id: 'dv-cbc', NoiThucHien_Id: 'xn01', SoLuong: 1 }, { DichVu_Id: 'dv-glu', NoiThucHien_Id: 'xn01', SoLuong: 1 }] },
    });
    const table = screen.getByRole('table', { name: 'Các phiếu chỉ định của lượt khám' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table).map((row) => cellsOf(row).slice(0, 7))).toEqual([
      ['YC260000101', 'Tổng phân tích tế bào máu ngoại vi', 'Phòng lấy mẫu xét nghiệm', 'Nháp', '1', '46,200', 'Chưa thu'],
      ['', 'Định lượng Glucose [máu]', 'Phòng lấy mẫu xét nghiệm', 'Nháp', '1', '21,500', 'Chưa thu'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Gửi chỉ định' }));
    await waitFor(() => expect(cellsOf(bodyRows(table)[0]!)[3]).toBe('Chưa thực hiện'));
    expect(callsOf(api, 'UpdateManyDichVuYeuCauNhapToSanSang')[0]!.variables).toMatchObject({ ids: ['yc-f8-1'] });
    expect((screen.getByRole('button', { name: 'Gửi chỉ định' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('When the doctor adds a package / Then its tests come in, the examination it holds does not', async () => {
    const { user } = await render();
    const dialog = await openDialog(user);
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Thêm gói dịch vụ' }), 'đái tháo', /Gói tầm soát đái tháo đường/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(2));
    expect(chosen(dialog).getByText('XN-GLU')).toBeTruthy();
    expect(chosen(dialog).getByText('XN-HBA1C')).toBeTruthy();
    expect(chosen(dialog).queryByText('KB-NOI')).toBeNull();
  });

  it('When a chosen service still waits / Then the server\'s refusal shows under its line and nothing closes', async () => {
    const { api, user } = await render();
    let dialog = await openDialog(user);
    await addService(user, dialog, 'glucose', /Glucose/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu và gửi' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chỉ định dịch vụ' })).toBeNull());
    expect(api.serviceOrders.orders[0]!.TrangThai).toBe('SanSang');

    await user.keyboard('{F8}');
    dialog = await screen.findByRole('dialog', { name: 'Chỉ định dịch vụ' });
    await addService(user, dialog, 'máu ngoại vi', /Tổng phân tích/);
    await addService(user, dialog, 'glucose', /Glucose/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));
    expect((await chosen(dialog).findByRole('alert')).textContent).toBe('Dịch vụ XN-GLU đã được chỉ định (phiếu YC260000101) và đang chờ thực hiện');
    expect(api.serviceOrders.orders).toHaveLength(1);
  });

  it('When a service was done today / Then the doctor is asked, and "Vẫn chỉ định" orders it', async () => {
    const { api, user } = await render({ doneToday: ['dv-hba1c'] });
    const dialog = await openDialog(user);
    await addService(user, dialog, 'hba1c', /HbA1c/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Dịch vụ XN-HBA1C đã được chỉ định và thực hiện hôm nay');
    await user.click(within(question).getByRole('button', { name: 'Vẫn chỉ định' }));
    await waitFor(() => expect(api.serviceOrders.orders).toHaveLength(1));
    expect(callsOf(api, 'CreateDichVuYeuCaus').map((call) => call.variables.confirmed)).toEqual([[], ['reception.serviceOrders.orderedToday']]);
  });

  it('When the doctor removes an unpaid draft / Then it is asked first and the order leaves the tab', async () => {
    const { api, user } = await render();
    const dialog = await openDialog(user);
    await addService(user, dialog, 'siêu âm', /Siêu âm ổ bụng/);
    await waitFor(() => expect(chosen(dialog).getAllByRole('combobox', { name: /Nơi thực hiện/ })).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));
    const table = await screen.findByRole('table', { name: 'Các phiếu chỉ định của lượt khám' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await user.click(within(table).getByRole('button', { name: 'Xoá phiếu chỉ định YC260000101?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(api.serviceOrders.orders).toHaveLength(0));
    expect(await within(table).findByText('Chưa có chỉ định dịch vụ')).toBeTruthy();
  });
});
