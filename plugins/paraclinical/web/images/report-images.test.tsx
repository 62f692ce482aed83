// @vitest-environment happy-dom
// A report's images as the technician adds them on the ultrasound list, on the fake API: 12 files chosen go in two
// batches with the progress shown, the order is taken, the pictures show as thumbnails and the DICOM files open the
// viewer; a refused file is named; an image is removed after a question. The limits of a choice are the kit's, tested
// with ImageAttachments.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeParaclinicalApi } from '../testing/fake-paraclinical-api';
import { callsOf, renderAsTechnician, settleToasts } from '../testing/render-as-technician';
import { WorkListPage } from '../work-list-page/work-list-page';

/** A file as the browser gives it: the type it guesses from the name (none for .dcm; a renamed GIF passes as JPEG). */
const file = (name: string, type = /\.png$/.test(name) ? 'image/png' : /\.dcm$/.test(name) ? '' : 'image/jpeg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });

async function openUltrasound() {
  const api = createFakeParaclinicalApi();
  const user = await renderAsTechnician(<WorkListPage list="sieu-am" />, api);
  await user.click(await screen.findByRole('button', { name: 'Mở phiếu CD2603050015' }));
  const form = await screen.findByRole('form', { name: /^Kết quả phiếu CD2603050015/ });
  return { api, user, form };
}

afterEach(async () => {
  localStorage.clear();
  await settleToasts();
});

describe('a report\'s images', () => {
  it('When 12 files are chosen / Then two batches go (10 and 2), the order is taken, pictures show as thumbnails and DICOM files open the viewer', async () => {
    const { api, user, form } = await openUltrasound();
    expect(within(form).getByText('Chưa có hình ảnh.')).toBeTruthy();
    const chosen = [...Array.from({ length: 10 }, (_, index) => file(`gan-${index + 1}.jpg`)), file('lat-1.dcm'), file('lat-2.dcm')];
    await user.upload(within(form).getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)'), chosen);
    await within(form).findByRole('heading', { name: 'Hình ảnh (12)' });
    expect(api.uploads).toEqual([10, 2]);
    expect(callsOf(api, 'ThemHinhAnhDichVuYeuCau').map((call) => (call.variables.fileIds as string[]).length)).toEqual([10, 2]);
    expect(api.orders.find((order) => order._id === 'yc-5')!.TrangThai).toBe('ChuaKetQua');
    const list = within(form).getByRole('list', { name: 'Hình ảnh của phiếu CD2603050015' });
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(Array.from({ length: 10 }, (_, index) => `gan-${index + 1}.jpg`));
    const viewer = within(list).getByRole('link', { name: 'Xem ảnh DICOM lat-1.dcm' });
    expect(viewer.getAttribute('href')).toMatch(/^\/his\/xem-dicom\/[A-Za-z0-9_-]{43},[A-Za-z0-9_-]{43}$/);
    expect(viewer.getAttribute('target')).toBe('_blank');
    expect(within(form).getByRole('link', { name: 'Mở trình xem DICOM (2 ảnh)' }).getAttribute('href')).toBe(viewer.getAttribute('href'));
  });

  it('When a file is refused by the server / Then its name shows under the input and nothing of its batch is attached', async () => {
    const { api, user, form } = await openUltrasound();
    const input = within(form).getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)');
    await user.upload(input, [file('gan.jpg'), file('dong.gif')]);
    await waitFor(() => expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Tệp “dong.gif” không phải ảnh JPEG, PNG hoặc DICOM'));
    expect(callsOf(api, 'ThemHinhAnhDichVuYeuCau')).toHaveLength(0);
  });

  it('When an image is removed / Then the question names it, and the list shows the rest', async () => {
    const { user, form } = await openUltrasound();
    await user.upload(within(form).getByLabelText('Thêm hình ảnh (JPEG, PNG, DICOM)'), [file('gan.jpg'), file('mat.png')]);
    await within(form).findByRole('heading', { name: 'Hình ảnh (2)' });
    await user.click(within(form).getByRole('button', { name: 'Xóa hình ảnh gan.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Xóa hình ảnh “gan.jpg”?');
    await user.click(within(dialog).getByRole('button', { name: 'Xóa hình ảnh' }));
    await within(form).findByRole('heading', { name: 'Hình ảnh (1)' });
    expect(within(form).getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual(['mat.png']);
  });
});
