// Reading DICOM files written in the test: both uncompressed syntaxes, the modality LUT and window, signed and 8-bit
// values, colour by pixel, by plane and as YBR, and multi-frame; every compressed syntax a modality sends, encoded in
// the test (RLE and JPEG lossless by hand, baseline JPEG by jpeg-js, JPEG-LS and JPEG 2000 by the codecs' own
// encoders), single and multi-frame, with and without an offset table; what cannot be decoded named, never a crash;
// nothing of the patient read.
import { describe, expect, it } from 'vitest';
import { DicomReadError, readDicomImage, type DicomImage } from './dicom-image';
import {
  EXPLICIT_VR_LITTLE_ENDIAN, IMPLICIT_VR_LITTLE_ENDIAN, JPEG_2000, JPEG_2000_LOSSLESS, JPEG_BASELINE, JPEG_EXTENDED, JPEG_LOSSLESS, JPEG_LOSSLESS_SV1,
  JPEG_LS_LOSSLESS, JPEG_LS_NEAR_LOSSLESS, RLE_LOSSLESS, transferSyntaxOf,
} from './transfer-syntax';
import { failingBackends, nodeBackends } from './testing/node-backends';
import { encodeJpegLossless } from './testing/jpeg-lossless-encode';
import { encodeRle, littleEndian } from './testing/rle-encode';
import { gradient, syntheticDicom, type SyntheticDicomOptions } from './testing/synthetic-dicom';
import { encodeJpeg2000, encodeJpegBaseline, encodeJpegLs } from './testing/wasm-encoders';

const read = (bytes: Uint8Array) => readDicomImage(bytes, nodeBackends);
const valuesOf = async (image: DicomImage, frame = 0) => Array.from((await image.frame(frame)).values);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DicomReadError ? { key: error.key, params: error.params } : String(error);
  }
  return null;
};

const asyncRefusal = async (pending: Promise<unknown>) => {
  try {
    await pending;
  } catch (error) {
    return error instanceof DicomReadError ? { key: error.key, params: error.params } : String(error);
  }
  return null;
};

/** A CT-like frame: a gradient with a few negative values, 16-bit signed. */
const ctValues = (rows: number, columns: number, shift = 0) => gradient(rows, columns, -1024 + shift, 3071 - shift);

describe('transferSyntaxOf', () => {
  it.each([
    ['Implicit VR Little Endian', IMPLICIT_VR_LITTLE_ENDIAN, true, 'Implicit VR Little Endian', 'native'],
    ['Explicit VR Little Endian', EXPLICIT_VR_LITTLE_ENDIAN, true, 'Explicit VR Little Endian', 'native'],
    ['none given: the default', undefined, true, 'Implicit VR Little Endian', 'native'],
    ['RLE', RLE_LOSSLESS, true, 'RLE Lossless', 'rle'],
    ['JPEG Baseline', JPEG_BASELINE, true, 'JPEG Baseline', 'jpeg-baseline'],
    ['JPEG Extended', JPEG_EXTENDED, true, 'JPEG Extended', 'jpeg-baseline'],
    ['JPEG Lossless', JPEG_LOSSLESS, true, 'JPEG Lossless', 'jpeg-lossless'],
    ['JPEG Lossless SV1', JPEG_LOSSLESS_SV1, true, 'JPEG Lossless SV1', 'jpeg-lossless'],
    ['JPEG-LS', JPEG_LS_LOSSLESS, true, 'JPEG-LS Lossless', 'jpeg-ls'],
    ['JPEG-LS near-lossless', JPEG_LS_NEAR_LOSSLESS, true, 'JPEG-LS Near-Lossless', 'jpeg-ls'],
    ['JPEG 2000 lossless', JPEG_2000_LOSSLESS, true, 'JPEG 2000 Lossless', 'jpeg-2000'],
    ['JPEG 2000', JPEG_2000, true, 'JPEG 2000', 'jpeg-2000'],
    ['HTJ2K, not decoded', '1.2.840.10008.1.2.4.201', false, 'HTJ2K Lossless', null],
    ['MPEG-4, not decoded', '1.2.840.10008.1.2.4.102', false, 'MPEG-4 AVC/H.264', null],
    ['an unknown one, named by its UID', '1.2.3.4', false, '1.2.3.4', null],
  ])('%s', (_case, uid, supported, name, codec) => {
    expect(transferSyntaxOf(uid)).toMatchObject({ supported, name, codec });
  });
});

