// @vitest-environment happy-dom
// The bill lines' own actions as the cashier works them: cancel a posted line's posting, remove unpaid services (one,
// or the chosen ones, after a question naming them), cancel a prescription's payment request of drugs or of supplies;
// the server's refusal shown as it words it; each action only with its right, none on a visit whose fees are
// completed; and the names in English.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import type { Language } from '@his/sdk';
import { CASHIER_COLLECT, CASHIER_COMPLETE, CASHIER_READ } from '../../contract';
import { createFakeCashierApi, sampleVisits, type FakeCashierOptions } from '../testing/fake-cashier-api';
import { bodyRows, callsOf, cellsOf, renderAsCashier, settleToasts, type User } from '../testing/render-as-cashier';
import { CashierPage } from './cashier-page';

async function render(options: FakeCashierOptions & { language?: Language; permissions?: string[] } = {}) {
  const api = createFakeCashierApi(options);
  const rendered = await renderAsCashier(<CashierPage />, api, options);
  return { api, ...rendered };
}

afterEach(settleToasts);

async function open(user: User, name: string, list = 'Chờ thanh toán') {
  if (list !== 'Chờ thanh toán') await user.click(await screen.findByRole('tab', { name: new RegExp(`^${list}`) }));
  const table = await screen.findByRole('table', { name: list });
  const row = await waitFor(() => bodyRows(table).find((each) => each.textContent?.includes(name))!);
  await user.dblClick(row);
  await screen.findByRole('heading', { level: 2, name });
  return screen.findByRole('table', { name: 'Chi tiết viện phí' });
}

const billTable = () => screen.getByRole('table', { name: 'Chi tiết viện phí' });
const lineRow = (service: string) => bodyRows(billTable()).find((row) => cellsOf(row)[1]?.endsWith(service));
const stateOf = (service: string) => cellsOf(lineRow(service)!)[8];
const total = (field: string) => screen.getByTestId(`total-${field}`).textContent;
const chosenBar = () => screen.queryByRole('group', { name: 'Thao tác với các dòng đã chọn' });

/** The insured patient's visit with a supplies prescription beside the drugs one. */
function withSupplies() {
  const visits = sampleVisits();
  const drugs = visits[0]!.lines.find((line) => line._id === 't-para')!;
  visits[0]!.lines.push({ ...drugs, _id: 't-gac', TenDichVu: 'Gạc vô trùng 10x10', TranGroup: 'VTYT', ToaThuoc_Id: 'toa-2', MaPhieu: 'KB260305001.2', SoLuong: 2 });
  return visits;
}

