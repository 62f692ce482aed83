// The test results tab of the doctor's exam ("Kết quả CLS"), filled by the paraclinical plugin: the visit's orders by
// work list, each with its state and, once returned, its values.
import type { Page } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ExamResultsTab {
  constructor(private readonly page: Page) {}

  /** A work list's orders ("Xét nghiệm", "Siêu âm", …). */
  section(list: string) {
    return this.page.getByRole('region', { name: list, exact: true });
  }

  /** An order of the visit by a service on it: "Phiếu CD…: Định lượng Glucose [máu]" and its state. */
  order(service: string) {
    return this.page.getByRole('article', { name: new RegExp(`^Phiếu \\S+: .*${escape(service)}`) });
  }

  /** The request number in an order's title. */
  async requestNumber(service: string): Promise<string> {
    const title = await this.order(service).getByRole('heading').first().textContent();
    const number = /^Phiếu (\S+):/.exec(title ?? '')?.[1];
    if (!number) throw new Error(`No request number in "${title}"`);
    return number;
  }

  /** A returned lab order's values. */
  results(requestNumber: string) {
    return this.page.getByRole('table', { name: `Kết quả phiếu ${requestNumber}`, exact: true });
  }

  /** Each test's row as its cells' texts (a service's heading row, when the order has several, left out). */
  async rows(requestNumber: string): Promise<string[][]> {
    const table = this.results(requestNumber);
    if ((await table.count()) === 0) return [];
    const rows = await table.locator('tbody tr').evaluateAll((found) => found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')));
    return rows.filter((cells) => cells.length > 0);
  }
}