describe('readDicomImage, uncompressed', () => {
  it.each([IMPLICIT_VR_LITTLE_ENDIAN, EXPLICIT_VR_LITTLE_ENDIAN])('reads a CT slice in %s with its position, window and modality LUT', async (transferSyntax) => {
    const bytes = syntheticDicom({
      rows: 4, columns: 8, values: gradient(4, 8, 0, 2000), transferSyntax, modality: 'CT', seriesNumber: 3, seriesDescription: 'NGUC KHONG CAN QUANG',
      instanceNumber: 7, position: [-120.5, -98, 42.25], orientation: [1, 0, 0, 0, 1, 0], window: { center: 40, width: 400 }, slope: 1, intercept: -1024,
      patientName: 'NGUYEN^VAN^A',
    });
    const image = read(bytes);
    expect(image).toMatchObject({
      rows: 4, columns: 8, frames: 1, photometric: 'MONOCHROME2', slope: 1, intercept: -1024, window: { center: 40, width: 400 },
      instanceNumber: 7, position: [-120.5, -98, 42.25], orientation: [1, 0, 0, 0, 1, 0], seriesNumber: 3, seriesDescription: 'NGUC KHONG CAN QUANG', modality: 'CT',
      transferSyntax: { uid: transferSyntax, supported: true },
    });
    const frame = await image.frame(0);
    expect([frame.min, frame.max]).toEqual([-1024, 976]);
    expect(Array.from(frame.values).slice(0, 8)).toEqual(gradient(1, 8, 0, 2000));
    expect(JSON.stringify({ ...image, frame })).not.toContain('NGUYEN');
  });

  it('reads signed 16-bit and 8-bit values, and masks the bits above BitsStored', async () => {
    expect(await valuesOf(read(syntheticDicom({ rows: 1, columns: 3, values: [-1000, 0, 1200], signed: true })))).toEqual([-1000, 0, 1200]);
    const ultrasound = read(syntheticDicom({ rows: 2, columns: 2, values: [0, 64, 128, 255], bitsAllocated: 8, modality: 'US' }));
    const frame = await ultrasound.frame(0);
    expect([frame.min, frame.max, ultrasound.window]).toEqual([0, 255, null]);
    // 12 bits stored: an overlay bit above them is not a value; a signed 12-bit value's sign is bit 11.
    expect(await valuesOf(read(syntheticDicom({ rows: 1, columns: 2, values: [0x1000 | 5, 4095], bitsStored: 12 })))).toEqual([5, 4095]);
    expect(await valuesOf(read(syntheticDicom({ rows: 1, columns: 2, values: [0x0fff, 0x0800], bitsStored: 12, signed: true })))).toEqual([-1, -2048]);
  });

  it('reads each frame of a multi-frame file with its own range', async () => {
    const clip = read(syntheticDicom({ rows: 1, columns: 2, frames: 3, values: [1, 2, 3, 4, 5, 6], bitsAllocated: 8 }));
    expect(await Promise.all([0, 1, 2].map((frame) => valuesOf(clip, frame)))).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(await clip.frame(2)).toMatchObject({ min: 5, max: 6 });
    // A frame past the last is the last.
    expect(await valuesOf(clip, 9)).toEqual([5, 6]);
  });

  it('reads colour by pixel, by plane and as YBR_FULL, always as interleaved RGB', async () => {
    const colour = read(syntheticDicom({ rows: 1, columns: 2, values: [255, 0, 0, 0, 0, 255], bitsAllocated: 8, photometric: 'RGB' }));
    expect([colour.photometric, await valuesOf(colour)]).toEqual(['RGB', [255, 0, 0, 0, 0, 255]]);
    const planes = read(syntheticDicom({ rows: 1, columns: 2, values: [255, 0, 0, 0, 0, 255], bitsAllocated: 8, photometric: 'RGB', planar: true }));
    expect(await valuesOf(planes)).toEqual([255, 0, 0, 0, 0, 255]);
    // Pure red and grey 128 in YBR_FULL (Y, Cb, Cr).
    const ybr = read(syntheticDicom({ rows: 1, columns: 2, values: [76, 85, 255, 128, 128, 128], bitsAllocated: 8, photometric: 'YBR_FULL' }));
    expect([ybr.photometric, await valuesOf(ybr)]).toEqual(['RGB', [254, 0, 0, 128, 128, 128]]);
  });

  it('names a colour model it does not show', () => {
    expect(refusal(() => read(syntheticDicom({ rows: 1, columns: 2, values: [1, 2], bitsAllocated: 8, photometric: 'PALETTE COLOR' })))).toEqual({
      key: 'paraclinical.web.dicom.pixelFormat', params: { name: 'PALETTE COLOR 8 bit' },
    });
    expect(refusal(() => read(syntheticDicom({ rows: 1, columns: 2, values: [1, 2, 3, 4, 5, 6], bitsAllocated: 8, photometric: 'YBR_FULL_422' })))).toMatchObject({
      key: 'paraclinical.web.dicom.pixelFormat',
    });
  });

  it('refuses what is no DICOM image, or a cut one', () => {
    expect(refusal(() => read(new TextEncoder().encode('not a dicom file at all')))).toEqual({ key: 'paraclinical.web.dicom.unreadable', params: {} });
    const whole = syntheticDicom({ rows: 8, columns: 8, values: gradient(8, 8, 0, 100) });
    expect(refusal(() => read(whole.slice(0, whole.length - 40)))).toMatchObject({ key: expect.stringMatching(/paraclinical\.web\.dicom\.(truncated|unreadable)/) });
  });
});

