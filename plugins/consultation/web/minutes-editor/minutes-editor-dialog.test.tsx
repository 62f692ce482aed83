// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The minutes' editor as the doctor works it, on the fake API: new minutes begun from the visit and its exam, each
// required field's message under its field before anything is sent, two chairs refused under the second one's place,
// then written; stored minutes printed as the form reads, signed and closed to change, reopened only with the right;
// a cancelled visit said in the dialog; the labels in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { createFakeConsultationApi, MORNING } from '../testing/fake-consultation-api';
import { callsOf, errorUnder, printedIn, renderAsDoctor, settleToasts, type User } from '../testing/render-as-doctor';
import { MinutesEditorDialog, type EditorTarget } from './minutes-editor-dialog';

// A write, then the dialog read again: more than the default second on a busy machine.
const SLOW = { timeout: 4000 };

beforeEach(() => {
  // Only Date is frozen, so the kit's timers still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

async function render(target: EditorTarget, { canReopen = false, language = 'vi' }: { canReopen?: boolean; language?: 'vi' | 'en' } = {}) {
  const api = createFakeConsultationApi({ canReopen });
  const onClose = vi.fn();
  const { user } = await renderAsDoctor(<MinutesEditorDialog target={target} onClose={onClose} />, api, { canReopen, language });
  return { api, user, onClose };
}

const dialog = () => screen.findByRole('dialog');
/** A button refuses a second click for a second after the first: each click waits for it to take clicks again. */
async function press(user: User, button: HTMLElement) {
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
  await user.click(button);
}

describe('the minutes editor', () => {
  it('When the doctor writes new minutes from the exam / Then each missing field is named under it, two chairs are refused, and the minutes are written', async () => {
    const { api, user } = await render({ TiepNhan_Id: 'tn-1', KhamBenh_Id: 'kb-1' });
    const editor = await dialog();
    expect(await within(editor).findByText('Trần Quốc Bình')).toBeTruthy();
    expect(within(editor).getByText('Mã tiếp nhận: TN26000318')).toBeTruthy();
    // Begun from the exam: its room as the place, the patient's address, its diagnosis and symptoms.
    expect((within(editor).getByRole('textbox', { name: /Địa điểm hội chẩn/ }) as HTMLInputElement).value).toBe('Phòng khám Nội 1');
    expect((within(editor).getByRole('textbox', { name: /Địa chỉ người bệnh/ }) as HTMLInputElement).value).toBe('Phường Ba Đình, Thành phố Hà Nội');
    expect((within(editor).getByRole('textbox', { name: 'Chẩn đoán' }) as HTMLTextAreaElement).value).toBe('Theo dõi viêm ruột thừa');
    expect((within(editor).getByRole('textbox', { name: /Tóm tắt quá trình diễn biến bệnh/ }) as HTMLTextAreaElement).value).toBe('Đau hố chậu phải, sốt 38,5 °C');
    expect((within(editor).getByLabelText(/Thời gian hội chẩn/) as HTMLInputElement).value).toBe('2026-03-05T10:00');

    const place = within(editor).getByRole('textbox', { name: /Địa điểm hội chẩn/ });
    await user.clear(place);
    const save = within(editor).getByRole('button', { name: 'Lưu biên bản (F4)' });
    await press(user, save);
    await waitFor(() => expect(errorUnder(place)).toBe('Không được để trống!'));
    await user.type(place, 'Phòng giao ban khoa Khám bệnh');
    await waitFor(() => expect(errorUnder(place)).toBeNull());

    // The chair's row is still empty: its staff picker is named.
    await press(user, save);
    const chair = within(editor).getByRole('combobox', { name: /Người tham gia 1/ });
    await waitFor(() => expect(errorUnder(chair)).toBe('Không được để trống!'));
    await chooseOption(user, chair, 'Lan', /Ngô Thị Lan/);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    const member = within(editor).getByRole('combobox', { name: /Người tham gia 3/ });
    await chooseOption(user, member, 'Tuấn', /Lê Minh Tuấn/);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());

    // A fourth row made a second chair is refused under its place.
    await user.click(within(editor).getByRole('button', { name: 'Thêm người tham gia' }));
    await chooseOption(user, within(editor).getByRole('combobox', { name: /Người tham gia 4/ }), 'Hà', /Phạm Thu Hà/);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    const fourthRole = within(editor).getByRole('combobox', { name: /Vai trò của người 4/ });
    await user.click(fourthRole);
    await user.click(await screen.findByRole('option', { name: 'Chủ trì' }));
    await press(user, save);
    await waitFor(() => expect(errorUnder(fourthRole)).toBe('Chỉ một người chủ trì; dòng 1 đã là chủ trì'));
    expect(callsOf(api, 'CreateBienBanHoiChan')).toHaveLength(0);

    await user.click(within(editor).getByRole('button', { name: 'Bỏ người tham gia 4' }));
    await press(user, save);
    expect(await within(editor).findByText('HC26000013 · Đang soạn', {}, SLOW)).toBeTruthy();
    const sent = callsOf(api, 'CreateBienBanHoiChan')[0]!.variables.input;
    expect(sent).toMatchObject({
      TiepNhan_Id: 'tn-1', KhamBenh_Id: 'kb-1', NgayHoiChan: MORNING, ThoiGianTomTat: MORNING, DiaDiem: 'Phòng giao ban khoa Khám bệnh', PhongBan_Id: 'pk01', BacSi_Id: 'nv-khoa',
      HinhThuc: 'TrucTiep', LoaiHoiChan: 'Khoa', ICD_Id: 'icd-k35',
    });
    expect(sent.ThanhPhans).toEqual([
      { NhanVien_Id: 'nv-lan', ViTri: 'ChuToa', ChucDanh: null },
      { NhanVien_Id: 'nv-khoa', ViTri: 'ThuKy', ChucDanh: null },
      { NhanVien_Id: 'nv-tuan', ViTri: 'ThanhVien', ChucDanh: null },
    ]);
    // Written, they can be printed, signed or removed.
    expect(within(editor).getByRole('button', { name: 'In biên bản' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: 'Ký biên bản' })).toBeTruthy();
  });

  it('When the doctor prints and signs draft minutes / Then the paper reads as the form, and signed minutes take no change nor reopening without the right', async () => {
    const { api, user } = await render({ id: 'hc-2' });
    const editor = await dialog();
    expect(await within(editor).findByText('HC26000012 · Đang soạn')).toBeTruthy();

    await user.click(within(editor).getByRole('button', { name: 'In biên bản' }));
    const preview = await screen.findByRole('dialog', { name: 'Xem trước biên bản hội chẩn' });
    const printed = await printedIn(preview, 'Biên bản hội chẩn HC26000012', 'BIÊN BẢN HỘI CHẨN');
    expect(printed).toContain('Họ và tên người bệnh: Trần Quốc Bình');
    expect(printed).toContain('Hội chẩn lúc: 05/03/2026 09:30 Tại: Phòng giao ban khoa Khám bệnh');
    expect(printed).toContain('1 BS. Ngô Thị Lan Phó giám đốc Chủ trì 2 BS. Trần Văn Khoa Thư ký');
    expect(printed).toContain('THƯ KÝ (Ký và ghi rõ họ tên) BS. Trần Văn Khoa');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Xem trước biên bản hội chẩn' })).toBeNull());

    await press(user, within(editor).getByRole('button', { name: 'Ký biên bản' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Ký biên bản HC26000012?');
    await user.click(within(question).getByRole('button', { name: 'Ký biên bản' }));
    expect(await within(editor).findByText('HC26000012 · Đã ký', {}, SLOW)).toBeTruthy();
    expect(callsOf(api, 'VerifyBienBanHoiChan')[0]!.variables).toEqual({ id: 'hc-2', currentState: 'Nhap' });
    expect(within(editor).getByText('Biên bản HC26000012 đã được BS. Trần Văn Khoa ký: không sửa được nữa.')).toBeTruthy();
    expect((within(editor).getByRole('textbox', { name: /Địa điểm hội chẩn/ }) as HTMLInputElement).disabled).toBe(true);
    for (const name of ['Lưu thay đổi (F4)', 'Xoá biên bản', 'Ký biên bản', 'Mở lại biên bản', 'Thêm người tham gia']) expect(within(editor).queryByRole('button', { name })).toBeNull();
  });

  it('When a doctor with the right reopens signed minutes / Then they take changes again', async () => {
    const { api, user } = await render({ id: 'hc-1' }, { canReopen: true });
    const editor = await dialog();
    expect(await within(editor).findByText('HC26000011 · Đã ký')).toBeTruthy();
    await press(user, within(editor).getByRole('button', { name: 'Mở lại biên bản' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mở lại biên bản' }));
    expect(await within(editor).findByText('HC26000011 · Đang soạn', {}, SLOW)).toBeTruthy();
    expect(callsOf(api, 'VerifyBienBanHoiChan')[0]!.variables).toEqual({ id: 'hc-1', currentState: 'DaKy' });
    expect(within(editor).getByRole('button', { name: 'Lưu thay đổi (F4)' })).toBeTruthy();
  });

  it('When new minutes are asked for a cancelled visit / Then the dialog says why and offers no form', async () => {
    await render({ MaTiepNhan: 'TN26000319' });
    const editor = await dialog();
    expect((await within(editor).findByRole('alert')).textContent).toBe('Lượt tiếp nhận TN26000319 đã huỷ, không lập biên bản hội chẩn');
    expect(within(editor).queryByRole('button', { name: 'Lưu biên bản (F4)' })).toBeNull();
  });

  it('When the doctor reads minutes in English / Then the form, the participants and the actions are in English', async () => {
    await render({ id: 'hc-2' }, { language: 'en' });
    const editor = await dialog();
    expect(await within(editor).findByText('HC26000012 · Draft')).toBeTruthy();
    expect(within(editor).getByRole('heading', { name: 'Participants' })).toBeTruthy();
    expect(within(editor).getByRole('combobox', { name: /Place of participant 1/ })).toBeTruthy();
    expect(within(editor).getByRole('textbox', { name: /Place$/ })).toBeTruthy();
    for (const name of ['Save changes (F4)', 'Sign', 'Print', 'Remove', 'Add a participant']) expect(within(editor).getByRole('button', { name })).toBeTruthy();
  });
});
