// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The history tab as the doctor reads it, on the fake API: the follow-up slip printed with its last valid day (10
// working days on), or the doctor told where to set the date; the visit's costs by group; the patient's visits.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, sampleQueue } from '../testing/fake-exam-api';
import { bodyRows, printedIn, renderAsDoctor, settleToasts } from '../testing/render-as-doctor';

// 19 March 2026 (a Thursday), midnight in Vietnam.
const FOLLOW_UP = Date.UTC(2026, 2, 18, 17, 0);

async function render(followUp: number | null = null) {
  const rows = sampleQueue();
  // Number 3, examined for hypertension (I10), his visit still open.
  const row = rows[3]!;
  row.KhamBenh = { ...row.KhamBenh!, NgayTaiKham: followUp, ChanDoan: 'Tăng huyết áp' };
  const api = createFakeExamApi({ rows });
  return { api, user: await renderAsDoctor(<ExamTabs exam={row.KhamBenh} patient={row} onChanged={() => {}} />, api) };
}

afterEach(settleToasts);

describe('the history tab', () => {
  it('When the exam has a follow-up date / Then the history tab prints the slip valid 10 working days on, and shows the costs and visits', async () => {
    const { api, user } = await render(FOLLOW_UP);
    await user.click(screen.getByRole('tab', { name: 'Lịch sử và chi phí' }));
    expect(await screen.findByText('Hẹn tái khám ngày 19/03/2026, giấy hẹn có giá trị đến hết ngày 02/04/2026')).toBeTruthy();

    const costs = await screen.findByRole('table', { name: 'Chi phí lượt tiếp nhận TN260305003' });
    await waitFor(() => expect(bodyRows(costs)).toHaveLength(4));
    expect(screen.getByText('Tổng tiền 111,700 · Bệnh nhân trả 111,700 · Đã thanh toán 85,200 · Chưa thanh toán 26,500')).toBeTruthy();
    expect(screen.getByText('Khám bệnh: 39,000 · Xét nghiệm: 67,700 · Thuốc: 5,000')).toBeTruthy();
    const visits = screen.getByRole('table', { name: 'Các lần khám tại cơ sở' });
    await waitFor(() => expect(bodyRows(visits).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['TN260305003', 'TN26020200017']));
    expect(bodyRows(visits)[1]!.textContent).toContain('Amlodipin 5 mg ×30');

    await user.click(screen.getByRole('button', { name: 'In giấy hẹn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xem trước bản in: In giấy hẹn' });
    const printed = await printedIn(dialog, 'In giấy hẹn', 'GIẤY HẸN KHÁM LẠI');
    expect(printed).toContain('Họ và tên: Trần Quốc Bình');
    expect(printed).toContain('Hẹn khám lại vào ngày: 19/03/2026, có giá trị đến hết ngày 02/04/2026');
    expect(printed).toContain('Chẩn đoán: I10 - Bệnh lý tăng huyết áp vô căn (nguyên phát); Tăng huyết áp');
    expect(api.calls.find((call) => call.name === 'InGiayHenTaiKham')!.variables.data).toMatchObject({ examCode: 'KB2603050003', patientCode: '26000003', sex: 'Nam' });
  });

  it('When the exam has no follow-up date / Then the slip cannot be printed and the doctor is told where to set it', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('tab', { name: 'Lịch sử và chi phí' }));
    expect(await screen.findByText(/Lượt khám chưa có ngày tái khám/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'In giấy hẹn' })).toBeNull();
  });
});
