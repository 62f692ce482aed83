// The profiles screen (/quan-tri-he-thong/ho-so-quyen) as an administrator sees it, and its editor.
import type { Locator, Page } from 'playwright-core';

export class ProfilesScreen {
  constructor(private readonly page: Page, private readonly baseUrl: string) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/his/quan-tri-he-thong/ho-so-quyen`);
    await this.page.getByRole('heading', { level: 1, name: 'Hồ sơ quyền' }).waitFor();
  }

  list() {
    return this.page.getByRole('table', { name: /hồ sơ quyền$/ });
  }

  /** Opens the editor of a new profile. */
  async add(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Thêm hồ sơ quyền', exact: true }).click();
    const editor = this.page.getByRole('region', { name: 'Thêm hồ sơ quyền' });
    await editor.waitFor();
    return editor;
  }

  /** The profile's own menu in the editor. */
  tree(editor: Locator) {
    return editor.getByRole('list', { name: 'Menu của hồ sơ' });
  }

  /** Each entry of the tree (its top level), by its title. */
  async treeTitles(editor: Locator): Promise<string[]> {
    return this.tree(editor).locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  }

  /** Adds a page of the variant's menu to the tree with its button. */
  async addPage(editor: Locator, title: string): Promise<void> {
    await editor.getByRole('button', { name: `Thêm ${title} vào menu`, exact: true }).click();
  }

  /** Chooses an option of a kit select inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
