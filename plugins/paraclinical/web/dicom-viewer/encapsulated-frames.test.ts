// Which fragments make up each frame of encapsulated pixel data: by the offset table, one per frame, or by where each
// codestream starts; a count that does not add up is refused.
import { describe, expect, it } from 'vitest';
import { fragmentsByFrame, frameBytes, FramesError, type Fragment } from './encapsulated-frames';

/** Fragments laid one after another in a file, each with its 8-byte item header. */
function laidOut(parts: number[][]): { bytes: Uint8Array; fragments: Fragment[] } {
  const bytes: number[] = [];
  const fragments: Fragment[] = [];
  for (const part of parts) {
    fragments.push({ offset: bytes.length, position: bytes.length + 8, length: part.length });
    bytes.push(0xfe, 0xff, 0x00, 0xe0, part.length, 0, 0, 0, ...part);
  }
  return { bytes: Uint8Array.from(bytes), fragments };
}

const JPEG_START = [0xff, 0xd8];
const J2K_START = [0xff, 0x4f];
const framesOf = (bytes: Uint8Array, groups: Fragment[][]) => groups.map((group) => Array.from(frameBytes(bytes, group)));

describe('fragmentsByFrame', () => {
  it('joins every fragment of a single frame', () => {
    const { bytes, fragments } = laidOut([[...JPEG_START, 1, 2], [3, 4]]);
    expect(framesOf(bytes, fragmentsByFrame(bytes, fragments, [], 1, 'jpeg-baseline'))).toEqual([[0xff, 0xd8, 1, 2, 3, 4]]);
  });

  it('follows the basic offset table, two fragments for the first frame and one for the second', () => {
    const { bytes, fragments } = laidOut([[1, 2], [3, 4], [5, 6]]);
    expect(framesOf(bytes, fragmentsByFrame(bytes, fragments, [0, 20], 2, 'rle'))).toEqual([[1, 2, 3, 4], [5, 6]]);
  });

  it('takes one fragment per frame when there are as many as frames and no table', () => {
    const { bytes, fragments } = laidOut([[1, 2], [3, 4], [5, 6]]);
    expect(framesOf(bytes, fragmentsByFrame(bytes, fragments, [], 3, 'rle'))).toEqual([[1, 2], [3, 4], [5, 6]]);
  });

  it.each([
    ['JPEG by its start of image', 'jpeg-ls', JPEG_START],
    ['JPEG 2000 by its start of codestream', 'jpeg-2000', J2K_START],
  ] as const)('finds the frames of %s when fragments outnumber frames without a table', (_case, codec, start) => {
    const { bytes, fragments } = laidOut([[...start, 1, 2], [3, 4], [...start, 5, 6], [7, 8], [9, 10]]);
    expect(framesOf(bytes, fragmentsByFrame(bytes, fragments, [], 2, codec))).toEqual([[...start, 1, 2, 3, 4], [...start, 5, 6, 7, 8, 9, 10]]);
  });

  it.each([
    ['no fragment at all', [], [], 1, 'jpeg-baseline'],
    ['an offset table of another length than the frames', [[1, 2], [3, 4]], [0], 2, 'rle'],
    ['more RLE fragments than frames without a table', [[1, 2], [3, 4], [5, 6]], [], 2, 'rle'],
    ['fewer codestreams than frames', [[...JPEG_START, 1, 2], [3, 4], [5, 6]], [], 2, 'jpeg-baseline'],
  ] as const)('refuses %s', (_case, parts, table, frames, codec) => {
    const { bytes, fragments } = laidOut(parts.map((part) => [...part]));
    expect(() => fragmentsByFrame(bytes, fragments, table, frames, codec)).toThrow(FramesError);
  });

  it('refuses a fragment that runs past the end of the file', () => {
    const { bytes, fragments } = laidOut([[1, 2, 3, 4]]);
    expect(() => frameBytes(bytes.subarray(0, 10), fragments)).toThrow(FramesError);
  });
});
