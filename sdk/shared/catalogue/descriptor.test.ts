// A catalogue declared once: its defaults, its operation names, the row and input types it implies, and the
// definition mistakes that fail at once with the fix.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Dong, Timestamp } from '../units';
import { codeRules, nameRules, phone } from '../validation';
import { CatalogueDefinitionError, defineCatalogue, field, type CatalogueInput, type CatalogueRow, type CataloguePatch } from './index';

const label = (vi: string, en: string) => ({ vi, en });

const danToc = defineCatalogue({
  name: 'DM_DanToc',
  title: label('Dân tộc', 'Ethnicity'),
  codeField: 'MaDanToc',
  nameField: 'TenDanToc',
  fields: {
    MaDanToc: field.text({ label: label('Mã dân tộc', 'Ethnicity code'), required: true, maxLength: 20 }),
    TenDanToc: field.text({ label: label('Tên dân tộc', 'Ethnicity name'), required: true }),
    GhiChu: field.text({ label: label('Ghi chú', 'Note'), multiline: true }),
  },
});

const dichVu = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  scope: 'node',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true }),
    TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true }),
    NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm dịch vụ', 'Service group'), required: true }),
    DichVuKemTheo_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ kèm theo', 'Attached services') }),
    GiaGoc: field.money({ label: label('Giá gốc', 'Base price'), required: true }),
    SoLan: field.integer({ label: label('Số lần', 'Times'), min: 0 }),
    NgayApDung: field.date({ label: label('Ngày áp dụng', 'Effective date') }),
    LoaiDichVu: field.enum(['KhamBenh', 'XetNghiem'], { label: label('Loại', 'Kind'), required: true }),
    KhongTraKetQua: field.boolean({ label: label('Không trả kết quả', 'No result') }),
    DienThoai: field.text({ label: label('Điện thoại', 'Phone'), rules: [phone] }),
    CauHinh: field.json<{ mau: string }>({ label: label('Cấu hình', 'Settings') }),
    MaTheoThongTu: field.text({ label: label('Mã theo thông tư', 'Regulatory code'), required: true, since: 2 }),
  },
  search: ['MaDichVu', 'TenDichVu', 'MaTheoThongTu'],
  operations: { search: 'searchDichVu', byCode: 'getDichVuByCode' },
  permissions: { write: 'services.write' },
});

describe('defineCatalogue', () => {
  it('fills in the spec pattern of operation names', () => {
    expect(danToc.operations).toEqual({
      list: 'getDM_DanToc',
      byId: 'getDM_DanTocById',
      search: 'searchDM_DanToc',
      create: 'createDM_DanToc',
      update: 'updateDM_DanToc',
      remove: 'removeDM_DanToc',
      import: 'importDM_DanToc',
      export: 'exportDM_DanToc',
      cursor: 'getDM_DanTocCursor',
      byCodes: 'getDM_DanTocByCodes',
    });
  });

  it('keeps the names the spec gives instead', () => {
    expect(dichVu.operations.search).toBe('searchDichVu');
    expect(dichVu.operations.byCode).toBe('getDichVuByCode');
    expect(dichVu.operations.list).toBe('getDM_DichVu');
  });

  it('searches the code and the name unless told otherwise, and is global unless per-node', () => {
    expect(danToc.search).toEqual(['MaDanToc', 'TenDanToc']);
    expect(danToc.scope).toBe('global');
    expect(dichVu.scope).toBe('node');
  });

  it('gives the code and the name the spec\'s rules, and other text none', () => {
    expect(danToc.fields.MaDanToc.rules).toBe(codeRules);
    expect(danToc.fields.TenDanToc.rules).toBe(nameRules);
    expect(danToc.fields.GhiChu.rules).toEqual([]);
    expect(dichVu.fields.DienThoai.rules).toEqual([phone]);
  });

  it('counts its version from the fields added since the first', () => {
    expect(danToc.version).toBe(1);
    expect(dichVu.version).toBe(2);
  });

  it('infers the row: required fields of the first version never null, later ones null in older rows', () => {
    type Row = CatalogueRow<typeof dichVu>;
    expectTypeOf<Row['MaDichVu']>().toEqualTypeOf<string>();
    expectTypeOf<Row['NhomDichVu_Id']>().toEqualTypeOf<string>();
    expectTypeOf<Row['DichVuKemTheo_Ids']>().toEqualTypeOf<string[]>();
    expectTypeOf<Row['GiaGoc']>().toEqualTypeOf<Dong>();
    expectTypeOf<Row['SoLan']>().toEqualTypeOf<number | null>();
    expectTypeOf<Row['NgayApDung']>().toEqualTypeOf<Timestamp | null>();
    expectTypeOf<Row['LoaiDichVu']>().toEqualTypeOf<'KhamBenh' | 'XetNghiem'>();
    expectTypeOf<Row['KhongTraKetQua']>().toEqualTypeOf<boolean>();
    expectTypeOf<Row['CauHinh']>().toEqualTypeOf<{ mau: string } | null>();
    expectTypeOf<Row['MaTheoThongTu']>().toEqualTypeOf<string | null>();
    expectTypeOf<Row['node_Id']>().toEqualTypeOf<string>();
    expectTypeOf<Row['TamNgung']>().toEqualTypeOf<boolean>();
    expectTypeOf<CatalogueRow<typeof danToc>>().not.toHaveProperty('node_Id');
  });

  it('infers the input: required fields must be given, the rest may be left out', () => {
    type Input = CatalogueInput<typeof dichVu>;
    const input: Input = { MaDichVu: 'DV01', TenDichVu: 'Khám nội', NhomDichVu_Id: 'g1', GiaGoc: 50_000, LoaiDichVu: 'KhamBenh', MaTheoThongTu: '01.0001' };
    expect(input.MaDichVu).toBe('DV01');
    // @ts-expect-error the name is required
    const missingName: Input = { MaDichVu: 'DV01', NhomDichVu_Id: 'g1', GiaGoc: 1, LoaiDichVu: 'KhamBenh', MaTheoThongTu: 'x' };
    void missingName;
    // @ts-expect-error not one of the kinds
    const wrongKind: CataloguePatch<typeof dichVu> = { LoaiDichVu: 'SieuAm' };
    void wrongKind;
    expectTypeOf<CataloguePatch<typeof dichVu>['SoLan']>().toEqualTypeOf<number | null | undefined>();
  });
});