/** A compressed file of these frames, with the options of its image. */
const compressed = (transferSyntax: string, frames: Uint8Array[], options: Partial<SyntheticDicomOptions> & Pick<SyntheticDicomOptions, 'rows' | 'columns'>) =>
  syntheticDicom({ values: [], transferSyntax, frames: frames.length, ...options, encapsulated: { ...options.encapsulated, frames } });

describe('readDicomImage, RLE Lossless', () => {
  it('decodes a signed 16-bit CT slice to its values, window and range', async () => {
    const values = ctValues(16, 16);
    const image = read(compressed(RLE_LOSSLESS, [encodeRle(littleEndian(values, 2), 256, 1, 2)], { rows: 16, columns: 16, signed: true, modality: 'CT', window: { center: 40, width: 400 } }));
    expect(image).toMatchObject({ photometric: 'MONOCHROME2', window: { center: 40, width: 400 }, transferSyntax: { name: 'RLE Lossless' } });
    expect(await valuesOf(image)).toEqual(values);
    expect(await image.frame(0)).toMatchObject({ min: -1024, max: 3071 });
  });

  it('decodes each frame of a multi-frame file by its offset table, and RGB as one segment per colour', async () => {
    const frames = [0, 1, 2].map((frame) => gradient(8, 8, frame * 10, 200 + frame));
    const clip = read(compressed(RLE_LOSSLESS, frames.map((values) => encodeRle(littleEndian(values, 1), 64, 1, 1)), {
      rows: 8, columns: 8, bitsAllocated: 8, encapsulated: { frames: [], offsetTable: true },
    }));
    expect(clip.frames).toBe(3);
    expect(await Promise.all([2, 0, 1].map((frame) => valuesOf(clip, frame)))).toEqual([frames[2], frames[0], frames[1]]);
    const rgb = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30];
    const colour = read(compressed(RLE_LOSSLESS, [encodeRle(Uint8Array.from(rgb), 4, 3, 1)], { rows: 2, columns: 2, bitsAllocated: 8, photometric: 'RGB' }));
    expect([colour.photometric, await valuesOf(colour)]).toEqual(['RGB', rgb]);
  });
});

