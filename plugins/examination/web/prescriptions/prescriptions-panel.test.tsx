// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The prescription tab as the doctor works it, on the fake API: two drugs added with Enter, the
// interaction between them shown before saving and the save made only after "Vẫn lưu" (the exam form's own F4 left
// alone), a stock refusal under its line, a sample prescription applied and one kept under a name already taken,
// the insurance tab only on an insured visit, the print preview with its remembered template, and a prescription whose
// payment request the cashier cancelled, said on its tab until the doctor saves it again.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import type { ToaThuocFieldsFragment } from '../../generated/graphql';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, sampleQueue, type FakeExamOptions } from '../testing/fake-exam-api';
import { bodyRows, callsOf, cellsOf, renderAsDoctor, settleToasts, type User } from '../testing/render-as-doctor';

type Row = ReturnType<typeof sampleQueue>[number];

async function render(options: FakeExamOptions & { insured?: boolean; language?: 'vi' | 'en' } = {}) {
  const rows = sampleQueue();
  // Number 2, a child being examined; on an insured visit her card is on the row.
  const row: Row = { ...rows[2]!, SoTheBHYT: options.insured ? 'TE1797924000009' : null };
  const api = createFakeExamApi({ ...options, rows });
  return { api, user: await renderAsDoctor(<ExamTabs exam={row.KhamBenh!} patient={row} onChanged={() => {}} />, api, options.language) };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

async function openPrescriptions(user: User) {
  await user.click(screen.getByRole('tab', { name: 'Đơn thuốc' }));
  return screen.findByRole('region', { name: 'Đơn thuốc' });
}

async function addLine(user: User, panel: HTMLElement, search: string, option: RegExp, fields: Record<string, string>) {
  const editor = within(panel).getByRole('group', { name: 'Thêm thuốc vào toa' });
  await chooseOption(user, within(editor).getByRole('combobox', { name: /Thuốc/ }), search, option);
  for (const [label, value] of Object.entries(fields)) await user.type(within(editor).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  await user.keyboard('{Enter}');
}

describe('the prescription tab', () => {
  it('When the doctor prescribes warfarin and aspirin with Enter and presses F4 / Then the Major interaction shows first, going back saves nothing, and "Vẫn lưu" saves both lines', async () => {
    const { api, user } = await render();
    const panel = await openPrescriptions(user);
    expect(within(panel).getByRole('combobox', { name: /Kho xuất/ }).textContent).toContain('Nhà thuốc bệnh viện (NT01)');
    await addLine(user, panel, 'warf', /Warfarin 5mg/, { Sáng: '1', 'Số ngày': '10' });
    await addLine(user, panel, 'aspi', /Aspirin 81mg/, { Tối: '1', 'Số ngày': '10' });
    const table = within(panel).getByRole('table', { name: 'Thuốc của toa thường' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table).map((row) => cellsOf(row).slice(0, 8))).toEqual([
      ['1', 'Warfarin 5mgWarfarin', '1 - 0 - 0 - 0', '10', '10 Viên', 'Uống', '3,000', '30,000'],
      ['2', 'Aspirin 81mgAcid acetylsalicylic', '0 - 0 - 0 - 1', '10', '10 Viên', 'Uống', '800', '8,000'],
    ]);

    await user.keyboard('{F4}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Tương tác thuốc' });
    expect(within(dialog).getByText('Nghiêm trọng')).toBeTruthy();
    expect(within(dialog).getByText('Warfarin (Warfarin) + Aspirin (Acid acetylsalicylic)')).toBeTruthy();
    expect(within(dialog).getByText('Tăng nguy cơ chảy máu')).toBeTruthy();
    expect(callsOf(api, 'CheckInteractionDrugs').at(-1)!.variables.registrationNumbers).toEqual(['VD-10002-26', 'VD-10003-26']);
    await user.click(within(dialog).getByRole('button', { name: 'Quay lại sửa toa' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsOf(api, 'UpdateToaThuocs')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Lưu đơn thuốc (F4)' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Tương tác thuốc' })).getByRole('button', { name: 'Vẫn lưu' }));
    await waitFor(() => expect(callsOf(api, 'UpdateToaThuocs')).toHaveLength(1));
    expect(callsOf(api, 'UpdateToaThuocs')[0]!.variables).toMatchObject({
      idKhamBenh: 'kb-2',
      toaThuong: {
        LoaiToaThuoc: 'ToaThuong',
        KhoXuat_Id: 'kho-nt01',
        ChiTiets: [
          { Duoc_Id: 'd-warf', SoLuong: 10, Sang: 1, SoNgay: 10, DuongDung: 'Uống' },
          { Duoc_Id: 'd-asp', SoLuong: 10, Toi: 1, SoNgay: 10 },
        ],
      },
    });
    expect(await screen.findByText('Đã lưu đơn thuốc của lượt khám KB2603050002')).toBeTruthy();
    // The exam form, mounted on the other tab, did not save with the same key.
    expect(callsOf(api, 'UpdateKhamBenh')).toHaveLength(0);
    // What was saved is what prints.
    await user.click(within(panel).getByRole('button', { name: 'In đơn thuốc (F9)' }));
    const frame = (await within(await screen.findByRole('dialog', { name: 'In đơn thuốc' })).findByTitle('Đơn thuốc')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Warfarin'));
    expect(frame.contentDocument!.body.textContent).toContain('Aspirin');
  });

  it('When a line asks more than the store holds / Then the server refusal shows under that line', async () => {
    const { api, user } = await render();
    const panel = await openPrescriptions(user);
    await addLine(user, panel, 'amox', /Amoxicillin 500mg/, { 'Số lượng': '20' });
    await user.keyboard('{F4}');
    const table = within(panel).getByRole('table', { name: 'Thuốc của toa thường' });
    await waitFor(() => expect(within(bodyRows(table)[0]!).getByRole('alert').textContent).toBe('Dòng 1: Amoxicillin chỉ còn 5 Viên, không đủ 20'));
    expect(callsOf(api, 'CheckInteractionDrugs')).toHaveLength(0);
    expect(api.prescriptions.prescriptions['kb-2']).toBeUndefined();
  });

  it('When Enter is pressed on a line without a drug or a quantity / Then the line is not added and the fields say why', async () => {
    const { user } = await render();
    const panel = await openPrescriptions(user);
    const editor = within(panel).getByRole('group', { name: 'Thêm thuốc vào toa' });
    await user.type(within(editor).getByRole('textbox', { name: /^Sáng/ }), '1{Enter}');
    await waitFor(() => expect(within(editor).getByText('Chưa chọn thuốc')).toBeTruthy());
    expect(within(editor).getByText('Số lượng phải lớn hơn 0: nhập số lượng, hoặc liều và số ngày')).toBeTruthy();
    expect(within(panel).getByText('Chưa có thuốc nào trong toa')).toBeTruthy();
  });

  it('When the doctor changes a line and removes another / Then Enter updates the line in place', async () => {
    const { user } = await render();
    const panel = await openPrescriptions(user);
    await addLine(user, panel, 'para', /Paracetamol 500mg/, { Sáng: '1', Chiều: '1', 'Số ngày': '3' });
    await addLine(user, panel, 'vitamin', /Vitamin C/, { 'Số lượng': '10' });
    const table = within(panel).getByRole('table', { name: 'Thuốc của toa thường' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await user.click(within(table).getByRole('button', { name: 'Sửa dòng 1' }));
    const editor = within(panel).getByRole('group', { name: 'Sửa dòng thuốc' });
    const days = within(editor).getByRole('textbox', { name: /^Số ngày/ });
    await user.clear(days);
    await user.type(days, '5{Enter}');
    await waitFor(() => expect(cellsOf(bodyRows(table)[0]!).slice(2, 5)).toEqual(['1 - 0 - 1 - 0', '5', '10 Viên']));
    await user.click(within(table).getByRole('button', { name: 'Xoá dòng 2' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  });

  it('When the doctor applies a sample prescription / Then its drugs join the regular prescription with their stock facts and its advice', async () => {
    const { user } = await render();
    const panel = await openPrescriptions(user);
    await user.click(within(panel).getByRole('tab', { name: 'Toa mẫu' }));
    await user.click(await within(panel).findByRole('button', { name: 'Áp dụng toa mẫu Cảm cúm người lớn' }));
    const regular = await within(panel).findByRole('tab', { name: 'Toa thường (2)' });
    expect(regular.getAttribute('aria-selected')).toBe('true');
    const table = within(panel).getByRole('table', { name: 'Thuốc của toa thường' });
    await waitFor(() => expect(bodyRows(table).map((row) => cellsOf(row)[4])).toEqual(['10 Viên', '5 Viên']));
    expect(cellsOf(bodyRows(table)[0]!)[6]).toBe('500');
    expect((within(panel).getByRole('textbox', { name: 'Lời dặn' }) as HTMLTextAreaElement).value).toBe('Uống nhiều nước, nghỉ ngơi');
  });

  it('When the doctor keeps the lines as a sample under a name already taken / Then the refusal shows under the name', async () => {
    const { api, user } = await render();
    const panel = await openPrescriptions(user);
    await addLine(user, panel, 'para', /Paracetamol 500mg/, { 'Số lượng': '10' });
    await user.click(within(panel).getByRole('tab', { name: 'Toa mẫu' }));
    const save = await within(panel).findByRole('button', { name: 'Lưu thành toa mẫu' });
    await user.click(save);
    const name = within(panel).getByRole('textbox', { name: /Tên toa mẫu/ });
    await waitFor(() => expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Nhập tên toa thuốc mẫu'));
    await user.type(name, 'cảm cúm người lớn');
    // A button refuses a second click for a second after the first.
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(save);
    await waitFor(() => expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Tên toa thuốc mẫu đã có: Cảm cúm người lớn'));
    expect(callsOf(api, 'CreateToaThuocMau')[0]!.variables.info).toMatchObject({ TenToaThuocMau: 'cảm cúm người lớn', LaToaMuaNgoai: false, ChiTiets: [{ Duoc_Id: 'd-para', SoLuong: 10 }] });
  });

  it('On a visit without a card / Then there is no insurance tab', async () => {
    const { user } = await render();
    const panel = await openPrescriptions(user);
    expect(within(panel).queryByRole('tab', { name: /Toa BHYT/ })).toBeNull();
  });

  it('On an insured visit / Then the insurance tab shows and its drugs are at the insurance price', async () => {
    const { user } = await render({ insured: true });
    const panel = await openPrescriptions(user);
    await user.click(within(panel).getByRole('tab', { name: 'Toa BHYT' }));
    await addLine(user, within(panel).getByRole('tabpanel', { name: 'Toa BHYT' }), 'para', /Paracetamol 500mg/, { 'Số lượng': '10' });
    const table = within(panel).getByRole('table', { name: 'Thuốc của toa BHYT' });
    await waitFor(() => expect(cellsOf(bodyRows(table)[0]!)[6]).toBe('450'));
  });

  it('In English / Then the tabs, fields, table and buttons speak English', async () => {
    const { user } = await render({ language: 'en', insured: true });
    await user.click(screen.getByRole('tab', { name: 'Prescriptions' }));
    const panel = await screen.findByRole('region', { name: 'Prescriptions' });
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Regular', 'Health insurance', 'Medical supplies', 'External purchase', 'Sample prescriptions']);
    const editor = within(panel).getByRole('group', { name: 'Add a drug to the prescription' });
    expect(within(editor).getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['DonViTinh', 'Sang', 'Trua', 'Chieu', 'Toi', 'SoNgay', 'SoLuong', 'DuongDung', 'LoiDanUongThuoc']);
    expect(within(editor).getByRole('textbox', { name: /^Morning/ })).toBeTruthy();
    expect(within(panel).getByRole('table', { name: 'Drugs of the regular prescription' })).toBeTruthy();
    expect(within(panel).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Morning - Noon - Afternoon - Evening');
    expect(within(panel).getByRole('button', { name: 'Save prescriptions (F4)' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Print prescription (F9)' })).toBeTruthy();
  });

  it('When the doctor prints (F9 on the tab) / Then the preview shows the patient, the drugs and their doses, and the template chosen is remembered', async () => {
    const { api, user } = await render({
      prescriptions: {
        'kb-2': [
          {
            _id: 'toa-1', KhamBenh_Id: 'kb-2', SoThuTuToa: 1, LoaiToaThuoc: 'ToaThuong', NgayToaThuoc: Date.UTC(2026, 2, 5, 1, 30), LoiDan: 'Uống nhiều nước', KhoXuat_Id: 'kho-nt01', TenKhoXuat: 'Nhà thuốc bệnh viện', TenBacSi: 'BS. Trần Văn Khoa', TongTien: 5000, YeuCauThanhToan: true,
            ChiTiets: [{ _id: 'ct-1', Duoc_Id: 'd-para', MaDuoc: 'PARA500', TenDuoc: 'Paracetamol', HoatChat: 'Paracetamol', HamLuong: '500mg', DonViTinh: 'Viên', SoDangKy: 'VD-10001-26', SoLuong: 10, SoNgay: 5, Sang: 1, Trua: null, Chieu: 1, Toi: null, DuongDung: 'Uống', LoiDanUongThuoc: 'uống sau ăn', DonGia: 500, DonGiaThanhToan: 500, KhongThuTien: false, DaThuTien: false, BHYT: false, ThuTu: 1 }],
          },
        ],
      },
    });
    const panel = await openPrescriptions(user);
    await within(panel).findByRole('tab', { name: 'Toa thường (1)' });
    await user.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'In đơn thuốc' });
    const frame = (await within(dialog).findByTitle('Đơn thuốc')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('Paracetamol'));
    const printed = frame.contentDocument!.body.textContent!.replace(/\s+/g, ' ');
    expect(printed).toContain('ĐƠN THUỐC');
    expect(printed).toContain('Họ tên: Phạm Minh Châu');
    expect(printed).toContain('1. Paracetamol 500mg');
    expect(printed).toContain('SL: 10 Viên');
    expect(printed).toContain('Uống: Sáng 1 viên, Chiều 1 viên, 5 ngày, uống sau ăn');
    expect(callsOf(api, 'InToaThuoc')[0]!.variables).toMatchObject({ key: 'examination.MAU_TOA_IN_1', data: { facilityName: 'Bệnh viện Đa khoa Hòa Bình', patientName: 'Phạm Minh Châu', sex: 'Nữ' } });

    await user.click(within(dialog).getByRole('combobox', { name: /Mẫu in/ }));
    await user.click(await screen.findByRole('option', { name: 'Mẫu toa in 2 · Đơn thuốc A4 có giá' }));
    await waitFor(() => expect(callsOf(api, 'InToaThuoc').at(-1)!.variables.key).toBe('examination.MAU_TOA_IN_2'));
    expect(localStorage.getItem('examination.prescriptionTemplate')).toBe('examination.MAU_TOA_IN_2');
  });

  it('When the cashier cancelled the payment request of the saved regular prescription / Then its tab says so, the supplies tab does not, and saving again sends it', async () => {
    type Saved = ToaThuocFieldsFragment;
    const saved = (over: Omit<Saved, 'KhamBenh_Id' | 'NgayToaThuoc' | 'LoiDan' | 'KhoXuat_Id' | 'TenKhoXuat' | 'TenBacSi'>): Saved => ({
      KhamBenh_Id: 'kb-2', NgayToaThuoc: Date.UTC(2026, 2, 5, 1, 30), LoiDan: null, KhoXuat_Id: 'kho-nt01', TenKhoXuat: 'Nhà thuốc bệnh viện', TenBacSi: 'BS. Trần Văn Khoa',
      ...over,
    });
    const line = (_id: string, Duoc_Id: string, TenDuoc: string, DonViTinh: string, DonGia: number): Saved['ChiTiets'][number] => ({
      _id, Duoc_Id, MaDuoc: null, TenDuoc, HoatChat: null, HamLuong: null, DonViTinh, SoDangKy: null, SoLuong: 10, SoNgay: null, Sang: null, Trua: null, Chieu: null, Toi: null,
      DuongDung: null, LoiDanUongThuoc: null, DonGia, DonGiaThanhToan: DonGia, KhongThuTien: false, DaThuTien: false, BHYT: false, ThuTu: 1,
    });
    const { api, user } = await render({
      prescriptions: {
        'kb-2': [
          saved({ _id: 'toa-1', SoThuTuToa: 1, LoaiToaThuoc: 'ToaThuong', TongTien: 5000, YeuCauThanhToan: false, ChiTiets: [line('ct-1', 'd-para', 'Paracetamol', 'Viên', 500)] }),
          saved({ _id: 'toa-2', SoThuTuToa: 2, LoaiToaThuoc: 'ToaVTYT', TongTien: 20_000, YeuCauThanhToan: true, ChiTiets: [line('ct-2', 'v-bom5', 'Bơm tiêm 5ml', 'Cái', 2000)] }),
        ],
      },
    });
    const panel = await openPrescriptions(user);
    const off = 'Thu ngân đã huỷ yêu cầu thanh toán của toa này: lưu lại toa để gửi lại';
    const regular = () => within(panel).getByRole('tabpanel', { name: /^Toa thường/ });
    expect((await within(regular()).findByRole('status')).textContent).toBe(off);

    await user.click(within(panel).getByRole('tab', { name: 'Vật tư y tế (1)' }));
    const supplies = within(panel).getByRole('tabpanel', { name: 'Vật tư y tế (1)' });
    expect(within(supplies).getByRole('table', { name: 'Vật tư y tế đã kê' })).toBeTruthy();
    expect(within(supplies).queryByText(off)).toBeNull();

    await user.click(within(panel).getByRole('tab', { name: 'Toa thường (1)' }));
    expect(within(regular()).getByText(off)).toBeTruthy();
    await addLine(user, regular(), 'vitamin', /Vitamin C/, { 'Số lượng': '10' });
    await user.keyboard('{F4}');
    await waitFor(() => expect(callsOf(api, 'UpdateToaThuocs')).toHaveLength(1));
    expect(callsOf(api, 'UpdateToaThuocs')[0]!.variables.toaThuong.ChiTiets).toHaveLength(2);
    expect(await screen.findByText('Đã lưu đơn thuốc của lượt khám KB2603050002')).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText(off)).toBeNull());
  });

  it('When the cashier cancelled the payment request, in English / Then the tab says it in English', async () => {
    const { user } = await render({
      language: 'en',
      prescriptions: {
        'kb-2': [
          {
            _id: 'toa-1', KhamBenh_Id: 'kb-2', SoThuTuToa: 1, LoaiToaThuoc: 'ToaThuong', NgayToaThuoc: Date.UTC(2026, 2, 5, 1, 30), LoiDan: null, KhoXuat_Id: 'kho-nt01', TenKhoXuat: 'Nhà thuốc bệnh viện',
            TenBacSi: 'BS. Trần Văn Khoa', TongTien: 5000, YeuCauThanhToan: false,
            ChiTiets: [{ _id: 'ct-1', Duoc_Id: 'd-para', MaDuoc: 'PARA500', TenDuoc: 'Paracetamol', HoatChat: null, HamLuong: '500mg', DonViTinh: 'Viên', SoDangKy: null, SoLuong: 10, SoNgay: null, Sang: null, Trua: null, Chieu: null, Toi: null, DuongDung: null, LoiDanUongThuoc: null, DonGia: 500, DonGiaThanhToan: 500, KhongThuTien: false, DaThuTien: false, BHYT: false, ThuTu: 1 }],
          },
        ],
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Prescriptions' }));
    const panel = await screen.findByRole('region', { name: 'Prescriptions' });
    expect((await within(panel).findByRole('status')).textContent).toBe("The cashier cancelled this prescription's payment request: save the prescription again to send it");
  });
});