describe('the actions on the bill lines', () => {
  it('When the cashier cancels a posted line\'s posting / Then the server is asked for that line, the line shows collected again and the receipt is no longer posted', async () => {
    const { api, user } = await render();
    await open(user, 'Lê Văn Hùng', 'Đã thu');
    expect(stateOf('Khám Ngoại')).toBe('Đã hạch toán');
    await user.click(within(billTable()).getByRole('button', { name: 'Hủy hạch toán Khám Ngoại' }));
    await waitFor(() => expect(callsOf(api, 'CashierUnpostLines').map((call) => call.variables)).toEqual([{ ChiTiet_Ids: ['kb-ngoai'] }]));
    expect(await screen.findByText('Đã hủy hạch toán: Khám Ngoại')).toBeTruthy();
    await waitFor(() => expect(stateOf('Khám Ngoại')).toBe('Đã thu'));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Biên lai' })).map((row) => cellsOf(row)[5])).toEqual(['Đã thu tiền']));
  });

  it('When the cashier removes an unpaid service / Then she is asked first, naming it, and the bill no longer holds it', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    expect(total('ConLai')).toBe('372,960');
    await user.click(within(billTable()).getByRole('button', { name: 'Xóa dịch vụ Siêu âm ổ bụng 4D (theo yêu cầu)' }));
    const question = await screen.findByRole('alertdialog', { name: 'Xóa dịch vụ chưa thu tiền' });
    expect(question.textContent).toContain('Xóa 1 dịch vụ chưa thu tiền khỏi lượt khám: Siêu âm ổ bụng 4D (theo yêu cầu)?');
    await user.click(within(question).getByRole('button', { name: 'Xóa dịch vụ' }));
    await waitFor(() => expect(callsOf(api, 'CashierRemoveServices').map((call) => call.variables)).toEqual([{ dichvuIds: ['sa-4d'] }]));
    expect(await screen.findByText('Đã xóa dịch vụ: Siêu âm ổ bụng 4D (theo yêu cầu)')).toBeTruthy();
    await waitFor(() => expect(total('ConLai')).toBe('22,960'));
    expect(lineRow('Siêu âm ổ bụng 4D (theo yêu cầu)')).toBeUndefined();
  });

  it('When the cashier says no to the question / Then nothing is removed', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(within(billTable()).getByRole('button', { name: 'Xóa dịch vụ Khám Nội' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(api, 'CashierRemoveServices')).toHaveLength(0);
    expect(lineRow('Khám Nội')).toBeTruthy();
  });

  it('When the cashier removes the chosen services from the button above the table / Then all of them go in one request, named in the question', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    // Every line to collect starts chosen: four services and the prescription.
    expect(within(chosenBar()!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Xóa 4 dịch vụ đã chọn', 'Hủy yêu cầu thanh toán 1 toa đã chọn']);
    await user.click(screen.getByRole('checkbox', { name: 'Chọn cả nhóm Xét nghiệm' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Khám Nội' }));
    await user.click(within(chosenBar()!).getByRole('button', { name: 'Xóa 1 dịch vụ đã chọn' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Siêu âm ổ bụng 4D (theo yêu cầu)');
    await user.click(within(question).getByRole('button', { name: 'Xóa dịch vụ' }));
    await waitFor(() => expect(callsOf(api, 'CashierRemoveServices').map((call) => call.variables)).toEqual([{ dichvuIds: ['sa-4d'] }]));
    await waitFor(() => expect(lineRow('Siêu âm ổ bụng 4D (theo yêu cầu)')).toBeUndefined());
  });

  it('When the server refuses to remove a service / Then its message shows and the bill stays', async () => {
    const message = 'Dịch vụ XN-CBC của phiếu YC2603050001 đã thu tiền, không thể xoá hay thay đổi';
    const { api, user } = await render({ refusals: { CashierRemoveServices: new MockRefusal('reception.serviceOrders.paid', 'dichvuIds', { code: 'XN-CBC', number: 'YC2603050001' }, message) } });
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(within(billTable()).getByRole('button', { name: 'Xóa dịch vụ Tổng phân tích tế bào máu ngoại vi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa dịch vụ' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(callsOf(api, 'CashierRemoveServices')).toHaveLength(1);
    expect(lineRow('Tổng phân tích tế bào máu ngoại vi')).toBeTruthy();
    expect(total('ConLai')).toBe('372,960');
  });

  it('When the cashier cancels a drug prescription\'s payment request / Then she is asked first, naming the prescription and its drugs, and its lines leave the bill', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(within(billTable()).getByRole('button', { name: 'Hủy yêu cầu thanh toán Paracetamol 500mg' }));
    const question = await screen.findByRole('alertdialog', { name: 'Hủy yêu cầu thanh toán' });
    expect(question.textContent).toContain('Hủy yêu cầu thanh toán toa thuốc KB260305001.1? Paracetamol 500mg rời khỏi viện phí cho đến khi bác sĩ lưu lại toa.');
    await user.click(within(question).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() => expect(callsOf(api, 'CashierCancelDrugsRequest').map((call) => call.variables)).toEqual([{ ToaThuoc_Id: 'toa-1' }]));
    expect(await screen.findByText('Đã hủy yêu cầu thanh toán toa thuốc KB260305001.1')).toBeTruthy();
    await waitFor(() => expect(lineRow('Paracetamol 500mg')).toBeUndefined());
    expect(total('ConLai')).toBe('371,960');
  });

  it('When the chosen lines come from a drug and a supplies prescription / Then each request is cancelled with its own operation', async () => {
    const { api, user } = await render({ visits: withSupplies() });
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(within(chosenBar()!).getByRole('button', { name: 'Hủy yêu cầu thanh toán 2 toa đã chọn' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('toa thuốc KB260305001.1, toa vật tư KB260305001.2? Paracetamol 500mg, Gạc vô trùng 10x10 rời khỏi viện phí');
    await user.click(within(question).getByRole('button', { name: 'Hủy yêu cầu' }));
    await waitFor(() => expect(callsOf(api, 'CashierCancelSuppliesRequest').map((call) => call.variables)).toEqual([{ ToaThuoc_Id: 'toa-2' }]));
    expect(callsOf(api, 'CashierCancelDrugsRequest').map((call) => call.variables)).toEqual([{ ToaThuoc_Id: 'toa-1' }]);
    await waitFor(() => expect([lineRow('Paracetamol 500mg'), lineRow('Gạc vô trùng 10x10')]).toEqual([undefined, undefined]));
  });

  it('When the server refuses a prescription\'s cancelling / Then its message shows and the lines stay', async () => {
    const message = 'Toa số 1 đã có thuốc thu tiền: không thể sửa hoặc xoá';
    const { user } = await render({ refusals: { CashierCancelDrugsRequest: new MockRefusal('examination.prescription.paid', 'ToaThuoc_Id', { number: 1 }, message) } });
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(within(billTable()).getByRole('button', { name: 'Hủy yêu cầu thanh toán Paracetamol 500mg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(lineRow('Paracetamol 500mg')).toBeTruthy();
  });

  it('Without the right to post / Then no line offers to cancel a posting, and removing stays with the right to complete fees', async () => {
    const { user } = await render({ permissions: [CASHIER_READ, CASHIER_COLLECT, CASHIER_COMPLETE] });
    await open(user, 'Lê Văn Hùng', 'Đã thu');
    expect(within(billTable()).queryByRole('button', { name: 'Hủy hạch toán Khám Ngoại' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^Chờ thanh toán/ }));
    await open(user, 'Trần Thị Bích Ngọc');
    expect(within(billTable()).getByRole('button', { name: 'Xóa dịch vụ Khám Nội' })).toBeTruthy();
  });

  it('Without the right to complete fees / Then no service can be removed and no request cancelled', async () => {
    const { user } = await render({ permissions: [CASHIER_READ, CASHIER_COLLECT] });
    await open(user, 'Trần Thị Bích Ngọc');
    expect(within(billTable()).queryAllByRole('button')).toEqual([]);
    expect(within(billTable()).queryByRole('columnheader', { name: 'Thao tác' })).toBeNull();
    expect(chosenBar()).toBeNull();
  });

  it('When the visit\'s fees are completed / Then no line offers any action', async () => {
    const visits = sampleVisits();
    visits[1]!.TrangThaiTiepNhan = 'HoanTat';
    const { user } = await render({ visits });
    await open(user, 'Lê Văn Hùng', 'Đã thu');
    expect(await screen.findByText('Viện phí đã hoàn tất: hủy hoàn tất để thu hoặc hoàn tiền')).toBeTruthy();
    expect(within(billTable()).queryAllByRole('button')).toEqual([]);
    expect(chosenBar()).toBeNull();
  });

  it('In English / Then the actions are named in English with the line they act on', async () => {
    const { user } = await render({ language: 'en', visits: withSupplies() });
    const table = await screen.findByRole('table', { name: 'Waiting for payment' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(0));
    await user.dblClick(bodyRows(table).find((row) => row.textContent?.includes('Trần Thị Bích Ngọc'))!);
    const bill = await screen.findByRole('table', { name: 'Bill lines' });
    expect(within(bill).getByRole('button', { name: 'Remove the service Khám Nội' }).textContent).toBe('Remove');
    expect(within(bill).getByRole('button', { name: 'Cancel request for payment of Gạc vô trùng 10x10' }).textContent).toBe('Cancel request');
    expect(within(screen.getByRole('group', { name: 'Actions on the chosen lines' })).getAllByRole('button').map((button) => button.textContent))
      .toEqual(['Remove 4 chosen service(s)', 'Cancel the payment request of 2 chosen prescription(s)']);
    expect(document.body.textContent).not.toMatch(/cashier\.[a-zA-Z]/);
  });
});
