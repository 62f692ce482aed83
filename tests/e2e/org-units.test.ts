// An administrator keeping the organisation, in Debian's Chromium against the hospital variant: a room added
// under a department and seen in the tree, renamed, a code already used refused under its field, suspended and
// found again among the suspended units; and a staff member's department chosen by typing part of its name.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/signed-in';
import { CatalogueScreen } from './pages/catalogue-screen';
import { OrgUnitsScreen } from './pages/org-units-screen';

const suite = browserSuite();
let page: Page;

beforeEach(async () => {
  page = await suite.signedIn();
});

describe('the organisation kept by the administrator', () => {
  it('When a room is added under a department, renamed, given a used code and suspended / Then the tree follows each step', async () => {
    await page.goto(`${suite.web.url}/his/co-so-to-chuc`);
    const screen = new OrgUnitsScreen(page);
    await screen.row('Khoa Xét nghiệm').waitFor();

    await screen.rowAction('Thêm đơn vị trực thuộc', 'Khoa Xét nghiệm');
    await expect.poll(() => screen.dialog().getByRole('heading').textContent()).toBe('Thêm đơn vị trực thuộc Khoa Xét nghiệm');
    await screen.fill('Mã đơn vị', 'XN02');
    await screen.fill('Tên đơn vị', 'Phòng xét nghiệm sinh hoá');
    await screen.fill('Mã hàng đợi', 'XN2');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);

    // In the tree, under its department, beside the department's other room.
    await screen.search('xet nghiem');
    await expect.poll(() => screen.names()).toEqual([
      expect.stringContaining('Bệnh viện'),
      expect.stringContaining('Khoa Xét nghiệm(cấp 2)'),
      expect.stringContaining('Phòng lấy mẫu xét nghiệm(cấp 3)'),
      expect.stringContaining('Phòng xét nghiệm sinh hoá(cấp 3)'),
    ]);
    expect(await screen.row('XN02').textContent()).toContain('Phòng');

    await screen.rowAction('Sửa', 'Phòng xét nghiệm sinh hoá');
    await screen.fill('Tên đơn vị', 'Phòng xét nghiệm hoá sinh');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);
    // The tree is long: the search keeps the room in view, with its hospital and department above it.
    await screen.search('XN02');
    await expect.poll(() => screen.names()).toEqual([expect.stringContaining('Bệnh viện'), expect.stringContaining('Khoa Xét nghiệm'), expect.stringContaining('Phòng xét nghiệm hoá sinh')]);

    // A code another unit has is refused by the server, under the code field, and the form is kept.
    await screen.rowAction('Sửa', 'Phòng xét nghiệm hoá sinh');
    await screen.fill('Mã đơn vị', 'PK01');
    await screen.save();
    await expect.poll(() => screen.dialog().getByText('Mã PK01 đã tồn tại').count()).toBe(1);
    expect(await screen.field('Mã đơn vị').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.field('Tên đơn vị').inputValue()).toBe('Phòng xét nghiệm hoá sinh');
    await screen.close();
    await expect.poll(() => screen.dialog().count()).toBe(0);

    await screen.rowAction('Tạm ngừng', 'Phòng xét nghiệm hoá sinh');
    await screen.confirm('Tạm ngừng');
    await expect.poll(() => screen.row('XN02').count()).toBe(0);
    await screen.showSuspended();
    await expect.poll(() => screen.row('XN02').textContent()).toContain('Tạm ngừng');
  });

  it('When a department with rooms in use is suspended / Then the server refuses and names a room below it', async () => {
    await page.goto(`${suite.web.url}/his/co-so-to-chuc`);
    const screen = new OrgUnitsScreen(page);
    await screen.rowAction('Tạm ngừng', 'Khoa Chẩn đoán hình ảnh');
    await screen.confirm('Tạm ngừng');
    await expect.poll(() => page.getByText(/Không thể tạm ngừng Khoa Chẩn đoán hình ảnh: đơn vị trực thuộc Phòng (siêu âm|X-quang) vẫn đang hoạt động/).count()).toBeGreaterThan(0);
    expect(await screen.row('Khoa Chẩn đoán hình ảnh').count()).toBe(1);
  });
});

describe('a staff member\'s departments', () => {
  it('When the department is typed in part in the staff dialog / Then it is chosen by name, saved, and shown by name again', async () => {
    await page.goto(`${suite.web.url}/his/nhan-vien`);
    const screen = new CatalogueScreen(page, 'Nhân viên');
    await screen.list().getByRole('row').nth(1).waitFor();

    await screen.openNew();
    await screen.fill('Mã nhân viên', 'DD0300');
    await screen.fill('Tên nhân viên', 'Lý Thị Thu');
    const departments = screen.dialog().getByRole('combobox', { name: 'Khoa làm việc' });
    await departments.pressSequentially('xet ngh', { delay: 30 });
    await page.getByRole('option', { name: /Khoa Xét nghiệm/ }).click();
    const chosen = screen.dialog().getByRole('list', { name: 'Đã chọn' });
    await expect.poll(() => chosen.textContent()).toContain('KXN – Khoa Xét nghiệm');
    await screen.save();
    await expect.poll(() => screen.dialog().count()).toBe(0);

    await screen.search('DD0300');
    await screen.rowAction('Sửa', 'Lý Thị Thu');
    await expect.poll(() => screen.dialog().getByRole('list', { name: 'Đã chọn' }).textContent()).toContain('KXN – Khoa Xét nghiệm');
  });
});

describe('a department\'s services, pharmacy stores and beds', () => {
  // The demo links nothing to the pharmacy department: what the test adds is all there is.
  it('When the administrator gives the pharmacy department a service and a store / Then they are there when the dialog opens again', async () => {
    await page.goto(`${suite.web.url}/his/co-so-to-chuc`);
    const screen = new OrgUnitsScreen(page);
    await screen.row('Khoa Dược').waitFor();
    await page.getByRole('button', { name: 'Dịch vụ, kho dược và giường của Khoa Dược', exact: true }).click();
    const dialog = screen.dialog();
    const services = dialog.getByRole('table', { name: 'Dịch vụ của Khoa Dược' });
    await services.waitFor();

    await dialog.getByRole('combobox', { name: 'Thêm dịch vụ' }).pressSequentially('tong phan tich te bao', { delay: 30 });
    await page.getByRole('option', { name: /Tổng phân tích tế bào máu/ }).click();
    await expect.poll(() => services.textContent()).toContain('XN-TPTTBM');

    await dialog.getByRole('tab', { name: /Kho dược/ }).click();
    await dialog.getByRole('combobox', { name: 'Thêm kho dược' }).pressSequentially('kho duoc', { delay: 30 });
    await page.getByRole('option', { name: /Kho dược chính/ }).click();
    await expect.poll(() => dialog.getByRole('table', { name: 'Kho dược của Khoa Dược' }).textContent()).toContain('KHO01');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Dịch vụ, kho dược và giường của Khoa Dược', exact: true }).click();
    await expect.poll(() => screen.dialog().getByRole('table', { name: 'Dịch vụ của Khoa Dược' }).textContent()).toContain('Tổng phân tích tế bào máu');
    await expect.poll(() => screen.dialog().getByRole('tab', { name: /Kho dược/ }).textContent()).toContain('(1)');
  });
});