describe('readDicomImage, JPEG', () => {
  it('decodes 8-bit baseline JPEG, grey and colour (YBR_FULL_422), close to the values (lossy)', async () => {
    const grey = gradient(16, 16, 0, 255);
    const image = read(compressed(JPEG_BASELINE, [encodeJpegBaseline(grey, 16, 16)], { rows: 16, columns: 16, bitsAllocated: 8, modality: 'US' }));
    const decoded = await valuesOf(image);
    expect(decoded.every((value, index) => Math.abs(value - grey[index]!) <= 4)).toBe(true);
    const red = Array.from({ length: 64 }, () => [220, 30, 40]).flat();
    const colour = read(compressed(JPEG_BASELINE, [encodeJpegBaseline(red, 8, 8, true)], { rows: 8, columns: 8, bitsAllocated: 8, photometric: 'YBR_FULL_422' }));
    expect(colour.photometric).toBe('RGB');
    const pixel = (await valuesOf(colour)).slice(0, 3);
    expect(pixel.every((value, index) => Math.abs(value - red[index]!) <= 6)).toBe(true);
  });

  it('decodes a multi-frame baseline JPEG whose frames are split over fragments without a table', async () => {
    const frames = [gradient(8, 8, 0, 250), gradient(8, 8, 250, 0)];
    const clip = read(compressed(JPEG_BASELINE, frames.map((values) => encodeJpegBaseline(values, 8, 8)), { rows: 8, columns: 8, bitsAllocated: 8, encapsulated: { frames: [], fragmentSize: 100 } }));
    const second = await valuesOf(clip, 1);
    expect(second[0]! > 240 && second[7]! < 10).toBe(true);
  });

  it('names a 12-bit JPEG Extended file rather than decoding it', () => {
    expect(refusal(() => read(compressed(JPEG_EXTENDED, [Uint8Array.of(0xff, 0xd8, 0xff, 0xd9)], { rows: 4, columns: 4, bitsAllocated: 16, bitsStored: 12 })))).toEqual({
      key: 'paraclinical.web.dicom.compressed', params: { name: 'JPEG Extended 12 bit', uid: JPEG_EXTENDED },
    });
  });

  it.each([
    ['selection value 1 (SV1)', JPEG_LOSSLESS_SV1, 1],
    ['the averaging predictor', JPEG_LOSSLESS, 7],
  ] as const)('decodes JPEG Lossless with %s to the exact 16-bit values', async (_case, syntax, predictor) => {
    const values = gradient(12, 10, 0, 4095).map((value, index) => (value + index * 37) % 4096);
    const image = read(compressed(syntax, [encodeJpegLossless(values, 12, 10, 16, predictor)], { rows: 12, columns: 10, bitsStored: 12, modality: 'CR' }));
    expect(await valuesOf(image)).toEqual(values);
  });

  it('decodes signed JPEG Lossless values by their sign bit', async () => {
    const values = [-1024, -1, 0, 1, 1000, 3071];
    const image = read(compressed(JPEG_LOSSLESS_SV1, [encodeJpegLossless(values.map((value) => value & 0xffff), 2, 3, 16)], { rows: 2, columns: 3, signed: true }));
    expect(await valuesOf(image)).toEqual(values);
  });
});

describe('readDicomImage, JPEG-LS and JPEG 2000', () => {
  it('decodes lossless JPEG-LS of a signed CT slice exactly, and near-lossless within its error', async () => {
    const values = ctValues(32, 32);
    const info = { width: 32, height: 32, bitsPerSample: 16, componentCount: 1 };
    const image = read(compressed(JPEG_LS_LOSSLESS, [await encodeJpegLs(littleEndian(values, 2), info)], { rows: 32, columns: 32, signed: true }));
    expect(await valuesOf(image)).toEqual(values);
    const unsigned = gradient(32, 32, 0, 4000);
    const near = read(compressed(JPEG_LS_NEAR_LOSSLESS, [await encodeJpegLs(littleEndian(unsigned, 2), info, { nearLossless: 2 })], { rows: 32, columns: 32 }));
    expect((await valuesOf(near)).every((value, index) => Math.abs(value - unsigned[index]!) <= 2)).toBe(true);
  });

  it.each([[0, 'by component'], [1, 'by line'], [2, 'by sample']] as const)('decodes JPEG-LS colour interleaved %s into RGB by pixel', async (interleave, _layout) => {
    const rgb = Array.from({ length: 16 }, (_, pixel) => [pixel * 10, 255 - pixel * 10, (pixel * 37) % 256]).flat();
    // The encoder takes its samples in the layout of its interleave mode.
    const laid = rgb.map((_, at) => {
      const [row, column, sample] = interleave === 0 ? [Math.floor(at / 4) % 4, at % 4, Math.floor(at / 16)] : interleave === 1 ? [Math.floor(at / 12), at % 4, Math.floor(at / 4) % 3] : [Math.floor(at / 12), Math.floor(at / 3) % 4, at % 3];
      return rgb[(row * 4 + column) * 3 + sample]!;
    });
    const frame = await encodeJpegLs(Uint8Array.from(laid), { width: 4, height: 4, bitsPerSample: 8, componentCount: 3 }, { interleave });
    expect(await valuesOf(read(compressed(JPEG_LS_LOSSLESS, [frame], { rows: 4, columns: 4, bitsAllocated: 8, photometric: 'RGB' })))).toEqual(rgb);
  });

  it('decodes JPEG 2000 of a signed CT slice exactly, and each frame of a multi-frame file', async () => {
    const frames = [ctValues(32, 32), ctValues(32, 32, 500)];
    const encoded = await Promise.all(frames.map((values) => encodeJpeg2000(littleEndian(values, 2), { width: 32, height: 32, bitsPerSample: 16, componentCount: 1, isSigned: true })));
    const image = read(compressed(JPEG_2000_LOSSLESS, encoded, { rows: 32, columns: 32, signed: true, encapsulated: { frames: [], offsetTable: true } }));
    expect(await valuesOf(image, 1)).toEqual(frames[1]);
    expect(await valuesOf(image, 0)).toEqual(frames[0]);
    expect(await image.frame(1)).toMatchObject({ min: -524, max: 2571 });
  });

  it('decodes JPEG 2000 colour (RGB) and 8-bit grey', async () => {
    const rgb = Array.from({ length: 64 }, (_, pixel) => [pixel * 4, 255 - pixel * 4, 128]).flat();
    const colour = await encodeJpeg2000(Uint8Array.from(rgb), { width: 8, height: 8, bitsPerSample: 8, componentCount: 3, isSigned: false });
    expect(await valuesOf(read(compressed(JPEG_2000, [colour], { rows: 8, columns: 8, bitsAllocated: 8, photometric: 'RGB' })))).toEqual(rgb);
    const grey = gradient(8, 8, 0, 255);
    const frame = await encodeJpeg2000(Uint8Array.from(grey), { width: 8, height: 8, bitsPerSample: 8, componentCount: 1, isSigned: false });
    expect(await valuesOf(read(compressed(JPEG_2000, [frame], { rows: 8, columns: 8, bitsAllocated: 8, photometric: 'MONOCHROME1' })))).toEqual(grey);
  });
});

