// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The cashier's screen as the cashier works it: the waiting list, a patient's bill by service group with the line
// insurance does not cover marked, a payment by card of the chosen lines with the book's next number, the amount
// checked under its field, a server refusal under the book, posting, the e-invoice, printing the receipt with the
// amount in words, deleting a receipt with a reason (the balance changes), a patient opened by the code a scanner
// types with the advance used, the voucher tab waiting for promotions, fee completion, the list following another
// cashier's receipt, and the screen in English.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockRefusal } from '@his/sdk/testing';
import type { Language } from '@his/sdk';
import { createFakeCashierApi, sampleVisits, type FakeCashierOptions } from '../testing/fake-cashier-api';
import { bodyRows, callsOf, cellsOf, errorUnder, printedIn, renderAsCashier, settleToasts, type User } from '../testing/render-as-cashier';
import { CashierPage } from './cashier-page';

async function render(options: FakeCashierOptions & { language?: Language; permissions?: string[] } = {}) {
  const api = createFakeCashierApi(options);
  const rendered = await renderAsCashier(<CashierPage />, api, options);
  return { api, ...rendered };
}

afterEach(settleToasts);

const waitingTable = () => screen.findByRole('table', { name: 'Chờ thanh toán' });

async function open(user: User, name: string, list?: string) {
  if (list) await user.click(await screen.findByRole('tab', { name: new RegExp(`^${list}`) }));
  const table = await screen.findByRole('table', { name: list ?? 'Chờ thanh toán' });
  const row = await waitFor(() => bodyRows(table).find((each) => each.textContent?.includes(name))!);
  await user.dblClick(row);
  return screen.findByRole('heading', { level: 2, name });
}

// A button refuses a second click for a second after the first.
const unlocked = (button: HTMLElement) => waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });

const total = (field: string) => screen.getByTestId(`total-${field}`).textContent;
const form = (name: string) => screen.getByRole('form', { name });

