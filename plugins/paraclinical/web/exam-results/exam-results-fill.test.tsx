// @vitest-environment happy-dom
// The exam's test results tab as the doctor reads it, on the fake API: the visit's orders by work list, a returned lab
// value out of its range flagged high in words and colour, a report's description and conclusion; a result the
// technician returns arrives with the lab event without reload (another visit's event changes nothing); a returned
// result marked read.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import { toast } from '@his/sdk/ui';
import { createAppEventSource } from '@his/sdk/web';
import type { Language } from '@his/sdk';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { paraclinicalEvents, type DichVuYeuCauChange } from '../../contract';
import { PARACLINICAL_READ } from '../../rules/permissions';
import ExamResultsFill from './exam-results-fill';
import { createFakeExamResultsApi, VISIT_ID, type FakeExamResultsApi } from './fake-exam-results-api';

afterEach(async () => {
  toast.dismiss();
  await new Promise((resolve) => setTimeout(resolve, 400));
});

async function render(api: FakeExamResultsApi = createFakeExamResultsApi(), language: Language = 'vi') {
  const events = createAppEventSource();
  await renderInHost(<ExamResultsFill examId="kb-7" visitId={VISIT_ID} patientId="bn-7" open />, {
    language,
    locales: { paraclinical: { vi, en } },
    client: api.client,
    appEvents: events,
    session: mockSession([PARACLINICAL_READ], { username: 'bacsi', name: 'BS. Trần Văn Khoa', profile: 'Bác sĩ' }),
  });
  const emit = (data: Partial<DichVuYeuCauChange>) =>
    act(() => events.emit({ module: paraclinicalEvents.lab.module, process: paraclinicalEvents.lab.process, idNodes: ['n-cs01'], data: { ids: [], PhongBan_Ids: [], BenhNhan_Ids: [], TiepNhan_Ids: [], ...data } }));
  return { api, emit, user: userEvent.setup({ delay: 5 }) };
}

const queries = (api: FakeExamResultsApi) => api.calls.filter((call) => call.name === 'KetQuaClsTheoTiepNhan').length;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the exam\'s test results tab', () => {
  it('When the visit has orders / Then each work list shows its orders, a returned value out of range flagged high, a report\'s conclusion, and nothing of drafts or cancelled orders', async () => {
    await render();
    const lab = await screen.findByRole('region', { name: 'Xét nghiệm' });
    const glucose = within(lab).getByRole('table', { name: 'Kết quả phiếu CD2603050011' });
    expect(rowsOf(glucose)).toEqual([['Glucose', '9.8', 'mmol/L', '3,9 - 6,4', 'H · Cao']]);
    expect(within(lab).getByRole('article', { name: /^Phiếu CD2603050011: Định lượng Glucose/ }).textContent).toContain('Trả kết quả lúc 05/03/2026 09:10');

    // Taken but not returned: its state and no values.
    const count = within(lab).getByRole('article', { name: /^Phiếu CD2603050012/ });
    expect(count.textContent).toContain('Khẩn');
    expect(count.textContent).toContain('Chưa có kết quả.');
    expect(within(count).queryByRole('table')).toBeNull();

    const ultrasound = screen.getByRole('region', { name: 'Siêu âm' });
    expect(ultrasound.textContent).toContain('Gan không to, nhu mô đồng nhất.');
    expect(ultrasound.textContent).toContain('Siêu âm bụng tổng quát bình thường');
    expect(screen.queryByText(/CD2603050014|CD2603050015/)).toBeNull();
  });

  it('When the technician returns the visit\'s result / Then its values show without reload; another visit\'s event reads nothing again', async () => {
    const { api, emit } = await render();
    const lab = await screen.findByRole('region', { name: 'Xét nghiệm' });
    expect(within(lab).queryByRole('table', { name: 'Kết quả phiếu CD2603050012' })).toBeNull();
    const before = queries(api);

    emit({ TiepNhan_Ids: ['tn-8'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries(api)).toBe(before);

    api.returnResult('yc-cbc', { WBC: { KetQua: '7.2' }, HGB: { KetQua: '98', CanhBao: 'Thap' } });
    emit({ ids: ['yc-cbc'], TiepNhan_Ids: [VISIT_ID] });
    const count = await within(lab).findByRole('table', { name: 'Kết quả phiếu CD2603050012' });
    expect(rowsOf(count)).toEqual([['WBC', '7.2', 'G/L', '4 - 10', ''], ['HGB', '98', 'g/L', '120 - 160', 'L · Thấp']]);
  });

  it('When the doctor marks a returned result read / Then the order is read and the button goes', async () => {
    const { api, user } = await render();
    const button = await screen.findByRole('button', { name: 'Đánh dấu đã xem kết quả phiếu CD2603050011' });
    // Only the returned, unread order offers it.
    expect(screen.getAllByRole('button', { name: /^Đánh dấu đã xem/ })).toHaveLength(1);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Đánh dấu đã xem/ })).toBeNull());
    expect(api.calls.find((call) => call.name === 'DanhDauDaXemKetQua')!.variables).toEqual({ id: 'yc-glu' });
    expect(api.orders[0]!.TrangThai).toBe('DaXemKetQua');
  });

  it('In English, and for a visit without orders / Then the texts are English and the tab says there is nothing yet', async () => {
    await render(undefined, 'en');
    const lab = await screen.findByRole('region', { name: 'Laboratory' });
    expect(within(lab).getByRole('columnheader', { name: 'Reference range' })).toBeTruthy();
    expect(within(lab).getByText('H · High')).toBeTruthy();
    await render(createFakeExamResultsApi([]));
    expect(await screen.findByText('Lượt khám chưa có chỉ định cận lâm sàng nào đã gửi.')).toBeTruthy();
  });
});