describe('readDicomImage, what cannot be shown', () => {
  it('names a syntax it does not decode', () => {
    expect(refusal(() => read(syntheticDicom({ rows: 2, columns: 2, values: [1, 2, 3, 4], transferSyntax: '1.2.840.10008.1.2.4.201' })))).toEqual({
      key: 'paraclinical.web.dicom.compressed', params: { name: 'HTJ2K Lossless', uid: '1.2.840.10008.1.2.4.201' },
    });
  });

  it('names a frame its codec cannot decode, as a corrupt codestream or a browser without the codec would', async () => {
    const garbage = syntheticDicom({ rows: 2, columns: 2, values: [1, 2, 3, 4], transferSyntax: JPEG_2000_LOSSLESS });
    expect(await asyncRefusal(read(garbage).frame(0))).toEqual({ key: 'paraclinical.web.dicom.decodeFailed', params: { name: 'JPEG 2000 Lossless', frame: 1 } });
    const jpegLs = await encodeJpegLs(littleEndian([1, 2, 3, 4], 2), { width: 2, height: 2, bitsPerSample: 16, componentCount: 1 });
    const refused = readDicomImage(compressed(JPEG_LS_LOSSLESS, [jpegLs], { rows: 2, columns: 2 }), failingBackends);
    expect(await asyncRefusal(refused.frame(0))).toEqual({ key: 'paraclinical.web.dicom.decodeFailed', params: { name: 'JPEG-LS Lossless', frame: 1 } });
    for (const syntax of [RLE_LOSSLESS, JPEG_LOSSLESS_SV1, JPEG_LS_LOSSLESS, JPEG_BASELINE]) {
      expect(await asyncRefusal(read(syntheticDicom({ rows: 2, columns: 2, values: [1, 2, 3, 4], bitsAllocated: 8, transferSyntax: syntax })).frame(0)), syntax).toMatchObject({
        key: 'paraclinical.web.dicom.decodeFailed',
      });
    }
  });

  it('names a frame decoded to another size than the file says', async () => {
    const frame = await encodeJpegLs(littleEndian([1, 2, 3, 4], 2), { width: 2, height: 2, bitsPerSample: 16, componentCount: 1 });
    expect(await asyncRefusal(read(compressed(JPEG_LS_LOSSLESS, [frame], { rows: 4, columns: 4 })).frame(0))).toMatchObject({ key: 'paraclinical.web.dicom.decodeFailed' });
  });

  it('names a multi-frame file whose fragments do not add up to its frames', () => {
    const frames = [encodeRle(Uint8Array.of(1, 2, 3, 4), 4, 1, 1), encodeRle(Uint8Array.of(1, 2, 3, 4), 4, 1, 1)];
    const bytes = compressed(RLE_LOSSLESS, frames, { rows: 2, columns: 2, bitsAllocated: 8, frames: 3 });
    expect(refusal(() => read(bytes))).toEqual({ key: 'paraclinical.web.dicom.frames', params: { name: 'RLE Lossless', frames: 3 } });
  });
});
