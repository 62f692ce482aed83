// The technician's day in Debian's Chromium against the hospital variant: a patient received at the desk is examined
// and a glucose test ordered and sent at once; the doctor keeps the exam open on its test results tab. The technician
// takes the order from the waiting list at /xet-nghiem, enters 9.8 mmol/L (flagged high against 3.9 - 6.4) and returns
// it; the doctor's open exam shows the result arrive without reload. The printed result's QR link, read from the print
// preview, opens the public page signed out, which shows the result. The screens fit 1366 px and 400 px.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '@his/server';
import { browserSuite } from './support/signed-in';
import { expectNoRawKeys } from './support/raw-keys';
import { ExaminationScreen } from './pages/examination-screen';
import { ExamResultsTab } from './pages/exam-results-tab';
import { ReceptionScreen } from './pages/reception-screen';
import { WorkListScreen } from './pages/work-list-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

// A demo patient (born 1958) whose insurance card the simulator knows; glucose's range is the same for both sexes.
const PATIENT = { typed: 'tran thi bich', name: 'Trần Thị Bích Ngọc' };
const ROOM = 'Phòng khám Nội 1';
const GLUCOSE = 'Định lượng Glucose';

/** Received at the desk and sent to the room, as in the clinic day; returns her queue number there. */
async function receivePatient(): Promise<string> {
  const desk = await suite.signedIn(account('tiepdon'));
  const reception = new ReceptionScreen(desk);
  await reception.open(suite.web.url);
  await reception.form().waitFor();
  await reception.findPatient(PATIENT.typed, PATIENT.name);
  await expect.poll(() => reception.field('Số thẻ BHYT').inputValue()).toBe('HT3799900000002');
  await reception.form().getByRole('button', { name: 'Tra cứu thẻ' }).click();
  await expect.poll(() => reception.field('Nơi đăng ký KCB ban đầu').inputValue()).toBe('79024');
  await reception.choose('Tuyến KCB', 'Thông tuyến');
  await reception.pick('Dịch vụ khám 1', 'kham noi', /^Khám Nội/);
  await reception.choose('Phòng khám 1', new RegExp(`^${ROOM}`));
  await reception.save();
  await reception.receivedNumbers().waitFor();
  const number = new RegExp(`${ROOM} — số (\\d+)`).exec((await reception.receivedNumbers().textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  await desk.context().close();
  return number!;
}

/** The doctor calls her, examines her, orders glucose sent at once, and opens the exam's test results tab. */
async function examineAndOrder(clinic: Page, number: string): Promise<ExamResultsTab> {
  const room = new ExaminationScreen(clinic);
  await room.open(suite.web.url);
  await room.chooseRoom(ROOM);
  await room.row(PATIENT.name, 'Chờ khám').waitFor();
  await room.act('Gọi', number);
  await room.act('Khám', number);
  await room.form().waitFor();
  await room.pick('Bệnh chính', 'E11', /Bệnh đái tháo đường/);
  await room.fill('Chẩn đoán', 'Theo dõi đái tháo đường type 2');
  await clinic.keyboard.press('F4');
  await room.toast(/^Đã lưu lượt khám KB/).waitFor();
  await clinic.keyboard.press('F8');
  const orders = room.orderDialog();
  await orders.waitFor();
  await room.orderService('glucose', new RegExp(`^${GLUCOSE}`));
  await orders.getByRole('button', { name: 'Lưu và gửi' }).click();
  await room.toast(/^Đã gửi 1 phiếu chỉ định/).waitFor();
  await room.openPart('Kết quả CLS');
  return new ExamResultsTab(clinic);
}

/** The right edge of what shows of an element: a wide table scrolls inside its box, which must fit. */
const visibleRight = (part: Locator) => part.evaluate((element) => {
  let box: Element | null = element;
  while (box && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
  return (box ?? element).getBoundingClientRect().right;
});

/** Whether the page's own content scrolls sideways (the shell's top bar is the host's). */
const overflowsSideways = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=../..').evaluate((element) => element.scrollWidth > element.clientWidth);

describe('the technician\'s day', () => {
  it('When the technician takes a glucose order from waiting, enters an abnormal value and returns it / Then it is flagged high, the doctor\'s open exam shows it without reload, and the printed QR link shows it signed out', async () => {
    const number = await receivePatient();

    const clinic = await suite.signedIn(account('bacsi'));
    await clinic.setViewportSize({ width: 1366, height: 768 });
    const results = await examineAndOrder(clinic, number);
    const ordered = results.order(GLUCOSE);
    await expect.poll(async () => (await ordered.textContent()) ?? '').toContain('Chưa thực hiện (đã gửi)');
    expect(await ordered.textContent()).toContain('Chưa có kết quả.');
    const request = await results.requestNumber(GLUCOSE);

    // The technician finds the order waiting, opens it and takes the sample.
    const lab = await suite.signedIn(account('ktv'));
    await lab.setViewportSize({ width: 1366, height: 768 });
    const screen = new WorkListScreen(lab);
    await screen.open(suite.web.url);
    await screen.row('Chờ thực hiện', request).filter({ hasText: PATIENT.name }).waitFor();
    await screen.openOrder(request);
    const form = screen.form(request);
    await form.waitFor();
    await screen.act(request, 'Tiếp nhận / lấy mẫu');
    await screen.toast(`Đã tiếp nhận, lấy mẫu phiếu ${request}`).waitFor();
    await expect.poll(async () => (await ordered.textContent()) ?? '').toContain('Đang thực hiện');

    // 9.8 mmol/L is above 3.9 - 6.4: flagged high, in words beside the colour.
    await screen.enterResult(request, 'Glucose', '9.8');
    await expect.poll(async () => (await screen.resultRow(request, 'Glucose').textContent()) ?? '').toMatch(/mmol\/L.*3,9 - 6,4.*H · Cao/);
    await screen.pick(request, 'Thiết bị', 'sinh hoa', /Máy xét nghiệm sinh hóa tự động/);
    await screen.pick(request, 'Người thực hiện', 'pham van dung', /Phạm Văn Dũng/);
    await screen.act(request, 'Lưu và trả kết quả');
    await screen.toast(`Đã trả kết quả phiếu ${request}`).waitFor();
    await screen.openList('Đã thực hiện');
    await screen.row('Đã thực hiện', request).filter({ hasText: 'Đã có kết quả' }).waitFor();
    expect(await lab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    // The doctor's exam, open all along, shows the returned value flagged high without a reload.
    await expect.poll(() => results.rows(request)).toEqual([['Glucose', '9.8', 'mmol/L', '3,9 - 6,4', 'H · Cao']]);
    expect(await ordered.textContent()).toContain('Đã có kết quả');
    expect(await clinic.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await expectNoRawKeys(clinic, 'the exam\'s test results tab');

    // On a 400 px phone, the exam opened again from the list of those being examined: the values scroll in their box.
    await clinic.setViewportSize({ width: 400, height: 800 });
    const room = new ExaminationScreen(clinic);
    await room.open(suite.web.url);
    await room.openList('Đang khám');
    await room.act('Mở', number);
    await room.openPart('Kết quả CLS');
    expect(await visibleRight(results.results(request))).toBeLessThanOrEqual(400);
    const card = (await ordered.boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(400);

    // On a 400 px phone the technician's list and the order, opened from the done list, fit the width.
    await lab.setViewportSize({ width: 400, height: 800 });
    await screen.open(suite.web.url);
    await screen.openList('Đã thực hiện');
    await screen.row('Đã thực hiện', request).waitFor();
    await screen.openOrder(request);
    await form.waitFor();
    expect(await overflowsSideways(lab)).toBe(false);
    for (const part of [form, screen.list('Đã thực hiện'), screen.results(request)]) expect(await visibleRight(part)).toBeLessThanOrEqual(400);

    // Printed from there, the result carries the public page's link under its QR code.
    await screen.act(request, 'In kết quả');
    const printed = lab.frameLocator(`iframe[title="Phiếu kết quả ${request}"]`).locator('body');
    await expect.poll(async () => (await printed.textContent()) ?? '').toContain(PATIENT.name);
    const sheet = (await printed.textContent()) ?? '';
    expect(sheet).toMatch(/Glucose[\s\S]*9\.8/);
    const link = /https?:\/\/\S+?\/his\/ket-qua-cls\/\S+?\?token=[\w-]+/.exec(sheet)?.[0];
    expect(link, 'the public link printed under the QR code').toBeTruthy();
    expect(await printed.locator('svg').count()).toBeGreaterThan(0);
    await lab.keyboard.press('Escape');

    // Anyone holding the paper opens the link on a phone, signed out: the result, and nothing of the visit.
    const visitor = await suite.browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'vi-VN' });
    try {
      const phone = await visitor.newPage();
      await phone.goto(link!);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      const publicText = async () => (await phone.getByRole('main').textContent()) ?? '';
      await expect.poll(publicText).toContain(PATIENT.name);
      expect(await publicText()).toContain('1958');
      expect(await publicText()).toMatch(/Glucose[\s\S]*9\.8 mmol\/L[\s\S]*H · Cao/);
      expect(await publicText()).not.toContain('HT3799900000002');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
      await expectNoRawKeys(phone, 'the public result page');

      // The same link with another token finds nothing.
      await phone.goto(link!.replace(/token=[\w-]+/, 'token=khong-dung'));
      await expect.poll(publicText).toBe('Không tìm thấy kết quả hoặc liên kết không hợp lệ');
    } finally {
      await visitor.close();
    }
  });
});
