// @vitest-environment happy-dom
// The doctor's screen as the doctor works it: the remembered room and its waiting list (priority first), a room
// chosen and remembered, an exam started with the BMI worked out on screen, ending refused under the ICD field until
// a primary ICD and a treatment plan are chosen, a server refusal under its field, the patient moved on, and the
// patient sent to another room (both fields required, the server asked first).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import { chooseOption } from '@his/sdk/testing/dom';
import type { Language } from '@his/sdk';
import { createFakeExamApi, type FakeExamOptions } from '../testing/fake-exam-api';
import { bodyRows, cellsOf, errorUnder, renderAsDoctor, settleToasts, type User } from '../testing/render-as-doctor';
import { ExaminationPage } from './examination-page';

async function render(options: FakeExamOptions & { room?: string | null; language?: Language } = {}) {
  if (options.room !== null) localStorage.setItem('examine-desk', options.room ?? 'pk01');
  const api = createFakeExamApi(options);
  return { api, user: await renderAsDoctor(<ExaminationPage />, api, options.language) };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

async function startNumber(user: User, number: number) {
  await user.click(await screen.findByRole('button', { name: `Khám số ${number}` }));
  return screen.findByRole('form', { name: 'Khám bệnh' });
}

describe('the examination screen', () => {
  it('When the doctor opens the screen / Then their remembered room is chosen and its waiting list shows the priority patient first', async () => {
    const { api } = await render();
    const table = await screen.findByRole('table', { name: 'Chờ khám' });
    const rows = await waitFor(() => {
      const found = bodyRows(table);
      expect(found.length).toBe(2);
      return found;
    });
    expect(rows.map((row) => cellsOf(row).slice(0, 7))).toEqual([
      ['4', '26000004', 'Lê Thị Hoa', 'Nữ', '1948', 'BHYTƯu tiên', 'Chờ gọi'],
      ['1', '26000001', 'Nguyễn Văn An', 'Nam', '1985', 'Không BHYT', 'Đã gọi'],
    ]);
    expect(within(rows[0]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Gọi', 'Khám', 'Chuyển phòng', 'Bỏ qua']);
    expect(within(rows[1]!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Gọi lại', 'Khám', 'Chuyển phòng', 'Bỏ qua']);
    expect(api.calls.find((call) => call.name === 'HangDoiKhamBenh')?.variables).toEqual({ idRoom: 'pk01' });
    expect(screen.getByRole('tab', { name: 'Đang khám (1)' })).toBeTruthy();
  });

  it('When no room is remembered and the doctor chooses one / Then its queue shows and the choice is kept for next time', async () => {
    const { api, user } = await render({ room: null });
    expect(await screen.findByText('Chọn phòng khám để xem hàng đợi')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Phòng khám/ }));
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Ngoại (PK02)' }));
    expect(await screen.findByText('Không có bệnh nhân nào đang chờ')).toBeTruthy();
    expect(localStorage.getItem('examine-desk')).toBe('pk02');
    expect(new Set(api.calls.filter((call) => call.name === 'HangDoiKhamBenh').map((call) => call.variables.idRoom))).toEqual(new Set(['pk02']));
  });

  it('When the doctor starts an exam and ends it / Then the BMI shows its category, ending asks for the primary ICD under its field, and the patient moves to the examined list', async () => {
    const { api, user } = await render();
    const form = await startNumber(user, 1);
    expect(api.calls.filter((call) => call.name === 'CreateKhamBenh').map((call) => call.variables)).toEqual([{ DichVuYeuCau_Id: 'yc-1' }]);
    await user.type(within(form).getByRole('textbox', { name: /Chiều cao/ }), '170');
    await user.type(within(form).getByRole('textbox', { name: /Cân nặng/ }), '80');
    expect(within(form).getByTestId('bmi').textContent).toBe('27.7 · Thừa cân độ I');

    await user.click(within(form).getByRole('button', { name: 'Kết thúc khám' }));
    const icd = within(form).getByRole('combobox', { name: /Bệnh chính/ });
    await waitFor(() => expect(errorUnder(icd)).toBe('Chưa chọn bệnh chính (ICD)'));
    await waitFor(() => expect(document.activeElement).toBe(icd));
    expect(api.calls.some((call) => call.name === 'SaveAndVerifyKhamBenh')).toBe(false);

    await chooseOption(user, icd, 'J00', /Viêm mũi họng cấp/);
    await chooseOption(user, within(form).getByRole('combobox', { name: /Hướng giải quyết/ }), 'toa', /Cấp toa cho về/);
    // A button refuses a second click for a second after the first.
    const end = within(form).getByRole('button', { name: 'Kết thúc khám' });
    await waitFor(() => expect(end.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(end);
    await waitFor(() => expect(api.calls.some((call) => call.name === 'SaveAndVerifyKhamBenh')).toBe(true));
    expect(api.calls.find((call) => call.name === 'SaveAndVerifyKhamBenh')!.variables.input).toMatchObject({ ChieuCao: 170, CanNang: 80, ICD_Id: 'icd-j00', HuongGiaiQuyet_Id: 'hgq-ve' });
    expect(await screen.findByRole('tab', { name: 'Đã khám (2)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mở lại' })).toBeTruthy();
  });

  it('When the server refuses a save naming a field / Then its message shows under that field', async () => {
    const { user } = await render({ refusals: { UpdateKhamBenh: new MockRefusal('examination.followUpBeforeExam', 'NgayTaiKham') } });
    const form = await startNumber(user, 4);
    await user.keyboard('{F4}');
    const followUp = within(form).getByRole('textbox', { name: /Ngày tái khám/ });
    await waitFor(() => expect(errorUnder(followUp)).toBe('Ngày tái khám không được trước ngày khám'));
  });

  it('For a child with a birth date / Then the BMI is classed by the WHO table for the age', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('tab', { name: /Đang khám/ }));
    await user.click(await screen.findByRole('button', { name: 'Mở số 2' }));
    const form = await screen.findByRole('form', { name: 'Khám bệnh' });
    // 19 kg at 110 cm is 15.7, a healthy six-year-old girl.
    expect(within(form).getByTestId('bmi').textContent).toBe('15.7 · Bình thường');
  });

  it('When the doctor reopens an examined exam / Then its fields can be changed and it can be ended again', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('tab', { name: /^Đã khám/ }));
    await user.click(await screen.findByRole('button', { name: 'Mở số 3' }));
    const form = await screen.findByRole('form', { name: 'Khám bệnh' });
    expect(within(form).getByRole('textbox', { name: /Mạch/ })).toHaveProperty('disabled', true);
    expect(within(form).queryByRole('button', { name: 'Kết thúc khám' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Mở lại' }));
    await waitFor(() => expect(api.calls.filter((call) => call.name === 'VerifyKhamBenh').map((call) => call.variables)).toEqual([{ id: 'kb-3', currentState: 'DaKham' }]));
    const reopened = await screen.findByRole('form', { name: 'Khám bệnh' });
    await within(reopened).findByRole('button', { name: 'Kết thúc khám' });
    expect(within(reopened).getByRole('textbox', { name: /Mạch/ })).toHaveProperty('disabled', false);
  });

  it('When the doctor cancels an exam / Then a reason is required, and the patient waits again', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('tab', { name: /^Đang khám/ }));
    await user.click(await screen.findByRole('button', { name: 'Mở số 2' }));
    const form = await screen.findByRole('form', { name: 'Khám bệnh' });
    // An exam holding data is cancelled, not removed.
    expect(within(form).queryByRole('button', { name: 'Xoá lượt khám' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Huỷ khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ lượt khám KB2603050002' });
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ khám' }));
    const reason = within(dialog).getByRole('textbox', { name: /Lý do huỷ/ });
    await waitFor(() => expect(errorUnder(reason)).toBeTruthy());
    expect(api.calls.some((call) => call.name === 'CancelKhamBenh')).toBe(false);
    await user.type(reason, 'Nhầm bệnh nhân');
    const confirmCancel = within(dialog).getByRole('button', { name: 'Huỷ khám' });
    await waitFor(() => expect(confirmCancel.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(confirmCancel);
    await waitFor(() => expect(api.calls.find((call) => call.name === 'CancelKhamBenh')?.variables).toEqual({ id: 'kb-2', reason: 'Nhầm bệnh nhân' }));
    expect(await screen.findByRole('tab', { name: 'Chờ khám (3)' })).toBeTruthy();
  });

  it('When the doctor started the wrong patient / Then the empty exam is removed after a confirmation', async () => {
    const { api, user } = await render();
    const form = await startNumber(user, 4);
    await user.click(within(form).getByRole('button', { name: 'Xoá lượt khám' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Xoá lượt khám KB2603050004? Bệnh nhân trở về danh sách chờ.');
    await user.click(within(question).getByRole('button', { name: 'Xoá lượt khám' }));
    await waitFor(() => expect(api.calls.find((call) => call.name === 'RemoveKhamBenh')?.variables).toEqual({ id: 'kb-4' }));
    expect(await screen.findByText('Chọn một bệnh nhân trong hàng đợi; bấm Khám để bắt đầu')).toBeTruthy();
  });

  it('When the doctor confirms a transfer with a field empty / Then both are required under their fields, and the server\'s refusal of the same room shows under the room', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('tab', { name: /^Đang khám/ }));
    await user.click(await screen.findByRole('button', { name: 'Mở số 2' }));
    const form = await screen.findByRole('form', { name: 'Khám bệnh' });
    await user.click(within(form).getByRole('button', { name: 'Chuyển phòng khám' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chuyển phòng khám: số 2, Phạm Minh Châu' });
    expect(api.calls.filter((call) => call.name === 'CheckBeforeChuyenPhongKham').map((call) => call.variables)).toEqual([{ DichVuYeuCau_Id: 'yc-2' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển phòng' }));
    const service = within(dialog).getByRole('combobox', { name: /Dịch vụ khám/ });
    const room = within(dialog).getByRole('combobox', { name: /^Phòng khám/ });
    await waitFor(() => expect(errorUnder(service)).toBe('Không được để trống!'));
    expect(errorUnder(room)).toBe('Không được để trống!');

    await chooseOption(user, service, 'noi', /Khám Nội/);
    await waitFor(() => expect(errorUnder(service)).toBeNull());
    const confirmTransfer = within(dialog).getByRole('button', { name: 'Chuyển phòng' });
    await waitFor(() => expect(confirmTransfer.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(confirmTransfer);
    await waitFor(() => expect(errorUnder(room)).toBe('Không được để trống!'));
    expect(api.calls.some((call) => call.name === 'ChuyenPhongKham')).toBe(false);

    await user.click(room);
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Nội 1 (2 đang chờ)' }));
    await waitFor(() => expect(confirmTransfer.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(confirmTransfer);
    await waitFor(() => expect(errorUnder(room)).toBe('Bệnh nhân đang ở phòng và dịch vụ này'));
    expect(screen.getByRole('dialog', { name: /Chuyển phòng khám/ })).toBeTruthy();
  });

  it('When the doctor sends the patient being examined to another room / Then the toast names the room and number, the form closes and the patient leaves this room', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('tab', { name: /^Đang khám/ }));
    await user.click(await screen.findByRole('button', { name: 'Mở số 2' }));
    const form = await screen.findByRole('form', { name: 'Khám bệnh' });
    await user.click(within(form).getByRole('button', { name: 'Chuyển phòng khám' }));
    const dialog = await screen.findByRole('dialog', { name: /Chuyển phòng khám/ });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Dịch vụ khám/ }), 'ngoai', /Khám Ngoại/);
    await user.click(within(dialog).getByRole('combobox', { name: /^Phòng khám/ }));
    await user.click(await screen.findByRole('option', { name: 'Phòng khám Ngoại (6 đang chờ)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển phòng' }));
    await waitFor(() => expect(api.calls.find((call) => call.name === 'ChuyenPhongKham')?.variables).toEqual({ DichVuYeuCau_Id: 'yc-2', DichVu_Id: 'dv-kham-ngoai', PhongBan_Id: 'pk02' }));
    expect(await screen.findByText('Đã chuyển sang Phòng khám Ngoại, số 7')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Khám bệnh' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: /Chuyển phòng khám/ })).toBeNull();
    expect(await screen.findByRole('tab', { name: 'Đang khám (0)' })).toBeTruthy();
    expect(api.transferred.pk02?.map((row) => row.TenBenhNhan)).toEqual(['Phạm Minh Châu']);
  });

  it('When the server refuses the transfer before the dialog / Then its message shows and no dialog opens', async () => {
    const paid = 'Chỉ định khám của bệnh nhân số 4 đã thu tiền: cần thu ngân xử lý trước khi chuyển phòng';
    const { api, user } = await render({ refusals: { CheckBeforeChuyenPhongKham: new MockRefusal('reception.transfer.orderPaid', 'DichVuYeuCau_Id', { number: 4 }, paid) } });
    await user.click(await screen.findByRole('button', { name: 'Chuyển phòng số 4' }));
    expect(await screen.findByText(paid)).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'CheckBeforeChuyenPhongKham').map((call) => call.variables)).toEqual([{ DichVuYeuCau_Id: 'yc-4' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.name === 'TransferRooms' || call.name === 'TransferExamServices')).toBe(false);
  });

  it('When the rooms of the chosen service cannot be read / Then the dialog says why instead of offering no room', async () => {
    const denied = 'Bạn không có quyền thực hiện thao tác này';
    const { user } = await render({ refusals: { TransferRooms: new MockRefusal('errors.forbidden', undefined, {}, denied) } });
    await user.click(await screen.findByRole('button', { name: 'Chuyển phòng số 4' }));
    const dialog = await screen.findByRole('dialog', { name: /Chuyển phòng khám/ });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /Dịch vụ khám/ }), 'ngoai', /Khám Ngoại/);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(denied);
  });

  it('In English / Then the lists, columns and buttons speak English', async () => {
    await render({ language: 'en' });
    const table = await screen.findByRole('table', { name: 'Waiting' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['No.', 'Patient code', 'Patient name', 'Sex', 'Birth year', 'Patient group', 'State', 'Actions']);
    expect(await within(table).findByRole('button', { name: 'Examine number 4' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Examination room/ })).toBeTruthy();
  });
});
