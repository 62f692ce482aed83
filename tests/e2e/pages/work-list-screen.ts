// A performing room's work list (/xet-nghiem and the other paraclinical lists) as a technician sees it: the lists on
// the left, the open order's form on the right with its tests, how it was performed and its actions; labels are the
// screen's Vietnamese words.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class WorkListScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/his/xet-nghiem'): Promise<void> {
    await this.page.goto(baseUrl + path);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Opens one of the lists by its tab ("Chờ thực hiện", "BN không đến", "Đã thực hiện"). */
  async openList(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${escape(name)}`) }).click();
  }

  /** The list on screen ("Danh sách Chờ thực hiện (1)"). */
  list(name: string) {
    return this.page.getByRole('table', { name: new RegExp(`^Danh sách ${escape(name)}`) });
  }

  /** The row of a list naming `text` (a patient's name, a request number). */
  row(list: string, text: string) {
    return this.list(list).getByRole('row').filter({ hasText: text });
  }

  /** Takes the first waiting order ("Gọi số tiếp theo (3)") and returns its request number, read from the panel it opens. */
  async callNext(patientName: string): Promise<string> {
    await this.page.getByRole('button', { name: /^Gọi số tiếp theo/ }).click();
    const title = this.page.getByRole('heading', { level: 2, name: new RegExp(`^Phiếu \\S+ · ${escape(patientName)}$`) });
    const number = /^Phiếu (\S+) · /.exec((await title.textContent()) ?? '')?.[1];
    if (!number) throw new Error(`No request number in the panel's title for ${patientName}`);
    return number;
  }

  /** Opens an order from its row's "Mở" button. */
  async openOrder(requestNumber: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mở phiếu ${requestNumber}`, exact: true }).click();
  }

  /** The open order's form ("Kết quả phiếu CD…"). */
  form(requestNumber: string) {
    return this.page.getByRole('form', { name: `Kết quả phiếu ${requestNumber}` });
  }

  /** A lab order's tests, each with its value box named by the test. */
  results(requestNumber: string) {
    return this.form(requestNumber).getByRole('table', { name: `Kết quả xét nghiệm phiếu ${requestNumber}` });
  }

  /** A test's row: its name, value, unit, range and flag. */
  resultRow(requestNumber: string, test: string) {
    return this.results(requestNumber).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: test, exact: true }) });
  }

  async enterResult(requestNumber: string, test: string, value: string): Promise<void> {
    await this.results(requestNumber).getByRole('textbox', { name: test, exact: true }).fill(value);
  }

  /** A search-as-you-type picker of the form (device, performers): types as a person does and chooses the option. */
  async pick(requestNumber: string, label: string, typed: string, option: string | RegExp): Promise<void> {
    const box = this.form(requestNumber).getByRole('combobox', { name: new RegExp(`^${escape(label)}`) });
    await box.fill('');
    await box.pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: option }).first().click();
  }

  async act(requestNumber: string, action: string): Promise<void> {
    await this.form(requestNumber).getByRole('button', { name: action, exact: true }).click();
  }

  /** The messages the app shows in its toasts. */
  toast(text: string | RegExp) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }
}
