// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The procedure notes pages on the fake API: the period's outpatient notes with their room, result and lock; one opened
// with its order's panel and printed through the template; the inpatient page with the inpatient's note only; the page
// in English.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeProceduresApi } from '../testing/fake-procedures-api';
import { bodyRows, callsOf, renderAsTechnician, settleToasts } from '../testing/render-as-technician';
import { InpatientNotesPage, NotesPage } from './notes-page';

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

describe('the procedure notes page', () => {
  it('When the technician opens /tuong-trinh-pt-tt-vltl / Then the notes show with their result and lock, and one opens with its panel and prints', async () => {
    const api = createFakeProceduresApi();
    const user = await renderAsTechnician(<NotesPage />, api);
    const table = await screen.findByRole('table', { name: 'Tường trình phẫu thuật, thủ thuật, vật lý trị liệu' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const surgery = bodyRows(table).find((row) => row.textContent?.includes('CD2603050213'))!;
    expect(within(surgery).getByText('2 - Đỡ')).toBeTruthy();
    expect(within(surgery).getByText('Đã khóa')).toBeTruthy();
    expect(callsOf(api, 'TuongTrinhPTTTs')[0]!.variables).toMatchObject({ idPhongBan: null, search: null });

    await user.click(within(surgery).getByRole('button', { name: 'Mở phiếu CD2603050213' }));
    const form = await screen.findByRole('form', { name: 'Tường trình phiếu CD2603050213' });
    expect(within(form).getByRole('tab', { name: 'Thông tin phẫu thuật' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'In tường trình' }));
    await waitFor(() => expect(callsOf(api, 'InTuongTrinhPTTT').length).toBeGreaterThan(0));
    expect(callsOf(api, 'InTuongTrinhPTTT').at(-1)!.variables).toMatchObject({ key: 'procedures.tuongTrinh', data: { title: 'PHIẾU PHẪU THUẬT', patientName: 'Lê Văn Cường', group: 'Phẫu thuật loại 2' } });
    const frame = await screen.findByTitle('Phiếu tường trình CD2603050213');
    expect(frame).toBeTruthy();
  });

  it('When the technician opens /tuong-trinh-pt-tt-vltl-nt / Then only the inpatient visits\' notes show, and a search finding none says so', async () => {
    const api = createFakeProceduresApi();
    const user = await renderAsTechnician(<InpatientNotesPage />, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tường trình PT-TT-VLTL nội trú' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tường trình phẫu thuật, thủ thuật, vật lý trị liệu nội trú' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(bodyRows(table)[0]!.textContent).toContain('Vũ Thị Giang');
    expect(callsOf(api, 'TuongTrinhPTTTs')).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: /^Tìm kiếm/ }), 'Cường');
    expect(await screen.findByText('Không có tường trình nào của bệnh nhân nội trú, cấp cứu trong thời gian này.')).toBeTruthy();
    expect(callsOf(api, 'TuongTrinhPTTTsNoiTru').at(-1)!.variables).toMatchObject({ search: 'Cường' });
  });

  it('When the page is shown in English / Then its words are English, with no raw key', async () => {
    const api = createFakeProceduresApi();
    await renderAsTechnician(<NotesPage />, api, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Procedure notes' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Procedure, surgery and physiotherapy notes' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(document.body.textContent).not.toMatch(/procedures\.(web|menu|state)\./);
    expect(screen.getByRole('combobox', { name: /Room/ })).toBeTruthy();
  });
});
