// @vitest-environment happy-dom
// The note's supplies, images and removal as the technician works them on the procedure list, on the fake API: a line
// beyond the store's stock is refused under its quantity and, lowered, taken from the store; verified supplies are
// read-only until the verification is cancelled, and a nurse-like profile is not offered it; twelve images go in two
// batches and one is removed, while an order without a note asks for it first; a note is removed with a reason, and a
// locked one offers no removal.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { createFakeProceduresApi } from '../testing/fake-procedures-api';
import { callsOf, errorUnder, renderAsTechnician, settleToasts, type User } from '../testing/render-as-technician';
import { ProcedureListPage } from '../procedure-list-page/procedure-list-page';

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

/** The kit's buttons refuse a second click within a second of the first (spec §5). */
const pastClickLock = () => new Promise((resolve) => setTimeout(resolve, 1_050));
const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: name.endsWith('.dcm') ? '' : 'image/jpeg' });

async function openOrder({ tab = 'Đang thực hiện (1)', number = 'CD2603050212', canUnlock = true } = {}) {
  const api = createFakeProceduresApi({ canUnlock });
  const user = await renderAsTechnician(<ProcedureListPage list="thuc-hien-chi-dinh-pttt" />, api, { canUnlock });
  await user.click(await screen.findByRole('tab', { name: tab }));
  await user.click(await screen.findByRole('button', { name: `Mở phiếu ${number}` }));
  const form = await screen.findByRole('form', { name: `Tường trình phiếu ${number}` });
  return { api, user, form };
}

async function addLine(user: User, form: HTMLElement, drug: RegExp, code: string, quantity: string) {
  await user.click(within(form).getByRole('button', { name: 'Thêm thuốc, vật tư' }));
  const lines = within(form).getAllByRole('group', { name: /^Dòng \d+$/ });
  const number = lines.length;
  await chooseOption(user, within(form).getByRole('combobox', { name: new RegExp(`Thuốc, vật tư \\(dòng ${number}\\)`) }), code, drug);
  await user.type(within(form).getByLabelText(new RegExp(`^Số lượng \\(dòng ${number}\\)`)), quantity);
}

