// The signed-in shell: top navigation, user menu and notices, and where the top bar's controls lie.
import type { Page } from 'playwright-core';

export interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pairs of boxes, by name, that share more than a rounding error of area. */
export function overlaps(boxes: readonly Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (width > 0.5 && height > 0.5) pairs.push(`${a.name} / ${b.name}`);
    }
  });
  return pairs;
}

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

  topBar() {
    return this.page.getByRole('banner');
  }

  moreButton() {
    return this.topBar().getByRole('button', { name: /^(Thêm|More)$/ });
  }

  /** The main entries shown in the bar, by title. */
  async shownMainEntries(): Promise<string[]> {
    await this.mainNavigation().waitFor();
    return (await this.mainNavigation().getByRole('link').allTextContents()).map((text) => text.trim());
  }

  /** The right-hand entries shown in the bar as icons, by title. */
  async shownIconEntries(): Promise<string[]> {
    return this.topBar().locator('a[aria-label]').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!));
  }

  /** Closes the open menu and waits until the page is back in the accessibility tree. */
  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByRole('menu').waitFor({ state: 'hidden' });
    await this.mainNavigation().waitFor();
  }

  /** Opens a page from the menu as a person does: from the bar, or from More when the bar has no room for it. */
  async openMenuEntry(title: string): Promise<void> {
    await this.mainNavigation().waitFor();
    const link = this.mainNavigation().getByRole('link', { name: title, exact: true });
    if (await link.isVisible()) return link.click();
    await this.moreButton().click();
    await this.page.getByRole('menuitem', { name: title, exact: true }).click();
  }

  /** The titles listed in the open More menu. */
  async moreMenuEntries(): Promise<string[]> {
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  }

  /** Every visible link, button and field of the top bar with its place on the screen. */
  async interactiveBoxes(): Promise<Box[]> {
    return this.topBar().evaluate((bar) =>
      [...bar.querySelectorAll<HTMLElement>('a, button, input, select, [role=combobox]')]
        .filter((element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility !== 'hidden')
        // A control inside another (a field in its box) is one target.
        .filter((element, _index, all) => !all.some((other) => other !== element && other.contains(element)))
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName, x, y, width, height };
        }),
    );
  }

  disconnectedNotice() {
    return this.page.getByText(/Mất kết nối tới máy chủ|Connection to the server lost/);
  }
}
