// The technician's ultrasound with DICOM images in Debian's Chromium against the hospital variant: an ultrasound is
// ordered for a patient (through the API), the technician opens it on /sieu-am and uploads compressed DICOM files as a
// modality sends them (two slices of a series in JPEG 2000 and JPEG-LS, a two-frame RLE clip, a baseline JPEG frame)
// through the report's file input, then opens the viewer from the panel. The viewer (its own chunk, not loaded
// before; its WebAssembly decoders under the page's policy) shows the first slice, the wheel goes to the second, and
// a typed window changes the numbers shown and the canvas's pixels; zoom, the file's preset and a drag follow; the
// clip's frames and the JPEG frame show their pixels too.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_ACCOUNTS } from '@his/server';
import { gql, login, type Caller } from '../support/server';
import { gradient, syntheticDicom } from '../../plugins/paraclinical/web/dicom-viewer/testing/synthetic-dicom';
import { encodeRle, littleEndian } from '../../plugins/paraclinical/web/dicom-viewer/testing/rle-encode';
import { encodeJpeg2000, encodeJpegBaseline, encodeJpegLs } from '../../plugins/paraclinical/web/dicom-viewer/testing/wasm-encoders';
import { JPEG_2000_LOSSLESS, JPEG_BASELINE, JPEG_LS_LOSSLESS, RLE_LOSSLESS } from '../../plugins/paraclinical/web/dicom-viewer/transfer-syntax';
import { browserSuite } from './support/signed-in';
import { expectNoRawKeys } from './support/raw-keys';
import { WorkListScreen } from './pages/work-list-screen';

