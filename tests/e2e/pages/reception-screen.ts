// The reception desk (/tiep-nhan-ngoai-tru) as a receptionist sees it: the form, the lists beside it and the visit
// shown after a reception; labels are the screen's Vietnamese words.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ReceptionScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/his/tiep-nhan-ngoai-tru'): Promise<void> {
    await this.page.goto(baseUrl + path);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  form() {
    return this.page.getByRole('form', { name: 'Tiếp nhận bệnh nhân' });
  }

  list(name = 'Tất cả') {
    return this.page.getByRole('table', { name, exact: true });
  }

  /** The row of the list naming `text` (a patient's name, a visit code). */
  row(text: string, list = 'Tất cả') {
    return this.list(list).getByRole('row').filter({ hasText: text });
  }

  /** A card scanner "types" the QR text into whatever has focus, very fast, and ends with Enter. */
  async scan(qr: string): Promise<void> {
    await this.page.keyboard.type(qr);
    await this.page.keyboard.press('Enter');
  }

  field(label: string) {
    return this.form().getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** A search-as-you-type picker of the form: types as a person does and chooses the option named `option`. */
  async pick(label: string, typed: string, option: string | RegExp): Promise<void> {
    const box = this.form().getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
    await box.fill('');
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** A select of the form: opens it and chooses the option whose text starts with `option`. */
  async choose(label: string, option: string | RegExp): Promise<void> {
    await this.form().getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
    await this.page.getByRole('option', { name: typeof option === 'string' ? new RegExp(`^${escape(option)}`) : option }).first().click();
  }

  async save(): Promise<void> {
    await this.form().getByRole('button', { name: 'Tiếp nhận (F4)' }).click();
  }

  /** The queue numbers shown big after a reception ("Phòng khám Nội 1 — số 12"). */
  receivedNumbers() {
    return this.page.getByRole('status').filter({ hasText: 'Số thứ tự:' });
  }

  async startNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Tiếp nhận mới' }).click();
    await this.form().waitFor();
  }

  /** Finds a returning patient with the form's search and chooses them. */
  async findPatient(typed: string, name: string): Promise<void> {
    await this.pick('Tìm bệnh nhân', typed, new RegExp(`^${escape(name)}`));
  }

  /** The messages the app shows in its toasts. */
  toast(text: string | RegExp) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }
}
