// The transfer syntaxes the viewer reads, each with the codec that decodes its pixels (uncompressed little endian,
// RLE, JPEG baseline, JPEG lossless, JPEG-LS, JPEG 2000), and the names of those it does not, so that a file it cannot
// read is named by what it is.

export const IMPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2';
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
export const RLE_LOSSLESS = '1.2.840.10008.1.2.5';
export const JPEG_BASELINE = '1.2.840.10008.1.2.4.50';
export const JPEG_EXTENDED = '1.2.840.10008.1.2.4.51';
export const JPEG_LOSSLESS = '1.2.840.10008.1.2.4.57';
export const JPEG_LOSSLESS_SV1 = '1.2.840.10008.1.2.4.70';
export const JPEG_LS_LOSSLESS = '1.2.840.10008.1.2.4.80';
export const JPEG_LS_NEAR_LOSSLESS = '1.2.840.10008.1.2.4.81';
export const JPEG_2000_LOSSLESS = '1.2.840.10008.1.2.4.90';
export const JPEG_2000 = '1.2.840.10008.1.2.4.91';

/**
 * How a syntax's pixels are decoded: `native` is the uncompressed data itself; the others are encapsulated, frame by
 * frame in fragments.
 */
export type Codec = 'native' | 'rle' | 'jpeg-baseline' | 'jpeg-lossless' | 'jpeg-ls' | 'jpeg-2000';

const SUPPORTED: Readonly<Record<string, { name: string; codec: Codec }>> = {
  [IMPLICIT_VR_LITTLE_ENDIAN]: { name: 'Implicit VR Little Endian', codec: 'native' },
  [EXPLICIT_VR_LITTLE_ENDIAN]: { name: 'Explicit VR Little Endian', codec: 'native' },
  [RLE_LOSSLESS]: { name: 'RLE Lossless', codec: 'rle' },
  // Extended is baseline's 12-bit sibling: its 8-bit images decode the same way, a 12-bit one is refused by its bits.
  [JPEG_BASELINE]: { name: 'JPEG Baseline', codec: 'jpeg-baseline' },
  [JPEG_EXTENDED]: { name: 'JPEG Extended', codec: 'jpeg-baseline' },
  [JPEG_LOSSLESS]: { name: 'JPEG Lossless', codec: 'jpeg-lossless' },
  [JPEG_LOSSLESS_SV1]: { name: 'JPEG Lossless SV1', codec: 'jpeg-lossless' },
  [JPEG_LS_LOSSLESS]: { name: 'JPEG-LS Lossless', codec: 'jpeg-ls' },
  [JPEG_LS_NEAR_LOSSLESS]: { name: 'JPEG-LS Near-Lossless', codec: 'jpeg-ls' },
  [JPEG_2000_LOSSLESS]: { name: 'JPEG 2000 Lossless', codec: 'jpeg-2000' },
  [JPEG_2000]: { name: 'JPEG 2000', codec: 'jpeg-2000' },
};

/** Known syntaxes the viewer does not decode, by name (DICOM PS3.6 Annex A). */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2.1.99': 'Deflated Explicit VR Little Endian',
  '1.2.840.10008.1.2.2': 'Explicit VR Big Endian',
  '1.2.840.10008.1.2.4.201': 'HTJ2K Lossless',
  '1.2.840.10008.1.2.4.202': 'HTJ2K Lossless RPCL',
  '1.2.840.10008.1.2.4.203': 'HTJ2K',
  '1.2.840.10008.1.2.4.92': 'JPEG 2000 Part 2 Multi-component Lossless',
  '1.2.840.10008.1.2.4.93': 'JPEG 2000 Part 2 Multi-component',
  '1.2.840.10008.1.2.4.100': 'MPEG2',
  '1.2.840.10008.1.2.4.101': 'MPEG2 High Level',
  '1.2.840.10008.1.2.4.102': 'MPEG-4 AVC/H.264',
  '1.2.840.10008.1.2.4.103': 'MPEG-4 AVC/H.264 BD',
  '1.2.840.10008.1.2.4.104': 'MPEG-4 AVC/H.264 2D',
  '1.2.840.10008.1.2.4.105': 'MPEG-4 AVC/H.264 3D',
  '1.2.840.10008.1.2.4.106': 'MPEG-4 AVC/H.264 Stereo',
  '1.2.840.10008.1.2.4.107': 'HEVC/H.265',
  '1.2.840.10008.1.2.4.108': 'HEVC/H.265 Main 10',
};

export interface TransferSyntax {
  uid: string;
  /** Its name, or the UID itself for one not known. */
  name: string;
  supported: boolean;
  /** The codec of a supported syntax; null for the others. */
  codec: Codec | null;
}

export function transferSyntaxOf(uid: string | undefined | null): TransferSyntax {
  // A file without one in its meta header is read as the default syntax (PS3.5 10.1).
  const clean = (uid ?? IMPLICIT_VR_LITTLE_ENDIAN).replace(/\0/g, '').trim() || IMPLICIT_VR_LITTLE_ENDIAN;
  const known = SUPPORTED[clean];
  if (known) return { uid: clean, name: known.name, supported: true, codec: known.codec };
  return { uid: clean, name: UNSUPPORTED[clean] ?? clean, supported: false, codec: null };
}