const suite = browserSuite();
const account = (username: string) => DEMO_ACCOUNTS.find((candidate) => candidate.username === username)!;

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const CREATE = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id SoPhieuYeuCau } }`;
const PATIENT = 'Đinh Thị Siêu Âm';

const SIZE = 64;
const frameInfo = (bitsPerSample: number) => ({ width: SIZE, height: SIZE, bitsPerSample, componentCount: 1, isSigned: false });
const dicomFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/dicom', buffer: Buffer.from(bytes) });

/**
 * Two slices of one series whose gradients run opposite ways (JPEG-LS and JPEG 2000, 16-bit), uploaded second slice
 * first; then a two-frame RLE clip of series 5 (a dark and a bright frame) and a baseline JPEG frame of series 6.
 */
async function modalityFiles() {
  const series = { seriesNumber: 4, seriesDescription: 'BUNG TONG QUAT', modality: 'US', window: { center: 500, width: 1000 }, patientName: 'DINH^THI^SIEU^AM' };
  const second = gradient(SIZE, SIZE, 1000, 0);
  const first = gradient(SIZE, SIZE, 0, 1000);
  const clip = [gradient(SIZE, SIZE, 0, 60), gradient(SIZE, SIZE, 180, 255)];
  const ultrasound = gradient(SIZE, SIZE, 40, 250);
  return [
    dicomFile('lat-cat-2.dcm', syntheticDicom({ rows: SIZE, columns: SIZE, values: [], instanceNumber: 2, transferSyntax: JPEG_LS_LOSSLESS, ...series, encapsulated: { frames: [await encodeJpegLs(littleEndian(second, 2), frameInfo(16))] } })),
    dicomFile('lat-cat-1.dcm', syntheticDicom({ rows: SIZE, columns: SIZE, values: [], instanceNumber: 1, transferSyntax: JPEG_2000_LOSSLESS, ...series, encapsulated: { frames: [await encodeJpeg2000(littleEndian(first, 2), frameInfo(16))] } })),
    dicomFile('clip-rle.dcm', syntheticDicom({
      rows: SIZE, columns: SIZE, values: [], frames: 2, bitsAllocated: 8, seriesNumber: 5, modality: 'US', transferSyntax: RLE_LOSSLESS,
      encapsulated: { frames: clip.map((values) => encodeRle(littleEndian(values, 1), SIZE * SIZE, 1, 1)), offsetTable: true },
    })),
    dicomFile('anh-jpeg.dcm', syntheticDicom({
      rows: SIZE, columns: SIZE, values: [], bitsAllocated: 8, seriesNumber: 6, modality: 'US', transferSyntax: JPEG_BASELINE,
      encapsulated: { frames: [encodeJpegBaseline(ultrasound, SIZE, SIZE)] },
    })),
  ];
}

/** An ultrasound sent at once for a new patient, as the doctor orders it from an exam; its request number. */
async function orderUltrasound(): Promise<string> {
  const web = suite.web;
  const one = async (query: string, params: unknown[] = []) => (await web.server.runtime.database.query<{ _id: string }>(query, params))[0]!._id;
  const signIn = async (username: string): Promise<Caller> => {
    const token = (await login(web, username, account(username).password)).token;
    const me = (await gql(web, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const call = async (caller: Caller, query: string, variables: Record<string, unknown>) => {
    const result = await gql(web, '/graphqlhis', query, variables, caller);
    expect(result.errors).toBeUndefined();
    return result.data;
  };
  const [desk, doctor] = [await signIn('tiepdon'), await signIn('bacsi')];
  const benhNhan = {
    TenBenhNhan: PATIENT, NamSinh: 1984, GioiTinh: 'FEMALE', SoDienThoai: '0912345670',
    DanToc_Id: await one(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`),
    QuocTich_Id: await one(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
    DonViHanhChinh_Id: (await web.server.runtime.database.query<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.DonViHanhChinh_Id,
  };
  const input = { DoiTuong_Id: await one(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`), DichVuKham: [{ DichVu_Id: await one(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`), PhongBan_Id: await one(`SELECT _id FROM his_nodes WHERE code = 'PK01'`) }] };
  const visit = (await call(desk, RECEIVE, { benhNhan, input })).createTiepNhanKhamBenh;
  const exam = (await call(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: await one('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1'), ChanDoan: 'Đau hạ sườn phải' } })).createKhamBenh._id;
  const services = [{ DichVu_Id: await one(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'SA-BUNG'`), NoiThucHien_Id: await one(`SELECT _id FROM his_nodes WHERE code = 'SA01'`), SoLuong: 1 }];
  return (await call(doctor, CREATE, { exam, input: { DichVus: services, guiNgay: true } })).createDichVuYeuCaus[0].SoPhieuYeuCau;
}

/** Serious and critical WCAG 2.1 AA violations on the page, by rule and target. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * The grey levels of the canvas's middle row, each weighted by its column: changes when what is drawn changes, a
 * mirrored image included (a plain sum would not see the second slice's gradient running the other way).
 */
const canvasSum = (page: Page) => page.getByRole('img', { name: /^Ảnh \d+\/\d+/ }).evaluate((canvas: HTMLCanvasElement) => {
  const row = canvas.getContext('2d')!.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
  let sum = 0;
  for (let column = 0; column < canvas.width; column++) sum += row[column * 4]! * (column + 1);
  return sum;
});

/**
 * The grey levels near the left and right ends of the middle row of the drawn image (at its fitted size, centred):
 * which way a gradient runs, and that a decoded frame is drawn at all.
 */
const edgeGreys = (page: Page) => page.getByRole('img', { name: /^Ảnh \d+\/\d+/ }).evaluate((canvas: HTMLCanvasElement) => {
  const side = Math.min(canvas.width, canvas.height);
  const left = (canvas.width - side) / 2;
  const grey = (x: number) => canvas.getContext('2d')!.getImageData(Math.round(x), Math.floor(canvas.height / 2), 1, 1).data[0]!;
  return [grey(left + side * 0.05), grey(left + side * 0.95)];
});
const dark = (value: number) => value < 40;
const bright = (value: number) => value > 215;

describe('the DICOM viewer', () => {
  it('When the technician uploads compressed DICOM files to an ultrasound and opens the viewer / Then each is decoded, the wheel shows the second slice and a typed window changes the numbers and the pixels', async () => {
    const files = await modalityFiles();
    const request = await orderUltrasound();
    const tech = await suite.signedIn(account('ktv'));
    const loaded: string[] = [];
    tech.context().on('request', (sent) => loaded.push(sent.url()));
    const screen = new WorkListScreen(tech);
    await screen.open(suite.web.url, '/his/sieu-am');
    await screen.row('Chờ thực hiện', request).filter({ hasText: PATIENT }).waitFor();
    await screen.openOrder(request);
    const form = screen.form(request);
    await form.waitFor();

    // Through the screen: the labelled file input, the files in one batch; the order is taken on the way.
    await form.getByLabel('Thêm hình ảnh (JPEG, PNG, DICOM)').setInputFiles(files);
    await form.getByRole('heading', { name: 'Hình ảnh (4)' }).waitFor();
    await screen.toast('Đã thêm 4 hình ảnh').waitFor();
    expect(await form.getByRole('link', { name: /^Xem ảnh DICOM / }).count()).toBe(4);
    expect(loaded.some((url) => /dicom-viewer-page/.test(url)), 'the viewer\'s chunk loads with its page only').toBe(false);

    const [viewer] = await Promise.all([tech.context().waitForEvent('page'), form.getByRole('link', { name: 'Mở trình xem DICOM (4 ảnh)' }).click()]);
    await viewer.setViewportSize({ width: 1366, height: 800 });
    const canvas = viewer.getByRole('img', { name: /^Ảnh 1\/5/ });
    await canvas.waitFor();
    expect(loaded.some((url) => /dicom-viewer-page/.test(url))).toBe(true);
    const overlay = async (part: string) => (await viewer.locator(`[data-overlay="${part}"]`).textContent()) ?? '';
    await expect.poll(() => overlay('image')).toBe('Ảnh 1/5 · số 1');
    expect(await overlay('window')).toBe('W 1000 L 500');
    expect(await viewer.getByRole('main').textContent()).toContain('Loạt 4 · US · BUNG TONG QUAT');
    expect(await viewer.getByRole('main').textContent()).not.toContain('DINH');
    await expect.poll(() => canvasSum(viewer)).toBeGreaterThan(0);
    const first = await canvasSum(viewer);
    // JPEG 2000 decoded to its values: dark on the left, bright on the right under the file's window.
    expect(await edgeGreys(viewer)).toSatisfy(([left, right]: number[]) => dark(left!) && bright(right!));

    // The wheel over the image goes to the next slice: the same series, the gradient the other way.
    await canvas.hover();
    await viewer.mouse.wheel(0, 120);
    await expect.poll(() => overlay('image')).toBe('Ảnh 2/5 · số 2');
    expect(await viewer.getByRole('slider', { name: 'Ảnh trong loạt' }).inputValue()).toBe('2');
    await expect.poll(() => canvasSum(viewer)).not.toBe(first);
    const second = await canvasSum(viewer);
    // JPEG-LS: the gradient the other way.
    expect(await edgeGreys(viewer)).toSatisfy(([left, right]: number[]) => bright(left!) && dark(right!));

    // A narrower window typed in: the numbers on the image and the pixels follow.
    await viewer.getByRole('textbox', { name: 'Độ rộng cửa sổ (W)' }).fill('200');
    await expect.poll(() => overlay('window')).toBe('W 200 L 500');
    await expect.poll(() => canvasSum(viewer)).not.toBe(second);
    const narrowed = await canvasSum(viewer);
    await viewer.getByRole('textbox', { name: 'Mức cửa sổ (L)' }).fill('300');
    await expect.poll(() => overlay('window')).toBe('W 200 L 300');
    await expect.poll(() => canvasSum(viewer)).not.toBe(narrowed);

    // Zoom by its button, and the preset of the file brings its window back.
    await viewer.getByRole('button', { name: 'Phóng to' }).click();
    await expect.poll(() => overlay('zoom')).toBe('Thu phóng 125%');
    await viewer.getByRole('button', { name: 'Theo tệp' }).click();
    await expect.poll(() => overlay('window')).toBe('W 1000 L 500');

    // Dragging right over the image widens the window.
    const box = (await viewer.getByRole('img', { name: /^Ảnh 2\/5/ }).boundingBox())!;
    await viewer.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await viewer.mouse.down();
    await viewer.mouse.move(box.x + box.width / 2 + 64, box.y + box.height / 2, { steps: 4 });
    await viewer.mouse.up();
    await expect.poll(() => overlay('window')).toMatch(/^W 11\d\d L 500$/);

    // The RLE clip's first frame (values 0-60) under its whole range, then its bright second frame under that window.
    await viewer.getByRole('button', { name: 'Vừa khung' }).click();
    await viewer.getByRole('img', { name: /^Ảnh 2\/5/ }).focus();
    await viewer.keyboard.press('ArrowDown');
    await expect.poll(() => overlay('image')).toBe('Ảnh 3/5');
    expect(await viewer.getByRole('main').textContent()).toContain('Loạt 5 · US');
    await viewer.getByRole('button', { name: 'Toàn dải' }).click();
    await expect.poll(() => overlay('window')).toBe('W 61 L 31');
    await expect.poll(() => edgeGreys(viewer)).toSatisfy(([left, right]: number[]) => dark(left!) && bright(right!));
    await viewer.getByRole('img', { name: /^Ảnh 3\/5/ }).focus();
    await viewer.keyboard.press('ArrowDown');
    await expect.poll(() => overlay('image')).toBe('Ảnh 4/5');
    await expect.poll(() => edgeGreys(viewer)).toSatisfy(([left, right]: number[]) => bright(left!) && bright(right!));

    // The baseline JPEG frame, through the browser's own decoder.
    await viewer.keyboard.press('End');
    await expect.poll(() => overlay('image')).toBe('Ảnh 5/5');
    expect(await viewer.getByRole('main').textContent()).toContain('Loạt 6 · US');
    await viewer.getByRole('button', { name: 'Toàn dải' }).click();
    await expect.poll(() => edgeGreys(viewer)).toSatisfy(([left, right]: number[]) => dark(left!) && bright(right!));
    expect(await viewer.getByRole('alert').count(), 'no file or frame refused').toBe(0);
    await expectNoRawKeys(viewer, 'the DICOM viewer');
    expect(await seriousViolations(viewer)).toEqual([]);
    expect(await seriousViolations(tech)).toEqual([]);
  });
});
