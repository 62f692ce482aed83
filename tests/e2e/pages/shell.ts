// The signed-in shell: top navigation, user menu and notices.
import type { Page } from 'playwright-core';

export class Shell {
  constructor(private readonly page: Page) {}

  mainNavigation() {
    return this.page.getByRole('navigation', { name: /^(Điều hướng chính|Main navigation)$/ });
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Tài khoản|Account) / }).click();
  }

  async chooseFromUserMenu(name: RegExp): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name }).click();
  }

  disconnectedNotice() {
    return this.page.getByText(/Mất kết nối tới máy chủ|Connection to the server lost/);
  }
}
