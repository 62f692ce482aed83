// The organisational units screen (/co-so-to-chuc) as its user sees it: the tree, the search, the suspended
// switch, the per-unit actions, the unit dialog and the confirmation.
import type { Page } from 'playwright-core';
import { expectNoRawKeys } from '../support/raw-keys';

export class OrgUnitsScreen {
  constructor(private readonly page: Page) {}

  tree() {
    return this.page.getByRole('table', { name: 'Cây đơn vị: cơ sở, khoa, phòng và kho' });
  }

  row(text: string) {
    return this.tree().getByRole('row').filter({ hasText: text });
  }

  /** The unit names of the rows in view, in order (each with its level, read by screen readers). */
  async names(): Promise<string[]> {
    return this.tree().locator('tbody tr td:first-child').allTextContents();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Tìm theo mã hoặc tên đơn vị' }).fill(text);
  }

  async showSuspended(): Promise<void> {
    await this.page.getByText('Hiện đơn vị tạm ngừng').click();
  }

  async rowAction(action: 'Thêm đơn vị trực thuộc' | 'Sửa' | 'Tạm ngừng' | 'Khôi phục', name: string): Promise<void> {
    await this.page.getByRole('button', { name: `${action} ${name}`, exact: true }).click();
    if (action !== 'Sửa' && action !== 'Thêm đơn vị trực thuộc') return;
    await this.dialog().last().waitFor();
    await expectNoRawKeys(this.page, `the unit dialog (${action} ${name})`);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  field(label: string) {
    return this.dialog().getByRole('textbox', { name: label, exact: true });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Lưu' }).click();
  }

  async close(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Đóng' }).first().click();
  }

  /** Answers the confirmation with its confirming button. */
  async confirm(label: string): Promise<void> {
    await this.page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  }
}
