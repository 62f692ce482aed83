// @vitest-environment happy-dom
// The price list editor as a price manager uses it: the server's checks run before sending, a refusal shows where
// the mistake is, a release is confirmed in the spec's words, and a released list only opens for reading or copying.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createFakePricingApi, NOW, PRICE_TYPES, type FakePricingApi } from '../testing/fake-pricing-api';
import { renderPricing } from '../testing/render-pricing';
import { PriceListEditor, type EditorTarget } from './price-list-editor';

const priceTypes = PRICE_TYPES.map((type) => ({ value: type._id, label: type.TenLoaiGia }));

function Harness({ initial, canWrite, canRelease, onChanged }: { initial: EditorTarget; canWrite: boolean; canRelease: boolean; onChanged: () => void }) {
  const [target, setTarget] = useState<EditorTarget | null>(initial);
  return <PriceListEditor target={target} onTargetChange={setTarget} priceTypes={priceTypes} canWrite={canWrite} canRelease={canRelease} onChanged={onChanged} now={() => NOW} />;
}

async function openEditor(target: EditorTarget, options: { canWrite?: boolean; canRelease?: boolean; api?: FakePricingApi } = {}) {
  const api = options.api ?? createFakePricingApi();
  const changes: number[] = [];
  await renderPricing(<Harness initial={target} canWrite={options.canWrite ?? true} canRelease={options.canRelease ?? true} onChanged={() => changes.push(1)} />, api.client);
  const dialog = await screen.findByRole('dialog');
  // Ark's combobox takes its typed text back through its state machine: keys a little apart, as a person types.
  return { api, changes, dialog, user: userEvent.setup({ delay: 10 }) };
}

async function addService(user: UserEvent, dialog: HTMLElement, text: string, name: string) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Thêm dịch vụ' }), text, new RegExp(name.replace(/[[\]]/g, '\\$&')));
  await within(dialog).findByRole('textbox', { name: `Đơn giá ${name}` });
}

async function choosePriceType(user: UserEvent, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Loại giá' }));
  await user.click(await screen.findByRole('option', { name }));
}

const writes = (api: FakePricingApi) => api.calls.filter((call) => /^(Create|Update|Release|Delete)BangGia$/.test(call.name));

