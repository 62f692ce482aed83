// What a list of descriptors turns into for a server plugin: migrations that stay stable as fields are added, the
// SDL of the spec's operation pattern, permissions and field labels, and list mistakes that fail with the fix.
import { describe, expect, it } from 'vitest';
import { buildSchema, getDirectiveValues, printType, type GraphQLArgument, type GraphQLInputField, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CatalogueDefinitionError, defineCatalogue, field } from '../../shared/catalogue';
import { catalogueMigrations, catalogueSchema, catalogueServerParts } from './index';
import { objectName } from './sql-names';
import { searchWords } from './catalogue-table';
import type { ExtraSearchArgs } from './search-args';
import type { RequestContext } from '../plugin';

const label = (vi: string, en: string) => ({ vi, en });
// What the host declares for every service's SDL, and the root types catalogues extend.
const HOST_SDL = 'scalar JSON\ndirective @maxLength(n: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION\ntype Query { _: Int }\ntype Mutation { _: Int }\n';

const nhom = defineCatalogue({
  name: 'DM_NhomDichVu',
  title: label('Nhóm dịch vụ', 'Service group'),
  codeField: 'MaNhomDichVu',
  nameField: 'TenNhomDichVu',
  fields: {
    MaNhomDichVu: field.text({ label: label('Mã nhóm', 'Group code'), required: true }),
    TenNhomDichVu: field.text({ label: label('Tên nhóm', 'Group name'), required: true }),
  },
});

const serviceFields = {
  MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true }),
  TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true }),
  NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm dịch vụ', 'Service group'), required: true }),
  GiaGoc: field.money({ label: label('Giá gốc', 'Base price') }),
};

const serviceBasics = {
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  scope: 'node',
  operations: { byCode: 'getDichVuByCode' },
  permissions: { write: 'services.write', read: 'services.read' },
} as const;

/** The service catalogue as first released. */
const dichVuV1 = defineCatalogue({ ...serviceBasics, fields: serviceFields });

/** The same catalogue two releases later: fields added with since, one of them searched. */
const dichVuV3 = defineCatalogue({
  ...serviceBasics,
  fields: {
    ...serviceFields,
    TenTiengAnh: field.text({ label: label('Tên tiếng Anh', 'English name'), since: 2 }),
    DichVuKemTheo_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ kèm theo', 'Attached services'), since: 2 }),
    MaTheoThongTu: field.text({ label: label('Mã theo thông tư', 'Regulatory code'), unique: true, since: 3 }),
  },
  search: ['MaDichVu', 'TenDichVu', 'TenTiengAnh'],
});

