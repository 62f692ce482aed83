// The units screen's tree, search and dialog values, read as the organisation a hospital administrator knows.
import { describe, expect, it } from 'vitest';
import { categoriesUnder, newInputOf, queueCodesOf, treeRows, updateInputOf, valuesOf, type OrgUnit } from './org-unit-tree';

function unit(_id: string, code: string, name: string, category: OrgUnit['category'], parent_Id: string | null, extra: Partial<OrgUnit> = {}): OrgUnit {
  return { _id, code, name, category, parent_Id, roomType: null, phone: null, taxCode: null, address: null, queueCodes: [], prescriptionTemplate: null, canSale: false, isDeleted: false, ...extra };
}

const UNITS: OrgUnit[] = [
  unit('pk10', 'PK10', 'Phòng khám Da liễu', 'ROOM', 'kkb'),
  unit('cs02', 'CS02', 'Cơ sở 2', 'HOSPITAL', null),
  unit('kkb', 'KKB', 'Khoa Khám bệnh', 'DEPARTMENT', 'cs01'),
  unit('pk2', 'PK2', 'Phòng khám Nhi', 'ROOM', 'kkb'),
  unit('cs01', 'CS01', 'Bệnh viện Đa khoa Hòa Bình', 'HOSPITAL', null),
  unit('kduoc', 'KDUOC', 'Khoa Dược', 'DEPARTMENT', 'cs01'),
  unit('kho01', 'KHO01', 'Kho dược chính', 'STORE', 'kduoc', { isDeleted: true }),
];

const shape = (rows: ReturnType<typeof treeRows>) => rows.map((row) => `${'  '.repeat(row.depth)}${row.unit.code}`);

describe('the organisation tree', () => {
  it('puts each unit under its parent, siblings in code order (PK2 before PK10)', () => {
    expect(shape(treeRows(UNITS))).toEqual(['CS01', '  KDUOC', '    KHO01', '  KKB', '    PK2', '    PK10', 'CS02']);
  });

  it('names each unit\'s parent and whether units in use sit below it', () => {
    const rows = new Map(treeRows(UNITS).map((row) => [row.unit.code, row]));
    expect(rows.get('PK2')).toMatchObject({ parentName: 'Khoa Khám bệnh', hasActiveChildren: false });
    expect(rows.get('KKB')).toMatchObject({ parentName: 'Bệnh viện Đa khoa Hòa Bình', hasActiveChildren: true });
    // Its only store is suspended: the pharmacy department may be suspended.
    expect(rows.get('KDUOC')!.hasActiveChildren).toBe(false);
    expect(rows.get('CS01')!.parentName).toBeNull();
  });

  it('shows a unit whose parent is not listed at the top', () => {
    expect(shape(treeRows(UNITS.filter((each) => each.code !== 'KKB')))).toEqual(['CS01', '  KDUOC', '    KHO01', 'CS02', 'PK2', 'PK10']);
  });

  it.each([
    ['a word of a name without accents', 'nhi', ['CS01', '  KKB', '    PK2']],
    ['part of a code, in any letter case', 'kho0', ['CS01', '  KDUOC', '    KHO01']],
    ['two words that must both be found', 'khoa duoc', ['CS01', '  KDUOC']],
    ['a hospital keeps only its matching units', 'co so', ['CS02']],
    ['nothing matching', 'xyz', []],
  ])('searched by %s keeps the matches and the units above them', (_case, search, expected) => {
    expect(shape(treeRows(UNITS, search))).toEqual(expected);
  });

  it('does not loop on a cycle in bad data', () => {
    const cycle = [unit('a', 'A', 'A', 'HOSPITAL', 'b'), unit('b', 'B', 'B', 'HOSPITAL', 'a'), unit('c', 'C', 'C', 'HOSPITAL', null)];
    expect(shape(treeRows(cycle))).toEqual(['C']);
    expect(shape(treeRows(cycle, 'a'))).toEqual([]);
  });
});

describe('which categories a unit may have', () => {
  it.each([
    ['at the top of the tree', null, ['HOSPITAL']],
    ['under a hospital', 'HOSPITAL', ['HOSPITAL', 'DEPARTMENT', 'ROOM', 'STORE']],
    ['under a department', 'DEPARTMENT', ['ROOM', 'STORE']],
    ['under a room', 'ROOM', []],
    ['under a store', 'STORE', []],
  ] as const)('%s', (_case, parent, expected) => {
    expect(categoriesUnder(parent)).toEqual(expected);
  });
});

describe('the values of the unit dialog', () => {
  it('start a new unit under a department as a room, under a hospital as a hospital-level unit', () => {
    expect(valuesOf(null, 'DEPARTMENT')).toMatchObject({ code: '', name: '', category: 'ROOM', queueCodes: '', canSale: false });
    expect(valuesOf(null, 'HOSPITAL').category).toBe('HOSPITAL');
  });

  it('read a stored unit, its queue codes separated by commas', () => {
    const room = unit('pk01', 'PK01', 'Phòng khám Nội 1', 'ROOM', 'kkb', { roomType: 'EXAMINE_ROOM', queueCodes: ['PK01', 'NOI'], canSale: true });
    expect(valuesOf(room, 'DEPARTMENT')).toEqual({
      code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', roomType: 'EXAMINE_ROOM', phone: '', taxCode: '', address: '', queueCodes: 'PK01, NOI', prescriptionTemplate: '', canSale: true,
    });
  });

  it('read queue codes typed with commas, semicolons or spaces, once each', () => {
    expect(queueCodesOf(' PK01, NOI;PK01  TD ')).toEqual(['PK01', 'NOI', 'TD']);
    expect(queueCodesOf('')).toEqual([]);
  });

  it('become an update that clears emptied fields, and a create under the parent', () => {
    const values = { ...valuesOf(null, 'DEPARTMENT'), code: 'XN02 ', name: 'Phòng xét nghiệm sinh hoá', phone: ' ', queueCodes: 'XN', roomType: 'LABORATORY_ROOM' };
    expect(updateInputOf(values)).toEqual({
      code: 'XN02', name: 'Phòng xét nghiệm sinh hoá', category: 'ROOM', roomType: 'LABORATORY_ROOM', phone: null, taxCode: null, address: null, queueCodes: ['XN'], prescriptionTemplate: null, canSale: false,
    });
    expect(newInputOf(values, 'kxn')).toMatchObject({ code: 'XN02', parent_Id: 'kxn', category: 'ROOM' });
  });
});
