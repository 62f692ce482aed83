// Small DICOM Part 10 files written for tests (no downloads): a monochrome or colour image with the attributes the
// viewer reads, in Implicit or Explicit VR Little Endian, or with encapsulated pixel data under a compressed syntax
// (the frames' compressed bytes given, in one or more fragments, with or without a basic offset table).
import { EXPLICIT_VR_LITTLE_ENDIAN, IMPLICIT_VR_LITTLE_ENDIAN } from '../transfer-syntax';

export interface SyntheticDicomOptions {
  rows: number;
  columns: number;
  /** Stored values, frame after frame (three per pixel for RGB). */
  values: ArrayLike<number>;
  bitsAllocated?: 8 | 16;
  /** BitsStored, all the allocated bits by default. */
  bitsStored?: number;
  signed?: boolean;
  photometric?: 'MONOCHROME1' | 'MONOCHROME2' | 'RGB' | 'YBR_FULL' | 'YBR_FULL_422' | 'YBR_RCT' | 'PALETTE COLOR';
  /** Colour stored plane by plane (Planar Configuration 1). */
  planar?: boolean;
  frames?: number;
  transferSyntax?: string;
  modality?: string;
  seriesNumber?: number;
  seriesDescription?: string;
  instanceNumber?: number;
  position?: readonly number[];
  orientation?: readonly number[];
  window?: { center: number; width: number };
  slope?: number;
  intercept?: number;
  /** Written so a test can check the viewer never shows it. */
  patientName?: string;
  /**
   * Encapsulated pixel data under a compressed syntax: each frame's compressed bytes, in fragments of at most
   * `fragmentSize` bytes, with a basic offset table when `offsetTable`. Without it a compressed syntax carries the raw
   * values in one fragment (not decodable: a file to name, not to show).
   */
  encapsulated?: { frames: readonly Uint8Array[]; fragmentSize?: number; offsetTable?: boolean };
}

const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'OF', 'SQ', 'UT', 'UN']);
const SECONDARY_CAPTURE = '1.2.840.10008.5.1.4.1.1.7';

class Writer {
  private parts: number[] = [];
  constructor(private readonly explicit: boolean) {}

  get length() {
    return this.parts.length;
  }

  bytes(values: ArrayLike<number>) {
    for (let index = 0; index < values.length; index++) this.parts.push(values[index]! & 0xff);
  }

  uint16(value: number) {
    this.bytes([value & 0xff, (value >> 8) & 0xff]);
  }

  uint32(value: number) {
    this.bytes([value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff]);
  }

  header(group: number, element: number, vr: string, length: number) {
    this.uint16(group);
    this.uint16(element);
    if (!this.explicit) return this.uint32(length);
    this.bytes([vr.charCodeAt(0), vr.charCodeAt(1)]);
    if (LONG_LENGTH_VRS.has(vr)) {
      this.uint16(0);
      this.uint32(length);
    } else this.uint16(length);
  }

  text(group: number, element: number, vr: string, value: string) {
    const padded = value.length % 2 === 0 ? value : value + (vr === 'UI' ? '\0' : ' ');
    this.header(group, element, vr, padded.length);
    this.bytes(Array.from(padded, (character) => character.charCodeAt(0)));
  }

  us(group: number, element: number, value: number) {
    this.header(group, element, 'US', 2);
    this.uint16(value);
  }

  raw(group: number, element: number, vr: string, data: number[]) {
    this.header(group, element, vr, data.length);
    this.bytes(data);
  }

