// @vitest-environment happy-dom
// The old address helper as a receptionist reading an old card uses it: an old commune merged whole offers its one
// new commune, a split one lists its candidates with the village note, and one click puts the choice in the form.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, mockSession, type MockCall } from '@his/sdk/testing';
import { chooseOption } from '@his/sdk/testing/dom';
import { renderInHost } from '@his/sdk/testing/render';
import viMessages from '../../locales/vi.json';
import en from '../../locales/en.json';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { OldAddressHelper } from './old-address-helper';

const PROVINCES = { searchDM_TinhCu: [{ _id: 'tc-01', MaTinhCu: '01', TenTinhCu: 'Thành phố Hà Nội' }, { _id: 'tc-79', MaTinhCu: '79', TenTinhCu: 'Thành phố Hồ Chí Minh' }] };
const OLD_COMMUNES = {
  searchDM_XaCu: [
    { _id: 'xc-1', MaXaCu: '00037', TenXaCu: 'Phường Hàng Bạc', TenHuyenCu: 'Quận Hoàn Kiếm', TinhCu_Id: 'tc-01' },
    { _id: 'xc-2', MaXaCu: '26734', TenXaCu: 'Phường Bến Nghé', TenHuyenCu: 'Quận 1', TinhCu_Id: 'tc-79' },
  ],
};
const commune = (id: string, name: string, province: string) => ({ _id: id, TenDonViHanhChinh: name, LoaiDonViHanhChinh: 'PHUONG', TamNgung: false, DonViCha: { TenDonViHanhChinh: province } });
const SUGGESTIONS: Record<string, unknown> = {
  '00037': { toanPhan: true, XaMoi: [commune('dv-hk', 'Phường Hoàn Kiếm', 'Thành phố Hà Nội')], TinhMoi: { _id: 'dv-hn', TenDonViHanhChinh: 'Thành phố Hà Nội' } },
  '26734': {
    toanPhan: false,
    XaMoi: [commune('dv-sg', 'Phường Sài Gòn', 'Thành phố Hồ Chí Minh'), commune('dv-bt', 'Phường Bến Thành', 'Thành phố Hồ Chí Minh')],
    TinhMoi: { _id: 'dv-hcm', TenDonViHanhChinh: 'Thành phố Hồ Chí Minh' },
  },
};

async function render(lang: 'vi' | 'en' = 'vi') {
  const calls: MockCall[] = [];
  const onChoose = vi.fn();
  const client = createMockClient(
    {
      OldAddressProvinces: () => PROVINCES,
      OldAddressCommunes: () => OLD_COMMUNES,
      NewAddressFromOld: (variables) => ({ getDiaChiMoiTuDiaChiCu: SUGGESTIONS[variables.maXaCu] }),
    },
    { calls },
  );
  await renderInHost(<OldAddressHelper onChoose={onChoose} />, { locales: { reception: { vi: viMessages, en } }, client, session: mockSession([RECEPTION_RECEIVE]), language: lang });
  return { calls, onChoose, user: userEvent.setup({ delay: 5 }) };
}

describe('OldAddressHelper', () => {
  it('asks nothing of the server until opened', async () => {
    const { calls } = await render();
    expect(screen.getByRole('button', { name: 'Địa chỉ cũ (trước 01/7/2025)' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Xã cũ' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers the one new commune of an old commune merged whole, and fills the form with one click', async () => {
    const { calls, onChoose, user } = await render();
    await user.click(screen.getByRole('button', { name: 'Địa chỉ cũ (trước 01/7/2025)' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Xã cũ' }), 'hang bac', /Phường Hàng Bạc, Quận Hoàn Kiếm/);
    expect(await screen.findByText('Xã cũ đã sáp nhập toàn bộ vào xã mới:')).toBeTruthy();
    expect(calls.find((call) => call.name === 'NewAddressFromOld')!.variables).toEqual({ maXaCu: '00037' });
    await user.click(screen.getByRole('button', { name: 'Dùng Phường Hoàn Kiếm, Thành phố Hà Nội' }));
    expect(onChoose).toHaveBeenCalledWith('dv-hk');
    // Folded once used: the commune picker shows the choice.
    expect(screen.queryByRole('combobox', { name: 'Xã cũ' })).toBeNull();
  });

  it('lists the candidates of a split commune with the village note, and takes the one chosen', async () => {
    const { onChoose, user } = await render();
    await user.click(screen.getByRole('button', { name: 'Địa chỉ cũ (trước 01/7/2025)' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Xã cũ' }), 'ben nghe', /Phường Bến Nghé, Quận 1/);
    expect(await screen.findByText(/xã mới tuỳ theo thôn, tổ dân phố/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dùng Phường Sài Gòn, Thành phố Hồ Chí Minh' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dùng Phường Bến Thành, Thành phố Hồ Chí Minh' }));
    expect(onChoose).toHaveBeenCalledWith('dv-bt');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('narrows the old communes found to the chosen old province', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Địa chỉ cũ (trước 01/7/2025)' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tỉnh cũ' })).toBeTruthy());
    await user.click(screen.getByRole('combobox', { name: 'Tỉnh cũ' }));
    await user.click(await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' }));
    await user.click(screen.getByRole('combobox', { name: 'Xã cũ' }));
    await user.paste('phuong');
    expect(await screen.findByRole('option', { name: /Phường Bến Nghé/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Phường Hàng Bạc/ })).toBeNull();
  });

  it('labels the helper in English too', async () => {
    const { user } = await render('en');
    await user.click(screen.getByRole('button', { name: 'Old address (before 1 July 2025)' }));
    expect(screen.getByRole('combobox', { name: 'Old commune' })).toBeTruthy();
  });
});
