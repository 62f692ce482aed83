// The viewer's codecs in the browser: 8-bit JPEG through the browser's own decoder, and the CharLS and OpenJPEG
// WebAssembly builds (cornerstone's, MIT) each in a chunk of its own, loaded the first time a file needs it, with its
// binary inlined in the chunk (nothing fetched beside it; the page's policy allows WebAssembly to compile).
import type { CharLSLibrary, CodecBackends, OpenJPEGLibrary, RgbaImage } from './codec-backends';

/** A loader run once; a failed load is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

// The codecs' progress lines are not for the console of a user's browser; a failure surfaces as an exception.
const quiet = { print: () => undefined, printErr: () => undefined };

const charls = once(async (): Promise<CharLSLibrary> => {
  const [{ default: factory }, { default: wasmBinary }] = await Promise.all([
    import('@cornerstonejs/codec-charls/decodewasmjs'),
    import('@cornerstonejs/codec-charls/decodewasm'),
  ]);
  return factory({ ...quiet, wasmBinary });
});

const openjpeg = once(async (): Promise<OpenJPEGLibrary> => {
  const [{ default: factory }, { default: wasmBinary }] = await Promise.all([
    import('@cornerstonejs/codec-openjpeg/decodewasmjs'),
    import('@cornerstonejs/codec-openjpeg/decodewasm'),
  ]);
  return factory({ ...quiet, wasmBinary });
});

/** The browser's JPEG decoder, with no colour management, read back from a canvas. */
async function jpegImage(data: Uint8Array): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(new Blob([data as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  try {
    const { width, height } = bitmap;
    const canvas = typeof OffscreenCanvas === 'undefined' ? Object.assign(document.createElement('canvas'), { width, height }) : new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    return { width, height, rgba: context.getImageData(0, 0, width, height).data };
  } finally {
    bitmap.close();
  }
}

export const browserBackends: CodecBackends = { jpegImage, charls, openjpeg };