describe('definition mistakes fail at once, naming the catalogue, the field and the fix', () => {
  const needed = field.text({ label: label('Tên', 'Name'), required: true });
  const optional = field.text({ label: label('Tên', 'Name') });
  const rows: [caseName: string, define: () => unknown, message: RegExp][] = [
    ['a name SQL and GraphQL cannot take', () => defineCatalogue({ name: 'DM Dan Toc', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: field.text({ label: label('a', 'b'), required: true }), Ten: field.text({ label: label('a', 'b'), required: true }) } }), /DM Dan Toc.*letters, digits and underscores/],
    ['a code field that is not required', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma' as never, nameField: 'Ten', fields: { Ma: optional, Ten: field.text({ label: label('a', 'b'), required: true }) } }), /"Ma" must be one of its fields, a required text field/],
    ['a ref not ending in _Id', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, Nhom: field.ref('DM_Nhom', { label: label('a', 'b') }) } }), /field "Nhom" refers to DM_Nhom but does not end in _Id/],
    ['refs not ending in _Ids', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, Nhom_Id: field.refs('DM_Nhom', { label: label('a', 'b') }) } }), /does not end in _Ids/],
    ['a field named like a system column', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, TamNgung: field.boolean({ label: label('a', 'b') }) } }), /"TamNgung" takes the name of a column every catalogue has/],
    ['a search field that is not text', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, So: field.integer({ label: label('a', 'b') }) }, search: ['So' as never] }), /search field "So" is not a text field/],
    ['an unknown import column', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed }, importColumns: ['Khac' as never] }), /import column "Khac"/],
    ['an enum without values', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, Loai: field.enum([], { label: label('a', 'b') }) } }), /field "Loai" needs distinct values/],
    ['a since that is no version', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, Moi: field.text({ label: label('a', 'b'), since: 1.5 }) } }), /field "Moi" has since 1.5/],
    ['an operation name GraphQL refuses', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed }, operations: { search: 'search-a' } }), /operation search has the name "search-a"/],
    ['a field without an English label', () => defineCatalogue({ name: 'DM_A', title: label('a', 'b'), codeField: 'Ma', nameField: 'Ten', fields: { Ma: needed, Ten: needed, X: field.text({ label: { vi: 'x', en: '' } }) } }), /field "X" has no label/],
  ];
  it.each(rows)('%s', (_caseName, define, message) => {
    expect(define).toThrow(CatalogueDefinitionError);
    expect(define).toThrow(message);
  });
});
