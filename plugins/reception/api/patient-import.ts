// Importing patients from a spreadsheet (spec §7 getDataForImportPatient, saveImportPatient): the file's columns for
// the template; then the uploaded file read in a guarded thread, every row checked as the form checks it (against the
// catalogues, each other and the facility's patients, set by set), and all saved in one transaction, or none: codes
// taken from the series in one step, rows inserted a batch per statement.
import { sql } from 'drizzle-orm';
import { coreMessages, formatMessage, splitInsuranceCardNumber, toKhongDau, type Language, type RuleParams, type Timestamp } from '@his/sdk';
import {
  allocateSeriesRange, badInput, HisError, newId, readUploadedSheet, removeUploadedSheet, requireConfirmation, rowsOf, rowsOfSheet, sheetColumn,
  SheetHeaderError, uploadedSheet, type Db, type RequestContext, type ResolverMap, type SheetColumn, type Viewer, type WriteScope,
} from '@his/sdk/server';
import { checkBenhNhan, EMPTY_BENH_NHAN, normalisePhone, type BenhNhanValues } from '../rules/patient';
import type { ReceptionRequirements } from '../rules/settings';
import { PATIENT_IMPORT } from '../rules/permissions';
import { patientEvents } from '../contract';
import { MA_Y_TE_SERIES, patientValues, readRequirements } from './patient-writes';
import {
  CODE_COLUMNS, DEFAULT_NATIONALITY_CODE, IMPORT_BATCH_ROWS, IMPORT_COLUMNS, IMPORT_FILE_LIMITS, MAX_IMPORT_ROWS, readImportRow, type CodeColumn, type ImportColumn,
} from './patient-import-rows';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

