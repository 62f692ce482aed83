// @vitest-environment happy-dom
// The viewer on decoded files: a compressed first slice opens with the window of its frame's range; a frame its codec
// cannot decode is named over the image, and the next slice shows again; never a blank page or a crash.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderInHost } from '@his/sdk/testing/render';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { readDicomImage, type DicomImage } from './dicom-image';
import { DicomViewer } from './dicom-viewer-page';
import { failingBackends, nodeBackends } from './testing/node-backends';
import { encodeRle, littleEndian } from './testing/rle-encode';
import { gradient, syntheticDicom } from './testing/synthetic-dicom';
import { encodeJpegLs } from './testing/wasm-encoders';
import { JPEG_LS_LOSSLESS, RLE_LOSSLESS } from './transfer-syntax';

const sliceOf = (image: DicomImage, file: number) => ({
  file, frame: 0, image, seriesNumber: image.seriesNumber, instanceNumber: image.instanceNumber, position: image.position, orientation: image.orientation,
});

const overlay = (part: string) => document.querySelector(`[data-overlay="${part}"]`)?.textContent;

async function show(images: DicomImage[]) {
  const slices = images.map((image, index) => sliceOf(image, index + 1));
  const first = await slices[0]!.image.frame(0).catch(() => null);
  await renderInHost(<DicomViewer slices={slices} problems={[]} first={first} />, { locales: { paraclinical: { vi, en } } });
}

describe('the DICOM viewer on compressed files', () => {
  it('When the first slice is an RLE CT slice without a window / Then it opens with the window of its values\' range', async () => {
    const values = gradient(8, 8, -1024, 3071);
    await show([readDicomImage(syntheticDicom({
      rows: 8, columns: 8, values: [], signed: true, seriesNumber: 2, modality: 'CT', transferSyntax: RLE_LOSSLESS,
      encapsulated: { frames: [encodeRle(littleEndian(values, 2), 64, 1, 2)] },
    }), nodeBackends)]);
    expect(overlay('window')).toBe('W 4096 L 1024');
    expect(screen.getByRole('img', { name: /^Ảnh 1\/1/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When a slice\'s codec cannot run / Then the slice is named over the image with the reason, and the next slice shows', async () => {
    const frame = await encodeJpegLs(littleEndian(gradient(4, 4, 0, 1000), 2), { width: 4, height: 4, bitsPerSample: 16, componentCount: 1 });
    const refused = readDicomImage(syntheticDicom({ rows: 4, columns: 4, values: [], instanceNumber: 1, seriesNumber: 1, transferSyntax: JPEG_LS_LOSSLESS, encapsulated: { frames: [frame] } }), failingBackends);
    const plain = readDicomImage(syntheticDicom({ rows: 4, columns: 4, values: gradient(4, 4, 0, 1000), instanceNumber: 2, seriesNumber: 1, window: { center: 500, width: 1000 } }), nodeBackends);
    await show([refused, plain]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ảnh 1: không giải mã được khung ảnh 1 (JPEG-LS Lossless): dữ liệu nén bị hỏng hoặc trình duyệt không chạy được bộ giải mã');
    expect(overlay('image')).toBe('Ảnh 1/2 · số 1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Ảnh sau' }));
    await waitFor(() => expect(overlay('image')).toBe('Ảnh 2/2 · số 2'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(overlay('window')).toBe('W 1000 L 500');
  });
});
