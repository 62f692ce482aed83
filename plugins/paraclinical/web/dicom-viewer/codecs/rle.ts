// RLE Lossless (DICOM PS3.5 Annex G): a frame is a 64-byte header (the number of segments and their offsets) and one
// PackBits segment per byte plane, most significant byte of each sample first, sample by sample. Decoded here into
// the layout of uncompressed pixel data: little endian, samples interleaved pixel by pixel.

export class RleError extends Error {
  override name = 'RleError';
}

const HEADER_LENGTH = 64;
const MAX_SEGMENTS = 15;

/** One PackBits segment into `out` at every `stride`-th byte from `start`; the number of bytes written. */
function unpackSegment(data: Uint8Array, from: number, to: number, out: Uint8Array, start: number, stride: number, count: number): number {
  let written = 0;
  let at = from;
  while (at < to && written < count) {
    const header = data[at++]!;
    if (header < 128) {
      // A literal run of header + 1 bytes.
      const length = Math.min(header + 1, to - at, count - written);
      for (let index = 0; index < length; index++) out[start + (written + index) * stride] = data[at + index]!;
      at += header + 1;
      written += length;
    } else if (header > 128) {
      // The next byte repeated 257 - header times; 128 is a no-op.
      if (at >= to) break;
      const value = data[at++]!;
      const length = Math.min(257 - header, count - written);
      for (let index = 0; index < length; index++) out[start + (written + index) * stride] = value;
      written += length;
    }
  }
  return written;
}

/**
 * A frame of `pixels` pixels with `samples` samples of `bytesPerSample` bytes each, decoded into little-endian bytes,
 * samples interleaved (what Planar Configuration 0 holds). Throws RleError for a frame that does not hold it.
 */
export function decodeRle(frame: Uint8Array, pixels: number, samples: number, bytesPerSample: number): Uint8Array {
  if (frame.length < HEADER_LENGTH) throw new RleError('RLE frame shorter than its header');
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const segments = view.getUint32(0, true);
  const expected = samples * bytesPerSample;
  if (segments !== expected || segments > MAX_SEGMENTS) throw new RleError(`RLE frame has ${segments} segments, ${expected} expected`);
  const offsets = Array.from({ length: segments }, (_, index) => view.getUint32(4 + index * 4, true));
  const out = new Uint8Array(pixels * expected);
  for (let segment = 0; segment < segments; segment++) {
    const from = offsets[segment]!;
    const to = segment + 1 < segments ? offsets[segment + 1]! : frame.length;
    if (from < HEADER_LENGTH || to > frame.length || from > to) throw new RleError(`RLE segment ${segment + 1} lies outside its frame`);
    const sample = Math.floor(segment / bytesPerSample);
    // Segments run from the most significant byte; little endian puts that byte last.
    const byte = bytesPerSample - 1 - (segment % bytesPerSample);
    const written = unpackSegment(frame, from, to, out, sample * bytesPerSample + byte, expected, pixels);
    if (written < pixels) throw new RleError(`RLE segment ${segment + 1} holds ${written} of ${pixels} bytes`);
  }
  return out;
}
