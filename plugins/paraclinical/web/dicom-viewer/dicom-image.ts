// A DICOM file read for display with dicom-parser (cornerstone's parser, MIT): the image's geometry, pixel format,
// modality LUT, window, where it sits in its series, and its stored values per frame. Only what the viewer shows is
// read; the patient's data is never. A file the viewer cannot show says why by a message key.
import * as parserModule from 'dicom-parser';
import type { DataSet } from 'dicom-parser';
import { transferSyntaxOf, type TransferSyntax } from './transfer-syntax';
import type { Window } from './window-level';

// The package is a UMD bundle: its exports sit under `default` when a bundler or Node wraps it as an ES module.
const dicomParser = ((parserModule as unknown as { default?: typeof parserModule }).default ?? parserModule) as typeof parserModule;

/** Why a file cannot be shown: a message key of the viewer and its values. */
export class DicomReadError extends Error {
  override name = 'DicomReadError';
  constructor(readonly key: string, readonly params: Record<string, string | number> = {}) {
    super(key);
  }
}

export type Photometric = 'MONOCHROME1' | 'MONOCHROME2' | 'RGB';

export interface DicomImage {
  rows: number;
  columns: number;
  frames: number;
  photometric: Photometric;
  /** RGB stored plane by plane rather than pixel by pixel. */
  planar: boolean;
  slope: number;
  intercept: number;
  /** The file's own window (its first one), when it has one. */
  window: Window | null;
  /** The smallest and largest output value (after the modality LUT) over every frame. */
  min: number;
  max: number;
  instanceNumber: number | null;
  position: readonly number[] | null;
  orientation: readonly number[] | null;
  seriesNumber: number | null;
  seriesDescription: string;
  modality: string;
  transferSyntax: TransferSyntax;
  /** The stored values of a frame (0-based): one per pixel, three for RGB. */
  frameValues(frame: number): ArrayLike<number>;
}

const numbersOf = (dataSet: DataSet, tag: string, count: number): number[] | null => {
  const values = Array.from({ length: count }, (_, index) => dataSet.floatString(tag, index));
  return values.every((value) => typeof value === 'number' && Number.isFinite(value)) ? (values as number[]) : null;
};

const finite = (value: number | undefined, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The transfer syntax named in a file's meta header, when the whole file cannot be parsed (a deflated one). */
function headerSyntax(bytes: Uint8Array): TransferSyntax | null {
  try {
    return transferSyntaxOf(dicomParser.readPart10Header(bytes).string('x00020010'));
  } catch {
    return null;
  }
}

function parsed(bytes: Uint8Array): DataSet {
  try {
    return dicomParser.parseDicom(bytes);
  } catch {
    const syntax = headerSyntax(bytes);
    if (syntax && !syntax.supported) throw new DicomReadError('paraclinical.web.dicom.compressed', { name: syntax.name, uid: syntax.uid });
    throw new DicomReadError('paraclinical.web.dicom.unreadable');
  }
}

/** Stored values as the file holds them, with bits above BitsStored masked (unsigned) or sign-extended (signed). */
function storedValues(bytes: Uint8Array, offset: number, length: number, bitsAllocated: number, bitsStored: number, signed: boolean): ArrayLike<number> {
  // A copy: typed arrays need an aligned start, and the file's buffer can be let go.
  const buffer = bytes.slice(offset, offset + length).buffer;
  const raw = bitsAllocated === 8 ? (signed ? new Int8Array(buffer) : new Uint8Array(buffer)) : signed ? new Int16Array(buffer) : new Uint16Array(buffer);
  if (bitsStored >= bitsAllocated) return raw;
  const shift = 32 - bitsStored;
  const mask = (1 << bitsStored) - 1;
  const values = new Int32Array(raw.length);
  for (let index = 0; index < raw.length; index++) values[index] = signed ? ((raw[index]! & mask) << shift) >> shift : raw[index]! & mask;
  return values;
}

export function readDicomImage(bytes: Uint8Array): DicomImage {
  const dataSet = parsed(bytes);
  const transferSyntax = transferSyntaxOf(dataSet.string('x00020010'));
  if (!transferSyntax.supported) throw new DicomReadError('paraclinical.web.dicom.compressed', { name: transferSyntax.name, uid: transferSyntax.uid });
  const pixelData = dataSet.elements.x7fe00010;
  if (!pixelData) throw new DicomReadError('paraclinical.web.dicom.noPixels');

  const rows = dataSet.uint16('x00280010') ?? 0;
  const columns = dataSet.uint16('x00280011') ?? 0;
  const samples = dataSet.uint16('x00280002') ?? 1;
  const bitsAllocated = dataSet.uint16('x00280100') ?? 16;
  const bitsStored = dataSet.uint16('x00280101') ?? bitsAllocated;
  const signed = dataSet.uint16('x00280103') === 1;
  const photometric = (dataSet.string('x00280004') ?? (samples === 3 ? 'RGB' : 'MONOCHROME2')).toUpperCase();
  const frames = Math.max(1, finite(dataSet.intString('x00280008'), 1));
  if (rows === 0 || columns === 0) throw new DicomReadError('paraclinical.web.dicom.noPixels');
  const monochrome = (photometric === 'MONOCHROME1' || photometric === 'MONOCHROME2') && samples === 1 && (bitsAllocated === 8 || bitsAllocated === 16);
  const rgb = photometric === 'RGB' && samples === 3 && bitsAllocated === 8;
  if (!monochrome && !rgb) throw new DicomReadError('paraclinical.web.dicom.pixelFormat', { name: `${photometric} ${bitsAllocated} bit` });

  const frameLength = rows * columns * samples;
  const bytesNeeded = frameLength * frames * (bitsAllocated / 8);
  if (pixelData.length < bytesNeeded || pixelData.dataOffset + bytesNeeded > bytes.length) throw new DicomReadError('paraclinical.web.dicom.truncated');
  const values = storedValues(bytes, pixelData.dataOffset, bytesNeeded, bitsAllocated, bitsStored, signed && !rgb);

  const slope = finite(dataSet.floatString('x00281053'), 1) || 1;
  const intercept = finite(dataSet.floatString('x00281052'), 0);
  let min = Infinity;
  let max = -Infinity;
  if (!rgb) {
    for (let index = 0; index < values.length; index++) {
      const value = values[index]! * slope + intercept;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  } else {
    min = 0;
    max = 255;
  }
  const center = dataSet.floatString('x00281050', 0);
  const width = dataSet.floatString('x00281051', 0);
  return {
    rows,
    columns,
    frames,
    photometric: rgb ? 'RGB' : (photometric as Photometric),
    planar: rgb && dataSet.uint16('x00280006') === 1,
    slope,
    intercept,
    window: typeof center === 'number' && Number.isFinite(center) && typeof width === 'number' && width >= 1 ? { center, width } : null,
    min,
    max,
    instanceNumber: dataSet.intString('x00200013') ?? null,
    position: numbersOf(dataSet, 'x00200032', 3),
    orientation: numbersOf(dataSet, 'x00200037', 6),
    seriesNumber: dataSet.intString('x00200011') ?? null,
    seriesDescription: dataSet.string('x0008103e') ?? '',
    modality: dataSet.string('x00080060') ?? '',
    transferSyntax,
    frameValues: (frame) => {
      const start = Math.min(Math.max(0, frame), frames - 1) * frameLength;
      return 'subarray' in values ? (values as Uint16Array).subarray(start, start + frameLength) : Array.prototype.slice.call(values, start, start + frameLength);
    },
  };
}
