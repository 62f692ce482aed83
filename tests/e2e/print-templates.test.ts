// The print templates screen in the hospital build: the administrator previews pricing's price-list print on its
// paper, edits it, previews the edit and saves it as the facility's first version, under the app's security policy.
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/signed-in';

const suite = browserSuite();

describe('print templates', () => {
  it('When the administrator edits the price-list print / Then the preview shows the edit and saving makes version 1', async () => {
    const page = await suite.signedIn();
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await page.goto(`${suite.web.url}/his/mau-in`);
    await page.getByRole('navigation', { name: 'Các mẫu in của cơ sở' }).getByRole('button', { name: 'Bảng giá dịch vụ' }).click();
    const section = page.getByRole('region', { name: 'Bảng giá dịch vụ' });
    await section.getByText('Cơ sở đang in theo mẫu mặc định của phần mềm').waitFor();
    const preview = page.frameLocator('iframe[title="Bảng giá dịch vụ"]');
    await expect.poll(() => preview.locator('body').textContent()).toContain('Bảng giá viện phí năm 2026');

    const body = section.getByRole('textbox', { name: 'Nội dung mẫu in' });
    await body.fill(`${await body.inputValue()}\n<p>Ghi chú của cơ sở: giá đã gồm thuế</p>`);
    await section.getByRole('button', { name: 'Xem trước' }).click();
    await expect.poll(() => preview.locator('body').textContent()).toContain('Ghi chú của cơ sở: giá đã gồm thuế');
    await section.getByRole('button', { name: 'Lưu thành phiên bản mới' }).click();
    await section.getByText('Cơ sở đang in theo phiên bản 1').waitFor();
    expect(policyViolations).toEqual([]);
  });
});
