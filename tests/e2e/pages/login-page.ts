// The login screen as a user sees it.
import type { Page } from 'playwright-core';
import { expectNoRawKeys } from '../support/raw-keys';

export class LoginPage {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(path = '/his/dang-nhap'): Promise<void> {
    await this.page.goto(this.baseUrl + path);
    await this.page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).waitFor();
    await expectNoRawKeys(this.page, 'the login page');
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel(/^(Tên đăng nhập|User name)/).fill(username);
    await this.page.getByLabel(/^(Mật khẩu|Password)/).fill(password);
    await this.page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
  }

  refusal() {
    return this.page.getByRole('alert');
  }
}
