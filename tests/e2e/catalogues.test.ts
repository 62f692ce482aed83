// An administrator keeping a catalogue, in Debian's Chromium against the hospital variant: adding, correcting,
// suspending and finding a row, a duplicate code refused, and an Excel file with a bad row refused whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';

const suite = browserSuite();
let screen: CatalogueScreen;
let files: string;

beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'his-catalogue-files-'));
});
afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});
beforeEach(async () => {
  const page = await suite.signedIn();
  await page.goto(`${suite.web.url}/his/he-thong-danh-muc/nghe-nghiep`);
  screen = new CatalogueScreen(page, 'Nghề nghiệp');
  await screen.list().getByRole('row').nth(1).waitFor();
});

describe('an occupation kept by the administrator', () => {
  it('When a row is added, corrected, searched without accents and suspended / Then the list follows each step', async () => {
    await screen.openNew();
    await screen.fill('Mã nghề nghiệp', 'KSPM');
    await screen.fill('Tên nghề nghiệp', 'Kỹ sư phần mềm');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);

    // "ky su" without accents finds "Kỹ sư".
    await screen.search('ky su phan');
    await expect.poll(() => screen.row('KSPM').textContent()).toContain('Kỹ sư phần mềm');

    await screen.rowAction('Sửa', 'Kỹ sư phần mềm');
    await screen.fill('Tên nghề nghiệp', 'Kỹ sư phần mềm y tế');
    await screen.save();
    await expect.poll(() => screen.row('KSPM').textContent()).toContain('Kỹ sư phần mềm y tế');

    await screen.rowAction('Tạm ngừng', 'Kỹ sư phần mềm y tế');
    await expect.poll(() => screen.row('KSPM').count()).toBe(0);
    await screen.showSuspended();
    await expect.poll(() => screen.row('KSPM').textContent()).toContain('Tạm ngừng');
  });

  it('When a code already in the list is typed again / Then the dialog names the code under its field and keeps the form', async () => {
    await screen.openNew();
    await screen.fill('Mã nghề nghiệp', 'TRUNG');
    await screen.fill('Tên nghề nghiệp', 'Nghề thứ nhất');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);

    await screen.openNew();
    await screen.fill('Mã nghề nghiệp', 'TRUNG');
    await screen.fill('Tên nghề nghiệp', 'Nghề thứ hai');
    await screen.save();
    await expect.poll(() => screen.dialog().getByText('Mã TRUNG đã tồn tại').count()).toBeGreaterThan(0);
    expect(await screen.dialog().getByRole('textbox', { name: 'Tên nghề nghiệp', exact: true }).inputValue()).toBe('Nghề thứ hai');
  });

  it('When an Excel file has one bad row / Then every bad row is listed in the spec\'s words and nothing is saved', async () => {
    const file = join(files, 'nghe-nghiep.xlsx');
    await writeXlsxFile([
      ['Mã nghề nghiệp', 'Tên nghề nghiệp', 'Cột lạ'],
      ['NHAP1', 'Thợ điện', 'x'],
      ['NHAP2', null, 'y'],
    ]).toFile(file);
    await screen.importFile(file);
    await expect.poll(() => screen.dialog().getByRole('status').textContent()).toContain('Đã đọc 2 dòng');
    await expect.poll(() => screen.dialog().getByText('Bỏ qua các cột không thuộc danh mục: Cột lạ').count()).toBe(1);
    await screen.dialog().getByRole('button', { name: 'Nhập 2 dòng' }).click();
    const errors = screen.dialog().getByRole('list', { name: 'Danh sách lỗi' });
    await expect.poll(() => errors.textContent()).toBe('Hàng 3 trong file: Tên nghề nghiệp: Không được để trống!');
    await screen.dialog().getByRole('button', { name: 'Đóng' }).first().click();
    await screen.search('NHAP');
    await expect.poll(() => screen.list().getByText('Không có dữ liệu').count()).toBe(1);
  });
});
