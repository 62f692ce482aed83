// A procedure room's list (/thuc-hien-chi-dinh-pttt, /thuc-hien-vltl) as a technician sees it: the lists on the left,
// the open order's note on the right with its tabs, fields and actions; labels are the screen's Vietnamese words.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ProcedureListScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/his/thuc-hien-chi-dinh-pttt'): Promise<void> {
    await this.page.goto(baseUrl + path);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Opens one of the lists by its tab ("Chờ thực hiện", "Đang thực hiện", "Đã thực hiện"). */
  async openList(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${escape(name)}`) }).click();
  }

  list(name: string) {
    return this.page.getByRole('table', { name: new RegExp(`^Danh sách ${escape(name)}`) });
  }

  row(list: string, text: string) {
    return this.list(list).getByRole('row').filter({ hasText: text });
  }

  async openOrder(requestNumber: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mở phiếu ${requestNumber}`, exact: true }).click();
  }

  /** The open order's note ("Tường trình phiếu CD…"). */
  form(requestNumber: string) {
    return this.page.getByRole('form', { name: `Tường trình phiếu ${requestNumber}` });
  }

  async act(requestNumber: string, action: string): Promise<void> {
    await this.form(requestNumber).getByRole('button', { name: action, exact: true }).click();
  }

  field(requestNumber: string, label: string) {
    return this.form(requestNumber).getByLabel(new RegExp(`^${escape(label)}`));
  }

  async fill(requestNumber: string, label: string, text: string): Promise<void> {
    await this.field(requestNumber, label).fill(text);
  }

  /** A select of the form: opened, and its option chosen. */
  async choose(requestNumber: string, label: string, option: string | RegExp): Promise<void> {
    await this.form(requestNumber).getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  /** A radio option of the form: its input is visually hidden inside its label, so the label is clicked, as a person does. */
  async check(requestNumber: string, option: string): Promise<void> {
    await this.form(requestNumber).getByRole('radio', { name: option, exact: true }).locator('xpath=ancestor::label[1]').click();
  }

  /** The message shown under a field of the form. */
  errorUnder(requestNumber: string, label: string) {
    return this.field(requestNumber, label).evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? null);
  }

  /** A radio option of a dialog, by its label. */
  async checkIn(dialog: ReturnType<ProcedureListScreen['dialog']>, option: string): Promise<void> {
    await dialog.getByRole('radio', { name: option, exact: true }).locator('xpath=ancestor::label[1]').click();
  }

  dialog(title: string | RegExp) {
    return this.page.getByRole('dialog', { name: title });
  }

  toast(text: string | RegExp) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }
}