  result(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

const decimal = (values: readonly number[]) => values.map((value) => String(value)).join('\\');

export function syntheticDicom(options: SyntheticDicomOptions): Uint8Array {
  const syntax = options.transferSyntax ?? EXPLICIT_VR_LITTLE_ENDIAN;
  const compressed = syntax !== IMPLICIT_VR_LITTLE_ENDIAN && syntax !== EXPLICIT_VR_LITTLE_ENDIAN;
  const bits = options.bitsAllocated ?? 16;
  const photometric = options.photometric ?? 'MONOCHROME2';
  const samples = photometric === 'MONOCHROME1' || photometric === 'MONOCHROME2' || photometric === 'PALETTE COLOR' ? 1 : 3;
  const instanceUid = `1.2.826.0.1.3680043.10.1.${options.seriesNumber ?? 1}.${options.instanceNumber ?? 1}`;

  // The meta header is always explicit VR little endian, with its group length first.
  const meta = new Writer(true);
  meta.raw(0x0002, 0x0001, 'OB', [0, 1]);
  meta.text(0x0002, 0x0002, 'UI', SECONDARY_CAPTURE);
  meta.text(0x0002, 0x0003, 'UI', instanceUid);
  meta.text(0x0002, 0x0010, 'UI', syntax);
  meta.text(0x0002, 0x0012, 'UI', '1.2.826.0.1.3680043.10.1');
  const metaBytes = meta.result();

  const body = new Writer(syntax !== IMPLICIT_VR_LITTLE_ENDIAN);
  body.text(0x0008, 0x0016, 'UI', SECONDARY_CAPTURE);
  body.text(0x0008, 0x0018, 'UI', instanceUid);
  body.text(0x0008, 0x0060, 'CS', options.modality ?? 'OT');
  if (options.seriesDescription !== undefined) body.text(0x0008, 0x103e, 'LO', options.seriesDescription);
  body.text(0x0010, 0x0010, 'PN', options.patientName ?? 'Anonymous');
  body.text(0x0020, 0x000e, 'UI', `1.2.826.0.1.3680043.10.2.${options.seriesNumber ?? 1}`);
  if (options.seriesNumber !== undefined) body.text(0x0020, 0x0011, 'IS', String(options.seriesNumber));
  if (options.instanceNumber !== undefined) body.text(0x0020, 0x0013, 'IS', String(options.instanceNumber));
  if (options.position) body.text(0x0020, 0x0032, 'DS', decimal(options.position));
  if (options.orientation) body.text(0x0020, 0x0037, 'DS', decimal(options.orientation));
  body.us(0x0028, 0x0002, samples);
  body.text(0x0028, 0x0004, 'CS', photometric);
  if (samples === 3) body.us(0x0028, 0x0006, options.planar ? 1 : 0);
  if ((options.frames ?? 1) > 1) body.text(0x0028, 0x0008, 'IS', String(options.frames));
  body.us(0x0028, 0x0010, options.rows);
  body.us(0x0028, 0x0011, options.columns);
  body.us(0x0028, 0x0100, bits);
  body.us(0x0028, 0x0101, options.bitsStored ?? bits);
  body.us(0x0028, 0x0102, (options.bitsStored ?? bits) - 1);
  body.us(0x0028, 0x0103, options.signed ? 1 : 0);
  if (options.window) {
    body.text(0x0028, 0x1050, 'DS', String(options.window.center));
    body.text(0x0028, 0x1051, 'DS', String(options.window.width));
  }
  if (options.intercept !== undefined) body.text(0x0028, 0x1052, 'DS', String(options.intercept));
  if (options.slope !== undefined) body.text(0x0028, 0x1053, 'DS', String(options.slope));

  const pixels: number[] = [];
  for (let index = 0; index < options.values.length; index++) {
    const value = options.values[index]!;
    if (bits === 8) pixels.push(value & 0xff);
    else pixels.push(value & 0xff, (value >> 8) & 0xff);
  }
  if (pixels.length % 2 === 1) pixels.push(0);
  if (compressed) {
    // Encapsulated: an undefined length, the offset table (maybe empty), the fragments, the sequence delimiter.
    const frames = options.encapsulated?.frames ?? [Uint8Array.from(pixels)];
    const size = options.encapsulated?.fragmentSize ?? Infinity;
    const fragments = frames.map((frame) => {
      const even = frame.length % 2 === 0 ? frame : Uint8Array.from([...frame, 0]);
      const parts: Uint8Array[] = [];
      for (let at = 0; at < even.length; at += size) parts.push(even.subarray(at, Math.min(even.length, at + size)));
      return parts.map((part) => (part.length % 2 === 0 ? part : Uint8Array.from([...part, 0])));
    });
    const starts: number[] = [];
    let offset = 0;
    for (const parts of fragments) {
      starts.push(offset);
      for (const part of parts) offset += 8 + part.length;
    }
    body.header(0x7fe0, 0x0010, 'OB', 0xffffffff);
    const table = options.encapsulated?.offsetTable ? starts : [];
    body.uint16(0xfffe); body.uint16(0xe000); body.uint32(table.length * 4);
    for (const start of table) body.uint32(start);
    for (const part of fragments.flat()) {
      body.uint16(0xfffe); body.uint16(0xe000); body.uint32(part.length); body.bytes(part);
    }
    body.uint16(0xfffe); body.uint16(0xe0dd); body.uint32(0);
  } else body.raw(0x7fe0, 0x0010, bits === 8 ? 'OB' : 'OW', pixels);
  const bodyBytes = body.result();

  const file = new Uint8Array(128 + 4 + 12 + metaBytes.length + bodyBytes.length);
  file.set([0x44, 0x49, 0x43, 0x4d], 128);
  const groupLength = new Writer(true);
  groupLength.header(0x0002, 0x0000, 'UL', 4);
  groupLength.uint32(metaBytes.length);
  file.set(groupLength.result(), 132);
  file.set(metaBytes, 144);
  file.set(bodyBytes, 144 + metaBytes.length);
  return file;
}

/** A gradient across the image, from `low` at the left to `high` at the right, one frame. */
export function gradient(rows: number, columns: number, low: number, high: number): number[] {
  return Array.from({ length: rows * columns }, (_, index) => Math.round(low + ((high - low) * (index % columns)) / Math.max(1, columns - 1)));
}
