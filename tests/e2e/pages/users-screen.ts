// The users screen (/quan-tri-he-thong/nguoi-dung) as an administrator sees it.
import type { Page } from 'playwright-core';

export class UsersScreen {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/his/quan-tri-he-thong/nguoi-dung`);
    await this.page.getByRole('heading', { level: 1, name: 'Người dùng' }).waitFor();
  }

  list() {
    return this.page.getByRole('table', { name: /người dùng$/ });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Tên đăng nhập hoặc tên nhân viên' }).fill(text);
    await this.page.getByRole('button', { name: 'Tìm kiếm' }).click();
  }

  /** Finds the account and opens it beside (or below) the list. */
  async openAccount(username: string) {
    await this.search(username);
    await this.page.getByRole('button', { name: `Mở tài khoản ${username}` }).click();
    const details = this.page.getByRole('region', { name: username });
    await details.waitFor();
    return details;
  }

  /** Clicks an action of the open account and accepts its question. */
  async confirmAction(details: ReturnType<Page['getByRole']>, action: string, question: string): Promise<void> {
    await details.getByRole('button', { name: action }).click();
    await this.page.getByRole('alertdialog', { name: question }).getByRole('button', { name: action }).click();
  }
}