describe('catalogueMigrations', () => {
  it('creates each table with its code unique, trigram indexes on the unaccented name and the code, and ref indexes', () => {
    const [migration] = catalogueMigrations([dichVuV1]);
    expect(migration!.id).toBe('DM_DichVu.v1');
    expect(migration!.sql).toContain('CREATE TABLE "DM_DichVu" (');
    expect(migration!.sql).toContain('"MaDichVu" text NOT NULL');
    expect(migration!.sql).toContain('"GiaGoc" bigint');
    expect(migration!.sql).toContain('"node_Id" text NOT NULL');
    // Per facility, codes are unique within the facility.
    expect(migration!.sql).toContain('CONSTRAINT "DM_DichVu_MaDichVu_key" UNIQUE ("node_Id", "MaDichVu")');
    expect(migration!.sql).toContain('USING gin ("TenKhongDau" gin_trgm_ops)');
    expect(migration!.sql).toContain('USING gin ("MaDichVu" gin_trgm_ops)');
    expect(migration!.sql).toContain('CREATE INDEX "DM_DichVu_NhomDichVu_Id_idx" ON "DM_DichVu" ("NhomDichVu_Id")');
    expect(catalogueMigrations([nhom])[0]!.sql).toContain('CONSTRAINT "DM_NhomDichVu_MaNhomDichVu_key" UNIQUE ("MaNhomDichVu")');
  });

  it('keeps the first migration as it was when fields are added with since, and adds one migration per version', () => {
    const before = catalogueMigrations([nhom, dichVuV1]);
    const after = catalogueMigrations([nhom, dichVuV3]);
    expect(after.map((migration) => migration.id)).toEqual([
      'DM_NhomDichVu.v1', 'DM_NhomDichVu.search-indexes', 'DM_DichVu.v1', 'DM_DichVu.v2', 'DM_DichVu.v3', 'DM_DichVu.search-indexes', 'DM_DichVu.search-words',
    ]);
    const versions = (migrations: typeof after) => migrations.filter((migration) => /\.v[0-9]+$/.test(migration.id));
    expect(versions(after).slice(0, 2)).toEqual(versions(before));
    const [, , v2, v3] = versions(after);
    expect(v2!.sql).toContain('ALTER TABLE "DM_DichVu" ADD COLUMN "TenTiengAnh" text;');
    expect(v2!.sql).toContain(`ALTER TABLE "DM_DichVu" ADD COLUMN "DichVuKemTheo_Ids" text[] NOT NULL DEFAULT '{}';`);
    expect(v2!.sql).toContain(`ADD COLUMN IF NOT EXISTS "TuKhoaKhongDau" text NOT NULL DEFAULT ''`);
    expect(v2!.sql).toContain('USING gin ("DichVuKemTheo_Ids")');
    // The first searched extra field rebuilds the syllable index over the name and the extras.
    expect(v2!.sql).toContain(`USING gin (to_tsvector('simple'::regconfig, "TenKhongDau" || ' ' || "TuKhoaKhongDau"))`);
    expect(v3!.sql).toContain('ADD CONSTRAINT "DM_DichVu_MaTheoThongTu_key" UNIQUE ("node_Id", "MaTheoThongTu")');
  });

  it('shortens names PostgreSQL would cut, keeping them distinct', () => {
    const long = objectName('DM_DanhMucCoTenRatDaiDeKiemTraGioiHanTen', 'MaDanhMucCoTenRatDaiDeKiemTraGioiHan', 'key');
    const other = objectName('DM_DanhMucCoTenRatDaiDeKiemTraGioiHanTen', 'MaDanhMucCoTenRatDaiDeKiemTraGioiHaN', 'key');
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(long.endsWith('_key')).toBe(true);
    expect(long).not.toBe(other);
  });
});

