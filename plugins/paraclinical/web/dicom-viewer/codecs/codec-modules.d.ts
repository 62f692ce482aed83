// Types of the codec packages the viewer loads, which ship none: jpeg-lossless-decoder-js names a declaration file it
// does not contain, and the CharLS and OpenJPEG builds are Emscripten modules (a factory) and their WebAssembly
// binaries, which the host's bundle inlines as bytes.

declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    xDim: number;
    yDim: number;
    numComp: number;
    decode(buffer: ArrayBuffer, offset?: number, length?: number, numBytes?: number): Uint8Array | Uint16Array | null;
  }
}

interface EmscriptenCodecOptions {
  /** The module's WebAssembly binary, given rather than fetched. */
  wasmBinary?: Uint8Array | ArrayBuffer;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const factory: (options?: EmscriptenCodecOptions) => Promise<import('./codec-backends').CharLSLibrary>;
  export default factory;
}

declare module '@cornerstonejs/codec-charls/decodewasm' {
  const bytes: Uint8Array;
  export default bytes;
}

declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const factory: (options?: EmscriptenCodecOptions) => Promise<import('./codec-backends').OpenJPEGLibrary>;
  export default factory;
}

declare module '@cornerstonejs/codec-openjpeg/decodewasm' {
  const bytes: Uint8Array;
  export default bytes;
}
