// A DICOM file read for display with dicom-parser (cornerstone's parser, MIT): the image's geometry, pixel format,
// modality LUT, window and where it sits in its series, read at once; each frame's stored values decoded when asked
// (uncompressed, or by the codec of its transfer syntax) and kept for a while. Only what the viewer shows is read; the
// patient's data is never. A file or a frame the viewer cannot show says why by a message key.
import * as parserModule from 'dicom-parser';
import type { DataSet, Element } from 'dicom-parser';
import type { CodecBackends } from './codecs/codec-backends';
import { decodeFrame, type FrameShape, type Samples } from './codecs/decode-frame';
import { fragmentsByFrame, frameBytes, FramesError, type Fragment } from './encapsulated-frames';
import { transferSyntaxOf, type Codec, type TransferSyntax } from './transfer-syntax';
import type { Window } from './window-level';

// The package is a UMD bundle: its exports sit under `default` when a bundler or Node wraps it as an ES module.
const dicomParser = ((parserModule as unknown as { default?: typeof parserModule }).default ?? parserModule) as typeof parserModule;

/** Why a file or a frame cannot be shown: a message key of the viewer and its values. */
export class DicomReadError extends Error {
  override name = 'DicomReadError';
  constructor(readonly key: string, readonly params: Record<string, string | number> = {}) {
    super(key);
  }
}

/** How the viewer shows the samples: grey (MONOCHROME1 shows low values white) or colour, after any conversion. */
export type Photometric = 'MONOCHROME1' | 'MONOCHROME2' | 'RGB';

/** A frame's stored values (one per pixel; red, green and blue interleaved for colour) and its range after the LUT. */
export interface Frame {
  values: ArrayLike<number>;
  min: number;
  max: number;
}

export interface DicomImage {
  rows: number;
  columns: number;
  frames: number;
  photometric: Photometric;
  slope: number;
  intercept: number;
  /** The file's own window (its first one), when it has one. */
  window: Window | null;
  instanceNumber: number | null;
  position: readonly number[] | null;
  orientation: readonly number[] | null;
  seriesNumber: number | null;
  seriesDescription: string;
  modality: string;
  transferSyntax: TransferSyntax;
  /** A frame (0-based, clamped), decoded on first use; refused with a DicomReadError when its codec cannot. */
  frame(index: number): Promise<Frame>;
}

/** How many decoded frames an image keeps: a long cine loop is decoded again when scrolled back to. */
const KEPT_FRAMES = 48;

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

/**
 * What colour samples become: `rgb` as they are (or as the codec converted them), `ybr` converted here from YBR_FULL;
 * null for a colour model the viewer does not show (palette, subsampled YBR kept as such).
 */
function colourModel(photometric: string, codec: Codec): 'rgb' | 'ybr' | null {
  if (photometric === 'RGB') return 'rgb';
  // The browser's JPEG decoder and OpenJPEG turn their YCbCr back into RGB themselves.
  if (photometric === 'YBR_FULL') return codec === 'jpeg-baseline' ? 'rgb' : 'ybr';
  if (photometric === 'YBR_FULL_422' || photometric === 'YBR_PARTIAL_420') return codec === 'jpeg-baseline' ? 'rgb' : null;
  if (photometric === 'YBR_RCT' || photometric === 'YBR_ICT') return codec === 'jpeg-2000' ? 'rgb' : null;
  return null;
}

/** Stored values with bits above BitsStored masked (unsigned) or sign-extended (signed). */
function storedValues(raw: Samples, bitsStored: number, signed: boolean): ArrayLike<number> {
  const bits = raw instanceof Uint16Array ? 16 : 8;
  if (bitsStored >= bits && !signed) return raw;
  if (bitsStored >= bits) return bits === 16 ? new Int16Array(raw.buffer, raw.byteOffset, raw.length) : new Int8Array(raw.buffer, raw.byteOffset, raw.length);
  const shift = 32 - bitsStored;
  const mask = (1 << bitsStored) - 1;
  const values = new Int32Array(raw.length);
  for (let index = 0; index < raw.length; index++) values[index] = signed ? ((raw[index]! & mask) << shift) >> shift : raw[index]! & mask;
  return values;
}

/** RGB samples interleaved pixel by pixel, from planes (Planar Configuration 1) or YBR_FULL (PS3.3 C.7.6.3.1.2). */
function rgbValues(raw: Samples, pixels: number, planar: boolean, model: 'rgb' | 'ybr'): Uint8Array {
  const out = new Uint8Array(pixels * 3);
  for (let pixel = 0; pixel < pixels; pixel++) {
    const at = (sample: number) => raw[planar ? sample * pixels + pixel : pixel * 3 + sample]!;
    const [a, b, c] = [at(0), at(1), at(2)];
    const to = pixel * 3;
    if (model === 'rgb') {
      out[to] = a;
      out[to + 1] = b;
      out[to + 2] = c;
    } else {
      const clamp = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
      out[to] = clamp(a + 1.402 * (c - 128));
      out[to + 1] = clamp(a - 0.344136 * (b - 128) - 0.714136 * (c - 128));
      out[to + 2] = clamp(a + 1.772 * (b - 128));
    }
  }
  return out;
}

function rangeOf(values: ArrayLike<number>, slope: number, intercept: number): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let index = 0; index < values.length; index++) {
    const value = values[index]! * slope + intercept;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}

interface PixelSource {
  /** A frame's samples as uncompressed data holds them. */
  samples(frame: number): Promise<Samples>;
  /** Colour planes stored one after another (uncompressed only; the codecs give samples interleaved). */
  planar: boolean;
}

