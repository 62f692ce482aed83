// A compressed frame decoded into its samples as the uncompressed syntax would hold them: unsigned 8- or 16-bit
// values, samples interleaved pixel by pixel. The caller masks BitsStored, sign-extends and converts colour.
import { Decoder as JpegLosslessDecoder } from 'jpeg-lossless-decoder-js';
import type { Codec } from '../transfer-syntax';
import type { CodecBackends, WasmFrameDecoder } from './codec-backends';
import { decodeRle } from './rle';

export interface FrameShape {
  rows: number;
  columns: number;
  samples: number;
  bitsAllocated: number;
}

/** A frame the codec could not decode, or decoded to another shape than the file says. */
export class FrameDecodeError extends Error {
  override name = 'FrameDecodeError';
}

export type Samples = Uint8Array | Uint16Array;

const aligned16 = (bytes: Uint8Array): Uint16Array => new Uint16Array(bytes.slice().buffer, 0, Math.floor(bytes.length / 2));

/** Samples stored sample by sample, from one plane per component or one line per component. */
function interleaved(values: Samples, shape: FrameShape, mode: 'plane' | 'line'): Samples {
  const { rows, columns, samples } = shape;
  const out = new (values instanceof Uint16Array ? Uint16Array : Uint8Array)(values.length);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      for (let sample = 0; sample < samples; sample++) {
        const from = mode === 'plane' ? sample * rows * columns + row * columns + column : (row * samples + sample) * columns + column;
        out[(row * columns + column) * samples + sample] = values[from]!;
      }
    }
  }
  return out;
}

function checkShape(width: number, height: number, components: number, shape: FrameShape): void {
  if (width !== shape.columns || height !== shape.rows || components !== shape.samples) {
    throw new FrameDecodeError(`decoded ${width}×${height}×${components}, the file says ${shape.columns}×${shape.rows}×${shape.samples}`);
  }
}

/** Runs an Emscripten decoder on a frame and copies its pixels out of the module's memory before freeing it. */
function withWasmDecoder<T extends WasmFrameDecoder, R>(decoder: T, data: Uint8Array, read: (decoder: T) => R): R {
  try {
    decoder.getEncodedBuffer(data.length).set(data);
    decoder.decode();
    return read(decoder);
  } catch (error) {
    // Emscripten throws a pointer (a number) for a C++ exception.
    throw error instanceof FrameDecodeError ? error : new FrameDecodeError(`codec failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    decoder.delete();
  }
}

function wasmSamples(decoder: WasmFrameDecoder, shape: FrameShape): { values: Samples; info: ReturnType<WasmFrameDecoder['getFrameInfo']> } {
  const info = decoder.getFrameInfo();
  checkShape(info.width, info.height, info.componentCount, shape);
  const bytes = decoder.getDecodedBuffer();
  return { values: info.bitsPerSample > 8 ? aligned16(bytes) : bytes.slice(), info };
}

async function decodeJpegBaseline(data: Uint8Array, shape: FrameShape, backends: CodecBackends): Promise<Samples> {
  const image = await backends.jpegImage(data);
  checkShape(image.width, image.height, shape.samples, { ...shape, samples: shape.samples });
  const pixels = image.width * image.height;
  const out = new Uint8Array(pixels * shape.samples);
  // RGBA to the file's samples: the red channel of a grey image (all three are equal), or red, green and blue.
  for (let pixel = 0; pixel < pixels; pixel++) {
    for (let sample = 0; sample < shape.samples; sample++) out[pixel * shape.samples + sample] = image.rgba[pixel * 4 + sample]!;
  }
  return out;
}

function decodeJpegLossless(data: Uint8Array, shape: FrameShape): Samples {
  const bytesPerSample = shape.bitsAllocated > 8 ? 2 : 1;
  let decoded: Uint8Array | Uint16Array;
  try {
    const decoder = new JpegLosslessDecoder();
    decoded = decoder.decode(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength, bytesPerSample) as Uint8Array | Uint16Array;
    checkShape(decoder.xDim, decoder.yDim, decoder.numComp, shape);
  } catch (error) {
    throw error instanceof FrameDecodeError ? error : new FrameDecodeError(`JPEG lossless: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!decoded || decoded.length < shape.rows * shape.columns * shape.samples) throw new FrameDecodeError('JPEG lossless frame too short');
  return decoded;
}

/** A compressed frame's samples. */
export async function decodeFrame(codec: Exclude<Codec, 'native'>, data: Uint8Array, shape: FrameShape, backends: CodecBackends): Promise<Samples> {
  const pixels = shape.rows * shape.columns;
  switch (codec) {
    case 'rle': {
      const bytes = decodeRle(data, pixels, shape.samples, shape.bitsAllocated / 8);
      return shape.bitsAllocated === 16 ? new Uint16Array(bytes.buffer) : bytes;
    }
    case 'jpeg-baseline':
      return decodeJpegBaseline(data, shape, backends);
    case 'jpeg-lossless':
      return decodeJpegLossless(data, shape);
    case 'jpeg-ls': {
      const charls = await backends.charls();
      return withWasmDecoder(new charls.JpegLSDecoder(), data, (decoder) => {
        const { values } = wasmSamples(decoder, shape);
        const mode = decoder.getInterleaveMode();
        return shape.samples > 1 && mode !== 2 ? interleaved(values, shape, mode === 0 ? 'plane' : 'line') : values;
      });
    }
    case 'jpeg-2000': {
      const openjpeg = await backends.openjpeg();
      // OpenJPEG gives samples interleaved, colour transformed back to RGB.
      return withWasmDecoder(new openjpeg.J2KDecoder(), data, (decoder) => wasmSamples(decoder, shape).values);
    }
  }
}
