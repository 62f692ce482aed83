// The fee screens around the cashier's as a cashier or an accountant sees them: the receipt books (/quyen-bien-lai),
// the visit finder of the exemptions and group change screens, and insurance confirmation; labels are the screens'
// Vietnamese words.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export class FeeScreens {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/his${path}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  books() {
    return this.page.getByRole('table', { name: 'Danh sách quyển biên lai' });
  }

  bookRow(symbol: string) {
    return this.books().getByRole('row').filter({ hasText: symbol });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  /** Picks an account in a search box by typing part of its name, as a person does. */
  async pick(combobox: ReturnType<Page['getByRole']>, text: string, option: RegExp): Promise<void> {
    await combobox.fill('');
    await combobox.pressSequentially(text, { delay: 40 });
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** Finds a visit by the patient's name in the finder and opens it. */
  async openVisit(name: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Tìm người bệnh' }).fill(name);
    const row = this.page.getByRole('table', { name: 'Danh sách lượt tiếp nhận' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('button', { name: /^Chọn / }).click();
  }

  /** A total of the open bill ("Người bệnh trả", "Miễn giảm"…), as shown: the amount, then what it was before a change. */
  async total(name: string): Promise<string> {
    const figure = this.page.getByLabel('Tổng chi phí').locator('div').filter({ has: this.page.getByText(name, { exact: true }) });
    return (await figure.locator('dd').textContent()) ?? '';
  }

  /** The message under a field. */
  async messageUnder(field: ReturnType<Page['getByRole']>): Promise<string | null> {
    const described = await field.getAttribute('aria-describedby');
    if (!described) return null;
    return this.page.locator(`[id="${described.split(' ')[0]}"]`).textContent();
  }

  /** Whatever on the page, a table's content aside (a table scrolls in its own box), is wider than the window. */
  async overflows(): Promise<string[]> {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => !element.closest('table') && element.getBoundingClientRect().right > width + 1)
        .filter((element) => getComputedStyle(element).visibility !== 'hidden' && element.getClientRects().length > 0)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    });
  }

  /** axe-core's serious and critical WCAG 2.1 AA violations of what is on screen. */
  async violations(): Promise<string[]> {
    const result = await new AxeBuilder({ page: this.page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
  }
}
