// Importing patients from a spreadsheet (spec §7 getDataForImportPatient, saveImportPatient): the file's columns for
// the template, then every row checked as the form checks it and all saved in one transaction, or none.
import { sql } from 'drizzle-orm';
import { coreMessages, formatMessage, toKhongDau, type Language, type RuleParams } from '@his/sdk';
import { badInput, HisError, requireConfirmation, rowsOf, type Db, type RequestContext, type ResolverMap, type Viewer } from '@his/sdk/server';
import { checkBenhNhan, normalisePhone, type BenhNhanValues } from '../rules/patient';
import type { ReceptionRequirements } from '../rules/settings';
import { PATIENT_IMPORT } from '../rules/permissions';
import { patientEvents } from '../contract';
import { patientValues, readRequirements, savePatient } from './patient-writes';
import { CODE_COLUMNS, DEFAULT_NATIONALITY_CODE, IMPORT_COLUMNS, MAX_IMPORT_ROWS, readImportRow, type CodeColumn, type ImportColumn } from './patient-import-rows';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

export const patientImportSchema = /* GraphQL */ `
"A column of the patient import file."
type PatientImportColumn {
  "The key of the column's cell in a row sent to saveImportPatient (MaYTe, TenBenhNhan, MaDonViHanhChinh, …)."
  field: String!
  "The header in the caller's language, as the template writes it."
  header: String!
  "Both languages' headers: a file is read whichever its header row is in."
  headerVi: String!
  headerEn: String!
  "The facility's settings make the column mandatory."
  required: Boolean!
  "What the cell holds, in the caller's language (a format, the allowed words, the catalogue whose codes it takes)."
  hint: String!
  "The template's example cell."
  example: String
}

"What the import dialog needs: the columns, in the template's order, and the limits of a file."
type PatientImportData {
  columns: [PatientImportColumn!]!
  "Most rows one saveImportPatient call takes."
  maxRows: Int!
  "The nationality code a row without one gets."
  defaultNationality: String!
}

"A problem of one row: the file is refused until no row has one."
type PatientImportError {
  "The row as the spreadsheet numbers it: data row 1 is row 2, under the header."
  row: Int!
  "The column (a PatientImportColumn.field) the problem is in, when it is in one."
  field: String
  "That column's header in the caller's language."
  column: String
  messageKey: String!
  params: JSON
  "'Hàng {n} trong file: …' in the caller's language."
  message: String!
}

"What became of a file: every row saved, or none and why."
type PatientImportResult {
  "Rows in the file."
  total: Int!
  "Patients saved: total, or 0 when the file was refused."
  saved: Int!
  "Problems in the whole file; at most the first 100 are listed in errors."
  errorCount: Int!
  errors: [PatientImportError!]!
  "The saved patients' MaYTe, in file order (a row without one got the next of the facility's series)."
  MaYTes: [String!]!
}

extend type Query {
  "The columns of the patient import file (needs reception.patient.import)."
  getDataForImportPatient: PatientImportData!
}

extend type Mutation {
  """
  Imports patients: rows keyed by PatientImportColumn.field, at most maxRows. Every row is checked before anything is
  written; any problem refuses the whole file (errors). Rows that look like patients already kept (same name and birth
  year, or same phone) ask once for the file: confirmable reception.import.duplicatePatients.
  """
  saveImportPatient(rows: [JSON!]!, confirmed: [String!]): PatientImportResult!
}
`;

/** Errors listed in a refusal: enough to fix a file in rounds, small enough to show and send. */
export const MAX_LISTED_ERRORS = 100;

const localeOf: Record<Language, Record<string, string>> = { vi, en };

function message(lang: Language, key: string, params: RuleParams = {}): string {
  const values = params as Record<string, string | number>;
  return formatMessage(localeOf[lang], key, values) ?? formatMessage(coreMessages[lang], key, values) ?? formatMessage(coreMessages[lang], 'error.generic') ?? key;
}

// The spec's import wording where it differs from the form's ('Email không hợp lệ', not 'Vui lòng nhập chính xác email').
const IMPORT_MESSAGE_KEYS: Readonly<Record<string, string>> = { 'validation.email': 'import.email' };

// The patient field a rule names, back to the file's column it came from.
const COLUMN_OF_FIELD: Readonly<Record<string, ImportColumn>> = Object.fromEntries([
  ...IMPORT_COLUMNS.map((column) => [column, column]),
  ...Object.entries(CODE_COLUMNS).map(([column, field]) => [field, column]),
]);

