// @vitest-environment happy-dom
// The insurance rules editor as the accountant uses it, on the fake API: each rule with its dated values and the one
// in force, the values to check flagged and filtered, a new dated value added, a value refused before saving, a
// value corrected, and the screen in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeFeeScreensApi, MORNING } from '../testing/fake-fee-screens-api';
import { callsOf, errorUnder, renderFeeScreen, settleToasts } from '../testing/render-fee-screen';
import { InsuranceRulesPage } from './insurance-rules-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

const valuesOf = (region: HTMLElement) => within(within(region).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

describe('the insurance rules editor', () => {
  it('When the accountant opens /quy-tac-bhyt / Then each rule shows its values newest first, the one in force, and those to check flagged', async () => {
    await renderFeeScreen(<InsuranceRulesPage />, createFakeFeeScreensApi());
    const salary = await screen.findByRole('region', { name: 'Lương cơ sở' });
    expect(within(salary).getByText('Đang áp dụng: 2,340,000 đ (từ 01/07/2024)')).toBeTruthy();
    expect(within(salary).getByRole('list', { name: 'Các giá trị của Lương cơ sở' })).toBeTruthy();
    expect(valuesOf(salary)).toEqual([
      'Từ 01/07/2024: 2,340,000 đĐang áp dụngSửaNghị định 73/2024/NĐ-CPCần đối chiếu quyết định hiện hành',
      'Từ 01/07/2023: 1,800,000 đSửaNghị định 24/2023/NĐ-CP',
    ]);
    expect(within(screen.getByRole('region', { name: 'Mức hưởng 3' })).getByText('Đang áp dụng: 95% (từ 01/07/2023)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 giá trị cần đối chiếu quyết định hiện hành');
  });

  it('When the accountant shows only the rules to check / Then the others are hidden', async () => {
    const { user } = await renderFeeScreen(<InsuranceRulesPage />, createFakeFeeScreensApi());
    await screen.findByRole('region', { name: 'Lương cơ sở' });
    await user.click(screen.getByRole('checkbox', { name: 'Chỉ hiện quy tắc cần đối chiếu' }));
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')).filter((id) => id?.startsWith('cashier-rule-'))).toEqual(['cashier-rule-LuongCoSo', 'cashier-rule-TaiKham', 'cashier-rule-ThongTuyen']);
  });

  it('When the accountant adds a new base salary from a day / Then it is saved as the start of that day and listed', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<InsuranceRulesPage />, api);
    const salary = await screen.findByRole('region', { name: 'Lương cơ sở' });
    await user.click(within(salary).getByRole('button', { name: 'Thêm giá trị mới cho Lương cơ sở' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm giá trị quy tắc' });
    await user.type(within(dialog).getByRole('textbox', { name: /Giá trị \(đồng\)/ }), '2530000');
    const day = within(dialog).getByRole('textbox', { name: /Áp dụng từ ngày/ });
    await user.clear(day);
    await user.type(day, '01/07/2026{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Nghị định mới');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đã lưu Lương cơ sở');
    expect(callsOf(api, 'SaveInsuranceRule')[0]!.variables).toEqual({ _id: null, input: { MaQuyTac: 'LuongCoSo', GiaTri: 2_530_000, TuNgay: Date.UTC(2026, 5, 30, 17), GhiChu: 'Nghị định mới' } });
    await waitFor(() => expect(valuesOf(screen.getByRole('region', { name: 'Lương cơ sở' }))[0]).toBe('Từ 01/07/2026: 2,530,000 đSửaNghị định mới'));
    // Decided for later: today's value stays the one in force.
    expect(within(screen.getByRole('region', { name: 'Lương cơ sở' })).getByText('Đang áp dụng: 2,340,000 đ (từ 01/07/2024)')).toBeTruthy();
  });

  it('When a rate is above 100% / Then it is refused under the value before saving', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<InsuranceRulesPage />, api);
    const followUp = await screen.findByRole('region', { name: 'Khám lại (tái khám)' });
    await user.click(within(followUp).getByRole('button', { name: 'Thêm giá trị mới cho Khám lại (tái khám)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm giá trị quy tắc' });
    const value = within(dialog).getByRole('textbox', { name: /Giá trị \(%\)/ });
    await user.type(value, '130');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(errorUnder(value)).toBe('Không được lớn hơn 100'));
    expect(callsOf(api, 'SaveInsuranceRule')).toHaveLength(0);
  });

  it('When a rule already has a value from that day / Then the server\'s refusal shows under the day', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<InsuranceRulesPage />, api);
    const salary = await screen.findByRole('region', { name: 'Lương cơ sở' });
    await user.click(within(salary).getByRole('button', { name: 'Thêm giá trị mới cho Lương cơ sở' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm giá trị quy tắc' });
    await user.type(within(dialog).getByRole('textbox', { name: /Giá trị \(đồng\)/ }), '2400000');
    const day = within(dialog).getByRole('textbox', { name: /Áp dụng từ ngày/ });
    await user.clear(day);
    await user.type(day, '01/07/2024{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(errorUnder(day)).toBe('Quy tắc này đã có giá trị từ ngày này: sửa giá trị đó hoặc chọn ngày khác'));
    expect(api.rules.filter((rule) => rule.MaQuyTac === 'LuongCoSo')).toHaveLength(2);
  });

  it('When the accountant corrects a flagged value / Then the value is saved on that row', async () => {
    const api = createFakeFeeScreensApi();
    const { user } = await renderFeeScreen(<InsuranceRulesPage />, api);
    const followUp = await screen.findByRole('region', { name: 'Khám lại (tái khám)' });
    await user.click(within(followUp).getByRole('button', { name: 'Sửa Khám lại (tái khám) từ 01/07/2023' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa giá trị quy tắc' });
    const rule = within(dialog).getByRole('combobox', { name: /Quy tắc/ }) as HTMLButtonElement;
    expect(rule.hasAttribute('data-disabled') || rule.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'QĐ 3276/QĐ-BYT');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Đã lưu Khám lại (tái khám)');
    expect(callsOf(api, 'SaveInsuranceRule')[0]!.variables).toEqual({ _id: 'qt-9', input: { MaQuyTac: 'TaiKham', GiaTri: 30, TuNgay: Date.UTC(2023, 5, 30, 17), GhiChu: 'QĐ 3276/QĐ-BYT' } });
    await screen.findByText('2 giá trị cần đối chiếu quyết định hiện hành');
  });

  it('When the accountant reads the screen in English / Then rules, values and flags are in English', async () => {
    await renderFeeScreen(<InsuranceRulesPage />, createFakeFeeScreensApi(), { language: 'en' });
    const salary = await screen.findByRole('region', { name: 'Base salary' });
    expect(within(salary).getByText('In force: 2,340,000 VND (since 01/07/2024)')).toBeTruthy();
    expect(within(salary).getByText('To check against the current decision')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a rule value' })).toBeTruthy();
  });
});
