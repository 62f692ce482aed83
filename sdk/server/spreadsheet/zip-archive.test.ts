// Reading ZIP archives nobody vouches for: real workbooks read and written back plain, and each way a hostile or
// broken archive is refused (a bomb lying about its size, an entry outside the file, encryption, ZIP64, a Word document).
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readSheet } from 'read-excel-file/node';
import { hasZipMagic, isXlsxWorkbook, readZipEntries, storedZip, zipEntries, zipEntryBytes, ZipArchiveError, type ZipProblem } from './zip-archive';

const workbook = async (rows: (string | number | null)[][]) => new Uint8Array(await writeXlsxFile(rows).toBuffer());
const text = (value: string) => new TextEncoder().encode(value);

/** A one-entry archive, deflated, its directory declaring `declared` bytes and `crc` (the truth unless a test lies). */
function deflatedArchive(name: string, data: Uint8Array, declared = data.length, crc = crc32(data)): Uint8Array {
  const encodedName = Buffer.from(name);
  const compressed = deflateRawSync(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(encodedName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(encodedName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + encodedName.length, 12);
  end.writeUInt32LE(30 + encodedName.length + compressed.length, 16);
  return new Uint8Array(Buffer.concat([local, encodedName, compressed, central, encodedName, end]));
}

function problemOf(work: () => unknown): ZipProblem | null {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof ZipArchiveError) return error.problem;
    throw error;
  }
}

describe('reading a workbook archive', () => {
  it('reads a real workbook\'s parts and writes them back as a plain archive the library reads alike', async () => {
    const file = await workbook([['Họ tên', 'Năm sinh'], ['Nguyễn Văn An', 1990]]);
    expect(hasZipMagic(file)).toBe(true);
    expect(isXlsxWorkbook(file)).toBe(true);
    const parts = readZipEntries(file, { maxEntries: 100, maxBytes: 1024 * 1024 }, (name) => name.endsWith('.xml') || name.endsWith('.xml.rels'));
    expect([...parts.keys()]).toContain('xl/worksheets/sheet1.xml');
    const plain = storedZip(parts);
    expect(zipEntries(plain, 100).every((entry) => entry.method === 0)).toBe(true);
    expect(await readSheet(Buffer.from(plain))).toEqual([['Họ tên', 'Năm sinh'], ['Nguyễn Văn An', 1990]]);
  });

  it('stops a bomb at the budget, whatever size its directory declares', () => {
    const spaces = new Uint8Array(8 * 1024 * 1024).fill(0x20);
    const lying = deflatedArchive('xl/worksheets/sheet1.xml', spaces, 1024);
    const [entry] = zipEntries(lying, 10);
    expect(entry!.compressedSize).toBeLessThan(16 * 1024);
    expect(problemOf(() => zipEntryBytes(lying, entry!, 1024 * 1024))).toBe('tooLarge');
    const honest = deflatedArchive('xl/worksheets/sheet1.xml', spaces);
    expect(problemOf(() => zipEntryBytes(honest, zipEntries(honest, 10)[0]!, 1024 * 1024))).toBe('tooLarge');
    // Within its budget the same entry reads, and the budget is shared by all the entries read.
    expect(zipEntryBytes(honest, zipEntries(honest, 10)[0]!, 8 * 1024 * 1024)).toHaveLength(spaces.length);
  });

  it.each<[string, () => Uint8Array, ZipProblem]>([
    ['a text file', () => text('Họ tên;Năm sinh'), 'notZip'],
    ['an archive cut short', () => storedZip(new Map([['a.xml', text('<a/>')]])).slice(0, 40), 'notZip'],
    ['an entry whose data runs past the directory', () => {
      const archive = storedZip(new Map([['a.xml', text('<a/>')]]));
      new DataView(archive.buffer).setUint32(30 + 5 + 4 + 20, 1_000_000, true);
      return archive;
    }, 'malformed'],
    ['an encrypted entry', () => {
      const archive = storedZip(new Map([['a.xml', text('<a/>')]]));
      new DataView(archive.buffer).setUint16(30 + 5 + 4 + 8, 0x0801, true);
      return archive;
    }, 'unsupported'],
    ['a ZIP64 archive', () => {
      const archive = storedZip(new Map([['a.xml', text('<a/>')]]));
      new DataView(archive.buffer).setUint32(archive.length - 22 + 16, 0xffffffff, true);
      return archive;
    }, 'unsupported'],
    ['a local header naming another entry', () => {
      const archive = storedZip(new Map([['a.xml', text('<a/>')]]));
      archive[30] = 'b'.charCodeAt(0);
      return archive;
    }, 'malformed'],
  ])('refuses %s', (_case, archive, problem) => {
    expect(problemOf(() => {
      const bytes = archive();
      for (const entry of zipEntries(bytes, 10)) zipEntryBytes(bytes, entry, 1024);
    })).toBe(problem);
  });

  it('refuses more entries than allowed, and an entry whose checksum is wrong', () => {
    const many = storedZip(new Map(Array.from({ length: 11 }, (_, index) => [`p${index}.xml`, text('<p/>')])));
    expect(problemOf(() => zipEntries(many, 10))).toBe('tooManyEntries');
    const wrong = deflatedArchive('a.xml', text('<a>chữ</a>'), undefined, 0x12345678);
    expect(problemOf(() => zipEntryBytes(wrong, zipEntries(wrong, 10)[0]!, 1024))).toBe('malformed');
  });

  it('tells a workbook from other ZIP archives: a Word document, a macro-enabled workbook, an archive without content types', () => {
    const typed = (type: string) => storedZip(new Map([['[Content_Types].xml', text(`<Types><Override PartName="/x.xml" ContentType="${type}"/></Types>`)]]));
    expect(isXlsxWorkbook(typed('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'))).toBe(true);
    expect(isXlsxWorkbook(typed('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'))).toBe(false);
    expect(isXlsxWorkbook(typed('application/vnd.ms-excel.sheet.macroEnabled.main+xml'))).toBe(false);
    expect(isXlsxWorkbook(storedZip(new Map([['xl/workbook.xml', text('<workbook/>')]])))).toBe(false);
    expect(isXlsxWorkbook(text('PK\u0003\u0004 and nothing more'))).toBe(false);
  });
});