export const patientImportSchema = /* GraphQL */ `
"A column of the patient import file."
type PatientImportColumn {
  "The column's key (MaYTe, TenBenhNhan, MaDonViHanhChinh, …): a header the file may also use, and the column a row error names."
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
  "Most data rows a file may have under its header row."
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
  Imports the patients of an .xlsx file the caller uploaded by POST /upload (fileId: the upload's _id): the first
  sheet, a header row of the columns (PatientImportColumn headers in either language, or fields), at most maxRows rows.
  Every row is checked before anything is written; any problem refuses the whole file (errors). Rows that look like
  patients already kept (same name and birth year, or same phone) ask once for the file: confirmable
  reception.import.duplicatePatients, answered by calling again with the same fileId. A file saved or refused for its
  rows is removed; one that cannot be read is refused naming it (reception.import.file.*).
  """
  saveImportPatient(fileId: ID!, confirmed: [String!]): PatientImportResult!
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

interface Commune {
  name: string;
  kind: string;
  provinceId: string | null;
  provinceName: string | null;
}

interface CatalogueRow {
  _id: string;
  /** The commune's names and province, for the printed address. */
  commune: Commune | null;
}

/**
 * Catalogue rows by code for every code the file names, read once for the whole file and kept from removal until
 * the import commits (FOR SHARE), as the form's save keeps the rows it names.
 */
async function codeLookups(tx: Db, codes: ReadonlyMap<CodeColumn, ReadonlySet<string>>) {
  const sources: Record<Exclude<CodeColumn, 'MaDonViHanhChinh'>, { table: string; code: string }> = {
    MaDanToc: { table: 'DM_DanToc', code: 'MaDanToc' },
    MaQuocTich: { table: 'DM_QuocTich', code: 'MaQuocTich' },
    MaNgheNghiep: { table: 'DM_NgheNghiep', code: 'MaNgheNghiep' },
    MaNhanVienPhuTrach: { table: 'NhanVien', code: 'MaNhanVien' },
  };
  const found = new Map<CodeColumn, Map<string, CatalogueRow>>();
  for (const [column, wanted] of codes) {
    if (wanted.size === 0) {
      found.set(column, new Map());
      continue;
    }
    if (column === 'MaDonViHanhChinh') {
      const rows = rowsOf<{ _id: string; code: string } & Commune>(await tx.execute(sql`
        SELECT x._id, x."MaDonViHanhChinh" AS code, x."TenDonViHanhChinh" AS name, x."LoaiDonViHanhChinh" AS kind, t._id AS "provinceId", t."TenDonViHanhChinh" AS "provinceName"
        FROM "DM_DonViHanhChinh" x LEFT JOIN "DM_DonViHanhChinh" t ON t._id = x."DonViCha_Id"
        WHERE x."MaDonViHanhChinh" = ANY(${sql.param([...wanted])}::text[]) FOR SHARE OF x`));
      found.set(column, new Map(rows.map(({ _id, code, ...commune }) => [code, { _id, commune }])));
      continue;
    }
    const source = sources[column];
    const rows = rowsOf<{ _id: string; code: string }>(await tx.execute(sql`
      SELECT _id, ${sql.identifier(source.code)} AS code FROM ${sql.identifier(source.table)}
      WHERE ${sql.identifier(source.code)} = ANY(${sql.param([...wanted])}::text[]) FOR SHARE`));
    found.set(column, new Map(rows.map((row) => [row.code, { _id: row._id, commune: null }])));
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

/** The facility's patients sharing a code, a name or a phone with the file: one indexed query for each. */
async function storedPatients(tx: Db, facilityId: string, codes: readonly string[], names: readonly string[], phones: readonly string[]): Promise<Stored> {
  const stored: Stored = { codes: new Set(), nameYears: new Map(), phones: new Map() };
  const byColumn = async (column: 'MaYTe' | 'TenKhongDau' | 'SoDienThoai', values: readonly string[]) => values.length === 0 ? [] : rowsOf<{ MaYTe: string; TenKhongDau: string; NamSinh: number | null; SoDienThoai: string | null }>(await tx.execute(sql`
    SELECT "MaYTe", "TenKhongDau", "NamSinh", "SoDienThoai" FROM "BenhNhan" WHERE "node_Id" = ${facilityId} AND ${sql.identifier(column)} = ANY(${sql.param([...new Set(values)])}::text[])`));
  for (const row of await byColumn('MaYTe', codes)) stored.codes.add(row.MaYTe);
  for (const row of await byColumn('TenKhongDau', names)) stored.nameYears.set(`${row.TenKhongDau}|${row.NamSinh ?? ''}`, row.MaYTe);
  for (const row of await byColumn('SoDienThoai', phones)) stored.phones.set(row.SoDienThoai!, row.MaYTe);
  return stored;
}

interface CheckedFile {
  values: (BenhNhanValues | null)[];
  cards: (string | null)[];
  communes: (Commune | null)[];
  errors: RowError[];
  /** Rows that look like a patient already kept, or share a phone with another row. */
  lookAlikes: number[];
}

// Since 1 July 2025 an address names a commune, ward or special zone, never a province alone.
const COMMUNE_KINDS = ['PHUONG', 'XA', 'DAC_KHU'];

/** Every row read and checked, against the form's rules, the catalogues, each other and the facility's patients. */
async function checkFile(tx: Db, viewer: Viewer, rows: readonly unknown[], requirements: ReceptionRequirements, at: number): Promise<CheckedFile> {
  const read = rows.map(readImportRow);
  const wanted = new Map<CodeColumn, Set<string>>((Object.keys(CODE_COLUMNS) as CodeColumn[]).map((column) => [column, new Set()]));
  for (const row of read) for (const [column, code] of Object.entries(row.codes) as [CodeColumn, string][]) wanted.get(column)!.add(code);
  const found = await codeLookups(tx, wanted);

  const checked: CheckedFile = { values: [], cards: [], communes: [], errors: [], lookAlikes: [] };
  read.forEach((row, index) => {
    const rowNumber = index + 2;
    const problems: RowError[] = row.problems.map((problem) => ({ row: rowNumber, field: problem.field, key: problem.key, params: problem.params }));
    const input: Record<string, unknown> = { ...row.input };
    for (const [column, code] of Object.entries(row.codes) as [CodeColumn, string][]) {
      const target = found.get(column)?.get(code);
      if (!target) problems.push({ row: rowNumber, field: column, key: 'catalogue.refCodeNotFound', params: { code } });
      else if (column === 'MaDonViHanhChinh' && !COMMUNE_KINDS.includes(target.commune?.kind ?? '')) {
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
    checked.communes.push(row.codes.MaDonViHanhChinh ? (found.get('MaDonViHanhChinh')?.get(row.codes.MaDonViHanhChinh)?.commune ?? null) : null);
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

/** The columns an import can fill: every other column of a new patient keeps its default, as the form leaves it. */
const TEXT_COLUMNS = [
  '_id', 'MaYTe', 'TenBenhNhan', 'TenKhongDau', 'GioiTinh', 'SoDienThoai', 'CMNDHoacHoChieu', 'Email', 'SoNha', 'DonViHanhChinh_Id', 'Tinh_Id',
  'fullAddress', 'DanToc_Id', 'QuocTich_Id', 'NgheNghiep_Id', 'NhanVienPhuTrach_Id', 'GhiChu', 'SoTheBHYT', 'SoBHXH',
] as const;
const NUMBER_COLUMNS = [['NgaySinh', 'bigint'], ['NamSinh', 'integer']] as const;
type ImportedRow = Record<(typeof TEXT_COLUMNS)[number], string | null> & { _id: string; MaYTe: string; NgaySinh: Timestamp | null; NamSinh: number | null };
const STORED_FIELDS: ReadonlySet<string> = new Set<string>([...TEXT_COLUMNS, ...NUMBER_COLUMNS.map(([name]) => name)]);

/** The row a patient is stored as, as the form's save builds it: name unaccented, address printed, card split. */
function importedRow(id: string, code: string, values: BenhNhanValues, card: string | null, commune: Commune | null): ImportedRow {
  for (const [field, value] of Object.entries(values)) {
    const empty = (EMPTY_BENH_NHAN as unknown as Record<string, unknown>)[field];
    if (!STORED_FIELDS.has(field) && value !== empty && !(Array.isArray(value) && value.length === 0)) throw new Error(`The import does not store ${field}.`);
  }
  const split = card ? splitInsuranceCardNumber(card) : null;
  const house = values.SoNha?.trim() || null;
  return {
    _id: id,
    MaYTe: code,
    TenBenhNhan: values.TenBenhNhan!.trim(),
    TenKhongDau: toKhongDau(values.TenBenhNhan!),
    NgaySinh: values.NgaySinh,
    NamSinh: values.NamSinh,
    GioiTinh: values.GioiTinh,
    SoDienThoai: values.SoDienThoai,
    CMNDHoacHoChieu: values.CMNDHoacHoChieu,
    Email: values.Email,
    SoNha: values.SoNha,
    DonViHanhChinh_Id: values.DonViHanhChinh_Id,
    Tinh_Id: commune?.provinceId ?? null,
    fullAddress: commune ? [house, commune.name, commune.provinceName].filter((part): part is string => !!part).join(', ') : house,
    DanToc_Id: values.DanToc_Id,
    QuocTich_Id: values.QuocTich_Id,
    NgheNghiep_Id: values.NgheNghiep_Id,
    NhanVienPhuTrach_Id: values.NhanVienPhuTrach_Id,
    GhiChu: values.GhiChu,
    SoTheBHYT: card,
    SoBHXH: split?.ok ? split.value.socialInsuranceNumber : null,
  };
}

/** One statement for a batch of rows: a column of values per array, unnested into rows. */
async function insertBatch(tx: Db, viewer: Viewer, rows: readonly ImportedRow[]): Promise<void> {
  const columns = [...TEXT_COLUMNS, ...NUMBER_COLUMNS.map(([name]) => name)];
  const arrays = [
    ...TEXT_COLUMNS.map((name) => sql`${sql.param(rows.map((row) => row[name]))}::text[]`),
    ...NUMBER_COLUMNS.map(([name, type]) => sql`${sql.param(rows.map((row) => row[name]))}::${sql.raw(type)}[]`),
  ];
  await tx.execute(sql`
    INSERT INTO "BenhNhan" (${sql.join(columns.map((name) => sql.identifier(name)), sql`, `)}, "node_Id", "createdBy", "updatedBy")
    SELECT u.*, ${viewer.nodeId}, ${viewer.userId}, ${viewer.userId} FROM unnest(${sql.join(arrays, sql`, `)}) AS u`);
}

/**
 * Saves the checked rows: the codes the file leaves empty taken from the series in one step, in file order, then
 * the rows a batch per statement, each with its audit entry as the form writes one. Returns ids and codes in file order.
 */
async function saveRows(scope: WriteScope, viewer: Viewer, checked: CheckedFile, at: Timestamp): Promise<{ ids: string[]; codes: string[] }> {
  const values = checked.values as BenhNhanValues[];
  const allocated = (await allocateSeriesRange(scope.tx, MA_Y_TE_SERIES, viewer.nodeId, values.filter((each) => !each.MaYTe).length, at)).map((each) => each.code);
  let next = 0;
  const codes = values.map((each) => each.MaYTe ?? allocated[next++]!);
  // A code typed by hand on an earlier patient, or in this file, may be one the series hands out now.
  const own = new Set(values.flatMap((each) => (each.MaYTe ? [each.MaYTe] : [])));
  const taken = allocated.find((code) => own.has(code)) ?? (allocated.length === 0 ? undefined : rowsOf<{ MaYTe: string }>(await scope.tx.execute(sql`
    SELECT "MaYTe" FROM "BenhNhan" WHERE "node_Id" = ${viewer.nodeId} AND "MaYTe" = ANY(${sql.param(allocated)}::text[]) LIMIT 1`))[0]?.MaYTe);
  if (taken) throw badInput('reception.duplicatePatientCode', 'MaYTe', { code: taken });
  const rows = values.map((each, index) => importedRow(newId(), codes[index]!, each, checked.cards[index] ?? null, checked.communes[index] ?? null));
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_ROWS) {
    const batch = rows.slice(start, start + IMPORT_BATCH_ROWS);
    await insertBatch(scope.tx, viewer, batch);
    await scope.audit(batch.map((row) => ({ action: 'CREATE' as const, entity: 'BenhNhan', entityId: row._id, after: { ...row, node_Id: viewer.nodeId } })));
  }
  return { ids: rows.map((row) => row._id), codes };
}

/** The header the file's rows are read by: each column's header in either language, or its field. */
function importSheetColumns(): SheetColumn[] {
  return IMPORT_COLUMNS.map((field) => {
    const vi = message('vi', `reception.import.column.${field}`);
    return sheetColumn(field, vi, [vi, message('en', `reception.import.column.${field}`), field]);
  });
}

/** Most answers to questions a call may carry: there is one question. */
const MAX_CONFIRMED = 10;

/** The rows of the uploaded file, or a refusal naming it; the file stays until a save or a refusal of its rows. */
async function rowsOfUpload(ctx: RequestContext, viewer: Viewer, fileId: unknown): Promise<{ name: string; rows: Record<string, unknown>[] }> {
  if (typeof fileId !== 'string' || fileId === '' || fileId.length > 64) throw badInput('reception.import.fileNotFound', 'fileId');
  const file = await uploadedSheet(ctx.db, viewer, fileId);
  if (!file) throw badInput('reception.import.fileNotFound', 'fileId');
  const read = await readUploadedSheet(file.bytes, IMPORT_FILE_LIMITS);
  if (!read.ok) {
    ctx.log.info('reception.import.fileRefused', { fileId, size: file.size, problem: read.problem });
    throw badInput(`reception.import.file.${read.problem}`, 'fileId', { file: file.name, ...read.params });
  }
  try {
    return { name: file.name, rows: rowsOfSheet(read.data, importSheetColumns()).rows };
  } catch (error) {
    if (error instanceof SheetHeaderError) throw badInput('reception.import.file.noHeader', 'fileId', { file: file.name });
    throw error;
  }
}

export async function saveImportPatient(ctx: RequestContext, viewer: Viewer, fileId: unknown, confirmed: readonly string[]) {
  const { name, rows } = await rowsOfUpload(ctx, viewer, fileId);
  const requirements = await readRequirements(ctx);
  const at = Date.now();
  return ctx.write(async (scope) => {
    // Read outside this transaction (a thread may take seconds): taken now, so a file is imported once.
    if (!(await removeUploadedSheet(scope.tx, viewer, fileId as string))) throw badInput('reception.import.fileNotFound', 'fileId');
    const checked = await checkFile(scope.tx, viewer, rows, requirements, at);
    if (checked.errors.length > 0) {
      // A summary, not the file: the audit of a refused file would otherwise hold every row.
      await scope.audit({ action: 'IMPORT', entity: 'BenhNhan', after: { file: name, total: rows.length, saved: 0, errors: checked.errors.length } });
      return { total: rows.length, saved: 0, errorCount: checked.errors.length, errors: checked.errors.slice(0, MAX_LISTED_ERRORS).map((error) => listedError(ctx.lang, error)), MaYTes: [] };
    }
    if (checked.lookAlikes.length > 0) {
      requireConfirmation(confirmed, 'reception.import.duplicatePatients', { count: checked.lookAlikes.length, rows: checked.lookAlikes.slice(0, 20).join(', ') });
    }
    const { ids, codes } = await saveRows(scope, viewer, checked, at);
    await scope.audit({ action: 'IMPORT', entity: 'BenhNhan', after: { file: name, total: rows.length, saved: ids.length, errors: 0 } });
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
    saveImportPatient: (_: unknown, args: { fileId: string; confirmed?: string[] | null }, ctx: RequestContext) =>
      saveImportPatient(ctx, ctx.requirePermission(PATIENT_IMPORT), args.fileId, (args.confirmed ?? []).slice(0, MAX_CONFIRMED)),
  },
};
