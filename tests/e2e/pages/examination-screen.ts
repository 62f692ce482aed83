// The doctor's examination screen (/kham-benh-ngoai-tru) as a doctor sees it: the room, its four lists, the row
// buttons and the examination form; labels are the screen's Vietnamese words.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ExaminationScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/his/kham-benh-ngoai-tru'): Promise<void> {
    await this.page.goto(baseUrl + path);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  async chooseRoom(room: string | RegExp): Promise<void> {
    await this.page.getByRole('combobox', { name: /^Phòng khám/ }).click();
    await this.page.getByRole('option', { name: typeof room === 'string' ? new RegExp(`^${escape(room)}`) : room }).first().click();
  }

  /** Opens one of the four lists by its tab ("Chờ khám", "Đang khám", "Đã khám", "Bỏ qua"). */
  async openList(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${escape(name)}`) }).click();
  }

  list(name: string) {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The row of a list naming `text` (a patient's name or code). */
  row(text: string, list: string) {
    return this.list(list).getByRole('row').filter({ hasText: text });
  }

  /** A row's button: "Gọi", "Gọi lại", "Bỏ qua", "Khám", "Chuyển phòng" or "Mở", for the patient with that queue number. */
  async act(action: string, number: string | number): Promise<void> {
    await this.page.getByRole('button', { name: `${action} số ${number}`, exact: true }).click();
  }

  form() {
    return this.page.getByRole('form', { name: 'Khám bệnh' });
  }

  field(label: string) {
    return this.form().getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  picker(label: string) {
    return this.form().getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
  }

  /** A search-as-you-type picker (ICD, treatment plan): types as a person does and chooses the option named `option`. */
  async pick(label: string, typed: string, option: string | RegExp): Promise<void> {
    const box = this.picker(label);
    await box.fill('');
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** The BMI worked out on screen: "27.7 · Thừa cân độ I". */
  bmi() {
    return this.form().getByTestId('bmi');
  }

  /** The message shown under a field (the first element its aria-describedby names). */
  async messageUnder(control: ReturnType<Page['getByRole']>): Promise<string | null> {
    const id = (await control.getAttribute('aria-describedby'))?.split(' ')[0];
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  async end(): Promise<void> {
    await this.form().getByRole('button', { name: 'Kết thúc khám' }).click();
  }

  /** Opens a part of the exam by its tab: "Khám bệnh", "Chỉ định dịch vụ (F8)", "Đơn thuốc", … */
  async openPart(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** The service order dialog (F8). */
  orderDialog() {
    return this.page.getByRole('dialog', { name: 'Chỉ định dịch vụ' });
  }

  /** In the open order dialog: searches a service as a person types and adds the option named `option`. */
  async orderService(typed: string, option: string | RegExp): Promise<void> {
    const box = this.orderDialog().getByRole('combobox', { name: /^Tìm dịch vụ/ });
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: option }).first().click();
    await this.orderDialog().getByText(option).first().waitFor();
  }

  /** The exam's service orders. */
  orderList() {
    return this.page.getByRole('table', { name: 'Các phiếu chỉ định của lượt khám' });
  }

  /** On the prescription tab: picks a drug in the line editor, fills the doses given by their labels and adds the line with Enter. */
  async prescribe(typed: string, drug: string, doses: Record<string, string>): Promise<void> {
    const editor = this.page.getByRole('group', { name: 'Thêm thuốc vào toa' });
    const box = editor.getByRole('combobox', { name: /^Thuốc/ });
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: new RegExp(`^${escape(drug)}`) }).first().click();
    let last = box;
    for (const [label, value] of Object.entries(doses)) {
      last = editor.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
      await last.fill(value);
    }
    await last.press('Enter');
    await this.page.getByRole('table', { name: 'Thuốc của toa thường' }).getByRole('row').filter({ hasText: drug }).waitFor();
  }

  /** The clinic transfer dialog ("Chuyển phòng khám: số 3, …"), opened from a waiting row or the form. */
  transferDialog() {
    return this.page.getByRole('dialog', { name: /^Chuyển phòng khám/ });
  }

  /** In the open transfer dialog: searches the examination service, chooses the room whose option starts with `room`, confirms. */
  async transferTo(typed: string, service: string | RegExp, room: string): Promise<void> {
    const dialog = this.transferDialog();
    const box = dialog.getByRole('combobox', { name: /^Dịch vụ khám/ });
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: service }).first().click();
    await dialog.getByRole('combobox', { name: /^Phòng khám/ }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${escape(room)}`) }).first().click();
    await dialog.getByRole('button', { name: 'Chuyển phòng', exact: true }).click();
  }

  /** The number given at `room` by a transfer, read from its notice ("Đã chuyển sang Phòng khám Nhi, số 3"). */
  async transferredNumber(room: string): Promise<string> {
    const text = await this.toast(new RegExp(`^Đã chuyển sang ${escape(room)}, số \\d+$`)).textContent();
    const number = /số (\d+)$/.exec(text ?? '')?.[1];
    if (!number) throw new Error(`No number in the transfer notice: ${text}`);
    return number;
  }

  /** The messages the app shows in its toasts. */
  toast(text: string | RegExp) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }
}
