// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The procedure room's list as the technician works it, on the fake API: the three tabs with their counts (urgent
// first); a waiting dressing taken; its note refused without an end or ending before it starts, under the field;
// finishing refused without the death option; a supply line sent; a locked note read-only and reopened only with the
// right; a device at its day's limit not offered and refused; a shift overlapping another refused under its start.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import type { ProcedureListKey } from '../../rules/work-lists';
import { createFakeProceduresApi } from '../testing/fake-procedures-api';
import { bodyRows, callsOf, errorUnder, renderAsTechnician, settleToasts, type User } from '../testing/render-as-technician';
import { ProcedureListPage } from './procedure-list-page';

async function render(list: ProcedureListKey = 'thuc-hien-chi-dinh-pttt', { canUnlock = true } = {}) {
  const api = createFakeProceduresApi({ canUnlock });
  const user = await renderAsTechnician(<ProcedureListPage list={list} />, api, { canUnlock });
  return { api, user };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

const tab = (name: string) => screen.findByRole('tab', { name });
const panel = () => screen.findByRole('form', { name: /^Tường trình phiếu/ });
const setTime = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
/** The kit's buttons refuse a second click within a second of the first (spec §5). */
const pastClickLock = () => new Promise((resolve) => setTimeout(resolve, 1_050));

async function open(user: User, number: string) {
  await user.click(await screen.findByRole('button', { name: `Mở phiếu ${number}` }));
  return panel();
}

describe('the procedure room\'s list', () => {
  it('When the technician opens /thuc-hien-chi-dinh-pttt / Then the three tabs show their counts and physiotherapy is not listed', async () => {
    const { api } = await render();
    expect(await tab('Chờ thực hiện (1)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đang thực hiện (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Đã thực hiện (1)' })).toBeTruthy();
    const rows = bodyRows(screen.getByRole('table', { name: 'Danh sách Chờ thực hiện' }));
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['CD2603050211']);
    expect(callsOf(api, 'DanhSachChiDinhPTTT')[0]!.variables).toMatchObject({ nhom: 'thuc-hien-chi-dinh-pttt', idPhongBan: null, search: null });
  });

  it('When the dressing is taken and its note saved without an end, then ending before it starts / Then each is refused under its field, and a complete note is saved', async () => {
    const { api, user } = await render();
    let form = await open(user, 'CD2603050211');
    await user.click(within(form).getByRole('button', { name: 'Tiếp nhận' }));
    await waitFor(() => expect(api.orders[0]!.TrangThai).toBe('ChuaKetQua'));
    expect(callsOf(api, 'UpdateThongTinThucHienPTTT')[0]!.variables).toEqual({ id: 'yc-1', oldState: 'SanSang', newState: 'ChuaKetQua' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Đang thực hiện (2)' })).toBeTruthy());

    form = await panel();
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    const end = within(form).getByLabelText(/^Thời gian kết thúc/);
    await waitFor(() => expect(errorUnder(end)).toBe('Không được để trống!'));
    expect(callsOf(api, 'SaveTuongTrinhPTTT')).toEqual([]);

    const start = within(form).getByLabelText(/^Thời gian bắt đầu/) as HTMLInputElement;
    setTime(start, '2026-03-05T09:30');
    setTime(end, '2026-03-05T09:10');
    await pastClickLock();
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    await waitFor(() => expect(errorUnder(end)).toBe('Thời gian kết thúc không được trước thời gian bắt đầu'));

    setTime(end, '2026-03-05T09:50');
    await user.type(within(form).getByLabelText('Quy trình thực hiện'), 'Tháo băng cũ, sát khuẩn, băng lại.');
    await pastClickLock();
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    await waitFor(() => expect(callsOf(api, 'SaveTuongTrinhPTTT')).toHaveLength(1));
    expect(callsOf(api, 'SaveTuongTrinhPTTT')[0]!.variables).toMatchObject({
      idDichVuYeuCau: 'yc-1', hoanThanh: false, input: { BatDau: Date.UTC(2026, 2, 5, 2, 30), KetThuc: Date.UTC(2026, 2, 5, 2, 50), QuyTrinh: 'Tháo băng cũ, sát khuẩn, băng lại.', VatTus: [] },
    });
    expect(await screen.findByText('Đã lưu tường trình phiếu CD2603050211')).toBeTruthy();
  });

  it('When the stitches are finished without the death option / Then it is asked for under its field; chosen, with a supply line, the order is done', async () => {
    const { api, user } = await render();
    await user.click(await tab('Đang thực hiện (1)'));
    const form = await open(user, 'CD2603050212');
    await chooseOptionInSelect(user, within(form).getByRole('combobox', { name: /Mã kết quả/ }), '2 - Đỡ');
    expect((within(form).getByLabelText(/^Tên kết quả/) as HTMLInputElement).value).toBe('Đỡ');
    await chooseOptionInSelect(user, within(form).getByRole('combobox', { name: /Nhóm điều trị/ }), 'Thủ thuật loại 2');
    await user.click(within(form).getByRole('button', { name: 'Lưu và hoàn thành' }));
    expect(await within(form).findByText('Chọn có hoặc không tử vong')).toBeTruthy();
    expect(callsOf(api, 'SaveTuongTrinhPTTT')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Không' }));
    await user.click(within(form).getByRole('tab', { name: 'Vật tư' }));
    await user.click(within(form).getByRole('button', { name: 'Thêm thuốc, vật tư' }));
    await chooseOption(user, within(form).getByRole('combobox', { name: /Thuốc, vật tư \(dòng 1\)/ }), 'gac', /Gạc vô khuẩn/);
    await user.type(within(form).getByLabelText(/^Số lượng \(dòng 1\)/), '4');
    await pastClickLock();
    await user.click(within(form).getByRole('button', { name: 'Lưu và hoàn thành' }));
    await waitFor(() => expect(api.orders[1]!.TrangThai).toBe('CoKetQua'));
    expect(callsOf(api, 'SaveTuongTrinhPTTT')[0]!.variables).toMatchObject({ hoanThanh: true, input: { MaKetQua: '2', TenKetQua: 'Đỡ', NhomDieuTri: 'T2', TuVong: false, VatTus: [{ Duoc_Id: 'duoc-gac', SoLuong: 4, GhiChu: null }] } });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Đã thực hiện (2)' })).toBeTruthy());
  });

  it('When the technician opens the locked surgery / Then its fields are read-only and it reopens with the right; without it, no reopening is offered', async () => {
    const { api, user } = await render();
    await user.click(await tab('Đã thực hiện (1)'));
    const form = await open(user, 'CD2603050213');
    expect(within(form).getByText(/^Khóa toàn bộ bởi Phạm Văn Dũng/)).toBeTruthy();
    expect((within(form).getByLabelText('Quy trình thực hiện') as HTMLTextAreaElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Hủy trả kết quả' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Mở khóa' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mở khóa' }));
    await waitFor(() => expect(api.orders[2]!.TuongTrinhPTTT!.DaKhoa).toBe(false));
    expect(await within(form).findByRole('button', { name: 'Hủy trả kết quả' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Khóa tường trình' })).toBeTruthy();
  });

  it('When the technician may not reopen / Then a locked note offers no reopening', async () => {
    const { user } = await render('thuc-hien-chi-dinh-pttt', { canUnlock: false });
    await user.click(await tab('Đã thực hiện (1)'));
    const form = await open(user, 'CD2603050213');
    expect(within(form).queryByRole('button', { name: 'Mở khóa' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'In tường trình' })).toBeTruthy();
  });

  it('When a physiotherapy order goes on a device / Then the device at its day\'s limit cannot be chosen and the other is saved with its counts', async () => {
    const { api, user } = await render('thuc-hien-vltl');
    const form = await open(user, 'CD2603050214');
    expect(within(form).queryByRole('tab', { name: 'Thông tin phẫu thuật' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Phân công thiết bị' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phân công thiết bị phiếu CD2603050214' });
    const option = await within(dialog).findByRole('radio', { name: /Máy điện châm \(TB-DC-01\) · trong ngày 3\/30 · trong ca 3\/6/ });
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu phân công' }));
    await waitFor(() => expect(api.orders[3]!.PhanCongThietBi?.ThietBi_Id).toBe('tb-dc'));
    expect(await within(await panel()).findByText('Máy điện châm (TB-DC-01)')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /^Chờ thực hiện/ }));
    const other = await open(user, 'CD2603050215');
    await user.click(within(other).getByRole('button', { name: 'Phân công thiết bị' }));
    const second = await screen.findByRole('dialog', { name: 'Phân công thiết bị phiếu CD2603050215' });
    const full = await within(second).findByRole('radio', { name: /Máy kéo giãn cột sống .* · đã đủ/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
  });

  it('When a shift is added over another of the same nurse / Then the overlap is refused under its start; moved after it, it is added', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Ca thực hiện' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ca thực hiện' });
    await user.click(within(dialog).getByRole('button', { name: 'Thêm ca' }));
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /^Nhân viên/ }), 'bich', /Trần Thị Bích/);
    const start = within(dialog).getByLabelText(/^Bắt đầu/);
    setTime(start, '2026-03-05T08:00');
    setTime(within(dialog).getByLabelText(/^Kết thúc/), '2026-03-05T12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu ca' }));
    await waitFor(() => expect(errorUnder(start)).toBe('Trùng với ca 05/03/2026 07:00 - 05/03/2026 11:30 của nhân viên này'));
    expect(callsOf(api, 'CreateCaThucHien')[0]!.variables.input).toMatchObject({ NhanVien_Id: 'nv-bich', ThuTuUuTien: 1 });

    setTime(start, '2026-03-05T17:00');
    setTime(within(dialog).getByLabelText(/^Kết thúc/), '2026-03-05T21:00');
    await pastClickLock();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu ca' }));
    await waitFor(() => expect(api.shifts).toHaveLength(3));
    expect(await screen.findByText('Đã thêm ca thực hiện')).toBeTruthy();
  });
});

/** An Ark select: opened, and its option clicked. */
async function chooseOptionInSelect(user: User, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}
