// The seeds against the descriptors: the plugin's catalogues build, every seed imports without a single error
// in dependency order (codes of earlier seeds resolve its refs), and the national lists have their real sizes.
import { describe, expect, it } from 'vitest';
import { checkImportRows, importColumnsOf, normalizeText, ORGANISATION_TABLE, uniqueFieldsOf, type AnyCatalogue, type ReferencedRow } from '@his/sdk';
import { catalogueServerParts } from '@his/sdk/server';
import { CATALOGUE_NAMES, catalogueDescriptors, chuongICD, danToc, donViHanhChinh, icd, nhomICD, tinhCu } from '../rules';
import { demoSeeds, referenceSeeds } from './index';

const allSeeds = [...referenceSeeds, ...demoSeeds];
const known = new Set(catalogueDescriptors.map((descriptor) => descriptor.name));

function textOf(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? normalizeText(String(value)) : null;
}

/** Imports every seed in order as the server would, against the rows the earlier seeds stored. */
function importAll() {
  const storedRows = new Map<string, Map<string, ReferencedRow>>();
  const storedValues = new Map<string, Map<string, Set<string>>>();
  return allSeeds.map(({ catalogue, rows }, index) => {
    // As the server's seeding reads them: the import columns, and json fields too.
    const jsonFields = Object.entries(catalogue.fields).filter(([, spec]) => spec.kind === 'json').map(([name]) => name);
    const columns = [...new Set([...importColumnsOf(catalogue, (target) => known.has(target)), ...jsonFields])];
    const refs = new Map<string, ReadonlyMap<string, ReferencedRow>>();
    for (const [name, spec] of Object.entries(catalogue.fields)) {
      if (spec.kind === 'ref' || spec.kind === 'refs') refs.set(name, storedRows.get(spec.target) ?? new Map());
    }
    const valuesOfCatalogue = storedValues.get(catalogue.name) ?? new Map<string, Set<string>>();
    const check = checkImportRows(catalogue, rows, columns, { stored: valuesOfCatalogue, refs });

    const codes = storedRows.get(catalogue.name) ?? new Map<string, ReferencedRow>();
    for (const row of rows) {
      const code = textOf(row[catalogue.codeField]);
      if (code) codes.set(code, { _id: `${catalogue.name}:${code}`, TamNgung: false });
      for (const field of uniqueFieldsOf(catalogue)) {
        const value = textOf(row[field]);
        if (!value) continue;
        if (!valuesOfCatalogue.has(field)) valuesOfCatalogue.set(field, new Set());
        valuesOfCatalogue.get(field)!.add(value);
      }
    }
    storedRows.set(catalogue.name, codes);
    storedValues.set(catalogue.name, valuesOfCatalogue);
    return { label: `${index + 1}. ${catalogue.name}`, catalogue, rows, columns, errors: check.errors };
  });
}

const imports = importAll();
const rowsOf = (catalogue: AnyCatalogue) => allSeeds.filter((seed) => seed.catalogue === catalogue).flatMap((seed) => seed.rows);

describe('the catalogue descriptors', () => {
  it('build the server parts of the catalogues plugin', () => {
    const parts = catalogueServerParts('catalogues', catalogueDescriptors);
    expect(parts.migrations.length).toBeGreaterThanOrEqual(catalogueDescriptors.length);
    expect(parts.schema).toContain('searchICD');
    expect(parts.schema).toContain('getICDByCode');
  });

  it('are named in CATALOGUE_NAMES, in the same order', () => {
    expect(catalogueDescriptors.map((descriptor) => descriptor.name)).toEqual([...CATALOGUE_NAMES]);
  });

  it('come after the catalogues they refer to', () => {
    // Nodes are the core's: their table is there before any plugin's.
    const seen = new Set<string>([ORGANISATION_TABLE]);
    for (const descriptor of catalogueDescriptors) {
      seen.add(descriptor.name);
      for (const [name, spec] of Object.entries(descriptor.fields)) {
        if (spec.kind === 'ref' || spec.kind === 'refs') expect(seen.has(spec.target), `${descriptor.name}.${name} refers to ${spec.target}`).toBe(true);
      }
    }
  });
});

