// @vitest-environment happy-dom
// The doctor's button on the exam, on the fake API: it opens new minutes of the exam's visit begun from the exam, and
// the minutes written there are of that visit and exam.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { createFakeConsultationApi, MORNING } from '../testing/fake-consultation-api';
import { callsOf, renderAsDoctor, settleToasts } from '../testing/render-as-doctor';
import MinutesExamAction from './minutes-exam-action';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MORNING);
});
afterEach(async () => {
  vi.useRealTimers();
  await settleToasts();
});

describe('the consultation button on the exam', () => {
  it('When the doctor presses it / Then new minutes of the exam\'s visit open, begun from the exam, and are written for that visit and exam', async () => {
    const api = createFakeConsultationApi({ minutes: [] });
    const { user } = await renderAsDoctor(<MinutesExamAction examId="kb-1" visitId="tn-1" patientId="bn-1" open />, api);
    await user.click(screen.getByRole('button', { name: 'Biên bản hội chẩn' }));
    const editor = await screen.findByRole('dialog', { name: 'Lập biên bản hội chẩn' });
    expect(await within(editor).findByText('Trần Quốc Bình')).toBeTruthy();
    expect(callsOf(api, 'BienBanHoiChanMoi')[0]!.variables).toEqual({ TiepNhan_Id: 'tn-1', KhamBenh_Id: 'kb-1' });
    expect((within(editor).getByRole('textbox', { name: 'Chẩn đoán' }) as HTMLTextAreaElement).value).toBe('Theo dõi viêm ruột thừa');

    await chooseOption(user, within(editor).getByRole('combobox', { name: /Người tham gia 1/ }), 'Lan', /Ngô Thị Lan/);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    await chooseOption(user, within(editor).getByRole('combobox', { name: /Người tham gia 3/ }), 'Hồng', /Vũ Thị Hồng/);
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    await user.click(within(editor).getByRole('button', { name: 'Lưu biên bản (F4)' }));
    expect(await within(editor).findByText('HC26000013 · Đang soạn', {}, { timeout: 4000 })).toBeTruthy();
    expect(callsOf(api, 'CreateBienBanHoiChan')[0]!.variables.input).toMatchObject({ TiepNhan_Id: 'tn-1', KhamBenh_Id: 'kb-1' });
    expect(api.minutes.map((each) => each.TiepNhan_Id)).toEqual(['tn-1']);
  });
});