const EXAMPLES: Partial<Record<ImportColumn, string>> = {
  TenBenhNhan: 'Nguyễn Văn A', NgaySinh: '15/03/1990', NamSinh: '1990', SoDienThoai: '0912345678', CMNDHoacHoChieu: '001090000001',
  Email: 'nguyenvana@example.com', SoNha: '12 Trần Hưng Đạo', MaDanToc: '01', MaQuocTich: DEFAULT_NATIONALITY_CODE, SoTheBHYT: 'DN4019900000001',
};

const REQUIRED_ALWAYS: ReadonlySet<ImportColumn> = new Set(['TenBenhNhan', 'NamSinh', 'GioiTinh', 'MaDanToc']);

async function importData(ctx: RequestContext) {
  const requirements = await readRequirements(ctx);
  const required = new Set<ImportColumn>(REQUIRED_ALWAYS);
  if (requirements.soDienThoai) required.add('SoDienThoai');
  if (requirements.diaChi) required.add('MaDonViHanhChinh');
  if (requirements.ngaySinh) required.add('NgaySinh');
  if (requirements.nhanVienPhuTrach) required.add('MaNhanVienPhuTrach');
  // The example commune is one the facility's catalogue holds, so the template imports as it is.
  const [commune] = rowsOf<{ code: string }>(await ctx.db.execute(sql`
    SELECT "MaDonViHanhChinh" AS code FROM "DM_DonViHanhChinh" WHERE "LoaiDonViHanhChinh" IN ('PHUONG', 'XA', 'DAC_KHU') ORDER BY "MaDonViHanhChinh" LIMIT 1`));
  const examples: Partial<Record<ImportColumn, string>> = { ...EXAMPLES, GioiTinh: message(ctx.lang, 'reception.import.genderMale'), MaDonViHanhChinh: commune?.code };
  return {
    columns: IMPORT_COLUMNS.map((field) => ({
      field,
      header: message(ctx.lang, `reception.import.column.${field}`),
      headerVi: message('vi', `reception.import.column.${field}`),
      headerEn: message('en', `reception.import.column.${field}`),
      required: required.has(field),
      hint: message(ctx.lang, `reception.import.hint.${field}`),
      example: examples[field] ?? null,
    })),
    maxRows: MAX_IMPORT_ROWS,
    defaultNationality: DEFAULT_NATIONALITY_CODE,
  };
}

interface RowError {
  row: number;
  field: ImportColumn | null;
  key: string;
  params: RuleParams;
}

/** Catalogue rows by code for every code the file names, read once for the whole file. */
async function codeLookups(tx: Db, codes: ReadonlyMap<CodeColumn, ReadonlySet<string>>) {
  const sources: Record<CodeColumn, { table: string; code: string; extra: string }> = {
    MaDonViHanhChinh: { table: 'DM_DonViHanhChinh', code: 'MaDonViHanhChinh', extra: `"LoaiDonViHanhChinh"` },
    MaDanToc: { table: 'DM_DanToc', code: 'MaDanToc', extra: 'NULL' },
    MaQuocTich: { table: 'DM_QuocTich', code: 'MaQuocTich', extra: 'NULL' },
    MaNgheNghiep: { table: 'DM_NgheNghiep', code: 'MaNgheNghiep', extra: 'NULL' },
    MaNhanVienPhuTrach: { table: 'NhanVien', code: 'MaNhanVien', extra: 'NULL' },
  };
  const found = new Map<CodeColumn, Map<string, { _id: string; kind: string | null }>>();
  for (const [column, wanted] of codes) {
    const source = sources[column];
    const rows = wanted.size === 0 ? [] : rowsOf<{ _id: string; code: string; kind: string | null }>(await tx.execute(sql`
      SELECT _id, ${sql.identifier(source.code)} AS code, ${sql.raw(source.extra)} AS kind FROM ${sql.identifier(source.table)}
      WHERE ${sql.identifier(source.code)} = ANY(${sql.param([...wanted])}::text[])`));
    found.set(column, new Map(rows.map((row) => [row.code, { _id: row._id, kind: row.kind }])));
  }
  return found;
}

interface Stored {
  codes: Set<string>;
  /** Unaccented name and birth year, and phones, of the facility's patients, with a code to name. */
  nameYears: Map<string, string>;
  phones: Map<string, string>;
}

const nameYearKey = (name: string, year: number | null) => `${toKhongDau(name)}|${year ?? ''}`;

