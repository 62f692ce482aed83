// @vitest-environment happy-dom
// The minutes' list as the doctor uses it, on the fake API: the last seven days' minutes newest first with patient,
// chair and state; a search and a state asked of the server; a row opened in the editor; new minutes begun from a
// visit's code; minutes written elsewhere read again on their event; the list in English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { startOfDay } from '@his/sdk/format';
import { consultationEvents } from '../../contract';
import { createFakeConsultationApi, MORNING } from '../testing/fake-consultation-api';
import { bodyRows, callsOf, renderAsDoctor, settleToasts } from '../testing/render-as-doctor';
import { MinutesPage } from './minutes-page';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

async function render(language: 'vi' | 'en' = 'vi') {
  const api = createFakeConsultationApi();
  const { user, appEvents } = await renderAsDoctor(<MinutesPage />, api, { language });
  return { api, user, appEvents };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the consultation minutes list', () => {
  it('When the doctor opens /bien-ban-hoi-chan / Then the last seven days\' minutes show newest first with the patient, the chair and the state', async () => {
    const { api } = await render();
    const table = await screen.findByRole('table', { name: 'Danh sách biên bản hội chẩn' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table).map((row) => cells(row).slice(0, 8))).toEqual([
      ['HC26000012', '05/03/2026 09:30', 'Trần Quốc Bình (BN26000042)', 'TN26000318', 'Phòng khám Nội 1', 'BS. Ngô Thị Lan', 'BS. Trần Văn Khoa', 'Đang soạn'],
      ['HC26000011', '03/03/2026 10:00', 'Trần Quốc Bình (BN26000042)', 'TN26000318', 'Phòng khám Nội 1', 'BS. Ngô Thị Lan', 'BS. Trần Văn Khoa', 'Đã ký'],
    ]);
    expect(callsOf(api, 'BienBanHoiChans')[0]!.variables.filter).toEqual({ startDate: startOfDay(MORNING) - 6 * DAY, endDate: startOfDay(MORNING), PhongBan_Id: null, TrangThai: null, search: null });
  });

  it('When the doctor searches a patient and picks a state / Then the server is asked with them and the list narrows', async () => {
    const { api, user } = await render();
    const table = await screen.findByRole('table', { name: 'Danh sách biên bản hội chẩn' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Tìm người bệnh' }), 'tran quoc');
    await waitFor(() => expect(callsOf(api, 'BienBanHoiChans').at(-1)!.variables.filter.search).toBe('tran quoc'));
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await user.click(await screen.findByRole('option', { name: 'Đã ký' }));
    await waitFor(() => expect(bodyRows(table).map((row) => cells(row)[0])).toEqual(['HC26000011']));
    expect(callsOf(api, 'BienBanHoiChans').at(-1)!.variables.filter).toMatchObject({ search: 'tran quoc', TrangThai: 'DaKy' });
  });

  it('When the doctor opens a row, or begins new minutes from a visit\'s code / Then the editor shows them', async () => {
    const { api, user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Mở biên bản HC26000011' }));
    const editor = await screen.findByRole('dialog', { name: 'Biên bản hội chẩn HC26000011' });
    expect(await within(editor).findByText('HC26000011 · Đã ký')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Lập biên bản mới' }));
    const ask = await screen.findByRole('dialog', { name: 'Lập biên bản hội chẩn cho lượt tiếp nhận' });
    await user.type(within(ask).getByRole('textbox', { name: /Mã tiếp nhận/ }), 'tn26000318{Enter}');
    const begun = await screen.findByRole('dialog', { name: 'Lập biên bản hội chẩn' });
    expect(await within(begun).findByText('Trần Quốc Bình')).toBeTruthy();
    expect(within(begun).getByText('Chưa lưu')).toBeTruthy();
    expect(callsOf(api, 'BienBanHoiChanMoi')[0]!.variables).toEqual({ MaTiepNhan: 'tn26000318' });
  });

  it('When minutes are written elsewhere / Then the list is read again', async () => {
    const { api, appEvents } = await render();
    const table = await screen.findByRole('table', { name: 'Danh sách biên bản hội chẩn' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    api.minutes.splice(0, 1);
    appEvents.emit({ module: consultationEvents.delete.module, process: 'delete', idNodes: ['n-cs01'], data: { ids: ['hc-2'], TiepNhan_Ids: ['tn-1'], BenhNhan_Ids: ['bn-1'] } });
    await waitFor(() => expect(bodyRows(table).map((row) => cells(row)[0])).toEqual(['HC26000011']));
  });

  it('When the doctor reads the list in English / Then its filters, columns and states are in English', async () => {
    await render('en');
    const table = await screen.findByRole('table', { name: 'Consultation minutes' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(within(table).getByRole('columnheader', { name: 'Proposing doctor' })).toBeTruthy();
    expect(cells(bodyRows(table)[1]!)[7]).toBe('Signed');
    for (const name of ['From', 'To']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Find a patient' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New minutes' })).toBeTruthy();
  });
});
