// Sniffing the stored types from bytes, and the file names a response header may carry.
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { inlineDisposition, safeFileName, sniffMime } from './file-types';

const dicom = () => {
  const bytes = new Uint8Array(200);
  bytes.set([0x44, 0x49, 0x43, 0x4d], 128);
  return bytes;
};

describe('sniffMime', () => {
  it.each([
    ['a JPEG (start of image and a marker)', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a PNG signature', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['a DICOM file: preamble then DICM', dicom(), 'application/dicom'],
    ['a GIF', new TextEncoder().encode('GIF89a....'), null],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), null],
    ['a text file named .jpg', new TextEncoder().encode('hello'), null],
    ['DICM at the start instead of after the preamble', new TextEncoder().encode('DICM'.padEnd(200, ' ')), null],
    ['a JPEG cut after its first marker', new Uint8Array([0xff, 0xd8, 0xff]), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_case, bytes, mime) => {
    expect(sniffMime(bytes)).toBe(mime);
  });
});

describe('sniffing a workbook', () => {
  it('knows an .xlsx workbook by its content types, not by being a ZIP', async () => {
    const workbook = new Uint8Array(await writeXlsxFile([['Họ tên'], ['An']]).toBuffer());
    expect(sniffMime(workbook)).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The ZIP magic alone is not enough, nor half a workbook.
    expect(sniffMime(new TextEncoder().encode('PK\u0003\u0004 not really'))).toBeNull();
    expect(sniffMime(workbook.slice(0, workbook.length / 2))).toBeNull();
  });
});

describe('file names in headers', () => {
  it.each([
    ['a plain name', 'scan.png', 'scan.png'],
    ['a Windows path', 'C:\\Users\\ktv\\anh 1.jpg', 'anh 1.jpg'],
    ['quotes and control characters dropped', 'a"b\r\nc.dcm', 'abc.dcm'],
    ['nothing left', '../', 'file'],
  ])('%s', (_case, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('gives an ASCII name and the UTF-8 one', () => {
    expect(inlineDisposition('Siêu âm bụng;1.jpg')).toBe(`inline; filename="Sieu am bung_1.jpg"; filename*=UTF-8''${encodeURIComponent('Siêu âm bụng;1.jpg')}`);
  });
});