async function storedPatients(tx: Db, facilityId: string, codes: readonly string[], names: readonly string[], phones: readonly string[]): Promise<Stored> {
  const rows = rowsOf<{ MaYTe: string; TenKhongDau: string; NamSinh: number | null; SoDienThoai: string | null }>(await tx.execute(sql`
    SELECT "MaYTe", "TenKhongDau", "NamSinh", "SoDienThoai" FROM "BenhNhan" WHERE "node_Id" = ${facilityId}
      AND ("MaYTe" = ANY(${sql.param(codes)}::text[]) OR "TenKhongDau" = ANY(${sql.param(names)}::text[]) OR "SoDienThoai" = ANY(${sql.param(phones)}::text[]))`));
  const stored: Stored = { codes: new Set(), nameYears: new Map(), phones: new Map() };
  for (const row of rows) {
    stored.codes.add(row.MaYTe);
    stored.nameYears.set(`${row.TenKhongDau}|${row.NamSinh ?? ''}`, row.MaYTe);
    if (row.SoDienThoai) stored.phones.set(row.SoDienThoai, row.MaYTe);
  }
  return stored;
}

interface CheckedFile {
  values: (BenhNhanValues | null)[];
  cards: (string | null)[];
  errors: RowError[];
  /** Rows that look like a patient already kept, or share a phone with another row. */
  lookAlikes: number[];
}

/** Every row read and checked, against the form's rules, the catalogues, each other and the facility's patients. */
async function checkFile(tx: Db, viewer: Viewer, rows: readonly unknown[], requirements: ReceptionRequirements, at: number): Promise<CheckedFile> {
  const read = rows.map(readImportRow);
  const wanted = new Map<CodeColumn, Set<string>>((Object.keys(CODE_COLUMNS) as CodeColumn[]).map((column) => [column, new Set()]));
  for (const row of read) for (const [column, code] of Object.entries(row.codes) as [CodeColumn, string][]) wanted.get(column)!.add(code);
  const found = await codeLookups(tx, wanted);

  const checked: CheckedFile = { values: [], cards: [], errors: [], lookAlikes: [] };
  read.forEach((row, index) => {
    const rowNumber = index + 2;
    const problems: RowError[] = row.problems.map((problem) => ({ row: rowNumber, field: problem.field, key: problem.key, params: problem.params }));
    const input: Record<string, unknown> = { ...row.input };
    for (const [column, code] of Object.entries(row.codes) as [CodeColumn, string][]) {
      const target = found.get(column)?.get(code);
      if (!target) problems.push({ row: rowNumber, field: column, key: 'catalogue.refCodeNotFound', params: { code } });
      else if (column === 'MaDonViHanhChinh' && !['PHUONG', 'XA', 'DAC_KHU'].includes(target.kind ?? '')) {
        problems.push({ row: rowNumber, field: column, key: 'reception.communeRequired', params: {} });
      } else input[CODE_COLUMNS[column]] = target._id;
    }
    let values: BenhNhanValues | null = null;
    if (problems.length === 0) {
      try {
        values = patientValues(input);
        const problem = checkBenhNhan(values, requirements, at);
        if (problem) {
          problems.push({ row: rowNumber, field: COLUMN_OF_FIELD[problem.field] ?? null, key: IMPORT_MESSAGE_KEYS[problem.key] ?? problem.key, params: problem.params });
          values = null;
        }
      } catch (error) {
        if (!(error instanceof HisError)) throw error;
        const extensions = error.extensions as { messageKey: string; field?: string; params?: RuleParams };
        problems.push({ row: rowNumber, field: COLUMN_OF_FIELD[extensions.field ?? ''] ?? null, key: extensions.messageKey, params: extensions.params ?? {} });
      }
    }
    checked.errors.push(...problems);
    checked.values.push(values);
    checked.cards.push(row.card);
  });

  const valid = checked.values.filter((values): values is BenhNhanValues => values !== null);
  const stored = await storedPatients(tx, viewer.nodeId,
    valid.flatMap((values) => (values.MaYTe ? [values.MaYTe] : [])),
    valid.map((values) => toKhongDau(values.TenBenhNhan!)),
    valid.flatMap((values) => (values.SoDienThoai ? [values.SoDienThoai] : [])));
  const firstRow = { code: new Map<string, number>(), nameYear: new Map<string, number>(), phone: new Map<string, number>() };
  checked.values.forEach((values, index) => {
    if (!values) return;
    const row = index + 2;
    const refuse = (field: ImportColumn, key: string, params: RuleParams) => {
      checked.errors.push({ row, field, key, params });
      checked.values[index] = null;
    };
    if (values.MaYTe) {
      const earlier = firstRow.code.get(values.MaYTe);
      if (earlier !== undefined) return refuse('MaYTe', 'import.duplicateInFile', { value: values.MaYTe, row: earlier });
      firstRow.code.set(values.MaYTe, row);
      if (stored.codes.has(values.MaYTe)) return refuse('MaYTe', 'reception.duplicatePatientCode', { code: values.MaYTe });
    }
    const nameYear = nameYearKey(values.TenBenhNhan!, values.NamSinh);
    const earlierNamesake = firstRow.nameYear.get(nameYear);
    if (earlierNamesake !== undefined) return refuse('TenBenhNhan', 'import.duplicateInFile', { value: `${values.TenBenhNhan} (${values.NamSinh})`, row: earlierNamesake });
    firstRow.nameYear.set(nameYear, row);
    const phone = normalisePhone(values.SoDienThoai);
    const earlierPhone = phone ? firstRow.phone.get(phone) : undefined;
    if (phone && requirements.khongTrungSoDienThoai) {
      if (earlierPhone !== undefined) return refuse('SoDienThoai', 'import.duplicateInFile', { value: phone, row: earlierPhone });
      const holder = stored.phones.get(phone);
      if (holder) return refuse('SoDienThoai', 'reception.duplicatePhone', { code: holder });
    }
    if (phone && earlierPhone === undefined) firstRow.phone.set(phone, row);
    // Relatives share a phone, and a namesake may be another person: a question, as the form asks it.
    if (stored.nameYears.has(nameYear) || (phone && (stored.phones.has(phone) || earlierPhone !== undefined))) checked.lookAlikes.push(row);
  });
  checked.errors.sort((a, b) => a.row - b.row);
  return checked;
}

