// JPEG-LS and JPEG 2000 frames encoded in tests by the codecs' own full builds (CharLS and OpenJPEG, encoder
// included), and 8-bit JPEG by jpeg-js: nothing downloaded, every image made from values the test knows.
import { createRequire } from 'node:module';
import { encode as encodeJpeg } from 'jpeg-js';

const require = createRequire(import.meta.url);

interface FrameInfo {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
  isSigned?: boolean;
}

interface WasmEncoder {
  getDecodedBuffer(info: FrameInfo): Uint8Array;
  getEncodedBuffer(): Uint8Array;
  encode(): void;
  delete(): void;
  setNearLossless?(value: number): void;
  setInterleaveMode?(mode: number): void;
  setDecompositions?(levels: number): void;
  setQuality?(lossless: boolean, quantizationStep: number): void;
}

type Library = Record<string, new () => WasmEncoder>;
const libraries = new Map<string, Promise<Library>>();
const library = (glue: string) => {
  if (!libraries.has(glue)) libraries.set(glue, (require(glue) as (options: object) => Promise<Library>)({ print: () => undefined, printErr: () => undefined }));
  return libraries.get(glue)!;
};

async function encodeWith(glue: string, name: string, info: FrameInfo, samples: Uint8Array, configure: (encoder: WasmEncoder) => void): Promise<Uint8Array> {
  const encoder = new (await library(glue))[name]!();
  try {
    encoder.getDecodedBuffer(info).set(samples);
    configure(encoder);
    encoder.encode();
    return encoder.getEncodedBuffer().slice();
  } finally {
    encoder.delete();
  }
}

/** Little-endian samples, interleaved for colour, as JPEG-LS; `nearLossless` 0 is lossless; colour by `interleave`. */
export function encodeJpegLs(samples: Uint8Array, info: FrameInfo, { nearLossless = 0, interleave = 2 } = {}): Promise<Uint8Array> {
  return encodeWith('@cornerstonejs/codec-charls/wasmjs', 'JpegLSEncoder', info, samples, (encoder) => {
    encoder.setNearLossless?.(nearLossless);
    if (info.componentCount > 1) encoder.setInterleaveMode?.(interleave);
  });
}

/** Little-endian samples, interleaved for colour, as a lossless JPEG 2000 codestream (few levels: test images are small). */
export function encodeJpeg2000(samples: Uint8Array, info: FrameInfo): Promise<Uint8Array> {
  return encodeWith('@cornerstonejs/codec-openjpeg/wasmjs', 'J2KEncoder', info, samples, (encoder) => {
    encoder.setDecompositions?.(Math.max(0, Math.min(5, Math.floor(Math.log2(Math.min(info.width, info.height))) - 1)));
  });
}

/** 8-bit grey values (or RGB triples) as a baseline JPEG at the best quality. */
export function encodeJpegBaseline(values: ArrayLike<number>, rows: number, columns: number, colour = false): Uint8Array {
  const rgba = new Uint8Array(rows * columns * 4);
  for (let pixel = 0; pixel < rows * columns; pixel++) {
    for (let channel = 0; channel < 3; channel++) rgba[pixel * 4 + channel] = colour ? values[pixel * 3 + channel]! : values[pixel]!;
    rgba[pixel * 4 + 3] = 255;
  }
  return new Uint8Array(encodeJpeg({ data: rgba, width: columns, height: rows }, 100).data);
}
