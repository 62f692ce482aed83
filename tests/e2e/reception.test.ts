// The outpatient reception desk in Debian's Chromium against the hospital variant, as the demo receptionist: a new
// insured patient received from a card scan (the QR text typed fast and ended by Enter, wherever the focus is), their
// queue number shown; the same patient refused a second visit while the first is not finished; and another desk's
// list showing the new patient without a reload.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@his/server';
import { toCalendarDate } from '@his/sdk/format';
import { browserSuite } from './support/signed-in';
import { ReceptionScreen } from './pages/reception-screen';

const suite = browserSuite();
const RECEPTIONIST = DEMO_ACCOUNTS.find((account) => account.username === 'tiepdon')!;

// A card the demo does not hold (the simulator's holders are numbered DN40199000000xx): valid all this year.
const PATIENT = { name: 'Lý Thị Ánh Tuyết', card: 'GD4019912345678', phone: '0987654321' };
const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
function cardQr(): string {
  const { year } = toCalendarDate(Date.now());
  const address = hex('Số 8 phố Tràng Tiền, phường Hoàn Kiếm, Hà Nội');
  return `${PATIENT.card}|${hex(PATIENT.name)}|24/08/1992|2|${address}|01 - C54|01/01/${year}|31/12/${year}|20/12/${year - 1}|01001|-|K1|-|5f3a9c21$`;
}

async function openDesk(): Promise<{ page: Page; screen: ReceptionScreen }> {
  const page = await suite.signedIn(RECEPTIONIST);
  const screen = new ReceptionScreen(page);
  await screen.open(suite.web.url);
  return { page, screen };
}

describe('the outpatient reception desk', () => {
  it('When a new insured patient is received from a card scan / Then the queue number shows, a second reception is refused, and another desk sees them at once', async () => {
    const { page, screen } = await openDesk();
    const other = await openDesk();
    await other.screen.list().waitFor();
    expect(await other.screen.row(PATIENT.name).count()).toBe(0);

    // The scanner types into whatever has focus: here nothing in particular.
    await screen.form().waitFor();
    await page.getByRole('heading', { level: 1, name: 'Tiếp nhận ngoại trú' }).click();
    await screen.scan(cardQr());
    await expect.poll(() => screen.field('Họ tên').inputValue()).toBe(PATIENT.name);
    expect(await screen.field('Số thẻ BHYT').inputValue()).toBe(PATIENT.card);
    // Nationality and ethnicity keep their defaults; the rest is typed.
    await screen.fill('Số điện thoại', PATIENT.phone);
    await screen.pick('Xã/phường', 'hoan kiem', /Hoàn Kiếm/);
    await screen.choose('Tuyến KCB', 'Đúng tuyến');
    await screen.pick('Dịch vụ khám 1', 'kham noi', /^Khám Nội/);
    await screen.choose('Phòng khám 1', /^Phòng khám Nội 1/);
    await screen.save();

    const numbers = screen.receivedNumbers();
    await numbers.waitFor();
    expect(await numbers.textContent()).toMatch(/Phòng khám Nội 1 — số \d+/);
    await expect.poll(() => screen.row(PATIENT.name).getAttribute('aria-selected')).toBe('true');

    // The other desk's list was not reloaded: the realtime event brought the patient.
    await other.screen.row(PATIENT.name).waitFor();
    expect(await other.screen.row(PATIENT.name).textContent()).toMatch(/Phòng khám Nội 1 — số \d+/);

    // The same patient again, found by name, while the first visit is open.
    await screen.startNew();
    await screen.findPatient('ly thi anh tuyet', PATIENT.name);
    await expect.poll(() => screen.field('Họ tên').inputValue()).toBe(PATIENT.name);
    // Without the card in hand this time: as a fee-paying patient.
    await screen.choose('Đối tượng', 'Viện phí');
    await screen.pick('Dịch vụ khám 1', 'kham noi', /^Khám Nội/);
    await screen.choose('Phòng khám 1', /^Phòng khám Nội 1/);
    await screen.save();
    await page.getByText(/đang có lượt điều trị chưa kết thúc \(TN\d+, ngày \d{2}\/\d{2}\/\d{4}\), không thể tiếp nhận mới/).first().waitFor();
    expect(await screen.receivedNumbers().count()).toBe(0);
  });
});