describe('the cashier screen', () => {
  it('When the cashier opens the screen / Then today\'s patients waiting for payment are listed with what each has to pay', async () => {
    const { api } = await render();
    const table = await waitingTable();
    const rows = await waitFor(() => {
      const found = bodyRows(table);
      expect(found.length).toBe(2);
      return found;
    });
    expect(rows.map(cellsOf)).toEqual([
      ['3', 'BN26000011', 'Trần Thị Bích Ngọc', '372,960', ''],
      ['4', 'BN26000014', 'Nguyễn Minh Khang', '50,000', ''],
    ]);
    expect(screen.getByRole('tab', { name: 'Chờ thanh toán (2)' })).toBeTruthy();
    const asked = callsOf(api, 'CashierList')[0]!.variables;
    expect(asked).toMatchObject({ danhSach: 'ChoThanhToan', searchString: null });
    expect(asked.endDate - asked.startDate).toBe(24 * 60 * 60 * 1000 - 1);
  });

  it('When the cashier opens an insured patient / Then the lines come by service group, the uncovered one is marked and counted, and the totals add up', async () => {
    const { user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    const bill = await screen.findByRole('table', { name: 'Chi tiết viện phí' });
    const rows = await waitFor(() => {
      const found = bodyRows(bill);
      expect(found.length).toBe(9);
      return found;
    });
    // The box to choose and the line's action (bill-actions.test.tsx) aside.
    expect(rows.map((row) => cellsOf(row).slice(1, 9))).toEqual([
      ['Khám bệnh', '', '', '42,100', '33,680', '8,420', '', ''],
      ['Khám Nội', '1', '42,100', '42,100', '33,680', '8,420', '0', 'Chưa thu'],
      ['Xét nghiệm', '', '', '67,700', '54,160', '13,540', '', ''],
      ['Tổng phân tích tế bào máu ngoại vi', '1', '46,200', '46,200', '36,960', '9,240', '0', 'Chưa thu'],
      ['Định lượng Glucose [máu]', '1', '21,500', '21,500', '17,200', '4,300', '0', 'Chưa thu'],
      ['Chẩn đoán hình ảnh', '', '', '350,000', '0', '350,000', '', ''],
      ['Không BHYTSiêu âm ổ bụng 4D (theo yêu cầu)', '1', '350,000', '350,000', '0', '350,000', '0', 'Chưa thu'],
      ['Thuốc, vật tư y tế', '', '', '5,000', '4,000', '1,000', '', ''],
      ['Paracetamol 500mg', '10', '500', '5,000', '4,000', '1,000', '0', 'Chưa thu'],
    ]);
    expect(screen.getByRole('note').textContent).toBe('1 dịch vụ không được BHYT chi trả (đánh dấu Không BHYT): người bệnh trả toàn bộ');
    expect(['TongTien', 'BHChiTra', 'BenhNhanTT', 'ConLai'].map(total)).toEqual(['464,800', '91,840', '372,960', '372,960']);
    expect(screen.getByText('HN4797900000011, mức hưởng 4')).toBeTruthy();
  });

  it('When the cashier collects the chosen lines by card / Then the receipt takes the book\'s next number, and the bill and the list follow', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    const payment = form('Thanh toán các dòng đã chọn');
    const amount = within(payment).getByRole('textbox', { name: /Số tiền/ }) as HTMLInputElement;
    expect(amount.value).toBe('372,960');
    expect((within(payment).getByRole('textbox', { name: /Số biên lai/ }) as HTMLInputElement).value).toBe('0000013');
    expect(within(payment).getByRole('combobox', { name: /Quyển biên lai/ }).textContent).toContain('BL26/A (1–500)');
    await user.click(within(payment).getByRole('combobox', { name: /Hình thức thanh toán/ }));
    await user.click(await screen.findByRole('option', { name: 'Quẹt thẻ' }));
    await user.click(within(payment).getByRole('button', { name: 'Thu tiền' }));

    await waitFor(() => expect(callsOf(api, 'CashierCreateReceipt')).toHaveLength(1));
    expect(callsOf(api, 'CashierCreateReceipt')[0]!.variables.input).toEqual({
      TiepNhan_Id: 'tn-1', LoaiBienLai: 'ThuTien', HinhThucThanhToan_Id: 'pm-qt', QuyenBienLai_Id: 'bk-bl26',
      ChiTiet_Ids: ['kb-noi', 'xn-cbc', 'xn-glu', 'sa-4d', 't-para'], SoTien: 372_960, DungTamUng: false,
    });
    expect(await screen.findByText('Đã thu biên lai BL26 số 0000013: 372,960 đ')).toBeTruthy();
    await waitFor(() => expect(total('ConLai')).toBe('0'));
    const receipts = screen.getByRole('table', { name: 'Biên lai' });
    await waitFor(() => expect(bodyRows(receipts).map((row) => cellsOf(row).slice(0, 3))).toEqual([['BL26/A-0000013', 'Thu tiền', 'BL26/A · 0000013']]));
    // The book moved on, and the patient left the waiting list.
    await waitFor(() => expect((within(form('Thanh toán các dòng đã chọn')).getByRole('textbox', { name: /Số biên lai/ }) as HTMLInputElement).value).toBe('0000014'));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Chờ thanh toán' })).map((row) => cellsOf(row)[2])).toEqual(['Nguyễn Minh Khang']));
  });

  it('When fewer lines are chosen and the amount handed over is short / Then it is refused under the amount, and more shows the change', async () => {
    const { api, user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Siêu âm ổ bụng 4D (theo yêu cầu)' }));
    const payment = form('Thanh toán các dòng đã chọn');
    const amount = within(payment).getByRole('textbox', { name: /Số tiền/ }) as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('22,960'));
    expect(within(payment).getByTestId('chosen-lines').textContent).toBe('Đã chọn 4 dòng, người bệnh trả 22,960 đ');
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(within(payment).getByRole('button', { name: 'Thu tiền' }));
    await waitFor(() => expect(errorUnder(amount)).toBe('Số tiền khách đưa ít hơn số phải thu (22,960 đ)'));
    expect(callsOf(api, 'CashierCreateReceipt')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '50000');
    expect(await within(payment).findByText('Tiền thừa trả khách: 27,040 đ')).toBeTruthy();
  });

  it('When the server refuses the book / Then its message shows under the receipt book', async () => {
    const { user } = await render({ refusals: { CashierCreateReceipt: new MockRefusal('numbering.bookUsedUp', 'QuyenBienLai_Id', { symbol: 'BL26', min: 1, max: 500 }) } });
    await open(user, 'Trần Thị Bích Ngọc');
    const payment = form('Thanh toán các dòng đã chọn');
    await user.click(within(payment).getByRole('button', { name: 'Thu tiền' }));
    const book = within(payment).getByRole('combobox', { name: /Quyển biên lai/ });
    await waitFor(() => expect(errorUnder(book)).toBe('Quyển BL26 đã dùng hết số (1–500); hãy chọn quyển khác'));
  });

  it('When the cashier posts a receipt, issues its e-invoice and prints it / Then the state changes, the invoice is shown and the print says the amount in words', async () => {
    const { api, user } = await render();
    await open(user, 'Phạm Thị Mai', 'Chưa hạch toán');
    const receipts = screen.getByRole('table', { name: 'Biên lai' });
    await user.click(within(receipts).getByRole('button', { name: 'Hạch toán biên lai BL26/A 0000012' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Biên lai' })).map((row) => cellsOf(row)[5])).toEqual(['Đã hạch toán']));
    expect(callsOf(api, 'CashierPostReceipts')[0]!.variables).toEqual({ TiepNhan_Id: 'tn-3', BienLai_Ids: ['bl-12'] });

    await user.click(within(screen.getByRole('table', { name: 'Biên lai' })).getByRole('button', { name: 'Xuất HĐĐT biên lai BL26/A 0000012' }));
    expect(await screen.findByText(/^Đã xuất hóa đơn điện tử số \d+ \(LOCAL\d{8}\) cho biên lai BL26\/A 0000012$/)).toBeTruthy();
    const code = await waitFor(() => {
      const cell = cellsOf(bodyRows(screen.getByRole('table', { name: 'Biên lai' }))[0]!)[10]!;
      expect(cell).toMatch(/^LOCAL\d{8}$/);
      return cell;
    });
    await user.click(within(screen.getByRole('table', { name: 'Biên lai' })).getByRole('button', { name: 'Xem HĐĐT biên lai BL26/A 0000012' }));
    const invoice = await screen.findByRole('dialog', { name: `Hóa đơn điện tử ${code}` });
    expect(await printedIn(invoice, `Hóa đơn điện tử ${code}`, 'HÓA ĐƠN GIÁ TRỊ GIA TĂNG')).toContain('1C26TAA');
    await user.keyboard('{Escape}');

    await user.click(within(screen.getByRole('table', { name: 'Biên lai' })).getByRole('button', { name: 'In biên lai BL26/A 0000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Biên lai BL26/A 0000012' });
    const printed = await printedIn(dialog, 'Biên lai BL26/A 0000012', 'Bằng chữ');
    expect(printed).toContain('Ký hiệu: BL26/A Số: 0000012');
    expect(printed).toContain('Tổng số tiền: 150,000 đồng Bằng chữ: Một trăm năm mươi nghìn đồng');
    expect(printed).toContain('Hình thức thanh toán: Quẹt thẻ');
  });

  it('When the cashier deletes a receipt with a reason / Then it moves to the deleted receipts and its amount is to collect again', async () => {
    const { api, user } = await render();
    await open(user, 'Phạm Thị Mai', 'Chưa hạch toán');
    expect(total('ConLai')).toBe('0');
    await user.click(within(screen.getByRole('table', { name: 'Biên lai' })).getByRole('button', { name: 'Hủy biên lai BL26/A 0000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy biên lai BL26/A 0000012' });
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do hủy/ }), 'Khách đổi ý, trả tiền mặt');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy biên lai' }));
    await waitFor(() => expect(callsOf(api, 'CashierDeleteReceipt').map((call) => call.variables)).toEqual([{ BienLai_Id: 'bl-12', LyDo: 'Khách đổi ý, trả tiền mặt' }]));
    await waitFor(() => expect(total('ConLai')).toBe('150,000'));
    const deleted = screen.getByRole('table', { name: 'Biên lai đã hủy' });
    await waitFor(() => expect(bodyRows(deleted).map((row) => [cellsOf(row)[0], cellsOf(row)[6]])).toEqual([
      ['BL26/A-0000010', 'Thu nhầm phương thức'],
      ['BL26/A-0000012', 'Khách đổi ý, trả tiền mặt'],
    ]));
  });

  it('When a code is scanned then Enter / Then that patient\'s bill opens, and using the advance lowers what is handed over', async () => {
    const { api, user } = await render();
    await waitingTable();
    await user.type(screen.getByRole('searchbox', { name: /Tìm bệnh nhân/ }), 'BN26000014{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Nguyễn Minh Khang' })).toBeTruthy();
    expect(new Set(callsOf(api, 'CashierBillByCode').map((call) => call.variables.MaYTe))).toEqual(new Set(['BN26000014']));
    expect(total('TamUng')).toBe('100,000');
    const payment = form('Thanh toán các dòng đã chọn');
    const amount = within(payment).getByRole('textbox', { name: /Số tiền/ }) as HTMLInputElement;
    expect(amount.value).toBe('150,000');
    await user.click(within(payment).getByRole('checkbox', { name: 'Dùng tạm ứng (còn 100,000 đ)' }));
    await waitFor(() => expect(amount.value).toBe('50,000'));
    await user.click(within(payment).getByRole('button', { name: 'Thu tiền' }));
    await waitFor(() => expect(callsOf(api, 'CashierCreateReceipt')[0]?.variables.input).toMatchObject({ SoTien: 50_000, DungTamUng: true, ChiTiet_Ids: ['kb-nhi'] }));
    await waitFor(() => expect([total('ConLai'), total('TamUng')]).toEqual(['0', '0']));
  });

  it('When the cashier takes an advance / Then it is written from the advance book and the advance held grows', async () => {
    const { api, user } = await render();
    await open(user, 'Nguyễn Minh Khang');
    await user.click(screen.getByRole('tab', { name: 'Tạm ứng' }));
    const advance = form('Thu tạm ứng');
    expect((within(advance).getByRole('textbox', { name: /Số biên lai/ }) as HTMLInputElement).value).toBe('0000003');
    await user.click(within(advance).getByRole('button', { name: 'Thu tạm ứng' }));
    expect(errorUnder(within(advance).getByRole('textbox', { name: /Số tiền/ }))).toBe('Nhập số tiền lớn hơn 0');
    await user.type(within(advance).getByRole('textbox', { name: /Số tiền/ }), '200000');
    await unlocked(within(advance).getByRole('button', { name: 'Thu tạm ứng' }));
    await user.click(within(advance).getByRole('button', { name: 'Thu tạm ứng' }));
    await waitFor(() => expect(callsOf(api, 'CashierCreateReceipt')[0]?.variables.input).toEqual({
      TiepNhan_Id: 'tn-4', LoaiBienLai: 'TamUng', HinhThucThanhToan_Id: 'pm-tm', QuyenBienLai_Id: 'bk-tu26', SoTien: 200_000,
    }));
    await waitFor(() => expect(total('TamUng')).toBe('300,000'));
  });

  it('When the cashier refunds the advance, then a paid line of a cancelled service / Then each is written from the refund book and the totals follow', async () => {
    const { api, user } = await render();
    await open(user, 'Nguyễn Minh Khang');
    await user.click(screen.getByRole('tab', { name: 'Hoàn tiền' }));
    const advance = form('Hoàn ứng');
    expect((within(advance).getByRole('textbox', { name: /Số tiền/ }) as HTMLInputElement).value).toBe('100,000');
    expect(within(form('Hoàn tiền dịch vụ đã thu')).getByRole('button', { name: 'Hoàn tiền' }).getAttribute('disabled')).not.toBeNull();
    await user.click(within(advance).getByRole('button', { name: 'Hoàn ứng' }));
    await waitFor(() => expect(callsOf(api, 'CashierCreateReceipt')[0]?.variables.input).toEqual({
      TiepNhan_Id: 'tn-4', LoaiBienLai: 'HoanUng', HinhThucThanhToan_Id: 'pm-tm', QuyenBienLai_Id: 'bk-hu26', SoTien: 100_000,
    }));
    await waitFor(() => expect(total('TamUng')).toBe('0'));

    await open(user, 'Phạm Thị Mai', 'Chưa hạch toán');
    await user.click(screen.getByRole('tab', { name: 'Hoàn tiền' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn Khám Nội' }));
    const lines = form('Hoàn tiền dịch vụ đã thu');
    expect(within(lines).getByText('Đã chọn 1 dòng đã thu, hoàn 150,000 đ')).toBeTruthy();
    await user.click(within(lines).getByRole('button', { name: 'Hoàn tiền' }));
    await waitFor(() => expect(callsOf(api, 'CashierCreateReceipt')[1]?.variables.input).toEqual({
      TiepNhan_Id: 'tn-3', LoaiBienLai: 'HoanTien', HinhThucThanhToan_Id: 'pm-tm', QuyenBienLai_Id: 'bk-hu26', ChiTiet_Ids: ['kb-mai'],
    }));
    await waitFor(() => expect(total('DaThu')).toBe('0'));
  });

  it('When the cashier opens the voucher tab / Then its form is there, disabled, saying redeeming comes with promotions', async () => {
    const { user } = await render();
    await open(user, 'Nguyễn Minh Khang');
    await user.click(screen.getByRole('tab', { name: 'Voucher' }));
    const voucher = form('Đổi voucher');
    expect(within(voucher).getByRole('textbox', { name: 'Mã voucher' })).toHaveProperty('disabled', true);
    expect(within(voucher).getByRole('button', { name: 'Áp dụng' }).getAttribute('disabled')).not.toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Đổi voucher sẽ có cùng chương trình khuyến mãi; hiện chưa dùng được ở quầy thu ngân.');
  });

  it('When the cashier completes a paid visit\'s fees / Then it is marked completed and no money moves until undone', async () => {
    const { api, user } = await render();
    await open(user, 'Lê Văn Hùng', 'Đã thu');
    await user.click(screen.getByRole('button', { name: 'Hoàn tất viện phí' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Hoàn tất' }));
    await waitFor(() => expect(callsOf(api, 'CashierCompleteFees').map((call) => call.variables)).toEqual([{ TiepNhan_Id: 'tn-2' }]));
    expect(await screen.findByText('Viện phí đã hoàn tất: hủy hoàn tất để thu hoặc hoàn tiền')).toBeTruthy();
    expect(within(form('Thanh toán các dòng đã chọn')).getByRole('button', { name: 'Thu tiền' }).getAttribute('disabled')).not.toBeNull();
    await unlocked(screen.getByRole('button', { name: 'Hủy hoàn tất viện phí' }));
    await user.click(screen.getByRole('button', { name: 'Hủy hoàn tất viện phí' }));
    await waitFor(() => expect(callsOf(api, 'CashierUndoCompleteFees').map((call) => call.variables)).toEqual([{ tiepNhanId: 'tn-2' }]));
  });

  it('When every payment of a visit was refunded / Then the bill says so beside the patient', async () => {
    const visits = sampleVisits().map((visit) => (visit.TiepNhan._id === 'tn-2' ? { ...visit, DaHoanTien: true } : visit));
    const { user } = await render({ visits });
    await open(user, 'Lê Văn Hùng', 'Đã thu');
    expect(await screen.findByText('Đã hoàn tiền')).toBeTruthy();
  });

  it('When the cashier prints the bill detail / Then the uncovered line is marked and counted on it', async () => {
    const { user } = await render();
    await open(user, 'Trần Thị Bích Ngọc');
    await user.click(screen.getByRole('button', { name: 'In bảng kê' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bảng kê chi phí TN260305001' });
    const printed = await printedIn(dialog, 'Bảng kê chi phí TN260305001', 'BẢNG KÊ');
    expect(printed).toContain('Siêu âm ổ bụng 4D (theo yêu cầu) (*)');
    expect(printed).toContain('(*) Không thuộc phạm vi chi trả của quỹ BHYT: 1 dịch vụ');
    expect(printed).toContain('Ba trăm bảy mươi hai nghìn chín trăm sáu mươi đồng');
  });

  it('When another cashier collects from a waiting patient / Then the list follows without reloading the page', async () => {
    const { api, appEvents } = await render();
    const table = await waitingTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const khang = api.visits.find((visit) => visit.BenhNhan.MaYTe === 'BN26000014')!;
    khang.lines[0]!.DaThuTien = true;
    appEvents.emit({ module: 'VienPhiNgoaiTru', process: 'BienLaiCreated', idNodes: ['n-cs01'], data: { TiepNhan_Id: 'tn-4', BenhNhan_Id: 'bn-4' } });
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Chờ thanh toán' })).map((row) => cellsOf(row)[2])).toEqual(['Trần Thị Bích Ngọc']));
  });

  it('In English / Then the lists, the form and the tabs speak English', async () => {
    const { user } = await render({ language: 'en' });
    const table = await screen.findByRole('table', { name: 'Waiting for payment' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await user.dblClick(bodyRows(table)[0]!);
    await screen.findByRole('heading', { level: 2, name: 'Trần Thị Bích Ngọc' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Waiting for payment (2)', 'Visited', 'Collected', 'Not yet posted', 'Payment', 'Advance', 'Voucher', 'Refund']);
    expect(screen.getByRole('note').textContent).toBe('1 service(s) not covered by insurance (marked Not covered): the patient pays them in full');
    expect(within(form('Pay the chosen lines')).getByRole('button', { name: 'Collect' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cashier\.[a-zA-Z]/);
  });
});
