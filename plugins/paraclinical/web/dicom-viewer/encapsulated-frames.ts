// The compressed frames of encapsulated pixel data (DICOM PS3.5 A.4): which fragments make up each frame, by the
// Basic Offset Table when the file has one, else one fragment per frame, else by where a frame's codestream starts.

import type { Codec } from './transfer-syntax';

export interface Fragment {
  /** Where its item starts, counted from the first fragment's item (what the offset table holds). */
  offset: number;
  /** Where its bytes start in the file, and how many. */
  position: number;
  length: number;
}

/** The fragments of each frame do not add up to the file's number of frames. */
export class FramesError extends Error {
  override name = 'FramesError';
}

/** Whether a fragment starts a frame of this codec: JPEG's SOI, a JPEG 2000 codestream's SOC or a JP2 box. */
function startsFrame(bytes: Uint8Array, fragment: Fragment, codec: Codec): boolean {
  const at = fragment.position;
  if (fragment.length < 2) return false;
  const [a, b] = [bytes[at], bytes[at + 1]];
  if (codec === 'jpeg-2000') return (a === 0xff && b === 0x4f) || (fragment.length >= 8 && bytes[at + 4] === 0x6a && bytes[at + 5] === 0x50 && bytes[at + 6] === 0x20 && bytes[at + 7] === 0x20);
  return a === 0xff && b === 0xd8;
}

/** The fragments of each frame, in order. */
export function fragmentsByFrame(bytes: Uint8Array, fragments: readonly Fragment[], offsetTable: readonly number[], frames: number, codec: Codec): Fragment[][] {
  if (fragments.length === 0) throw new FramesError('no fragments');
  if (frames === 1) return [[...fragments]];
  if (offsetTable.length > 0) {
    if (offsetTable.length !== frames) throw new FramesError(`offset table of ${offsetTable.length} for ${frames} frames`);
    return offsetTable.map((start, frame) => {
      const end = frame + 1 < frames ? offsetTable[frame + 1]! : Infinity;
      const own = fragments.filter((fragment) => fragment.offset >= start && fragment.offset < end);
      if (own.length === 0) throw new FramesError(`frame ${frame + 1} has no fragment`);
      return own;
    });
  }
  if (fragments.length === frames) return fragments.map((fragment) => [fragment]);
  // No table and more fragments than frames: RLE has one per frame by the standard; the others start each frame with
  // their codestream's marker.
  if (codec === 'rle') throw new FramesError(`${fragments.length} RLE fragments for ${frames} frames`);
  const grouped: Fragment[][] = [];
  for (const fragment of fragments) {
    if (grouped.length === 0 || startsFrame(bytes, fragment, codec)) grouped.push([fragment]);
    else grouped[grouped.length - 1]!.push(fragment);
  }
  if (grouped.length !== frames) throw new FramesError(`${grouped.length} codestreams for ${frames} frames`);
  return grouped;
}

/** A frame's bytes: its fragment itself, or its fragments joined. */
export function frameBytes(bytes: Uint8Array, fragments: readonly Fragment[]): Uint8Array {
  for (const fragment of fragments) {
    if (fragment.position + fragment.length > bytes.length) throw new FramesError('fragment beyond the end of the file');
  }
  if (fragments.length === 1) return bytes.subarray(fragments[0]!.position, fragments[0]!.position + fragments[0]!.length);
  const joined = new Uint8Array(fragments.reduce((sum, fragment) => sum + fragment.length, 0));
  let at = 0;
  for (const fragment of fragments) {
    joined.set(bytes.subarray(fragment.position, fragment.position + fragment.length), at);
    at += fragment.length;
  }
  return joined;
}
