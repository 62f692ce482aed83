// What the compressed syntaxes are decoded with, beyond this folder's own JavaScript: the browser's JPEG decoder and
// the CharLS (JPEG-LS) and OpenJPEG (JPEG 2000) WebAssembly builds. The viewer loads them on first use
// (browser-backends.ts); tests give Node's.

/** A frame as an Emscripten codec wrapper decodes it: the bytes in the module's memory, valid until `delete`. */
export interface WasmFrameDecoder {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getDecodedBuffer(): Uint8Array;
  getFrameInfo(): { width: number; height: number; bitsPerSample: number; componentCount: number; isSigned?: boolean };
  delete(): void;
}

export interface CharLSLibrary {
  JpegLSDecoder: new () => WasmFrameDecoder & {
    /** 0: component by component, 1: line by line, 2: sample by sample. */
    getInterleaveMode(): number;
  };
}

export interface OpenJPEGLibrary {
  J2KDecoder: new () => WasmFrameDecoder;
}

/** An 8-bit image decoded to RGBA, four bytes a pixel. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Uint8Array | Uint8ClampedArray;
}

export interface CodecBackends {
  /** An 8-bit JPEG (baseline or extended) decoded to RGBA, colour converted from YCbCr where the file is. */
  jpegImage(data: Uint8Array): Promise<RgbaImage>;
  charls(): Promise<CharLSLibrary>;
  openjpeg(): Promise<OpenJPEGLibrary>;
}
