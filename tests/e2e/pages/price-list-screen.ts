// The price-list screen (/gia-dich-vu) as its user sees it: the lists with their export, the editor with its lines
// and their import from Excel, the release question, and the price lookup beside the lists.
import type { Page } from 'playwright-core';
import { expectNoRawKeys } from '../support/raw-keys';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class PriceListScreen {
  constructor(private readonly page: Page) {}

  list() {
    return this.page.getByRole('table', { name: 'Danh sách bảng giá' });
  }

  row(code: string) {
    return this.list().getByRole('row').filter({ hasText: code });
  }

  /** Clicks the row's export; the caller waits for the download. */
  async exportList(code: string): Promise<void> {
    await this.row(code).getByRole('button', { name: `Xuất bảng giá ${code} ra Excel`, exact: true }).click();
  }

  async openNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Thêm bảng giá' }).click();
    await this.editor().last().waitFor();
    await expectNoRawKeys(this.page, 'the new price list');
  }

  async open(code: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mở bảng giá ${code}`, exact: true }).click();
    await this.editor().last().waitFor();
    await expectNoRawKeys(this.page, `the price list ${code}`);
  }

  /** The editor (the release and delete questions are alert dialogs, not this). */
  editor() {
    return this.page.getByRole('dialog');
  }

  async fill(label: string, value: string): Promise<void> {
    await this.editor().getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  issueDate() {
    return this.editor().getByRole('textbox', { name: 'Ngày phát hành', exact: true });
  }

  async choosePriceType(name: string): Promise<void> {
    await this.editor().getByRole('combobox', { name: 'Loại giá', exact: true }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Types into the "add a service" picker as a person does and chooses the service named `name`. */
  async addService(typed: string, name: string): Promise<void> {
    await this.editor().getByRole('combobox', { name: 'Thêm dịch vụ' }).pressSequentially(typed, { delay: 40 });
    await this.page.getByRole('option', { name: new RegExp(`^${escape(name)}`) }).first().click();
    await this.priceBox(name).waitFor();
  }

  priceBox(service: string) {
    return this.editor().getByRole('textbox', { name: `Đơn giá ${service}`, exact: true });
  }

  async typePrice(service: string, digits: string): Promise<void> {
    await this.priceBox(service).pressSequentially(digits);
  }

  servicesTab() {
    return this.editor().getByRole('tab', { name: /^Giá dịch vụ/ });
  }

  importDialog() {
    return this.page.getByRole('dialog', { name: 'Nhập giá dịch vụ từ Excel' });
  }

  /** Opens the import of the editor's services and chooses the file, which is read and checked at once. */
  async importLines(path: string): Promise<void> {
    await this.editor().getByRole('button', { name: 'Nhập từ Excel' }).click();
    await this.importDialog().getByLabel('Chọn tệp Excel').setInputFiles(path);
  }

  importErrors() {
    return this.importDialog().getByRole('list', { name: 'Danh sách lỗi' });
  }

  async chooseMerge(): Promise<void> {
    // The radio input is visually hidden inside its label: click the label, as a person does.
    await this.importDialog().getByRole('radio', { name: /^Gộp vào bảng giá/ }).locator('xpath=ancestor::label[1]').click();
  }

  async applyImport(count: number): Promise<void> {
    await this.importDialog().getByRole('button', { name: `Đưa ${count} dòng vào bảng giá` }).click();
    await this.importDialog().waitFor({ state: 'detached' });
  }

  async closeImport(): Promise<void> {
    await this.importDialog().getByRole('button', { name: 'Đóng', exact: true }).last().click();
    await this.importDialog().waitFor({ state: 'detached' });
  }

  async saveDraft(): Promise<void> {
    await this.editor().getByRole('button', { name: 'Lưu nháp' }).click();
  }

  /** A notice of the screen, such as the save's "Đã lưu bảng giá …". */
  notice(text: string) {
    return this.page.getByRole('region', { name: 'Thông báo' }).getByText(text);
  }

  async release(): Promise<void> {
    await this.editor().getByRole('button', { name: 'Phát hành', exact: true }).click();
  }

  question() {
    return this.page.getByRole('alertdialog');
  }

  /** In the release question, the services the release would leave without a current price. */
  losingServices() {
    return this.question().getByRole('group', { name: 'Dịch vụ sẽ không còn giá' });
  }

  async confirm(action: string): Promise<void> {
    await this.question().getByRole('button', { name: action, exact: true }).click();
  }

  async closeEditor(): Promise<void> {
    // The footer's button, which comes before the dialog's ×, named "Đóng" too.
    await this.editor().getByRole('button', { name: 'Đóng', exact: true }).first().click();
  }

  lookup() {
    return this.page.getByRole('region', { name: 'Tra cứu giá' });
  }

  async lookUp(service: { typed: string; name: string }, group: { typed: string; name: string }): Promise<void> {
    const serviceBox = this.lookup().getByRole('combobox', { name: 'Dịch vụ', exact: true });
    await serviceBox.fill('');
    await serviceBox.pressSequentially(service.typed, { delay: 40 });
    await this.page.getByRole('option', { name: new RegExp(`^${escape(service.name)}`) }).first().click();
    const groupBox = this.lookup().getByRole('combobox', { name: 'Đối tượng', exact: true });
    if ((await groupBox.inputValue()) !== group.name) {
      await groupBox.pressSequentially(group.typed, { delay: 40 });
      await this.page.getByRole('option', { name: new RegExp(`^${escape(group.name)}`) }).first().click();
    }
  }

  lookupResult() {
    return this.lookup().getByRole('region', { name: 'Kết quả tra cứu' });
  }

  history(service: string) {
    return this.lookup().getByRole('table', { name: `Lịch sử giá ${service}` });
  }
}