describe('catalogueSchema', () => {
  const schema = buildSchema(`${HOST_SDL}${catalogueSchema([nhom, dichVuV3])}`);
  const query = schema.getQueryType()!.getFields();
  const mutation = schema.getMutationType()!.getFields();
  const signature = (fields: typeof query, name: string) => {
    const operation = fields[name]!;
    return `${name}(${operation.args.map((arg) => `${arg.name}: ${arg.type}`).join(', ')}): ${operation.type}`;
  };

  it('has the spec\'s operation pattern for each catalogue', () => {
    expect(signature(query, 'getDM_NhomDichVu')).toBe('getDM_NhomDichVu(hasTamNgung: Boolean, searchString: String, page: Int, limit: Int): DM_NhomDichVuPage!');
    expect(signature(query, 'getDM_NhomDichVuById')).toBe('getDM_NhomDichVuById(id: ID!): DM_NhomDichVu');
    expect(signature(query, 'searchDM_NhomDichVu')).toBe('searchDM_NhomDichVu(searchString: String, keyword: String, limit: Int, idDefault: ID): [DM_NhomDichVu!]!');
    expect(signature(query, 'getDichVuByCode')).toBe('getDichVuByCode(code: String!): DM_DichVu');
    expect(signature(mutation, 'createDM_NhomDichVu')).toBe('createDM_NhomDichVu(input: DM_NhomDichVuInput!): DM_NhomDichVu!');
    expect(signature(mutation, 'updateDM_NhomDichVu')).toBe('updateDM_NhomDichVu(id: ID!, input: DM_NhomDichVuInput!): DM_NhomDichVu!');
    expect(signature(mutation, 'removeDM_NhomDichVu')).toBe('removeDM_NhomDichVu(ids: [ID!]!): [ID!]!');
    expect(signature(mutation, 'importDM_NhomDichVu')).toBe('importDM_NhomDichVu(rows: [JSON!]!, dryRun: Boolean): CatalogueImportResult!');
  });

  it('types rows from the fields: later fields nullable, money as Float, the node of per-node rows', () => {
    const row = printType(schema.getType('DM_DichVu') as GraphQLObjectType);
    for (const line of ['_id: ID!', 'node_Id: ID!', 'MaDichVu: String!', 'NhomDichVu_Id: ID!', 'GiaGoc: Float', 'TenTiengAnh: String', 'DichVuKemTheo_Ids: [ID!]!', 'TenKhongDau: String!', 'TamNgung: Boolean!', 'createdAt: Float!']) {
      expect(row).toContain(line);
    }
    expect(row).not.toContain('TuKhoaKhongDau');
    expect(printType(schema.getType('DM_DichVuInput')!)).toContain('MaDichVu: String\n');
  });

  it('caps text as the fields do: each text input at its maxLength, searches at 200', () => {
    const capOf = (definition: GraphQLArgument | GraphQLInputField) => (getDirectiveValues(schema.getDirective('maxLength')!, definition.astNode!)?.n as number | undefined) ?? null;
    const input = (schema.getType('DM_DichVuInput') as GraphQLInputObjectType).getFields();
    expect(capOf(input.TenDichVu!)).toBe(500);
    expect(capOf(input.NhomDichVu_Id!)).toBeNull();
    const args = (name: string) => Object.fromEntries(query[name]!.args.map((arg) => [arg.name, capOf(arg)]));
    expect(args('searchDM_DichVu')).toMatchObject({ searchString: 200, keyword: 200, idDefault: null });
    expect(args('getDM_DichVu')).toMatchObject({ searchString: 200 });
  });
});

describe('catalogueServerParts', () => {
  const parts = catalogueServerParts('danh-muc', [nhom, dichVuV3]);

  it('declares the plugin\'s write permission and each catalogue\'s own', () => {
    expect(parts.permissions.map((permission) => permission.code)).toEqual(['danh-muc.catalogue.write', 'services.write', 'services.read']);
  });

  it('carries the field labels the host names fields with in error messages', () => {
    expect(parts.locales.vi['field.MaDichVu']).toBe('Mã dịch vụ');
    expect(parts.locales.en['field.NhomDichVu_Id']).toBe('Service group');
  });

  it('registers the usages the refs imply, labelled by catalogue and field', () => {
    expect(parts.catalogueUsages).toContainEqual({ catalogue: 'DM_NhomDichVu', table: 'DM_DichVu', column: 'NhomDichVu_Id', array: false, label: label('Dịch vụ (Nhóm dịch vụ)', 'Service (Service group)') });
    expect(parts.catalogueUsages).toContainEqual(expect.objectContaining({ catalogue: 'DM_DichVu', column: 'DichVuKemTheo_Ids', array: true }));
  });

  it('resolves every operation of the schema', () => {
    expect(Object.keys(parts.resolvers.Query!)).toEqual([
      'getDM_NhomDichVu', 'getDM_NhomDichVuCursor', 'getDM_NhomDichVuByCodes', 'getDM_NhomDichVuById', 'searchDM_NhomDichVu', 'exportDM_NhomDichVu',
      'getDM_DichVu', 'getDM_DichVuCursor', 'getDM_DichVuByCodes', 'getDM_DichVuById', 'searchDM_DichVu', 'exportDM_DichVu', 'getDichVuByCode',
    ]);
    expect(Object.keys(parts.resolvers.Mutation!)).toHaveLength(8);
  });

  it('refuses two catalogues of one name, and a ref import column whose codes it cannot look up', () => {
    expect(() => catalogueServerParts('danh-muc', [nhom, nhom])).toThrow(/two descriptors share a name/);
    const importsForeignCodes = defineCatalogue({
      ...{ name: 'DM_Giuong', title: label('Giường', 'Bed'), codeField: 'MaGiuong', nameField: 'TenGiuong' },
      fields: {
        MaGiuong: field.text({ label: label('Mã', 'Code'), required: true }),
        TenGiuong: field.text({ label: label('Tên', 'Name'), required: true }),
        Phong_Id: field.ref('DM_Phong', { label: label('Phòng', 'Room') }),
      },
      importColumns: ['MaGiuong', 'TenGiuong', 'Phong_Id'],
    });
    expect(() => catalogueServerParts('danh-muc', [importsForeignCodes])).toThrow(CatalogueDefinitionError);
    expect(() => catalogueServerParts('danh-muc', [importsForeignCodes])).toThrow(/Add DM_Phong to the same list or leave Phong_Id out of importColumns/);
  });
});

