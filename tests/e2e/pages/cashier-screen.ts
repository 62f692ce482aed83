// The cashier's screen (/vien-phi-ngoai-tru) as a cashier sees it: the lists on the left, the open patient's bill with
// its totals, the payment tabs, the receipts with their row actions and the print previews; labels are the screen's
// Vietnamese words.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class CashierScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/his/vien-phi-ngoai-tru`);
    await this.page.getByRole('heading', { level: 1, name: 'Viện phí ngoại trú' }).waitFor();
  }

  /** Opens one of the lists by its tab ("Chờ thanh toán", "Đã khám", "Đã thu", "Chưa hạch toán"). */
  async openList(name: string): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${escape(name)}`) }).click();
  }

  list(name: string) {
    return this.page.getByRole('table', { name, exact: true });
  }

  row(list: string, text: string) {
    return this.list(list).getByRole('row').filter({ hasText: text });
  }

  /** Opens a patient's bill from a list's row (a double click, as on every list of the kit). */
  async openPatient(list: string, name: string): Promise<void> {
    await this.row(list, name).dblclick();
    await this.page.getByRole('heading', { level: 2, name }).waitFor();
  }

  /** A figure of the bill's totals by its field (ConLai, DaThu, TamUng, …) as shown: '372,960'. */
  async total(field: string): Promise<string> {
    return (await this.page.getByTestId(`total-${field}`).textContent()) ?? '';
  }

  /** Ticks or unticks a bill line's box, as a person clicks it (the box's drawn control, over the input). */
  async toggleLine(service: string): Promise<void> {
    await this.page.getByRole('table', { name: 'Chi tiết viện phí', exact: true }).getByRole('row').filter({ hasText: service }).locator('[data-part="control"]').click();
  }

  form(name: string) {
    return this.page.getByRole('form', { name });
  }

  /** Chooses an option of a select of a form ("Hình thức thanh toán", "Quyển biên lai"). */
  async choose(form: string, label: string, option: string | RegExp): Promise<void> {
    await this.form(form).getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** The number the book will give the next receipt, as the form shows it. */
  async nextNumber(form: string): Promise<string> {
    return this.form(form).getByRole('textbox', { name: /^Số biên lai/ }).inputValue();
  }

  receipts() {
    return this.page.getByRole('table', { name: 'Biên lai', exact: true });
  }

  deletedReceipts() {
    return this.page.getByRole('table', { name: 'Biên lai đã hủy', exact: true });
  }

  /** A receipt's row action ("Hạch toán", "Hủy hạch toán", "Xuất HĐĐT", "Xem HĐĐT", "In", "Hủy") by its book and number. */
  async act(action: string, receipt: string): Promise<void> {
    await this.page.getByRole('button', { name: `${action} biên lai ${receipt}`, exact: true }).click();
  }

  /** The text of a print preview's page once it holds `expected`. */
  printed(title: string) {
    return this.page.frameLocator(`iframe[title="${title}"]`).locator('body');
  }

  /** The messages the app shows in its toasts. */
  toast(text: string | RegExp) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }
}