describe('price list editor', () => {
  it('When a new list is saved with its fields empty and a line without a price / Then each problem shows where it is and nothing is sent', async () => {
    const { api, dialog, user } = await openEditor({ kind: 'new' });
    expect(within(dialog).getByRole('textbox', { name: 'Ngày phát hành' })).toHaveProperty('value', '15/03/2026');
    await addService(user, dialog, 'kb-noi', 'Khám Nội');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));

    for (const label of ['Mã bảng giá', 'Tên bảng giá']) {
      const box = within(dialog).getByRole('textbox', { name: label });
      expect(box.getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(within(dialog).getAllByText('Không được để trống!').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByRole('alert', { name: 'Lỗi trong bảng giá' }).textContent).toBe('Dòng 1: chưa nhập đơn giá của KB-NOI');
    expect(writes(api)).toEqual([]);
  });

  it('When prices are typed as 1250000 and the draft is saved / Then they read 1,250,000 and the server gets whole đồng', async () => {
    const { api, changes, dialog, user } = await openEditor({ kind: 'new' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã bảng giá' }), 'VP-DIEUCHINH');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên bảng giá' }), 'Bảng giá viện phí điều chỉnh');
    await choosePriceType(user, dialog, 'Giá viện phí');
    await addService(user, dialog, 'kb-noi', 'Khám Nội');
    await addService(user, dialog, 'glucose', 'Định lượng Glucose [máu]');
    const first = within(dialog).getByRole('textbox', { name: 'Đơn giá Khám Nội' });
    await user.type(first, '1250000');
    expect(first).toHaveProperty('value', '1,250,000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Đơn giá Định lượng Glucose [máu]' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));

    await waitFor(() => expect(writes(api).map((call) => call.name)).toEqual(['CreateBangGia']));
    expect(writes(api)[0]!.variables.input).toMatchObject({
      LoaiGia_Id: 'lg-vp',
      MaBangGia: 'VP-DIEUCHINH',
      NgayPhatHanh: Date.UTC(2026, 2, 14, 17),
      PhongBan_Ids: [],
      DichVu_DonGia: [{ DichVu_Id: 'dv-kb-noi', DonGia: 1_250_000 }, { DichVu_Id: 'dv-xn-glu', DonGia: 0 }],
    });
    // The saved draft stays open, now under its code, ready to be released.
    expect(await screen.findByRole('dialog', { name: 'Bảng giá VP-DIEUCHINH' })).toBeTruthy();
    expect(await screen.findByText('Đã lưu bảng giá VP-DIEUCHINH')).toBeTruthy();
    expect(changes.length).toBe(1);
  });

  it('When the server refuses a code already used / Then the message shows under the code and the form is kept', async () => {
    const { dialog, user } = await openEditor({ kind: 'new' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã bảng giá' }), 'VienPhi-2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên bảng giá' }), 'Bảng giá trùng mã');
    await choosePriceType(user, dialog, 'Giá viện phí');
    await addService(user, dialog, 'kb-nhi', 'Khám Nhi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Đơn giá Khám Nhi' }), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));

    expect(await within(dialog).findByText('Mã VienPhi-2026 đã tồn tại')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Mã bảng giá' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Đơn giá Khám Nhi' })).toHaveProperty('value', '50,000');
  });

  it('When rooms are chosen by typing part of their names / Then the list is saved for those rooms, and a stored room shows its name', async () => {
    const { api, dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    const rooms = await within(dialog).findByRole('combobox', { name: 'Phòng ban áp dụng' });
    await chooseOption(user, rooms, 'nhi', /Phòng khám Nhi/);
    // A store is not a room a price list may name: the picker does not offer it.
    await user.type(rooms, 'kho');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Kho dược chính/ })).toBeNull());
    await user.clear(rooms);
    expect(within(within(dialog).getByRole('list', { name: 'Đã chọn' })).getByText('PK02 – Phòng khám Nhi')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(writes(api).map((call) => call.name)).toEqual(['UpdateBangGia']));
    expect(writes(api)[0]!.variables.input.PhongBan_Ids).toEqual(['n-pk02']);
  });

  it('When a released list for one room is opened / Then its room shows by name, without a way to remove it', async () => {
    const { dialog } = await openEditor({ kind: 'open', id: 'bg-bhyt-pk01' });
    expect(await within(dialog).findByText('PK01 – Phòng khám Nội 1')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Bỏ/ })).toBeNull();
  });

  it('When a draft that repeats a service is saved / Then the repeated line is named, as the server would', async () => {
    const api = createFakePricingApi();
    const draft = api.lists.find((list) => list._id === 'bg-vp-2027')!;
    draft.DichVu.push(['dv-kb-noi', 50_000]);
    const { dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' }, { api });
    await user.click(await within(dialog).findByRole('button', { name: 'Lưu nháp' }));
    expect(within(dialog).getByRole('alert', { name: 'Lỗi trong bảng giá' }).textContent).toBe('Dòng 7: dịch vụ KB-NOI đã có ở dòng 1');
    expect(writes(api)).toEqual([]);
  });

  it('When a draft is released / Then the question names the list and its date, and the list reopens read-only', async () => {
    const { api, dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    await user.click(await within(dialog).findByRole('button', { name: 'Phát hành' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Phát hành bảng giá VienPhi-2027 từ ngày 01/01/2027? Sau khi phát hành không sửa được.');
    await user.click(within(question).getByRole('button', { name: 'Phát hành' }));

    await waitFor(() => expect(writes(api).map((call) => call.name)).toEqual(['ReleaseBangGia']));
    const reopened = await screen.findByRole('dialog', { name: 'Bảng giá VienPhi-2027' });
    await within(reopened).findByText(/Bảng giá đã phát hành: chỉ xem/);
    expect(within(reopened).queryByRole('button', { name: 'Phát hành' })).toBeNull();
    expect(within(reopened).queryByRole('textbox', { name: 'Đơn giá Khám Nội' })).toBeNull();
  });

  it('When a draft leaving out services of the list it replaces is released / Then the question names them, and "Hủy" releases nothing', async () => {
    const { api, dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    await user.click(await within(dialog).findByRole('button', { name: 'Phát hành' }));
    const question = await screen.findByRole('alertdialog');
    const losing = await within(question).findByRole('group', { name: 'Dịch vụ sẽ không còn giá' });
    expect(within(losing).getByText('4 dịch vụ sẽ không còn giá hiện hành')).toBeTruthy();
    expect(losing.textContent).toContain('Các dịch vụ này có giá trong VienPhi-2026 nhưng không có trong bảng giá này.');
    expect(within(losing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CT-SO-NAO – Chụp CT sọ não không tiêm thuốc cản quang',
      'MRI-CS – Chụp cộng hưởng từ cột sống thắt lưng',
      'SA-BUNG – Siêu âm ổ bụng tổng quát',
      'XQ-NGUC – Chụp X-quang ngực thẳng',
    ]);
    expect(api.calls.find((call) => call.name === 'BangGiaReleaseImpact')?.variables).toEqual({ id: 'bg-vp-2027', first: 20 });

    await user.click(within(question).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(api)).toEqual([]);
    expect(api.lists.find((list) => list._id === 'bg-vp-2027')!.TrangThai).toBe('ChuaPhatHanh');
    expect(within(dialog).getByRole('button', { name: 'Phát hành' })).toBeTruthy();
  });

  it('When the release leaving out services is confirmed / Then the list is released and its screen shows how many lost their price', async () => {
    const { api, dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    await user.click(await within(dialog).findByRole('button', { name: 'Phát hành' }));
    const question = await screen.findByRole('alertdialog');
    await within(question).findByRole('group', { name: 'Dịch vụ sẽ không còn giá' });
    await user.click(within(question).getByRole('button', { name: 'Phát hành' }));

    await waitFor(() => expect(writes(api).map((call) => call.name)).toEqual(['ReleaseBangGia']));
    const reopened = await screen.findByRole('dialog', { name: 'Bảng giá VienPhi-2027' });
    expect(await within(reopened).findByText('Khi phát hành, 4 dịch vụ của bảng giá bị thay thế không còn giá hiện hành.')).toBeTruthy();
  });

  it('When a draft that replaces no list is released / Then the question is a simple one, and the screen says no service lost its price', async () => {
    const api = createFakePricingApi();
    api.lists.push({
      _id: 'bg-yc-1', LoaiGia_Id: 'lg-yc', MaBangGia: 'YeuCau-2026', TenBangGia: 'Giá theo yêu cầu 2026', LoaiBangGia: null, NgayPhatHanh: NOW, PhongBan_Ids: [],
      TrangThai: 'ChuaPhatHanh', ThoiGianPhatHanh: null, DichVu: [['dv-kb-noi', 200_000]], LieuTrinh: [], updatedAt: NOW,
    });
    const { dialog, user } = await openEditor({ kind: 'open', id: 'bg-yc-1' }, { api });
    await user.click(await within(dialog).findByRole('button', { name: 'Phát hành' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Phát hành bảng giá YeuCau-2026 từ ngày 15/03/2026?');
    expect(within(question).queryByRole('group', { name: 'Dịch vụ sẽ không còn giá' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Phát hành' }));
    const reopened = await screen.findByRole('dialog', { name: 'Bảng giá YeuCau-2026' });
    expect(await within(reopened).findByText('Khi phát hành, không dịch vụ nào bị mất giá hiện hành.')).toBeTruthy();
  });

  it('When a released list is opened / Then it reads only, offers no save, release or delete, and copies into a new draft', async () => {
    const { dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2026' });
    const table = await within(dialog).findByRole('table', { name: 'Giá dịch vụ' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('42,100');
    expect(within(dialog).queryByRole('textbox', { name: /^Đơn giá / })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Thêm dịch vụ' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Mã bảng giá' })).toHaveProperty('readOnly', true);
    for (const name of ['Lưu nháp', 'Phát hành', 'Xoá bảng giá']) expect(within(dialog).queryByRole('button', { name }), name).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Sao chép thành bảng giá mới' }));
    const copy = await screen.findByRole('dialog', { name: 'Thêm bảng giá' });
    expect(within(copy).getByRole('textbox', { name: 'Mã bảng giá' })).toHaveProperty('value', '');
    expect(within(copy).getByRole('textbox', { name: 'Tên bảng giá' })).toHaveProperty('value', 'Bảng giá viện phí năm 2026');
    expect(within(copy).getByRole('textbox', { name: 'Ngày phát hành' })).toHaveProperty('value', '15/03/2026');
    expect(within(copy).getByRole('textbox', { name: 'Đơn giá Khám Nội' })).toHaveProperty('value', '42,100');
    expect(within(copy).getByRole('tab', { name: 'Giá dịch vụ (10)' })).toBeTruthy();
  });

  it('When a draft is deleted after confirming / Then the list is gone and the editor closes', async () => {
    const { api, changes, dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    await user.click(await within(dialog).findByRole('button', { name: 'Xoá bảng giá' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Xoá bảng giá nháp VienPhi-2027?');
    await user.click(within(question).getByRole('button', { name: 'Xoá bảng giá' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.lists.some((list) => list._id === 'bg-vp-2027')).toBe(false);
    expect(changes.length).toBe(1);
  });

  it('When the editor is closed with unsaved changes / Then it asks first, and keeps them on "Hủy"', async () => {
    const { dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'Tên bảng giá' }), ' (sửa)');
    await user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Bảng giá có thay đổi chưa lưu. Đóng và bỏ các thay đổi này?');
    await user.click(within(question).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByRole('textbox', { name: 'Tên bảng giá' })).toHaveProperty('value', 'Bảng giá viện phí năm 2027 (sửa)');

    await user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('When the server refuses to release an empty list / Then its message is shown', async () => {
    const api = createFakePricingApi();
    api.lists.find((list) => list._id === 'bg-vp-2027')!.DichVu = [];
    const { dialog, user } = await openEditor({ kind: 'open', id: 'bg-vp-2027' }, { api, canWrite: false });
    await user.click(await within(dialog).findByRole('button', { name: 'Phát hành' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Phát hành' }));
    expect((await within(dialog).findByText(/chưa có giá dịch vụ hay liệu trình nào/)).textContent).toBe(
      'Bảng giá VienPhi-2027 chưa có giá dịch vụ hay liệu trình nào, không thể phát hành',
    );
  });

  it('Without the write and release permissions / Then a draft reads only and offers no action', async () => {
    const { dialog } = await openEditor({ kind: 'open', id: 'bg-vp-2027' }, { canWrite: false, canRelease: false });
    await within(dialog).findByText('Bạn chỉ có quyền xem bảng giá.');
    for (const name of ['Lưu nháp', 'Phát hành', 'Xoá bảng giá', 'Sao chép thành bảng giá mới']) expect(within(dialog).queryByRole('button', { name }), name).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^Đơn giá / })).toBeNull();
  });
});