describe('extra search arguments', () => {
  const extraSearchArgs: ExtraSearchArgs = {
    DM_DichVu: {
      isSpecial: { type: 'Boolean', description: 'Only special services', condition: (value: boolean) => sql`"DichVuDacBiet" = ${value}` },
      idPhongBan: { type: 'ID', condition: (value: string, { nodeId }) => sql`"DM_DichVu"._id IN (SELECT "DichVu_Id" FROM "PhongBan_DichVu" WHERE "PhongBan_Id" = ${value} AND ${nodeId} <> '')` },
    },
  };
  const parts = catalogueServerParts('danh-muc', [nhom, dichVuV3], { extraSearchArgs });

  const fail = (what: string): never => {
    throw new Error(`The test context does not expect ${what}`);
  };

  /** A read handle that records each statement and knows no other operation. */
  function recordingContext() {
    const statements: { sql: string; params: unknown[] }[] = [];
    const dialect = new PgDialect();
    const db = new Proxy({}, {
      get(_, name) {
        if (name === 'execute') return async (query: SQL) => (statements.push(dialect.sqlToQuery(query)), { rows: [] });
        if (name === 'then') return undefined;
        return fail(`db.${String(name)}`);
      },
    });
    const viewer = { userId: 'u1', username: 'u', sessionId: 's', nodeId: 'CS01', profileId: 'p', permissions: new Set<string>(), positionCode: null };
    // dichVuV3 names its own read permission.
    const ctx = { db, requirePermission: (permission: string) => (permission === 'services.read' ? viewer : fail(permission)) } as unknown as RequestContext;
    return { ctx, statements };
  }
  const search = parts.resolvers.Query!.searchDM_DichVu as (parent: unknown, args: Record<string, unknown>, ctx: RequestContext) => Promise<unknown>;

  it('adds the arguments to that catalogue\'s search only, after the usual ones', () => {
    const schema = buildSchema(`${HOST_SDL}${parts.schema}`);
    const args = (name: string) => schema.getQueryType()!.getFields()[name]!.args.map((arg) => `${arg.name}: ${arg.type}`);
    expect(args('searchDM_DichVu')).toEqual(['searchString: String', 'keyword: String', 'limit: Int', 'idDefault: ID', 'isSpecial: Boolean', 'idPhongBan: ID']);
    expect(schema.getQueryType()!.getFields().searchDM_DichVu!.args[4]!.description).toBe('Only special services');
    expect(args('searchDM_NhomDichVu')).toEqual(['searchString: String', 'keyword: String', 'limit: Int', 'idDefault: ID']);
    expect(args('getDM_DichVu')).toEqual(['hasTamNgung: Boolean', 'searchString: String', 'page: Int', 'limit: Int']);
  });

  it('narrows the search by the condition of each argument given, with the viewer\'s node, and by none when null', async () => {
    const { ctx, statements } = recordingContext();
    await search(undefined, { searchString: 'sieu am', isSpecial: true, idPhongBan: null }, ctx);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toContain('"DichVuDacBiet" = $');
    expect(statements[0]!.sql).not.toContain('PhongBan_DichVu');
    expect(statements[0]!.params).toContain(true);

    const withCode = recordingContext();
    // A code typed alone is first looked up by its prefix: that query is narrowed as well as the ranked one.
    await search(undefined, { searchString: 'XN', idPhongBan: 'KXN' }, withCode.ctx);
    expect(withCode.statements).toHaveLength(2);
    for (const statement of withCode.statements) {
      expect(statement.sql).toContain('"PhongBan_DichVu"');
      expect(statement.params).toEqual(expect.arrayContaining(['KXN', 'CS01']));
    }
  });

  it('refuses arguments it could not serve, naming the fix', () => {
    const condition = () => sql`TRUE`;
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraSearchArgs: { DM_DichVu: { isSpecial: { type: 'Boolean', condition } } } }))
      .toThrow(/extra search arguments are given for DM_DichVu, which is not in the list/);
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraSearchArgs: { DM_NhomDichVu: { limit: { type: 'Int', condition } } } }))
      .toThrow(/takes the name of an argument every search has. Give it another name/);
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraSearchArgs: { DM_NhomDichVu: { maLoai: { type: 'String!', condition } } } }))
      .toThrow(CatalogueDefinitionError);
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraSearchArgs: { DM_NhomDichVu: { 'ma-loai': { type: 'String', condition } } } }))
      .toThrow(/is not a GraphQL name/);
  });
});

