// A day in the clinic, as far as the plugins present go, in Debian's Chromium against the hospital variant: the
// receptionist receives an insured patient (the card looked up at the insurance agency's simulator) and sends her to
// an examination room; the doctor finds the visit, its order and its insurance price in the patient's history, calls
// her in the room's queue, examines her (vital signs, diagnosis, treatment plan) and orders lab tests; the technician
// calls her sample in, enters the results and returns them, which the doctor reads on the exam; the doctor prescribes
// and ends the exam, which the history then shows done; the cashier takes what insurance leaves to her and prints the
// receipt. Each clinical plugin carries the story one step further.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@his/server';
import { moneyInWords } from '@his/sdk/format';
import { browserSuite } from './support/signed-in';
import { ReceptionScreen } from './pages/reception-screen';
import { PatientDirectoryScreen } from './pages/patient-directory';
import { ExaminationScreen } from './pages/examination-screen';
import { ExamResultsTab } from './pages/exam-results-tab';
import { WorkListScreen } from './pages/work-list-screen';
import { CashierScreen } from './pages/cashier-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

// A demo patient whose insurance card (HT, benefit level 3) the simulator knows, valid all this year.
const PATIENT = { typed: 'tran thi bich', name: 'Trần Thị Bích Ngọc' };

describe('a day in the clinic', () => {
  it('When the receptionist receives an insured patient / Then she waits with a number at the examination room, the doctor sees her visit priced by insurance, examines her, reads the lab results the technician returns and ends the exam, and the cashier takes her payment and prints the receipt with the amount in words', async () => {
    const desk = await suite.signedIn(account('tiepdon'));
    const reception = new ReceptionScreen(desk);
    await reception.open(suite.web.url);
    await reception.form().waitFor();
    await reception.findPatient(PATIENT.typed, PATIENT.name);
    await expect.poll(() => reception.field('Số thẻ BHYT').inputValue()).toBe('HT3799900000002');

    // The card's validity and registered facility come from the insurance lookup.
    await reception.form().getByRole('button', { name: 'Tra cứu thẻ' }).click();
    await expect.poll(() => reception.field('Nơi đăng ký KCB ban đầu').inputValue()).toBe('79024');
    await reception.choose('Tuyến KCB', 'Thông tuyến');
    await reception.pick('Dịch vụ khám 1', 'kham noi', /^Khám Nội/);
    await reception.choose('Phòng khám 1', /^Phòng khám Nội 1/);
    await reception.save();
    await reception.receivedNumbers().waitFor();
    const number = /Phòng khám Nội 1 — số (\d+)/.exec((await reception.receivedNumbers().textContent()) ?? '')?.[1];
    expect(number).toBeTruthy();

    const clinic = await suite.signedIn(account('bacsi'));
    const history = new PatientDirectoryScreen(clinic);
    await history.open(suite.web.url, '/his/tra-cuu-lich-su-kcb');
    await history.openPatient(PATIENT.typed, PATIENT.name);
    const visits = history.visitHistory();
    await visits.waitFor();
    const text = (await visits.textContent()) ?? '';
    expect(text).toContain('Bảo hiểm y tế');
    expect(text).toContain('Thẻ HT3799900000002, mức hưởng 3');
    expect(text).toContain(`Khám Nội — Phòng khám Nội 1 · số ${number} · 42,100 đ · Chưa thực hiện`);

    // The doctor calls her in the room's queue, examines her and ends the exam.
    const room = new ExaminationScreen(clinic);
    await room.open(suite.web.url);
    await room.chooseRoom('Phòng khám Nội 1');
    await room.row(PATIENT.name, 'Chờ khám').waitFor();
    await room.act('Gọi', number!);
    await room.act('Khám', number!);
    await room.form().waitFor();
    await room.fill('Mạch', '78');
    await room.fill('Nhiệt độ', '37.5');
    await room.fill('Huyết áp tâm thu', '125');
    await room.fill('Huyết áp tâm trương', '80');
    await room.pick('Bệnh chính', 'J00', /Viêm mũi họng cấp/);
    await room.fill('Chẩn đoán', 'Viêm mũi họng cấp, theo dõi thiếu máu');
    await room.pick('Hướng giải quyết', 'cap toa', /^Cấp toa cho về/);
    await clinic.keyboard.press('F4');
    await room.toast(/^Đã lưu lượt khám KB/).waitFor();

    // F8 orders two lab tests, done together at the sampling room and sent to it at once.
    await clinic.keyboard.press('F8');
    const orders = room.orderDialog();
    await orders.waitFor();
    await room.orderService('tong phan tich', /^Tổng phân tích tế bào máu/);
    await room.orderService('glucose', /^Định lượng Glucose/);
    await orders.getByRole('button', { name: 'Lưu và gửi' }).click();
    await room.toast(/^Đã gửi 1 phiếu chỉ định/).waitFor();
    const ordered = room.orderList();
    await expect.poll(async () => (await ordered.textContent()) ?? '').toMatch(/Tổng phân tích tế bào máu.*Phòng lấy mẫu xét nghiệm.*Chưa thực hiện/);
    await expect.poll(async () => (await ordered.textContent()) ?? '').toContain('Định lượng Glucose');

    // The technician calls the next waiting sample, hers: both tests on one request. Her haemoglobin is below a
    // woman's range and her glucose above it; the doctor reads them, flagged, on the exam's test results tab.
    const lab = await suite.signedIn(account('ktv'));
    const bench = new WorkListScreen(lab);
    await bench.open(suite.web.url);
    const request = await bench.callNext(PATIENT.name);
    await bench.toast(new RegExp(`^Mời số \\S+: ${PATIENT.name}$`)).waitFor();
    await bench.enterResult(request, 'Huyết sắc tố (HGB)', '105');
    await bench.enterResult(request, 'Số lượng bạch cầu (WBC)', '7.2');
    await bench.enterResult(request, 'Số lượng tiểu cầu (PLT)', '250');
    await bench.enterResult(request, 'Glucose', '9.8');
    await bench.pick(request, 'Thiết bị', 'huyet hoc', /Máy phân tích huyết học tự động/);
    await bench.pick(request, 'Người thực hiện', 'pham van dung', /Phạm Văn Dũng/);
    await bench.act(request, 'Lưu và trả kết quả');
    await bench.toast(`Đã trả kết quả phiếu ${request}`).waitFor();
    await room.openPart('Kết quả CLS');
    const results = new ExamResultsTab(clinic);
    await expect.poll(() => results.rows(request)).toContainEqual(['Huyết sắc tố (HGB)', '105', 'g/L', '120 - 150', 'L · Thấp']);
    const values = await results.rows(request);
    expect(values).toContainEqual(['Glucose', '9.8', 'mmol/L', '3,9 - 6,4', 'H · Cao']);
    expect(values).toContainEqual(['Số lượng bạch cầu (WBC)', '7.2', 'G/L', '4 - 10', '']);
    expect(values).toHaveLength(4);

    // Two drugs that interact: the doctor is warned before the prescription is saved, then prints it (F9).
    await room.openPart('Đơn thuốc');
    await room.prescribe('aspirin', 'Aspirin 81mg', { Sáng: '1', 'Số ngày': '5' });
    await room.prescribe('warfarin', 'Warfarin 5mg', { Sáng: '1', 'Số ngày': '5' });
    await clinic.keyboard.press('F4');
    const warning = clinic.getByRole('alertdialog', { name: 'Tương tác thuốc' });
    await expect.poll(async () => (await warning.textContent()) ?? '').toMatch(/Nghiêm trọng.*Aspirin 81mg.*Warfarin 5mg|Nghiêm trọng.*Warfarin 5mg.*Aspirin 81mg/);
    await warning.getByRole('button', { name: 'Vẫn lưu' }).click();
    await room.toast(/^Đã lưu đơn thuốc của lượt khám KB/).waitFor();
    await clinic.keyboard.press('F9');
    const printed = clinic.frameLocator('iframe[title="Đơn thuốc"]').locator('body');
    await expect.poll(async () => (await printed.textContent()) ?? '').toContain(PATIENT.name);
    const sheet = (await printed.textContent()) ?? '';
    expect(sheet).toMatch(/Aspirin 81mg[\s\S]*Sáng 1 viên, 5 ngày/);
    expect(sheet).toMatch(/Warfarin 5mg[\s\S]*Sáng 1 viên, 5 ngày/);
    await clinic.keyboard.press('Escape');

    await room.openPart('Khám bệnh');
    await room.end();
    await room.toast(/^Đã kết thúc khám KB/).waitFor();
    await room.openList('Đã khám');
    await room.row(PATIENT.name, 'Đã khám').waitFor();

    // Her history now shows the examination done.
    await history.open(suite.web.url, '/his/tra-cuu-lich-su-kcb');
    await history.openPatient(PATIENT.typed, PATIENT.name);
    await history.visitHistory().waitFor();
    await expect.poll(async () => (await history.visitHistory().textContent()) ?? '').toContain(`Khám Nội — Phòng khám Nội 1 · số ${number} · 42,100 đ · Đã có kết quả`);

    // The cashier takes what insurance leaves to her (the drugs) in cash and prints the receipt, the amount in words on it.
    const till = await suite.signedIn(account('thungan'));
    const counter = new CashierScreen(till);
    await counter.open(suite.web.url);
    await counter.openPatient('Chờ thanh toán', PATIENT.name);
    const owed = await counter.total('ConLai');
    expect(owed).toMatch(/^[1-9][\d,]*$/);
    const payment = 'Thanh toán các dòng đã chọn';
    await expect.poll(() => counter.nextNumber(payment)).toMatch(/^\d{7}$/);
    const receiptNumber = await counter.nextNumber(payment);
    await counter.form(payment).getByRole('button', { name: 'Thu tiền' }).click();
    await counter.toast(new RegExp(`^Đã thu biên lai \\S+ số ${receiptNumber}: ${owed} đ$`)).waitFor();
    await expect.poll(() => counter.total('ConLai')).toBe('0');
    const paid = counter.receipts().getByRole('row').filter({ hasText: receiptNumber });
    const book = /^(\S+)-\d{7}/.exec((await paid.getByRole('cell').first().textContent()) ?? '')?.[1];
    await counter.act('In', `${book} ${receiptNumber}`);
    const receipt = counter.printed(`Biên lai ${book} ${receiptNumber}`);
    await expect.poll(async () => (await receipt.textContent()) ?? '').toContain(PATIENT.name);
    const words = moneyInWords(Number(owed.replace(/,/g, '')));
    expect(((await receipt.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(`Tổng số tiền: ${owed} đồng Bằng chữ: ${words} Hình thức thanh toán: Tiền mặt`);
  }, 120_000);
});
