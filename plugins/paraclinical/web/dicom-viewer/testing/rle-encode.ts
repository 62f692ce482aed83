// An RLE Lossless frame written by hand for tests (DICOM PS3.5 Annex G): one PackBits segment per byte plane, with
// both runs and literals, after the 64-byte header of segment offsets.

/** PackBits: runs of 3 or more equal bytes as a repeat, the rest as literals of at most 128 bytes. */
function packBits(plane: Uint8Array): number[] {
  const out: number[] = [];
  let at = 0;
  while (at < plane.length) {
    let run = 1;
    while (at + run < plane.length && run < 128 && plane[at + run] === plane[at]) run++;
    if (run >= 3) {
      out.push(257 - run, plane[at]!);
      at += run;
      continue;
    }
    const start = at;
    while (at < plane.length && at - start < 128) {
      if (at + 2 < plane.length && plane[at] === plane[at + 1] && plane[at] === plane[at + 2]) break;
      at++;
    }
    out.push(at - start - 1, ...plane.subarray(start, at));
  }
  return out;
}

/** A frame of little-endian samples, interleaved pixel by pixel, as RLE Lossless. */
export function encodeRle(samples: Uint8Array, pixels: number, samplesPerPixel: number, bytesPerSample: number): Uint8Array {
  const segments: number[][] = [];
  for (let sample = 0; sample < samplesPerPixel; sample++) {
    for (let byte = bytesPerSample - 1; byte >= 0; byte--) {
      const plane = new Uint8Array(pixels);
      for (let pixel = 0; pixel < pixels; pixel++) plane[pixel] = samples[(pixel * samplesPerPixel + sample) * bytesPerSample + byte]!;
      const packed = packBits(plane);
      // Each segment an even length, as encoders write them.
      if (packed.length % 2 === 1) packed.push(0x80);
      segments.push(packed);
    }
  }
  const header = new DataView(new ArrayBuffer(64));
  header.setUint32(0, segments.length, true);
  let offset = 64;
  segments.forEach((segment, index) => {
    header.setUint32(4 + index * 4, offset, true);
    offset += segment.length;
  });
  return Uint8Array.from([...new Uint8Array(header.buffer), ...segments.flat()]);
}

/** Little-endian bytes of 8- or 16-bit samples (negative values as two's complement). */
export function littleEndian(values: ArrayLike<number>, bytesPerSample: number): Uint8Array {
  const out = new Uint8Array(values.length * bytesPerSample);
  for (let index = 0; index < values.length; index++) {
    out[index * bytesPerSample] = values[index]! & 0xff;
    if (bytesPerSample === 2) out[index * 2 + 1] = (values[index]! >> 8) & 0xff;
  }
  return out;
}