describe('the note\'s supplies', () => {
  it('When a line asks more than the store holds / Then it is refused under its quantity; lowered, it is taken from the store and then verified, read-only until cancelled', async () => {
    const { api, user, form } = await openOrder();
    await user.click(within(form).getByRole('tab', { name: 'Vật tư' }));
    expect(await within(form).findByRole('combobox', { name: /^Kho xuất vật tư/ })).toBeTruthy();
    await addLine(user, form, /Lidocain 2% 2ml/, 'lido', '5');
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    const quantity = within(form).getByLabelText(/^Số lượng \(dòng 1\)/);
    await waitFor(() => expect(errorUnder(quantity)).toBe('Dòng 1: không đủ tồn kho, Lidocain 2% 2ml cần 5, Kho chính chỉ còn 3'));
    expect(api.stock.get('duoc-lido')).toBe(3);

    await user.clear(quantity);
    await user.type(quantity, '2');
    await pastClickLock();
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    await waitFor(() => expect(api.stock.get('duoc-lido')).toBe(1));
    expect(callsOf(api, 'SaveTuongTrinhPTTT').at(-1)!.variables.input).toMatchObject({ VatTus: [{ Duoc_Id: 'duoc-lido', SoLuong: 2 }] });
    expect(api.orders[1]!.TuongTrinhPTTT).toMatchObject({ KhoDuoc_Id: 'kho-chinh', TenKho: 'Kho chính' });

    await user.click(await within(form).findByRole('button', { name: 'Xác nhận vật tư' }));
    expect(await within(form).findByText(/^Vật tư đã được xác nhận bởi Phạm Văn Dũng lúc/)).toBeTruthy();
    expect((within(form).getByLabelText(/^Số lượng \(dòng 1\)/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Xóa tường trình' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Hủy xác nhận vật tư' }));
    await waitFor(() => expect((within(form).getByLabelText(/^Số lượng \(dòng 1\)/) as HTMLInputElement).disabled).toBe(false));
    expect(api.orders[1]!.TuongTrinhPTTT!.DaXacNhanVatTu).toBe(false);
  });

  it('When the profile may not verify supplies / Then no verification is offered', async () => {
    const { user, form } = await openOrder({ canUnlock: false });
    await user.click(within(form).getByRole('tab', { name: 'Vật tư' }));
    await addLine(user, form, /Gạc vô khuẩn/, 'gac', '2');
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    expect(await screen.findByText('Đã lưu tường trình phiếu CD2603050212')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Xác nhận vật tư' })).toBeNull();
  });
});

describe('the note\'s images', () => {
  it('When 12 images are chosen for the stitches / Then two batches are attached, and one removed leaves 11', async () => {
    const { api, user, form } = await openOrder();
    await user.click(within(form).getByRole('tab', { name: 'Hình ảnh' }));
    const chosen = [...Array.from({ length: 11 }, (_, index) => file(`vet-khau-${index + 1}.jpg`)), file('ban-tay.dcm')];
    await user.upload(within(form).getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)'), chosen);
    await within(form).findByRole('heading', { name: 'Hình ảnh (12)' });
    expect(api.uploads).toEqual([10, 2]);
    expect(callsOf(api, 'ThemHinhAnhTuongTrinhPTTT').map((call) => [call.variables.id, (call.variables.fileIds as string[]).length])).toEqual([['tt-yc-2', 10], ['tt-yc-2', 2]]);
    const list = within(form).getByRole('list', { name: 'Hình ảnh tường trình phiếu CD2603050212' });
    expect(within(list).getByRole('link', { name: 'Xem ảnh DICOM ban-tay.dcm' }).getAttribute('href')).toMatch(/^\/his\/xem-dicom\/[A-Za-z0-9_-]{43}$/);

    await user.click(within(list).getByRole('button', { name: 'Xóa hình ảnh vet-khau-1.jpg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xóa hình ảnh' }));
    await within(form).findByRole('heading', { name: 'Hình ảnh (11)' });
    expect(api.images.get('tt-yc-2')!.map((image) => image.TenTep)).not.toContain('vet-khau-1.jpg');
  });

  it('When an order has no note yet / Then its images wait for the note to be saved', async () => {
    const { user, form } = await openOrder({ tab: 'Chờ thực hiện (1)', number: 'CD2603050211' });
    await user.click(within(form).getByRole('tab', { name: 'Hình ảnh' }));
    expect(await within(form).findByText('Lưu tường trình trước khi thêm hình ảnh.')).toBeTruthy();
    expect(within(form).queryByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)')).toBeNull();
  });
});

describe('removing a note', () => {
  it('When the stitches\' note is removed with a reason / Then the reason is asked for first, and the note is gone with its supplies back in the store', async () => {
    const { api, user, form } = await openOrder();
    await user.click(within(form).getByRole('tab', { name: 'Vật tư' }));
    await addLine(user, form, /Gạc vô khuẩn/, 'gac', '10');
    await user.click(within(form).getByRole('button', { name: 'Lưu (F4)' }));
    await waitFor(() => expect(api.stock.get('duoc-gac')).toBe(90));

    await user.click(within(form).getByRole('button', { name: 'Xóa tường trình' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tường trình phiếu CD2603050212' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa tường trình' }));
    expect(callsOf(api, 'RemoveTuongTrinhPTTT')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Lý do xóa/), 'Ghi nhầm bệnh nhân');
    await pastClickLock();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa tường trình' }));
    expect(await screen.findByText('Đã xóa tường trình phiếu CD2603050212')).toBeTruthy();
    expect(callsOf(api, 'RemoveTuongTrinhPTTT')[0]!.variables).toEqual({ id: 'tt-yc-2', LyDo: 'Ghi nhầm bệnh nhân' });
    expect(api.orders[1]!.TuongTrinhPTTT).toBeNull();
    expect(api.stock.get('duoc-gac')).toBe(100);
    await waitFor(() => expect(within(form).queryByRole('button', { name: 'Xóa tường trình' })).toBeNull());
    expect((within(form).getByLabelText('Quy trình thực hiện') as HTMLTextAreaElement).value).toBe('');
  });

  it('When the note is locked / Then no removal is offered', async () => {
    const { form } = await openOrder({ tab: 'Đã thực hiện (1)', number: 'CD2603050213' });
    expect(within(form).getByRole('button', { name: 'In tường trình' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Xóa tường trình' })).toBeNull();
  });
});