/** Uncompressed frames: the file's bytes themselves, little endian, checked to be all there. */
function nativeSource(bytes: Uint8Array, pixelData: Element, shape: FrameShape, frames: number, planar: boolean): PixelSource {
  const bytesPerFrame = shape.rows * shape.columns * shape.samples * (shape.bitsAllocated / 8);
  if (pixelData.length < bytesPerFrame * frames || pixelData.dataOffset + bytesPerFrame * frames > bytes.length) throw new DicomReadError('paraclinical.web.dicom.truncated');
  return {
    planar,
    samples: async (frame) => {
      // A copy: typed arrays need an aligned start.
      const start = pixelData.dataOffset + frame * bytesPerFrame;
      const copy = bytes.slice(start, start + bytesPerFrame);
      return shape.bitsAllocated === 16 ? new Uint16Array(copy.buffer) : copy;
    },
  };
}

/** Encapsulated frames: each frame's fragments found now, decoded by the codec when asked. */
function encapsulatedSource(bytes: Uint8Array, pixelData: Element, shape: FrameShape, frames: number, syntax: TransferSyntax, backends: CodecBackends): PixelSource {
  const codec = syntax.codec as Exclude<Codec, 'native'>;
  const element = pixelData as Element & { encapsulatedPixelData?: boolean; basicOffsetTable?: number[]; fragments?: Fragment[] };
  if (!element.encapsulatedPixelData) throw new DicomReadError('paraclinical.web.dicom.unreadable');
  let byFrame: Fragment[][];
  try {
    byFrame = fragmentsByFrame(bytes, element.fragments ?? [], element.basicOffsetTable ?? [], frames, codec);
  } catch (error) {
    if (error instanceof FramesError) throw new DicomReadError('paraclinical.web.dicom.frames', { name: syntax.name, frames });
    throw error;
  }
  return {
    planar: false,
    samples: async (frame) => {
      try {
        const decoded = await decodeFrame(codec, frameBytes(bytes, byFrame[frame]!), shape, backends);
        if (decoded.length < shape.rows * shape.columns * shape.samples) throw new Error('frame too short');
        return decoded;
      } catch {
        throw new DicomReadError('paraclinical.web.dicom.decodeFailed', { name: syntax.name, frame: frame + 1 });
      }
    },
  };
}

export function readDicomImage(bytes: Uint8Array, backends: CodecBackends): DicomImage {
  const dataSet = parsed(bytes);
  const transferSyntax = transferSyntaxOf(dataSet.string('x00020010'));
  if (!transferSyntax.supported || !transferSyntax.codec) throw new DicomReadError('paraclinical.web.dicom.compressed', { name: transferSyntax.name, uid: transferSyntax.uid });
  const codec = transferSyntax.codec;
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
  const colour = samples === 3 && bitsAllocated === 8 ? colourModel(photometric, codec) : null;
  if (!monochrome && !colour) throw new DicomReadError('paraclinical.web.dicom.pixelFormat', { name: `${photometric} ${bitsAllocated} bit` });
  // The browser decodes 8-bit JPEG only: JPEG Extended's 12-bit images stay named.
  if (codec === 'jpeg-baseline' && (bitsAllocated !== 8 || bitsStored > 8)) {
    throw new DicomReadError('paraclinical.web.dicom.compressed', { name: `${transferSyntax.name} ${bitsStored} bit`, uid: transferSyntax.uid });
  }

  const shape: FrameShape = { rows, columns, samples, bitsAllocated };
  const planar = samples === 3 && dataSet.uint16('x00280006') === 1;
  const source = codec === 'native' ? nativeSource(bytes, pixelData, shape, frames, planar) : encapsulatedSource(bytes, pixelData, shape, frames, transferSyntax, backends);
  const slope = finite(dataSet.floatString('x00281053'), 1) || 1;
  const intercept = finite(dataSet.floatString('x00281052'), 0);

  const decoded = new Map<number, Promise<Frame>>();
  const decode = async (index: number): Promise<Frame> => {
    const raw = await source.samples(index);
    if (colour) return { values: rgbValues(raw, rows * columns, source.planar, colour), min: 0, max: 255 };
    const values = storedValues(raw.length > rows * columns ? raw.subarray(0, rows * columns) : raw, bitsStored, signed);
    return { values, ...rangeOf(values, slope, intercept) };
  };

  const center = dataSet.floatString('x00281050', 0);
  const width = dataSet.floatString('x00281051', 0);
  return {
    rows,
    columns,
    frames,
    photometric: colour ? 'RGB' : (photometric as Photometric),
    slope,
    intercept,
    window: typeof center === 'number' && Number.isFinite(center) && typeof width === 'number' && width >= 1 ? { center, width } : null,
    instanceNumber: dataSet.intString('x00200013') ?? null,
    position: numbersOf(dataSet, 'x00200032', 3),
    orientation: numbersOf(dataSet, 'x00200037', 6),
    seriesNumber: dataSet.intString('x00200011') ?? null,
    seriesDescription: dataSet.string('x0008103e') ?? '',
    modality: dataSet.string('x00080060') ?? '',
    transferSyntax,
    frame: (index) => {
      const frame = Math.min(Math.max(0, Math.trunc(index)), frames - 1);
      let pending = decoded.get(frame);
      if (pending) {
        // Most recently used last, so the oldest is let go first.
        decoded.delete(frame);
        decoded.set(frame, pending);
        return pending;
      }
      pending = decode(frame);
      decoded.set(frame, pending);
      // A failure is not kept: the frame is tried again when shown again.
      pending.catch(() => decoded.get(frame) === pending && decoded.delete(frame));
      if (decoded.size > KEPT_FRAMES) decoded.delete(decoded.keys().next().value!);
      return pending;
    },
  };
}