describe('the seeds', () => {
  it('are of catalogues of the plugin', () => {
    for (const { catalogue } of allSeeds) expect(catalogueDescriptors, catalogue.name).toContain(catalogue);
  });

  it.each(imports)('$label imports without an error', ({ errors }) => {
    expect(errors.map((error) => `row ${error.row} ${error.field ?? ''}: ${error.key} ${JSON.stringify(error.params)}`)).toEqual([]);
  });

  it.each(imports)('$label fills only columns the seeding reads', ({ rows, columns }) => {
    const unread = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => !columns.includes(key));
    expect(unread).toEqual([]);
  });

  it('repeat no code within a catalogue', () => {
    for (const descriptor of catalogueDescriptors) {
      const codes = rowsOf(descriptor).map((row) => textOf(row[descriptor.codeField]));
      expect(new Set(codes).size, descriptor.name).toBe(codes.length);
    }
  });

  it('have the 54 ethnic groups, coded 01 to 54', () => {
    const codes = rowsOf(danToc).map((row) => row.MaDanToc);
    expect(codes).toHaveLength(54);
    expect(codes).toEqual(Array.from({ length: 54 }, (_, index) => String(index + 1).padStart(2, '0')));
  });

  it('have the 34 provinces since 1 July 2025: 6 centrally-run cities and 28 provinces', () => {
    const units = rowsOf(donViHanhChinh);
    const provinces = units.filter((row) => row.LoaiDonViHanhChinh === 'THANH_PHO' || row.LoaiDonViHanhChinh === 'TINH');
    expect(provinces).toHaveLength(34);
    expect(provinces.filter((row) => row.LoaiDonViHanhChinh === 'THANH_PHO')).toHaveLength(6);
    expect(provinces.every((row) => row.DonViCha_Id === undefined)).toBe(true);
  });

  it('have all 3,321 communes, wards and special zones since 1 July 2025, each under its province', () => {
    const units = rowsOf(donViHanhChinh);
    const provinceCodes = new Set(units.filter((row) => row.DonViCha_Id === undefined).map((row) => row.MaDonViHanhChinh));
    const communes = units.filter((row) => row.DonViCha_Id !== undefined);
    expect(communes).toHaveLength(3321);
    const byProvince = new Map<unknown, number>();
    for (const commune of communes) {
      expect(provinceCodes.has(commune.DonViCha_Id), String(commune.MaDonViHanhChinh)).toBe(true);
      byProvince.set(commune.DonViCha_Id, (byProvince.get(commune.DonViCha_Id) ?? 0) + 1);
    }
    expect(byProvince.size).toBe(34);
    // Per-province counts of Công văn 1027/CTK-CSCL.
    expect(byProvince.get('01')).toBe(126);
    expect(byProvince.get('79')).toBe(168);
    expect(byProvince.get('04')).toBe(56);
    const counts = Object.fromEntries(['PHUONG', 'XA', 'DAC_KHU'].map((type) => [type, communes.filter((row) => row.LoaiDonViHanhChinh === type).length]));
    expect(counts).toEqual({ PHUONG: 687, XA: 2621, DAC_KHU: 13 });
    const byCode = new Map(communes.map((row) => [row.MaDonViHanhChinh, row]));
    expect(byCode.get('00004')).toEqual({ MaDonViHanhChinh: '00004', TenDonViHanhChinh: 'Phường Ba Đình', TenRutGon: 'Ba Đình', LoaiDonViHanhChinh: 'PHUONG', DonViCha_Id: '01' });
    expect(byCode.get('31078')).toEqual({ MaDonViHanhChinh: '31078', TenDonViHanhChinh: 'Đặc khu Phú Quốc', TenRutGon: 'Phú Quốc', LoaiDonViHanhChinh: 'DAC_KHU', DonViCha_Id: '91' });
    expect(byCode.get('26740')).toMatchObject({ TenDonViHanhChinh: 'Phường Sài Gòn', DonViCha_Id: '79' });
  });

  it('name provinces with their prefix and keep the short name without it', () => {
    const provinces = new Map(rowsOf(donViHanhChinh).filter((row) => row.DonViCha_Id === undefined).map((row) => [row.MaDonViHanhChinh, row]));
    expect(provinces.get('79')).toEqual({ MaDonViHanhChinh: '79', TenDonViHanhChinh: 'Thành phố Hồ Chí Minh', TenRutGon: 'Hồ Chí Minh', LoaiDonViHanhChinh: 'THANH_PHO' });
    expect(provinces.get('96')).toMatchObject({ TenDonViHanhChinh: 'Tỉnh Cà Mau', TenRutGon: 'Cà Mau', LoaiDonViHanhChinh: 'TINH' });
    // Thừa Thiên Huế's note survives the move to the data file.
    expect(rowsOf(tinhCu).find((row) => row.MaTinhCu === '46')).toMatchObject({ TinhMoi_Id: '46', GhiChu: 'Tỉnh Thừa Thiên Huế trước ngày 01/01/2025' });
  });

  it('map each of the 63 old provinces to an existing new one, and every new province to at least one old', () => {
    const provinceCodes = new Set(rowsOf(donViHanhChinh).filter((row) => row.DonViCha_Id === undefined).map((row) => row.MaDonViHanhChinh));
    const oldProvinces = rowsOf(tinhCu);
    expect(oldProvinces).toHaveLength(63);
    for (const row of oldProvinces) expect(provinceCodes.has(row.TinhMoi_Id), String(row.MaTinhCu)).toBe(true);
    expect(new Set(oldProvinces.map((row) => row.TinhMoi_Id))).toEqual(provinceCodes);
  });

  it('have at least 300 ICD-10 codes, each within its block and its chapter', () => {
    const chapters = new Map(rowsOf(chuongICD).map((row) => [row.MaChuongICD, row]));
    const blocks = new Map(rowsOf(nhomICD).map((row) => [row.MaNhomICD, row]));
    const codes = rowsOf(icd);
    expect(chapters.size).toBe(22);
    expect(codes.length).toBeGreaterThanOrEqual(300);
    for (const row of codes) {
      const category = String(row.MaICD).slice(0, 3);
      const block = blocks.get(row.NhomICD_Id);
      const chapter = chapters.get(row.ChuongICD_Id);
      const [first = '', last = first] = String(row.NhomICD_Id).split('-');
      expect(category >= first && category <= last, `${row.MaICD} in ${row.NhomICD_Id}`).toBe(true);
      expect(block?.ChuongICD_Id, `${row.NhomICD_Id} of ${row.MaICD}`).toBe(row.ChuongICD_Id);
      expect(category >= String(chapter?.TuMa) && category <= String(chapter?.DenMa), `${row.MaICD} in chapter ${row.ChuongICD_Id}`).toBe(true);
    }
  });
});