describe('extra write arguments', () => {
  const apply = async () => undefined;
  const parts = catalogueServerParts('danh-muc', [nhom, dichVuV3], {
    extraWriteArgs: { DM_DichVu: { Gia: { type: 'GiaInput', description: 'Saved with the service', apply } } },
  });

  it('adds the arguments to that catalogue\'s create and update only, after the input', () => {
    const schema = buildSchema(`${HOST_SDL}input GiaInput { DonGia: Float }\n${parts.schema}`);
    const args = (name: string) => schema.getMutationType()!.getFields()[name]!.args.map((arg) => `${arg.name}: ${arg.type}`);
    expect(args('createDM_DichVu')).toEqual(['input: DM_DichVuInput!', 'Gia: GiaInput']);
    expect(args('updateDM_DichVu')).toEqual(['id: ID!', 'input: DM_DichVuInput!', 'Gia: GiaInput']);
    expect(args('createDM_NhomDichVu')).toEqual(['input: DM_NhomDichVuInput!']);
  });

  it('refuses arguments it could not serve, naming the fix', () => {
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraWriteArgs: { DM_DichVu: { Gia: { type: 'GiaInput', apply } } } }))
      .toThrow(/extra write arguments are given for DM_DichVu, which is not in the list/);
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraWriteArgs: { DM_NhomDichVu: { input: { type: 'GiaInput', apply } } } }))
      .toThrow(/takes the name of an argument create or update has. Give it another name/);
    expect(() => catalogueServerParts('danh-muc', [nhom], { extraWriteArgs: { DM_NhomDichVu: { Gia: { type: 'GiaInput!', apply } } } }))
      .toThrow(/has the type "GiaInput!"/);
  });
});

describe('search words', () => {
  it('keeps letters and digits of the extra search fields apart, as search splits what is typed', () => {
    expect(searchWords('QCVN 01-1:2018/BYT')).toBe('qcvn 01 1 2018 byt');
    expect(searchWords('  Nước  sạch (nhóm A) ')).toBe('nuoc sach nhom a');
  });
});
