// The RLE Lossless decoder against frames encoded in the test: grey 8- and 16-bit, colour, long runs and literals;
// and frames that do not hold what the file says, refused.
import { describe, expect, it } from 'vitest';
import { encodeRle, littleEndian } from '../testing/rle-encode';
import { decodeRle, RleError } from './rle';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof RleError ? error.message : `not an RleError: ${String(error)}`;
  }
  return null;
};

describe('decodeRle', () => {
  it.each([
    ['8-bit grey with runs and literals', [0, 0, 0, 0, 0, 7, 8, 9, 9, 9, 9, 255, 1, 2, 3, 3], 1, 1],
    ['16-bit grey, most significant byte first in the file', [0, 1, 255, 256, 4095, 65535, 32768, 1000], 1, 2],
    ['a long run past 128 bytes', Array.from({ length: 300 }, (_, index) => (index < 290 ? 42 : index)), 1, 1],
    ['literals past 128 bytes', Array.from({ length: 300 }, (_, index) => index % 251), 1, 1],
    ['RGB, one segment per colour, interleaved on output', [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9], 3, 1],
  ])('%s', (_case, values, samples, bytes) => {
    const raw = littleEndian(values, bytes);
    const pixels = values.length / samples;
    expect(Array.from(decodeRle(encodeRle(raw, pixels, samples, bytes), pixels, samples, bytes))).toEqual(Array.from(raw));
  });

  it('reads negative 16-bit values as their two\'s complement bytes', () => {
    const raw = littleEndian([-1024, -1, 0, 3071], 2);
    expect(Array.from(new Int16Array(decodeRle(encodeRle(raw, 4, 1, 2), 4, 1, 2).buffer))).toEqual([-1024, -1, 0, 3071]);
  });

  it.each([
    ['a frame shorter than its header', () => decodeRle(new Uint8Array(10), 4, 1, 1), /shorter than its header/],
    ['another number of segments than samples × bytes', () => decodeRle(encodeRle(new Uint8Array(8), 4, 1, 2), 4, 1, 1), /2 segments, 1 expected/],
    ['a segment that stops short of the frame', () => decodeRle(encodeRle(new Uint8Array(4), 4, 1, 1), 8, 1, 1), /holds 4 of 8 bytes/],
  ])('refuses %s', (_case, run, message) => {
    expect(refusal(run)).toMatch(message);
  });
});
