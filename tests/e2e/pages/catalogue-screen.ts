// A catalogue screen as its user sees it: search, the list, the edit dialog and the import dialog.
import type { Page } from 'playwright-core';
import { expectNoRawKeys } from '../support/raw-keys';

export class CatalogueScreen {
  constructor(private readonly page: Page, private readonly title: string) {}

  list() {
    return this.page.getByRole('table', { name: `Danh sách ${this.title}` });
  }

  row(text: string) {
    return this.list().getByRole('row').filter({ hasText: text });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên' }).fill(text);
  }

  async showSuspended(): Promise<void> {
    await this.page.getByText('Hiện cả dòng tạm ngừng').click();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async openNew(): Promise<void> {
    await this.page.getByRole('button', { name: 'Thêm mới' }).click();
    await this.dialog().last().waitFor();
    await expectNoRawKeys(this.page, `the new ${this.title} dialog`);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.dialog().getByRole('textbox', { name: label, exact: true }).fill(value);
  }

  async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Lưu' }).click();
  }

  async rowAction(action: 'Sửa' | 'Tạm ngừng' | 'Dùng lại' | 'Xoá', name: string): Promise<void> {
    await this.page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
    if (action !== 'Sửa') return;
    await this.dialog().last().waitFor();
    await expectNoRawKeys(this.page, `the ${this.title} dialog of ${name}`);
  }

  async importFile(path: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Nhập Excel' }).click();
    await this.dialog().getByLabel('Chọn tệp Excel').setInputFiles(path);
  }
}
