// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "enableIframePageLoading": true } }
// The transfer tab as the doctor works it, on the fake API: a transfer begun from the exam's diagnosis, refused under
// the reason and the facility until both are given, written, printed as the transfer paper and cancelled with a reason.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption } from '@his/sdk/testing/dom';
import { ExamTabs } from '../exam-tabs/exam-tabs';
import { createFakeExamApi, MORNING, sampleQueue } from '../testing/fake-exam-api';
import { errorUnder, printedIn, renderAsDoctor, settleToasts } from '../testing/render-as-doctor';

// A write, then the list read again: more than the default second on a busy machine.
const SLOW = { timeout: 4000 };
async function render() {
  const rows = sampleQueue();
  // Number 3, examined for hypertension (I10), his visit still open.
  const row = rows[3]!;
  row.KhamBenh = { ...row.KhamBenh!, TrieuChungLamSang: 'Đau ngực trái', ChanDoan: 'Tăng huyết áp' };
  const api = createFakeExamApi({ rows });
  return { api, user: await renderAsDoctor(<ExamTabs exam={row.KhamBenh} patient={row} onChanged={() => {}} />, api) };
}

afterEach(settleToasts);

describe('the transfer tab', () => {
  it('When the doctor writes a transfer / Then the facility is asked under its field, the record is written from the exam, printed, and cancelled with a reason', async () => {
    const { api, user } = await render();
    await user.click(screen.getByRole('tab', { name: 'Chuyển tuyến' }));
    const panel = await screen.findByRole('region', { name: 'Phiếu chuyển tuyến' });
    expect(await within(panel).findByText('Lượt khám chưa có phiếu chuyển tuyến')).toBeTruthy();
    // Begun from the exam: its symptoms and diagnosis are there already.
    expect((within(panel).getByRole('textbox', { name: 'Dấu hiệu lâm sàng' }) as HTMLTextAreaElement).value).toBe('Đau ngực trái');
    expect((within(panel).getByRole('textbox', { name: 'Chẩn đoán' }) as HTMLTextAreaElement).value).toBe('Tăng huyết áp');

    const write = within(panel).getByRole('button', { name: 'Lập phiếu chuyển tuyến' });
    // A button refuses a second click for a second after the first: each click waits for it to take clicks again.
    const clickWrite = async () => {
      await waitFor(() => expect(write.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
      await user.click(write);
    };
    await clickWrite();
    const facility = within(panel).getByRole('combobox', { name: /Nơi chuyển đến/ });
    await waitFor(() => expect(errorUnder(within(panel).getByRole('textbox', { name: /Lý do chuyển tuyến/ }))).toBe('Chưa nhập lý do chuyển tuyến'));
    await user.type(within(panel).getByRole('textbox', { name: /Lý do chuyển tuyến/ }), 'Vượt quá khả năng chuyên môn');
    await clickWrite();
    await waitFor(() => expect(errorUnder(facility)).toBe('Chưa chọn nơi chuyển đến'));
    expect(api.calls.some((call) => call.name === 'CreateKhamBenhChuyenVien')).toBe(false);

    await chooseOption(user, facility, 'Chợ', /Bệnh viện Chợ Rẫy/);
    await waitFor(() => expect(errorUnder(facility)).not.toBe('Chưa chọn nơi chuyển đến'));
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
    await clickWrite();
    expect(await within(panel).findByText('Phiếu CV26000001: Đang sử dụng', {}, SLOW)).toBeTruthy();
    expect(api.calls.find((call) => call.name === 'CreateKhamBenhChuyenVien')!.variables.input).toMatchObject({
      KhamBenh_Id: 'kb-3', ICD_Id: 'icd-i10', BenhVien_Id: 'bv-cho-ray', LyDoChuyen: 'Vượt quá khả năng chuyên môn', DauHieuLamSang: 'Đau ngực trái', ChuyenTuNgay: MORNING, SoLuotChuyen: 1,
    });

    await user.click(within(panel).getByRole('button', { name: 'In giấy chuyển tuyến' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xem trước bản in: In giấy chuyển tuyến' });
    const printed = await printedIn(dialog, 'In giấy chuyển tuyến', 'GIẤY CHUYỂN TUYẾN');
    expect(printed).toContain('Kính gửi: Bệnh viện Chợ Rẫy (mã 79001)');
    expect(printed).toContain('Họ và tên người bệnh: Trần Quốc Bình');
    expect(printed).toContain('Bệnh chính: I10 - Bệnh lý tăng huyết áp vô căn (nguyên phát)');
    expect(printed).toContain('Lý do chuyển tuyến: Vượt quá khả năng chuyên môn');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Xem trước bản in/ })).toBeNull());

    await user.click(within(panel).getByRole('button', { name: 'Huỷ phiếu' }));
    const cancel = await screen.findByRole('dialog', { name: 'Huỷ phiếu chuyển tuyến CV26000001' });
    await user.type(within(cancel).getByRole('textbox', { name: /Lý do huỷ phiếu/ }), 'Gia đình xin điều trị tại đây');
    await user.click(within(cancel).getByRole('button', { name: 'Huỷ phiếu' }));
    expect(await within(panel).findByText(/CV26000001, ngày \d\d\/\d\d\/\d{4}: Gia đình xin điều trị tại đây/, {}, SLOW)).toBeTruthy();
    expect(await within(panel).findByText('Lượt khám chưa có phiếu chuyển tuyến')).toBeTruthy();
    expect(api.transferRecords.records[0]).toMatchObject({ TrangThai: 'DaHuy', LyDoHuy: 'Gia đình xin điều trị tại đây' });
  });
});