function listedError(lang: Language, error: RowError) {
  const text = message(lang, error.key, error.params);
  return {
    row: error.row,
    field: error.field,
    column: error.field ? message(lang, `reception.import.column.${error.field}`) : null,
    messageKey: error.key,
    params: error.params,
    message: message(lang, 'import.row', { n: error.row, message: text }),
  };
}

export async function saveImportPatient(ctx: RequestContext, viewer: Viewer, rows: readonly unknown[], confirmed: readonly string[]) {
  if (rows.length === 0) throw badInput('validation.required', 'rows');
  if (rows.length > MAX_IMPORT_ROWS) throw badInput('reception.import.tooManyRows', 'rows', { max: MAX_IMPORT_ROWS, count: rows.length });
  const requirements = await readRequirements(ctx);
  const at = Date.now();
  return ctx.write(async (scope) => {
    const checked = await checkFile(scope.tx, viewer, rows, requirements, at);
    if (checked.errors.length > 0) {
      // A summary, not the file: the audit of a refused file would otherwise hold every row.
      await scope.audit({ action: 'IMPORT', entity: 'BenhNhan', after: { total: rows.length, saved: 0, errors: checked.errors.length } });
      return { total: rows.length, saved: 0, errorCount: checked.errors.length, errors: checked.errors.slice(0, MAX_LISTED_ERRORS).map((error) => listedError(ctx.lang, error)), MaYTes: [] };
    }
    if (checked.lookAlikes.length > 0) {
      requireConfirmation(confirmed, 'reception.import.duplicatePatients', { count: checked.lookAlikes.length, rows: checked.lookAlikes.slice(0, 20).join(', ') });
    }
    // The file's question stands for each row's: savePatient asks it again of any look-alike.
    const rowConfirmed = checked.lookAlikes.length > 0 ? ['reception.duplicatePatient'] : [];
    const ids: string[] = [];
    const codes: string[] = [];
    for (const [index, values] of checked.values.entries()) {
      const saved = await savePatient(scope, viewer, values!, null, { requirements, confirmed: rowConfirmed, at, card: checked.cards[index], announce: false });
      ids.push(saved._id);
      codes.push(saved.MaYTe);
    }
    await scope.audit({ action: 'IMPORT', entity: 'BenhNhan', after: { total: rows.length, saved: ids.length, errors: 0 } });
    scope.emit(patientEvents.create, { ids }, { idNodes: [viewer.nodeId] });
    return { total: rows.length, saved: ids.length, errorCount: 0, errors: [], MaYTes: codes };
  });
}

export const patientImportResolvers: ResolverMap = {
  Query: {
    getDataForImportPatient: (_: unknown, __: unknown, ctx: RequestContext) => {
      ctx.requirePermission(PATIENT_IMPORT);
      return importData(ctx);
    },
  },
  Mutation: {
    saveImportPatient: (_: unknown, args: { rows: unknown[]; confirmed?: string[] | null }, ctx: RequestContext) =>
      saveImportPatient(ctx, ctx.requirePermission(PATIENT_IMPORT), args.rows, args.confirmed ?? []),
  },
};
