// The doctor's examination screen in Debian's Chromium against the hospital variant: a patient received at the
// desk waits at Phòng khám Nội 1; the demo doctor sends her to Phòng khám Nhi, where she waits, and back; then chooses
// the room, calls and examines her, sees her BMI classed,
// cannot end without a primary ICD (told under the field), then ends with one and a treatment plan, and she moves
// to the examined list; the screen fits 1366 px and 400 px.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@his/server';
import { browserSuite } from './support/signed-in';
import { ExaminationScreen } from './pages/examination-screen';
import { ReceptionScreen } from './pages/reception-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

// A demo patient (born 1958) whose insurance card the simulator knows.
const PATIENT = { typed: 'tran thi bich', name: 'Trần Thị Bích Ngọc' };
const ROOM = 'Phòng khám Nội 1';
const OTHER_ROOM = 'Phòng khám Nhi';

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

describe('the examination screen', () => {
  it('When the doctor sends a patient received at the desk to another room and back, then examines her / Then she waits in that room\'s list, the BMI is classed, ending needs the primary ICD, and she moves to the examined list', async () => {
    const received = await receivePatient();

    const page = await suite.signedIn(account('bacsi'));
    await page.setViewportSize({ width: 1366, height: 768 });
    const screen = new ExaminationScreen(page);
    await screen.open(suite.web.url);
    await screen.chooseRoom(ROOM);
    await screen.row(PATIENT.name, 'Chờ khám').waitFor();

    // Sent from her waiting row to another examination room, she leaves this room's list and waits there with a new
    // number; sent back the same way, she waits here again.
    await screen.act('Chuyển phòng', received);
    await screen.transferTo('kham nhi', /^Khám Nhi/, OTHER_ROOM);
    const there = await screen.transferredNumber(OTHER_ROOM);
    await expect.poll(() => screen.row(PATIENT.name, 'Chờ khám').count()).toBe(0);
    await screen.chooseRoom(OTHER_ROOM);
    await screen.row(PATIENT.name, 'Chờ khám').filter({ hasText: 'Chờ gọi' }).waitFor();
    await screen.act('Chuyển phòng', there);
    await screen.transferTo('kham noi', /^Khám Nội/, ROOM);
    const number = await screen.transferredNumber(ROOM);
    await screen.chooseRoom(ROOM);
    await screen.row(PATIENT.name, 'Chờ khám').waitFor();
    await screen.act('Gọi', number);
    await screen.toast(`Đã gọi số ${number}`).waitFor();
    await screen.act('Khám', number);
    await screen.form().waitFor();

    await screen.fill('Mạch', '82');
    await screen.fill('Huyết áp tâm thu', '130');
    await screen.fill('Huyết áp tâm trương', '85');
    await screen.fill('Chiều cao', '155');
    await screen.fill('Cân nặng', '62');
    await expect.poll(() => screen.bmi().textContent()).toBe('25.8 · Thừa cân độ I');

    // Ending without the primary diagnosis is refused under its field, which takes the focus; nothing is sent.
    await screen.end();
    const icd = screen.picker('Bệnh chính');
    await expect.poll(() => screen.messageUnder(icd)).toBe('Chưa chọn bệnh chính (ICD)');
    await expect.poll(() => icd.evaluate((element) => element === document.activeElement)).toBe(true);
    await screen.row(PATIENT.name, 'Đang khám').waitFor();

    await screen.pick('Bệnh chính', 'J00', /Viêm mũi họng cấp/);
    await screen.pick('Hướng giải quyết', 'cap toa', /^Cấp toa cho về/);
    await screen.end();
    await screen.toast(/^Đã kết thúc khám KB/).waitFor();
    await screen.form().getByRole('button', { name: 'Mở lại' }).waitFor();

    await screen.openList('Đã khám');
    await screen.row(PATIENT.name, 'Đã khám').waitFor();
    await screen.openList('Chờ khám');
    await expect.poll(() => screen.row(PATIENT.name, 'Chờ khám').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    // On a 400 px phone (the screen opened again, in its narrow copy) the room is remembered, and the lists and the
    // exam, opened from the examined list, fit the width.
    await page.setViewportSize({ width: 400, height: 800 });
    await screen.open(suite.web.url);
    await expect.poll(() => page.getByRole('combobox', { name: /^Phòng khám/ }).textContent()).toContain(ROOM);
    await screen.openList('Đã khám');
    await screen.act('Mở', number);
    const reopen = screen.form().getByRole('button', { name: 'Mở lại' });
    await reopen.waitFor();
    // The screen's own content: the shell's top bar is the host's (it is wider than 400 px with the doctor's name).
    const content = page.getByRole('heading', { level: 1 }).locator('xpath=../..');
    expect(await content.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    for (const part of [content, screen.form(), page.getByRole('combobox', { name: /^Phòng khám/ }), screen.list('Đã khám')]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(400);
    }
    await reopen.scrollIntoViewIfNeeded();
    const button = (await reopen.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(400);
  });
});
