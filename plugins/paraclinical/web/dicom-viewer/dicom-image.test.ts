// Reading DICOM files written in the test: both uncompressed syntaxes, the modality LUT and window, signed and 8-bit
// values, RGB and multi-frame; a compressed file named by its syntax; nothing of the patient read.
import { describe, expect, it } from 'vitest';
import { DicomReadError, readDicomImage } from './dicom-image';
import { EXPLICIT_VR_LITTLE_ENDIAN, IMPLICIT_VR_LITTLE_ENDIAN, transferSyntaxOf } from './transfer-syntax';
import { gradient, syntheticDicom } from './testing/synthetic-dicom';

const refusal = (bytes: Uint8Array) => {
  try {
    readDicomImage(bytes);
  } catch (error) {
    return error instanceof DicomReadError ? { key: error.key, params: error.params } : String(error);
  }
  return null;
};

describe('transferSyntaxOf', () => {
  it.each([
    ['Implicit VR Little Endian', IMPLICIT_VR_LITTLE_ENDIAN, true, 'Implicit VR Little Endian'],
    ['Explicit VR Little Endian', EXPLICIT_VR_LITTLE_ENDIAN, true, 'Explicit VR Little Endian'],
    ['none given: the default', undefined, true, 'Implicit VR Little Endian'],
    ['JPEG Baseline', '1.2.840.10008.1.2.4.50', false, 'JPEG Baseline'],
    ['JPEG 2000', '1.2.840.10008.1.2.4.91', false, 'JPEG 2000'],
    ['RLE', '1.2.840.10008.1.2.5', false, 'RLE Lossless'],
    ['an unknown one, named by its UID', '1.2.3.4', false, '1.2.3.4'],
  ])('%s', (_case, uid, supported, name) => {
    expect(transferSyntaxOf(uid)).toMatchObject({ supported, name });
  });
});

describe('readDicomImage', () => {
  it.each([IMPLICIT_VR_LITTLE_ENDIAN, EXPLICIT_VR_LITTLE_ENDIAN])('reads a CT slice in %s with its position, window and modality LUT', (transferSyntax) => {
    const bytes = syntheticDicom({
      rows: 4, columns: 8, values: gradient(4, 8, 0, 2000), transferSyntax, modality: 'CT', seriesNumber: 3, seriesDescription: 'NGUC KHONG CAN QUANG',
      instanceNumber: 7, position: [-120.5, -98, 42.25], orientation: [1, 0, 0, 0, 1, 0], window: { center: 40, width: 400 }, slope: 1, intercept: -1024,
      patientName: 'NGUYEN^VAN^A',
    });
    const image = readDicomImage(bytes);
    expect(image).toMatchObject({
      rows: 4, columns: 8, frames: 1, photometric: 'MONOCHROME2', slope: 1, intercept: -1024, window: { center: 40, width: 400 }, min: -1024, max: 976,
      instanceNumber: 7, position: [-120.5, -98, 42.25], orientation: [1, 0, 0, 0, 1, 0], seriesNumber: 3, seriesDescription: 'NGUC KHONG CAN QUANG', modality: 'CT',
      transferSyntax: { uid: transferSyntax, supported: true },
    });
    expect(Array.from(image.frameValues(0)).slice(0, 8)).toEqual(gradient(1, 8, 0, 2000));
    expect(JSON.stringify(image)).not.toContain('NGUYEN');
  });

  it('reads signed 16-bit and 8-bit values', () => {
    expect(Array.from(readDicomImage(syntheticDicom({ rows: 1, columns: 3, values: [-1000, 0, 1200], signed: true })).frameValues(0))).toEqual([-1000, 0, 1200]);
    const ultrasound = readDicomImage(syntheticDicom({ rows: 2, columns: 2, values: [0, 64, 128, 255], bitsAllocated: 8, modality: 'US' }));
    expect([ultrasound.min, ultrasound.max, ultrasound.window]).toEqual([0, 255, null]);
  });

  it('reads each frame of a multi-frame file, and RGB', () => {
    const clip = readDicomImage(syntheticDicom({ rows: 1, columns: 2, frames: 3, values: [1, 2, 3, 4, 5, 6], bitsAllocated: 8 }));
    expect([0, 1, 2].map((frame) => Array.from(clip.frameValues(frame)))).toEqual([[1, 2], [3, 4], [5, 6]]);
    const colour = readDicomImage(syntheticDicom({ rows: 1, columns: 2, values: [255, 0, 0, 0, 0, 255], bitsAllocated: 8, photometric: 'RGB' }));
    expect([colour.photometric, Array.from(colour.frameValues(0))]).toEqual(['RGB', [255, 0, 0, 0, 0, 255]]);
  });

  it('names a compressed file by its transfer syntax', () => {
    expect(refusal(syntheticDicom({ rows: 2, columns: 2, values: [1, 2, 3, 4], transferSyntax: '1.2.840.10008.1.2.4.90' }))).toEqual({
      key: 'paraclinical.web.dicom.compressed', params: { name: 'JPEG 2000 Lossless', uid: '1.2.840.10008.1.2.4.90' },
    });
  });

  it('refuses what is no DICOM image, or a cut one', () => {
    expect(refusal(new TextEncoder().encode('not a dicom file at all'))).toEqual({ key: 'paraclinical.web.dicom.unreadable', params: {} });
    const whole = syntheticDicom({ rows: 8, columns: 8, values: gradient(8, 8, 0, 100) });
    expect(refusal(whole.slice(0, whole.length - 40))).toMatchObject({ key: expect.stringMatching(/paraclinical\.web\.dicom\.(truncated|unreadable)/) });
  });
});
