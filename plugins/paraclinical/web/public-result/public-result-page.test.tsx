// @vitest-environment happy-dom
// The public result page as a patient opens it from the QR code, signed out: a wrong or missing token, another
// patient's request or a result not yet returned says one neutral sentence and nothing else; the right token shows
// the facility, the patient and the returned results with their flags.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInHost } from '@his/sdk/testing/render';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { createFakeParaclinicalApi, publicTokenOf } from '../testing/fake-paraclinical-api';
import { callsOf } from '../testing/render-as-technician';
import { publicResultAddress, PublicResults, type PublicResultAddress } from './public-result-page';

async function open(address: PublicResultAddress, language: Language = 'vi') {
  const api = createFakeParaclinicalApi();
  await renderInHost(<PublicResults {...address} />, { language, locales: { paraclinical: { vi, en } }, client: api.client, session: null });
  return api;
}

const NEUTRAL = 'Không tìm thấy kết quả hoặc liên kết không hợp lệ';

describe('the public result page', () => {
  it.each([
    ['a wrong token', { idBenhNhan: 'bn-4', soPhieuYeuCau: null, token: 'doan-bua' }],
    ['another patient\'s token', { idBenhNhan: 'bn-4', soPhieuYeuCau: null, token: publicTokenOf('bn-6') }],
    ['another patient\'s request number', { idBenhNhan: 'bn-4', soPhieuYeuCau: 'CD2603050016', token: publicTokenOf('bn-4') }],
    ['a result not yet returned', { idBenhNhan: 'bn-2', soPhieuYeuCau: null, token: publicTokenOf('bn-2') }],
  ])('When the link has %s / Then only the neutral sentence shows', async (_case, address) => {
    await open(address);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(NEUTRAL);
    expect(document.body.textContent).toBe(NEUTRAL);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('When the link has no token / Then the server is not asked and the neutral sentence shows', async () => {
    const api = await open(publicResultAddress({ idBenhNhan: 'bn-4' }, ''));
    expect((await screen.findByRole('status')).textContent).toBe(NEUTRAL);
    expect(callsOf(api, 'KetQuaClsCongKhai')).toHaveLength(0);
  });

  it('When the patient\'s own link is opened / Then the facility, the patient and the high glucose flagged in words show', async () => {
    const api = await open(publicResultAddress({ idBenhNhan: 'bn-4', soPhieuYeuCau: 'CD2603050014' }, `?token=${publicTokenOf('bn-4')}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kết quả cận lâm sàng' })).toBeTruthy();
    expect(screen.getByText('Bệnh viện Đa khoa Hòa Bình')).toBeTruthy();
    expect(screen.getByText('Phạm Thị Dung · năm sinh 1985')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Kết quả Định lượng Glucose [máu]' });
    const row = within(table).getByRole('row', { name: /Glucose/ });
    expect(row.textContent).toBe('Glucose9.8 mmol/L H · Cao3,9 - 6,4');
    expect(callsOf(api, 'KetQuaClsCongKhai')[0]!.variables).toEqual({ idBenhNhan: 'bn-4', soPhieuYeuCau: 'CD2603050014', token: 'tok-bn-4' });
  });

  it('When the page is read in English / Then a report shows its description and conclusion under English headings', async () => {
    await open({ idBenhNhan: 'bn-6', soPhieuYeuCau: null, token: publicTokenOf('bn-6') }, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Test results' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conclusion' })).toBeTruthy();
    expect(screen.getByText('Hiện chưa phát hiện bất thường')).toBeTruthy();
  });

  it('reads the token from the address as typed, and refuses an oversized one', () => {
    expect(publicResultAddress({ idBenhNhan: 'bn-4' }, '?token=1e5')).toEqual({ idBenhNhan: 'bn-4', soPhieuYeuCau: null, token: '1e5' });
    expect(publicResultAddress({ idBenhNhan: 'bn-4' }, `?token=${'a'.repeat(101)}`).token).toBeNull();
  });
});
