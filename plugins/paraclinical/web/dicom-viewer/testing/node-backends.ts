// The viewer's codecs in Node for tests: the same CharLS and OpenJPEG WebAssembly decoders the browser loads, read
// from their packages, and jpeg-js standing in for the browser's own JPEG decoder.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decode as decodeJpeg } from 'jpeg-js';
import type { CharLSLibrary, CodecBackends, OpenJPEGLibrary } from '../codecs/codec-backends';

const require = createRequire(import.meta.url);
type Factory<T> = (options: { wasmBinary: Uint8Array; print: () => void; printErr: () => void }) => Promise<T>;

function wasmLibrary<T>(glue: string, binary: string): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= (require(glue) as Factory<T>)({ wasmBinary: readFileSync(require.resolve(binary)), print: () => undefined, printErr: () => undefined }));
}

export const nodeBackends: CodecBackends = {
  jpegImage: async (data) => {
    const { width, height, data: rgba } = decodeJpeg(data, { useTArray: true, formatAsRGBA: true });
    return { width, height, rgba };
  },
  charls: wasmLibrary<CharLSLibrary>('@cornerstonejs/codec-charls/decodewasmjs', '@cornerstonejs/codec-charls/decodewasm'),
  openjpeg: wasmLibrary<OpenJPEGLibrary>('@cornerstonejs/codec-openjpeg/decodewasmjs', '@cornerstonejs/codec-openjpeg/decodewasm'),
};

/** Backends that fail, as a browser that refuses WebAssembly would. */
export const failingBackends: CodecBackends = {
  jpegImage: () => Promise.reject(new Error('no JPEG decoder')),
  charls: () => Promise.reject(new Error('WebAssembly refused')),
  openjpeg: () => Promise.reject(new Error('WebAssembly refused')),
};
