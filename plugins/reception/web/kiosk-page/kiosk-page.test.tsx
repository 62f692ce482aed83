// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The kiosks as a patient uses them: one touch for a desk number, or a service then a room with its queue and price
// on the on-request kiosk; the number shown large, the slip printed, and the kiosk back at its start by itself.
import { describe, expect, it, vi as vitest } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { createFakeQueueApi } from '../testing/fake-queue-api';
import { Kiosk } from './kiosk-page';
import { kioskModeOf, type KioskMode } from './kiosk-mode';

async function render(mode: KioskMode, options: { language?: Language; refuseDesk?: boolean } = {}) {
  const api = createFakeQueueApi({ refuseDesk: options.refuseDesk });
  await renderInHost(<Kiosk mode={mode} returnAfter={1} />, {
    language: options.language, locales: { reception: { vi, en } }, client: api.client,
    session: mockSession([RECEPTION_RECEIVE], { username: 'kiosk', name: 'Kiosk sảnh A', profile: 'Tiếp đón' }),
  });
  return { api, user: userEvent.setup({ delay: 5 }) };
}

/** The hidden slip's frame, given a print() as the test DOM's windows have none. */
async function printedSlip() {
  const frame = (await screen.findByTitle('Phiếu số thứ tự')) as HTMLIFrameElement;
  const print = vitest.fn();
  Object.assign(frame.contentWindow!, { print });
  return { frame, print };
}

describe('the reception kiosk', () => {
  it('When a priority patient touches Ưu tiên / Then the number shows large with the desk and who waits before, the slip prints, and the kiosk starts over', async () => {
    const { api, user } = await render('desk');
    expect(screen.getByRole('heading', { name: 'Lấy số tiếp đón' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Bảo hiểm y tếKhám có thẻ bảo hiểm y tế',
      'Dịch vụKhám tự chi trả',
      'Ưu tiênNgười cao tuổi, người khuyết tật, phụ nữ có thai, trẻ em',
    ]);
    await user.click(screen.getByRole('button', { name: /^Ưu tiên/ }));
    expect((await screen.findByTestId('kiosk-number')).textContent).toBe('6');
    expect(screen.getByText('Quầy tiếp đón 1')).toBeTruthy();
    // Numbers 3 and 5 wait but come after a priority number; number 4 is a priority one before it.
    expect(screen.getByText('1 người chờ trước bạn')).toBeTruthy();
    expect(api.calls.find((call) => call.name === 'LayPhieuHangDoiTiepDon')!.variables).toEqual({ loai: 'UuTien' });
    const { frame, print } = await printedSlip();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(frame.contentDocument!.body.textContent).toContain('SỐ 6');
    expect(api.calls.find((call) => call.name === 'InPhieuHangDoi')!.variables.data).toMatchObject({
      facilityName: 'Bệnh viện Đa khoa Hòa Bình', roomName: 'Quầy tiếp đón 1', number: 6, kindName: 'Ưu tiên', waitingBefore: 1,
    });
    expect(await screen.findByText('Vui lòng nhận phiếu in')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Lấy số tiếp đón' }, { timeout: 3000 });
  });

  it('When the facility has no desk / Then the kiosk says so in words and stays on its start', async () => {
    const { user } = await render('desk', { refuseDesk: true });
    await user.click(screen.getByRole('button', { name: /^Bảo hiểm y tế/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cơ sở chưa có quầy tiếp đón để cấp số');
    expect(screen.queryByTestId('kiosk-number')).toBeNull();
  });

  it('On the on-request kiosk / Then a service, then a room with its queue and price, gives a number at that room', async () => {
    const { api, user } = await render('onRequest');
    expect(screen.getByRole('heading', { name: 'Lấy số khám theo yêu cầu' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Khám Nội' }));
    const room = await screen.findByRole('button', { name: /Phòng khám Nội 1/ });
    await waitFor(() => expect(room.textContent).toBe('Phòng khám Nội 14 người đang chờGiá 150,000 đồng'));
    expect(api.calls.find((call) => call.name === 'DonGiaKiosk')!.variables).toEqual({ idDichVu: 'dv-kb-noi', idDoiTuong: 'dt-yc', idPhongBan: 'pk01' });
    await user.click(room);
    expect((await screen.findByTestId('kiosk-number')).textContent).toBe('1');
    expect(screen.getByText('Khám theo yêu cầu · Khám Nội')).toBeTruthy();
    expect(api.calls.find((call) => call.name === 'LayPhieuHangDoiTheoYeuCau')!.variables).toEqual({ DichVu_Id: 'dv-kb-noi', PhongBan_Id: 'pk01' });
    await user.click(screen.getByRole('button', { name: 'Xong' }));
    expect(await screen.findByRole('button', { name: 'Khám Nội' })).toBeTruthy();
  });

  it('In English / Then the choices speak English', async () => {
    await render('desk', { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Take a reception number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Health insurance/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Priority/ })).toBeTruthy();
  });

  it.each([
    ['the desk kiosk', '/tiep-nhan-ngoai-tru-kiosk', 'desk'],
    ['the on-request kiosk', '/tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau', 'onRequest'],
    ['the on-request kiosk on a phone', '/m/tiep-nhan-ngoai-tru-kiosk-theo-yeu-cau', 'onRequest'],
    ['the on-request kiosk by its dash-less alias', '/tiepnhanngoaitrukiosktheoyeucau', 'onRequest'],
  ])('reads %s from %s', (_name, path, mode) => {
    expect(kioskModeOf(path)).toBe(mode);
  });
});
