// @vitest-environment happy-dom
// The release question in both languages: the services a release takes the price of, the first ones named and the
// rest counted.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createFakePricingApi } from '../testing/fake-pricing-api';
import { renderPricing } from '../testing/render-pricing';
import { ReleaseQuestion, type ReleaseImpact } from './release-question';

const impact = (losingCount: number, shown: number): ReleaseImpact => ({
  replacedLists: [{ _id: 'bg-old', MaBangGia: 'VienPhi-2026', TenBangGia: 'Bảng giá viện phí năm 2026' }],
  losingCount,
  losingServices: Array.from({ length: shown }, (_, index) => ({ DichVu_Id: `dv-${index}`, MaDichVu: `DV${String(index).padStart(3, '0')}`, TenDichVu: `Dịch vụ ${index}` })),
});

describe('release question', () => {
  it('When 113 services would lose their price / Then it names the first 20 and counts the other 93', async () => {
    await renderPricing(<ReleaseQuestion question="Phát hành?" impact={impact(113, 20)} />, createFakePricingApi().client);
    const group = screen.getByRole('group', { name: 'Dịch vụ sẽ không còn giá' });
    expect(within(group).getByText('113 dịch vụ sẽ không còn giá hiện hành')).toBeTruthy();
    expect(within(group).getAllByRole('listitem')).toHaveLength(20);
    expect(within(group).getAllByRole('listitem')[0]!.textContent).toBe('DV000 – Dịch vụ 0');
    expect(within(group).getByText('và 93 dịch vụ khác')).toBeTruthy();
  });

  it('When one service would lose its price, in English / Then it says so in the singular, with no "more"', async () => {
    await renderPricing(<ReleaseQuestion question="Release?" impact={impact(1, 1)} />, createFakePricingApi().client, { language: 'en' });
    const group = screen.getByRole('group', { name: 'Services that will lose their price' });
    expect(within(group).getByText('1 service will no longer have a current price')).toBeTruthy();
    expect(group.textContent).not.toContain('more');
  });

  it('When the list replaced keeps every service / Then no warning shows, only which list it replaces', async () => {
    await renderPricing(<ReleaseQuestion question="Phát hành?" impact={impact(0, 0)} />, createFakePricingApi().client);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('Bảng giá này thay thế VienPhi-2026; mọi dịch vụ của bảng giá đó đều có trong bảng giá này.')).toBeTruthy();
  });
});
