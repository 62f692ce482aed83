// The transfer syntaxes the viewer reads (uncompressed little endian) and the names of the compressed ones, so that a
// file it cannot read is named by what it is.

export const IMPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2';
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';

const SUPPORTED: Readonly<Record<string, string>> = {
  [IMPLICIT_VR_LITTLE_ENDIAN]: 'Implicit VR Little Endian',
  [EXPLICIT_VR_LITTLE_ENDIAN]: 'Explicit VR Little Endian',
};

/** Known syntaxes the viewer does not decode, by name (DICOM PS3.6 Annex A). */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  '1.2.840.10008.1.2.1.99': 'Deflated Explicit VR Little Endian',
  '1.2.840.10008.1.2.2': 'Explicit VR Big Endian',
  '1.2.840.10008.1.2.4.50': 'JPEG Baseline',
  '1.2.840.10008.1.2.4.51': 'JPEG Extended',
  '1.2.840.10008.1.2.4.57': 'JPEG Lossless',
  '1.2.840.10008.1.2.4.70': 'JPEG Lossless SV1',
  '1.2.840.10008.1.2.4.80': 'JPEG-LS Lossless',
  '1.2.840.10008.1.2.4.81': 'JPEG-LS Near-Lossless',
  '1.2.840.10008.1.2.4.90': 'JPEG 2000 Lossless',
  '1.2.840.10008.1.2.4.91': 'JPEG 2000',
  '1.2.840.10008.1.2.4.201': 'HTJ2K Lossless',
  '1.2.840.10008.1.2.4.203': 'HTJ2K',
  '1.2.840.10008.1.2.5': 'RLE Lossless',
  '1.2.840.10008.1.2.4.100': 'MPEG2',
  '1.2.840.10008.1.2.4.102': 'MPEG-4 AVC/H.264',
};

export interface TransferSyntax {
  uid: string;
  /** Its name, or the UID itself for one not known. */
  name: string;
  supported: boolean;
}

export function transferSyntaxOf(uid: string | undefined | null): TransferSyntax {
  // A file without one in its meta header is read as the default syntax (PS3.5 10.1).
  const clean = (uid ?? IMPLICIT_VR_LITTLE_ENDIAN).replace(/\0/g, '').trim() || IMPLICIT_VR_LITTLE_ENDIAN;
  if (SUPPORTED[clean]) return { uid: clean, name: SUPPORTED[clean]!, supported: true };
  return { uid: clean, name: UNSUPPORTED[clean] ?? clean, supported: false };
}
