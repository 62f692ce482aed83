// @vitest-environment happy-dom
// The reception form as the desk uses it: what it refuses before sending, the child's contact person, the insurance
// block and its card number, the server's questions, the birth-date question, and a scanned card.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { chooseOption } from '@his/sdk/testing/dom';
import viMessages from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from '../../rules/permissions';
import { AN_CARD_QR, NEW_CARD_QR, NOW, receptionAnswers, type FixtureOptions } from './reception-form-fixtures';
import { ReceptionForm } from './reception-form';

async function render(options: FixtureOptions = {}) {
  const calls: MockCall[] = [];
  const client = createMockClient(receptionAnswers(options), { calls });
  const onReceived = vi.fn();
  await renderInHost(<ReceptionForm loaiTiepNhan="NgoaiTru" onReceived={onReceived} now={() => NOW} />, {
    locales: { reception: { vi: viMessages, en } },
    client,
    session: mockSession([RECEPTION_RECEIVE, PATIENT_READ, PATIENT_WRITE], { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }),
  });
  await screen.findByRole('form', { name: 'Tiếp nhận bệnh nhân' });
  return { calls, onReceived, user: userEvent.setup({ delay: 2 }) };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null;
const received = (calls: MockCall[]) => calls.filter((call) => call.name === 'ReceivePatient');

/** A scanner reading a card: the QR text pasted into the page at once (the hook's tests cover typed bursts). */
function scan(text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  (document.activeElement ?? document.body).dispatchEvent(event);
}

async function chooseExam(user: ReturnType<typeof userEvent.setup>) {
  await chooseOption(user, screen.getByRole('combobox', { name: /Dịch vụ khám 1/ }), 'kham', /Khám Nội/);
  await user.click(screen.getByRole('combobox', { name: /Phòng khám 1/ }));
  await user.click(await screen.findByRole('option', { name: 'Phòng khám Nội 1 — đang chờ 3' }));
}

describe('the reception form', () => {
  it('When an empty form is saved / Then the required name is flagged under its field and nothing is sent', async () => {
    const { calls, user } = await render();
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận (F4)' }));
    await waitFor(() => expect(errorUnder(field(/Họ tên/))).toBe('Không được để trống!'));
    expect(field(/Họ tên/).getAttribute('aria-invalid')).toBe('true');
    // The first field at fault takes the focus, so the receptionist lands on it even when it is far above the button.
    await waitFor(() => expect(document.activeElement).toBe(field(/Họ tên/)));
    expect(received(calls)).toEqual([]);
  });

  it('When the patient is a child / Then the contact person is required and asked for before saving', async () => {
    const { calls, user } = await render({ his: { batBuocSoDienThoai: false, batBuocDiaChi: false, maDoiTuongMacDinh: 'VienPhi' } });
    expect(field(/^Người liên hệ/).getAttribute('aria-required')).toBeNull();
    await user.type(field(/Họ tên/), 'Lê Minh Khôi');
    await user.type(screen.getByRole('textbox', { name: /Năm sinh/ }), '2024');
    await user.click(screen.getByRole('combobox', { name: /Giới tính/ }));
    await user.click(await screen.findByRole('option', { name: 'Nam' }));
    expect(screen.getByText('Người liên hệ (bắt buộc với trẻ dưới 6 tuổi)')).toBeTruthy();
    expect(field(/^Người liên hệ/).getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận (F4)' }));
    await waitFor(() => expect(errorUnder(field(/^Người liên hệ/))).toBe('Không được để trống!'));
    expect(received(calls)).toEqual([]);
  });

  it('When the group is changed to the insured one / Then the insurance block appears, and a card number shows its benefit level', async () => {
    const { user } = await render({ his: { maDoiTuongMacDinh: 'VienPhi' } });
    expect(screen.queryByRole('textbox', { name: /Số thẻ BHYT/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Đối tượng/ }));
    await user.click(await screen.findByRole('option', { name: 'Bảo hiểm y tế' }));
    const card = await screen.findByRole('textbox', { name: /Số thẻ BHYT/ });
    await user.type(card, 'dn40199');
    expect(errorUnder(card)).toBe('Số thẻ BHYT phải đủ 15 ký tự (2 chữ, 1 số mức hưởng, 2 số mã tỉnh, 10 số BHXH)');
    await user.type(card, '00000001');
    expect((card as HTMLInputElement).value).toBe('DN4019900000001');
    expect(screen.getByText('Mức hưởng 4 · mã đối tượng DN')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tra cứu thẻ' }).hasAttribute('disabled')).toBe(false);
  });

  it('When a returning patient\'s card is scanned and the server asks about a second visit today / Then the question is shown and, accepted, the call is sent again with its key', async () => {
    let asked = false;
    const { calls, onReceived, user } = await render({
      receive: (variables) => {
        if (!variables.confirmed?.includes('reception.sameDayVisit')) {
          asked = true;
          throw new MockRefusal('reception.sameDayVisit', undefined, { code: 'TN26000001' }, 'Bệnh nhân đã có lượt khám hôm nay (TN26000001). Vẫn tạo lượt tiếp nhận mới?', true);
        }
        return { createTiepNhanKhamBenh: { _id: 'tn-2', MaTiepNhan: 'TN26000002', BenhNhan_Id: 'bn-an' } };
      },
    });
    scan(AN_CARD_QR);
    await waitFor(() => expect(field(/Họ tên/)).toHaveProperty('value', 'Nguyễn Văn An'));
    expect(screen.getByText('Bệnh nhân cũ, mã y tế 26000001')).toBeTruthy();
    expect(calls.find((call) => call.name === 'ReceptionFormPatientSearch')?.variables.searchString).toBe('DN4019900000001');
    await user.click(screen.getByRole('combobox', { name: /Tuyến KCB/ }));
    await user.click(await screen.findByRole('option', { name: 'Đúng tuyến' }));
    await chooseExam(user);
    await user.click(screen.getByRole('button', { name: 'Tiếp nhận (F4)' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Bệnh nhân đã có lượt khám hôm nay (TN26000001). Vẫn tạo lượt tiếp nhận mới?');
    await user.click(within(question).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(onReceived).toHaveBeenCalledWith({ _id: 'tn-2', MaTiepNhan: 'TN26000002' }));
    expect(asked).toBe(true);
    const [first, second] = received(calls);
    // The patient as stored: nothing of theirs is sent again, only the visit with the scanned card.
    expect(first!.variables).toMatchObject({ BenhNhan_Id: 'bn-an', benhNhan: null, confirmed: null });
    expect(first!.variables.input).toMatchObject({ DoiTuong_Id: 'dt-bhyt', SoTheBHYT: 'DN4019900000001', BenhVien_KCB: '01C54', KhuVucSinhSong: 'K1', DichVuKham: [{ DichVu_Id: 'dv-kham-noi', PhongBan_Id: 'pk-noi-1' }] });
    expect(second!.variables).toMatchObject({ BenhNhan_Id: 'bn-an', confirmed: ['reception.sameDayVisit'] });
    // The next patient starts from a clean form.
    await waitFor(() => expect(field(/Họ tên/)).toHaveProperty('value', ''));
  });

  it('When a chosen patient\'s birth date is changed / Then the desk is asked whether to choose the group again: yes clears it, no keeps it', async () => {
    const { user } = await render();
    await chooseOption(user, screen.getByRole('combobox', { name: /Tìm bệnh nhân/ }), 'nguyen van an', /Nguyễn Văn An/);
    const birth = screen.getByRole('textbox', { name: /Ngày sinh/ });
    await waitFor(() => expect(birth).toHaveProperty('value', '15/03/1985'));
    const group = screen.getByRole('combobox', { name: /Đối tượng/ });
    expect(group.textContent).toContain('Bảo hiểm y tế');

    await user.clear(birth);
    await user.type(birth, '16/03/1985');
    await user.tab();
    const keep = await screen.findByRole('alertdialog');
    expect(keep.textContent).toContain('Ngày sinh đã thay đổi. Chọn lại đối tượng?');
    await user.click(within(keep).getByRole('button', { name: 'Giữ đối tượng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(group.textContent).toContain('Bảo hiểm y tế');

    await user.clear(birth);
    await user.type(birth, '16/03/1986');
    await user.tab();
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Chọn lại đối tượng' }));
    await waitFor(() => expect(group.textContent).not.toContain('Bảo hiểm y tế'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Năm sinh/ })).toHaveProperty('value', '1986'));
  });

  it('When a card nobody holds is scanned / Then a new patient is filled from it in the insured group; a broken scan is refused', async () => {
    const { calls } = await render({ his: { maDoiTuongMacDinh: 'VienPhi' } });
    field(/Họ tên/).focus();
    scan(NEW_CARD_QR);
    await waitFor(() => expect(field(/Họ tên/)).toHaveProperty('value', 'Trần Thị Bình'));
    expect(calls.find((call) => call.name === 'ReceptionFormPatientSearch')?.variables.searchString).toBe('HT3790000000002');
    // The year box shows a value set from outside on its next render.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Năm sinh/ })).toHaveProperty('value', '1990'));
    expect(screen.getByRole('textbox', { name: /Ngày sinh/ })).toHaveProperty('value', '02/09/1990');
    expect(screen.getByRole('combobox', { name: /Giới tính/ }).textContent).toContain('Nữ');
    expect(field(/Số nhà/)).toHaveProperty('value', 'Số 5 Lê Lợi, Quận 1');
    expect(field(/Số thẻ BHYT/)).toHaveProperty('value', 'HT3790000000002');
    expect(field(/Nơi đăng ký KCB ban đầu/)).toHaveProperty('value', '79024');
    expect(screen.getByRole('combobox', { name: /Đối tượng/ }).textContent).toContain('Bảo hiểm y tế');
    expect(screen.queryByText(/Bệnh nhân cũ/)).toBeNull();

    scan('XX|not|a|card|at|all|really|truly|no$');
    expect(await screen.findByText('Mã quét không hợp lệ')).toBeTruthy();
  });
});
