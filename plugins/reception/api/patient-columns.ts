// Which columns of BenhNhan a read fetches: the whole row, or only what the fields a query asks for need. A patient
// row holds about fifty columns, and the search's list shows six: on the embedded database, reading them all is most
// of a search's time.
import { sql, type SQL } from 'drizzle-orm';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { rowsOf, type Db } from '@his/sdk/server';

/** Columns the API gives converted: dates as epoch milliseconds. */
const CONVERTED: Readonly<Record<string, string>> = {
  NgaySinh: 'b."NgaySinh"::float8',
  NgayCapGPP: 'b."NgayCapGPP"::float8',
  createdAt: '(extract(epoch FROM b."createdAt") * 1000)::float8',
  updatedAt: '(extract(epoch FROM b."updatedAt") * 1000)::float8',
};

const column = (name: string) => (CONVERTED[name] ? `${CONVERTED[name]} AS "${name}"` : `b."${name}"`);

/** The whole row, as the API gives it. */
export const PATIENT_ROW = sql.raw(`b.*, ${Object.keys(CONVERTED).map(column).join(', ')}`);

/**
 * The columns the resolvers of BenhNhan's computed fields read from the row (resolvers.ts, customer-accounts.ts),
 * beside _id, which every read has. A resolved field not listed here makes a read take the whole row.
 */
const COMPUTED_FIELD_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  Tuoi: ['NgaySinh', 'NamSinh'],
  LoaiTuoi: ['NgaySinh', 'NamSinh'],
  TenNhanVienPhuTrach: ['NhanVienPhuTrach_Id'],
  IdTiepNhanDangXet: [],
  IdsTiepNhan: [],
  PhieuHangDoi: [],
  TrangThaiTaiKhoan: ['user_Id', 'TrangThaiTaiKhoan'],
  username: ['user_Id'],
  __typename: [],
};

const tableColumns = new WeakMap<Db, Promise<ReadonlySet<string>>>();

/** The table's columns, read once per database: migrations run before the server answers. */
function columnsOf(db: Db): Promise<ReadonlySet<string>> {
  let columns = tableColumns.get(db);
  if (!columns) {
    columns = db.execute(sql`SELECT attname FROM pg_attribute WHERE attrelid = '"BenhNhan"'::regclass AND attnum > 0 AND NOT attisdropped`)
      .then((result) => new Set(rowsOf<{ attname: string }>(result).map((row) => row.attname)));
    columns.catch(() => tableColumns.delete(db));
    tableColumns.set(db, columns);
  }
  return columns;
}

/**
 * What to read for patients of whom a query resolves `fields` (selectedFieldNames): each field's column, or the columns
 * its resolver reads; the whole row when a field is neither a column nor a known computed field (one another plugin
 * added), or has a resolver not listed, so that no field ever resolves from a missing column.
 */
export async function patientColumnsFor(db: Db, schema: GraphQLSchema, fields: ReadonlySet<string>): Promise<SQL> {
  const type = schema.getType('BenhNhan');
  if (!isObjectType(type)) return PATIENT_ROW;
  const schemaFields = type.getFields();
  const columns = await columnsOf(db);
  const wanted = new Set(['_id', 'node_Id']);
  for (const field of fields) {
    const computed = COMPUTED_FIELD_COLUMNS[field];
    if (computed) computed.forEach((name) => wanted.add(name));
    else if (columns.has(field) && !schemaFields[field]?.resolve) wanted.add(field);
    else return PATIENT_ROW;
  }
  return sql.raw([...wanted].map(column).join(', '));
}
