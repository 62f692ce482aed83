// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The technician's work list as the technician works it, on the fake API: the three tabs with their counts (urgent
// first); the patient who did not come marked and brought back; the next number called; a lab result entered and
// returned with the flag the server judged; a blank test and a device at its daily limit refused under their fields; a
// returned result cancelled only with the right, and printed with the public link of its QR code; checked rows taken
// in bulk with the one refused listed; a scanned sample id opening its order; a report written from the conclusion
// dictionary.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import type { WorkListKey } from '../../rules/work-lists';
import { createFakeParaclinicalApi } from '../testing/fake-paraclinical-api';
import { bodyRows, callsOf, errorUnder, renderAsTechnician, settleToasts, type User } from '../testing/render-as-technician';
import { WorkListPage } from './work-list-page';

async function render(list: WorkListKey = 'xet-nghiem', { canCancelResult = true } = {}) {
  const api = createFakeParaclinicalApi({ canCancelResult });
  const user = await renderAsTechnician(<WorkListPage list={list} />, api, { canCancelResult });
  return { api, user };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

const tab = (name: string) => screen.findByRole('tab', { name });
const panel = () => screen.findByRole('form', { name: /^Kết quả phiếu/ });

async function open(user: User, number: string) {
  await user.click(await screen.findByRole('button', { name: `Mở phiếu ${number}` }));
  return panel();
}

describe('the lab work list', () => {
  it('When the technician opens /xet-nghiem / Then the tabs show their counts and the urgent order comes first', async () => {
    const { api } = await render();
    expect(await tab('Chờ thực hiện (2)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'BN không đến (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã thực hiện (1)' })).toBeTruthy();
    const rows = bodyRows(screen.getByRole('table', { name: 'Danh sách Chờ thực hiện' }));
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['CD2603050012', 'CD2603050011']);
    expect(within(rows[0]!).getByText('Khẩn')).toBeTruthy();
    expect(within(rows[0]!).getByText('Đang thực hiện')).toBeTruthy();
    expect(callsOf(api, 'ClsCacDichVuYeuCau')[0]!.variables).toMatchObject({ nhom: 'xet-nghiem', idPhongBan: null, search: null });
  });

  it('When the patient did not come / Then the toggle moves the order to its tab, and back once they come', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('switch', { name: 'BN không đến (phiếu CD2603050011)' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'BN không đến (2)' })).toBeTruthy());
    expect(callsOf(api, 'ToggleBnKhongDen')[0]!.variables).toEqual({ ids: ['yc-1'], BNKhongDen: true });
    expect(screen.getByRole('tab', { name: 'Chờ thực hiện (1)' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'BN không đến (2)' }));
    const toggle = await screen.findByRole('switch', { name: 'BN không đến (phiếu CD2603050013)' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'BN không đến (1)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Chờ thực hiện (2)' })).toBeTruthy();
    expect(callsOf(api, 'ToggleBnKhongDen')[1]!.variables).toEqual({ ids: ['yc-3'], BNKhongDen: false });
  });

  it('When the technician calls the next number / Then the first order not yet taken is taken and opens', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Gọi số tiếp theo (1)' }));
    expect(await screen.findByRole('heading', { name: 'Phiếu CD2603050011 · Nguyễn Văn An' })).toBeTruthy();
    expect(callsOf(api, 'UpdateDichVuYeuCauState')[0]!.variables).toEqual({ id: 'yc-1', oldState: 'SanSang', newState: 'ChuaKetQua' });
    expect(api.orders[0]!.TrangThai).toBe('ChuaKetQua');
  });

  it('When the technician enters a high glucose and returns it / Then the row shows the flag the server judged and the order is returned', async () => {
    const { api, user } = await render();
    const form = await open(user, 'CD2603050011');
    await user.click(within(form).getByRole('button', { name: 'Tiếp nhận / lấy mẫu' }));
    await waitFor(() => expect(api.orders[0]!.TrangThai).toBe('ChuaKetQua'));

    const value = await within(await panel()).findByRole('textbox', { name: 'Glucose' });
    await user.type(value, '9.8');
    const current = await panel();
    await chooseOption(user, within(current).getByRole('combobox', { name: /Thiết bị/ }), 'AU480', /Máy sinh hóa AU480/);
    await chooseOption(user, within(current).getByRole('combobox', { name: /Người thực hiện/ }), 'Hoa', /Đỗ Thị Hoa/);
    await user.click(within(current).getByRole('button', { name: 'Lưu và trả kết quả' }));

    await waitFor(() => expect(api.orders[0]!.TrangThai).toBe('CoKetQua'));
    const saved = callsOf(api, 'SaveKetQuaXetNghiem')[0]!.variables;
    expect(saved).toMatchObject({ id: 'yc-1', traKetQua: true, input: { ThietBi_Id: 'tb-au480', NguoiThucHien_Ids: ['nv-hoa'], KetQuas: [{ ChiTiet_Id: 'ct-1-dv-glu', GiaTriChuan_Id: 'gtc-glu', KetQua: '9.8' }] } });
    expect(typeof saved.input.NgayLayMau).toBe('number');
    const table = await screen.findByRole('table', { name: 'Kết quả xét nghiệm phiếu CD2603050011' });
    await waitFor(() => expect(api.results.get('yc-1')?.[0]?.CanhBao).toBe('Cao'));
    await waitFor(() => expect(within(bodyRows(table)[0]!).getByText('H · Cao')).toBeTruthy());
    expect(within(bodyRows(table)[0]!).getByText('3,9 - 6,4')).toBeTruthy();
    // The sample id the room gave on saving shows in its box.
    expect((within(await panel()).getByRole('textbox', { name: 'SID (mã mẫu)' }) as HTMLInputElement).value).toBe('2603050003');
    // Returned: read-only, and the buttons of a returned result.
    expect(((await within(await panel()).findByRole('textbox', { name: 'Glucose' })) as HTMLInputElement).disabled).toBe(true);
    expect(within(await panel()).getByRole('button', { name: 'Hủy trả kết quả' })).toBeTruthy();
  });

  it('When a value is left blank on return / Then the form says so under the test without asking the server', async () => {
    const { api, user } = await render();
    const form = await open(user, 'CD2603050012');
    await within(form).findByRole('textbox', { name: 'Số lượng bạch cầu (WBC)' });
    await user.click(within(form).getByRole('button', { name: 'Lưu và trả kết quả' }));
    const blank = within(form).getByRole('textbox', { name: 'Số lượng bạch cầu (WBC)' });
    await waitFor(() => expect(errorUnder(blank)).toBe('Không được để trống!'));
    expect(errorUnder(within(form).getByRole('combobox', { name: /Thiết bị/ }))).toBe('Không được để trống!');
    expect(callsOf(api, 'SaveKetQuaXetNghiem')).toHaveLength(0);
  });

  it('When the technician presses F4 / Then what is typed is saved without returning it', async () => {
    const { api, user } = await render();
    const form = await open(user, 'CD2603050012');
    await user.type(await within(form).findByRole('textbox', { name: 'Số lượng bạch cầu (WBC)' }), '12,5');
    await user.keyboard('{F4}');
    await waitFor(() => expect(callsOf(api, 'SaveKetQuaXetNghiem')).toHaveLength(1));
    expect(callsOf(api, 'SaveKetQuaXetNghiem')[0]!.variables).toMatchObject({ id: 'yc-2', traKetQua: false, input: { KetQuas: [{ GiaTriChuan_Id: 'gtc-wbc', KetQua: '12,5' }, { KetQua: null }, { KetQua: null }] } });
    expect(api.orders[1]!.TrangThai).toBe('ChuaKetQua');
  });

  it('When the device has reached its daily limit / Then the server\'s refusal shows under the device', async () => {
    const { api, user } = await render();
    const form = await open(user, 'CD2603050012');
    await within(form).findByRole('textbox', { name: 'Số lượng bạch cầu (WBC)' });
    await chooseOption(user, within(form).getByRole('combobox', { name: /Thiết bị/ }), 'XN-550', /Máy huyết học XN-550/);
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    const device = within(form).getByRole('combobox', { name: /Thiết bị/ });
    await waitFor(() => expect(errorUnder(device)).toBe('Thiết bị Máy huyết học XN-550 đã đủ 200 lượt trong ngày'));
    expect(callsOf(api, 'SaveKetQuaXetNghiem')).toHaveLength(1);
    expect(api.orders[1]!.ThietBi_Id).toBeNull();
  });

  it('When the technician may not cancel returned results / Then the returned order offers no cancel, in the panel or in bulk', async () => {
    const { user } = await render('xet-nghiem', { canCancelResult: false });
    await user.click(await tab('Đã thực hiện (1)'));
    const form = await open(user, 'CD2603050014');
    expect(within(form).getByRole('button', { name: 'In kết quả' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Hủy trả kết quả' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hủy trả kết quả các phiếu đã chọn' })).toBeNull();
  });

  it('When the technician may cancel returned results / Then cancelling asks first and takes the order back to being done', async () => {
    const { api, user } = await render();
    await user.click(await tab('Đã thực hiện (1)'));
    const form = await open(user, 'CD2603050014');
    await user.click(within(form).getByRole('button', { name: 'Hủy trả kết quả' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Hủy trả kết quả' }));
    await waitFor(() => expect(api.orders[3]!.TrangThai).toBe('ChuaKetQua'));
    expect(callsOf(api, 'UpdateDichVuYeuCauState')[0]!.variables).toEqual({ id: 'yc-4', oldState: 'CoKetQua', newState: 'ChuaKetQua' });
  });

  it('When the technician prints a returned result / Then the preview shows the patient, the flagged value and the public link of the QR code', async () => {
    const { api, user } = await render();
    await user.click(await tab('Đã thực hiện (1)'));
    const form = await open(user, 'CD2603050014');
    await user.click(within(form).getByRole('button', { name: 'In kết quả' }));
    const dialog = await screen.findByRole('dialog', { name: 'In kết quả' });
    const frame = (await within(dialog).findByTitle('Phiếu kết quả CD2603050014')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Phạm Thị Dung'));
    const printed = frame.contentDocument!.body.textContent!.replace(/\s+/g, ' ');
    expect(printed).toContain('9.8');
    expect(printed).toContain('/his/ket-qua-cls/bn-4/CD2603050014?token=tok-bn-4');
    expect(within(dialog).getByRole('link').getAttribute('href')).toMatch(/\/his\/ket-qua-cls\/bn-4\/CD2603050014\?token=tok-bn-4$/);
    expect(callsOf(api, 'InKetQuaCls')[0]!.variables).toMatchObject({ key: 'paraclinical.ketQuaXetNghiem', data: { patientName: 'Phạm Thị Dung', deviceName: 'Máy sinh hóa AU480', performerName: 'KTV. Đỗ Thị Hoa' } });
  });

  it('When the technician takes the checked orders / Then those sent are taken and the one already taken is listed as refused', async () => {
    const { api, user } = await render();
    await tab('Chờ thực hiện (2)');
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả phiếu của danh sách' }));
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận các phiếu đã chọn' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('1 phiếu không chuyển được:');
    expect(refused.textContent).toContain('CD2603050012: Phiếu CD2603050012 không ở trạng thái SanSang');
    expect(callsOf(api, 'UpdateManyDichVuYeuCauState')[0]!.variables).toEqual({ ids: ['yc-2', 'yc-1'], oldState: 'SanSang', newState: 'ChuaKetQua' });
    expect(api.orders[0]!.TrangThai).toBe('ChuaKetQua');
  });

  it('When a scanner types a sample id and Enter / Then the list is searched at once and its only order opens', async () => {
    const { api, user } = await render();
    await screen.findByRole('tab', { name: 'Chờ thực hiện (2)' });
    await user.type(screen.getByRole('searchbox', { name: 'Tìm phiếu, SID, mã hoặc tên bệnh nhân' }), '2603050001{Enter}');
    expect(await screen.findByRole('heading', { name: 'Phiếu CD2603050012 · Trần Thị Bình' })).toBeTruthy();
    expect(callsOf(api, 'ClsCacDichVuYeuCau').at(-1)!.variables.search).toBe('2603050001');
  });
});

describe('the ultrasound work list', () => {
  it('When the doctor picks a conclusion from the dictionary and returns the report / Then its text fills the fields and the report is saved', async () => {
    const { api, user } = await render('sieu-am');
    const form = await open(user, 'CD2603050015');
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Từ điển kết luận' }), 'gan', /Gan nhiễm mỡ độ I/);
    expect((within(form).getByRole('textbox', { name: /Kết luận/ }) as HTMLTextAreaElement).value).toBe('Gan nhiễm mỡ độ I');
    expect((within(form).getByRole('textbox', { name: 'Mô tả' }) as HTMLTextAreaElement).value).toContain('nhu mô tăng âm nhẹ');
    await chooseOption(user, within(form).getByRole('combobox', { name: /Thiết bị/ }), 'logiq', /Logiq P9/);
    await chooseOption(user, within(form).getByRole('combobox', { name: /Người thực hiện/ }), 'Lan', /Ngô Thị Lan/);
    await user.click(within(form).getByRole('button', { name: 'Lưu và trả kết quả' }));
    await waitFor(() => expect(api.orders[4]!.TrangThai).toBe('CoKetQua'));
    expect(callsOf(api, 'SaveKetQuaChanDoanHinhAnh')[0]!.variables).toMatchObject({ id: 'yc-5', traKetQua: true, input: { KetLuan: 'Gan nhiễm mỡ độ I', ThietBi_Id: 'tb-logiq', NguoiThucHien_Ids: ['nv-lan'] } });
  });
});

describe('the SARS-CoV-2 work list', () => {
  it('When the technician opens /xet-nghiem-sars-cov-2 and returns a positive antigen test / Then only that test waits there, and the positive is flagged', async () => {
    const { api, user } = await render('xet-nghiem-sars-cov-2');
    expect(await tab('Chờ thực hiện (1)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã thực hiện (0)' })).toBeTruthy();
    expect(callsOf(api, 'ClsCacDichVuYeuCau')[0]!.variables).toMatchObject({ nhom: 'xet-nghiem-sars-cov-2' });
    const form = await open(user, 'CD2603050019');
    await user.click(within(form).getByRole('button', { name: 'Tiếp nhận / lấy mẫu' }));
    await waitFor(() => expect(api.orders[8]!.TrangThai).toBe('ChuaKetQua'));

    await user.type(await within(await panel()).findByRole('textbox', { name: 'SARS-CoV-2 Ag' }), 'Dương tính');
    const current = await panel();
    await chooseOption(user, within(current).getByRole('combobox', { name: /Thiết bị/ }), 'AU480', /Máy sinh hóa AU480/);
    await chooseOption(user, within(current).getByRole('combobox', { name: /Người thực hiện/ }), 'Hoa', /Đỗ Thị Hoa/);
    await user.click(within(current).getByRole('button', { name: 'Lưu và trả kết quả' }));
    await waitFor(() => expect(api.orders[8]!.TrangThai).toBe('CoKetQua'));
    expect(callsOf(api, 'SaveKetQuaXetNghiem')[0]!.variables).toMatchObject({ id: 'yc-9', traKetQua: true, input: { KetQuas: [{ GiaTriChuan_Id: 'gtc-covid-ag', KetQua: 'Dương tính' }] } });
    await waitFor(() => expect(api.results.get('yc-9')?.[0]?.CanhBao).toBe('BatThuong'));
  });

  it('When the technician opens /xet-nghiem / Then the SARS-CoV-2 test is not on the general lab list', async () => {
    await render('xet-nghiem');
    await tab('Chờ thực hiện (2)');
    expect(screen.queryByRole('button', { name: 'Mở phiếu CD2603050019' })).toBeNull();
  });
});
