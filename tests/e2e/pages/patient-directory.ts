// The patient directory and the visit history (/benh-nhan, /tra-cuu-lich-su-kcb) as staff see them: the search, a
// patient opened from the list, and the sections of the opened patient.
import type { Page } from 'playwright-core';

export class PatientDirectoryScreen {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string, path = '/his/benh-nhan'): Promise<void> {
    await this.page.goto(baseUrl + path);
    await this.page.getByRole('table', { name: 'Bảng bệnh nhân' }).waitFor();
  }

  /** Searches as a person types and opens the patient whose name is `name`. */
  async openPatient(typed: string, name: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: /^Tìm bệnh nhân/ }).fill(typed);
    await this.page.getByRole('button', { name: new RegExp(`^Mở bệnh nhân ${name}`) }).click();
    await this.page.getByRole('heading', { name: new RegExp(`^${name} · `) }).waitFor();
  }

  /** The opened patient's visits, newest first. */
  visitHistory() {
    return this.page.getByRole('list', { name: 'Lịch sử khám chữa bệnh' });
  }
}
