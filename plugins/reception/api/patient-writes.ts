// Saving patients: the values from the API's input, the spec's checks (required fields, duplicates asked or
// refused, a code used twice), the code from the facility's series, and the row with its audit entry.
import { sql } from 'drizzle-orm';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { toCalendarDate } from '@his/sdk/format';
import { check, email as emailRule } from '@his/sdk/validation';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, readSetting, requireConfirmation, rowsOf, violatedUniqueConstraint, type CustomerAccountInput, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { splitInsuranceCardNumber } from '@his/sdk';
import { checkBenhNhan, EMPTY_BENH_NHAN, normalisePhone, type BenhNhanValues } from '../rules/patient';
import { DEFAULT_REQUIREMENTS, REQUIREMENT_SETTING_KEYS, type ReceptionRequirements } from '../rules/settings';
import { patientEvents } from '../contract';
import { benhNhanById, duplicateCandidates, type BenhNhanRow } from './patient-reads';
import { checkPatientReferences, placeAddress } from './references';
import { attachNewAccount } from './patient-account';

/** Patient codes (MaYTe): the two-digit year and a six-digit number of the facility, '26000123', restarting each year. */
export const MA_Y_TE_SERIES = defineNumberSeries({ name: 'reception.maYTe', yearDigits: 2, padding: 6, reset: 'yearly' });

const TEXT_KEYS = Object.keys(EMPTY_BENH_NHAN).filter((key) => typeof (EMPTY_BENH_NHAN as unknown as Record<string, unknown>)[key] !== 'boolean' && key !== 'NhomBenhNhan_Ids') as (keyof BenhNhanValues)[];

/** Most characters any text field of the input may have before its own rule is checked: a guard on the request. */
const MAX_INPUT_TEXT = 2000;

/**
 * The values to save: the stored ones, changed by the fields the input sends (null clears one). Strings are
 * trimmed at the end and empty ones read as null; a wrong type is refused naming the field.
 */
export function patientValues(input: Readonly<Record<string, unknown>>, stored: BenhNhanValues = EMPTY_BENH_NHAN): BenhNhanValues {
  const values: BenhNhanValues = { ...stored, NhomBenhNhan_Ids: [...stored.NhomBenhNhan_Ids] };
  const record = values as unknown as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    if (!(key in input)) continue;
    const value = input[key];
    if (value === null || value === undefined) record[key] = null;
    else if (key === 'NgaySinh' || key === 'NgayCapGPP' || key === 'NamSinh') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput('validation.date', key);
      record[key] = key === 'NamSinh' ? value : Math.floor(value);
    } else {
      if (typeof value !== 'string') throw badInput('validation.required', key);
      if (value.length > MAX_INPUT_TEXT) throw badInput('validation.maxLength', key, { max: MAX_INPUT_TEXT });
      const trimmed = value.replace(/\s+$/, '');
      record[key] = trimmed === '' ? null : trimmed;
    }
  }
  if ('TuVong' in input) values.TuVong = input.TuVong === true;
  if ('NhomBenhNhan_Ids' in input) values.NhomBenhNhan_Ids = Array.isArray(input.NhomBenhNhan_Ids) ? [...new Set(input.NhomBenhNhan_Ids as string[])] : [];
  values.SoDienThoai = normalisePhone(values.SoDienThoai);
  values.SoDienThoaiNguoiLienHe = normalisePhone(values.SoDienThoaiNguoiLienHe);
  if (values.MaYTe) values.MaYTe = values.MaYTe.toUpperCase();
  // A birth date gives the birth year when the form sent none; when both are sent they must agree (checkBenhNhan).
  if (values.NgaySinh !== null && values.NamSinh === null) values.NamSinh = toCalendarDate(values.NgaySinh).year;
  return values;
}

/** The stored values of a patient, in the shape a form sends. */
export function storedValues(row: BenhNhanRow): BenhNhanValues {
  const record = row as unknown as Record<string, unknown>;
  const values = { ...EMPTY_BENH_NHAN } as unknown as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_BENH_NHAN)) values[key] = record[key] ?? (EMPTY_BENH_NHAN as unknown as Record<string, unknown>)[key];
  return values as unknown as BenhNhanValues;
}

/** The facility's reception settings: which fields are mandatory, whether phones may repeat. */
export async function readRequirements(ctx: RequestContext): Promise<ReceptionRequirements> {
  const requirements = { ...DEFAULT_REQUIREMENTS };
  for (const [name, key] of Object.entries(REQUIREMENT_SETTING_KEYS) as [keyof ReceptionRequirements, string][]) {
    const value = await readSetting(ctx, 'his', key);
    if (typeof value === 'boolean') requirements[name] = value;
  }
  return requirements;
}

export interface SavePatientOptions {
  requirements: ReceptionRequirements;
  confirmed: readonly string[];
  at: Timestamp;
  /** The card the patient was last received with: kept on the record for searching by card. */
  card?: string | null;
  /** false: the caller announces the saved patients itself, once (an import of many rows). */
  announce?: boolean;
}

/** Refuses a code another patient holds, a phone another holds when the facility forbids it; asks about look-alikes. */
async function checkDuplicates(tx: Db, viewer: Viewer, values: BenhNhanValues, existing: BenhNhanRow | null, options: SavePatientOptions): Promise<void> {
  if (values.MaYTe && values.MaYTe !== existing?.MaYTe) {
    const taken = rowsOf(await tx.execute(sql`SELECT 1 FROM "BenhNhan" WHERE "node_Id" = ${viewer.nodeId} AND "MaYTe" = ${values.MaYTe}`));
    if (taken.length > 0) throw badInput('reception.duplicatePatientCode', 'MaYTe', { code: values.MaYTe });
  }
  const changed = !existing || toKhongDau(values.TenBenhNhan!) !== existing.TenKhongDau || values.NamSinh !== existing.NamSinh || values.SoDienThoai !== existing.SoDienThoai;
  if (!changed) return;
  const candidates = await duplicateCandidates(tx, viewer.nodeId, { TenBenhNhan: values.TenBenhNhan!, NamSinh: values.NamSinh, SoDienThoai: values.SoDienThoai, excludeId: existing?._id });
  const samePhone = candidates.find((candidate) => values.SoDienThoai !== null && candidate.BenhNhan.SoDienThoai === values.SoDienThoai);
  if (samePhone && options.requirements.khongTrungSoDienThoai) throw badInput('reception.duplicatePhone', 'SoDienThoai', { code: samePhone.BenhNhan.MaYTe });
  if (candidates.length > 0) {
    const codes = candidates.slice(0, 5).map((candidate) => `${candidate.BenhNhan.MaYTe} ${candidate.BenhNhan.TenBenhNhan}`).join('; ');
    requireConfirmation(options.confirmed, 'reception.duplicatePatient', { codes, count: candidates.length });
  }
}

/**
 * Creates (existing null) or changes a patient inside the caller's transaction: checks, references, code, row,
 * audit entry and event. Returns the saved row.
 */
export async function savePatient(scope: WriteScope, viewer: Viewer, values: BenhNhanValues, existing: BenhNhanRow | null, options: SavePatientOptions): Promise<BenhNhanRow> {
  const { tx, audit, emit } = scope;
  const problem = checkBenhNhan(values, options.requirements, options.at);
  if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  await checkPatientReferences(tx, values);
  const address = await placeAddress(tx, values);
  await checkDuplicates(tx, viewer, values, existing, options);
  const card = options.card ?? (existing?.SoTheBHYT as string | null | undefined) ?? null;
  const split = card ? splitInsuranceCardNumber(card) : null;
  const row = {
    ...values,
    TenBenhNhan: values.TenBenhNhan!.trim(),
    TenKhongDau: toKhongDau(values.TenBenhNhan!),
    ...address,
    SoTheBHYT: card,
    SoBHXH: split?.ok ? split.value.socialInsuranceNumber : null,
  };
  const id = existing?._id ?? newId();
  const maYTe = existing ? (values.MaYTe ?? existing.MaYTe) : (values.MaYTe ?? (await allocateSeriesNumber(tx, MA_Y_TE_SERIES, viewer.nodeId, options.at)).code);
  const columns = { ...row, MaYTe: maYTe } as Record<string, unknown>;
  const names = Object.keys(columns);
  const valueOf = (name: string) => {
    const value = columns[name];
    if (name === 'NhomBenhNhan_Ids') return sql`${sql.param(value)}::text[]`;
    return sql`${value}`;
  };
  try {
    if (existing) {
      await tx.execute(sql`UPDATE "BenhNhan" SET ${sql.join(names.map((name) => sql`${sql.identifier(name)} = ${valueOf(name)}`), sql`, `)},
        "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
    } else {
      await tx.execute(sql`INSERT INTO "BenhNhan" (_id, "node_Id", ${sql.join(names.map((name) => sql.identifier(name)), sql`, `)}, "createdBy", "updatedBy")
        VALUES (${id}, ${viewer.nodeId}, ${sql.join(names.map(valueOf), sql`, `)}, ${viewer.userId}, ${viewer.userId})`);
    }
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw badInput('reception.duplicatePatientCode', 'MaYTe', { code: maYTe });
    throw error;
  }
  const saved = (await benhNhanById(tx, viewer.nodeId, id))!;
  await audit({ action: existing ? 'UPDATE' : 'CREATE', entity: 'BenhNhan', entityId: id, before: existing ?? undefined, after: saved });
  if (options.announce !== false) emit(existing ? patientEvents.update : patientEvents.create, { ids: [id] }, { idNodes: [viewer.nodeId] });
  return saved;
}

export async function createBenhNhan(ctx: RequestContext, viewer: Viewer, args: {
  input: Record<string, unknown>; valueDeliveryAddress?: Record<string, unknown> | null; confirmed?: string[] | null; userInput?: CustomerAccountInput | null;
}) {
  const requirements = await readRequirements(ctx);
  const values = patientValues(args.input);
  const at = Date.now();
  return ctx.write(async (scope) => {
    const saved = await savePatient(scope, viewer, values, null, { requirements, confirmed: args.confirmed ?? [], at });
    if (args.valueDeliveryAddress) await insertDeliveryAddress(scope.tx, saved._id, { ...args.valueDeliveryAddress, isDefault: true });
    return args.userInput ? attachNewAccount(ctx, scope, viewer, saved, args.userInput) : saved;
  });
}

export async function updateBenhNhan(ctx: RequestContext, viewer: Viewer, args: { id: string; input: Record<string, unknown>; confirmed?: string[] | null }) {
  const requirements = await readRequirements(ctx);
  return ctx.write(async (scope) => {
    const existing = await benhNhanById(scope.tx, viewer.nodeId, args.id, true);
    if (!existing) throw badInput('reception.patientNotFound', 'id');
    const values = patientValues(args.input, storedValues(existing));
    return savePatient(scope, viewer, values, existing, { requirements, confirmed: args.confirmed ?? [], at: Date.now() });
  });
}

export const MAX_IDS = 500;

export function idList(ids: readonly string[], field = 'ids'): string[] {
  if (ids.length === 0) throw badInput('validation.required', field);
  if (ids.length > MAX_IDS || ids.some((id) => id.length > 64)) throw badInput('reception.tooManyIds', field, { max: MAX_IDS });
  return [...new Set(ids)];
}

/** Removes patients who never came; one with a visit is refused, naming its code, and nothing is removed. */
export async function removeBenhNhan(ctx: RequestContext, viewer: Viewer, ids: readonly string[]): Promise<string[]> {
  const wanted = idList(ids);
  return ctx.write(async ({ tx, audit, emit }) => {
    const rows = rowsOf<BenhNhanRow>(await tx.execute(sql`SELECT * FROM "BenhNhan" WHERE _id = ANY(${sql.param(wanted)}::text[]) AND "node_Id" = ${viewer.nodeId} FOR UPDATE`));
    if (rows.length !== wanted.length) throw badInput('reception.patientNotFound', 'ids');
    const [visited] = rowsOf<{ MaYTe: string }>(await tx.execute(sql`
      SELECT b."MaYTe" FROM "BenhNhan" b WHERE b._id = ANY(${sql.param(wanted)}::text[]) AND EXISTS (SELECT 1 FROM "TiepNhan" t WHERE t."BenhNhan_Id" = b._id) LIMIT 1`));
    if (visited) throw badInput('reception.patientHasVisits', 'ids', { code: visited.MaYTe });
    await tx.execute(sql`DELETE FROM "BenhNhan" WHERE _id = ANY(${sql.param(wanted)}::text[])`);
    for (const row of rows) await audit({ action: 'DELETE', entity: 'BenhNhan', entityId: row._id, before: row });
    emit(patientEvents.delete, { ids: wanted }, { idNodes: [viewer.nodeId] });
    return wanted;
  });
}

export async function updateNhanVienPhuTrach(ctx: RequestContext, viewer: Viewer, ids: readonly string[], staffId: string | null): Promise<BenhNhanRow[]> {
  const wanted = idList(ids);
  return ctx.write(async ({ tx, audit, emit }) => {
    if (staffId && rowsOf(await tx.execute(sql`SELECT 1 FROM "NhanVien" WHERE _id = ${staffId} FOR SHARE`)).length === 0) throw badInput('catalogue.refNotFound', 'NhanVienPhuTrach_Id');
    const saved: BenhNhanRow[] = [];
    for (const id of wanted) {
      const before = await benhNhanById(tx, viewer.nodeId, id, true);
      if (!before) throw badInput('reception.patientNotFound', 'ids');
      await tx.execute(sql`UPDATE "BenhNhan" SET "NhanVienPhuTrach_Id" = ${staffId}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${id}`);
      const after = (await benhNhanById(tx, viewer.nodeId, id))!;
      await audit({ action: 'UPDATE', entity: 'BenhNhan', entityId: id, before, after });
      saved.push(after);
    }
    emit(patientEvents.update, { ids: wanted }, { idNodes: [viewer.nodeId] });
    return saved;
  });
}

const ADDRESS_LIMITS = { fullName: 200, companyName: 300, phoneNumber: 20, detailAddress: 500, email: 254 } as const;

function deliveryValues(input: Readonly<Record<string, unknown>>) {
  const text = (key: keyof typeof ADDRESS_LIMITS, needed: boolean): string | null => {
    const value = input[key];
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      if (needed) throw badInput('validation.required', key);
      return null;
    }
    if (typeof value !== 'string' || value.length > ADDRESS_LIMITS[key]) throw badInput('validation.maxLength', key, { max: ADDRESS_LIMITS[key] });
    return value.trim();
  };
  // In the form's order, so the first field at fault is the one named.
  const fullName = text('fullName', true);
  const phone = normalisePhone(text('phoneNumber', true));
  if (!phone || !/^0[35789][0-9]{8}$/.test(phone)) throw badInput('validation.phone', 'phoneNumber');
  const detailAddress = text('detailAddress', true);
  const companyName = text('companyName', false);
  const email = text('email', false);
  const emailProblem = check(email, [emailRule]);
  if (emailProblem) throw badInput(emailProblem, 'email');
  return { fullName, companyName, phoneNumber: phone, detailAddress, email, isDefault: input.isDefault === true };
}

export async function insertDeliveryAddress(tx: Db, customerId: string, input: Readonly<Record<string, unknown>>) {
  const values = deliveryValues(input);
  if (values.isDefault) await tx.execute(sql`UPDATE "BenhNhan_DiaChiGiaoHang" SET "isDefault" = false WHERE "idCustomer" = ${customerId}`);
  const _id = newId();
  await tx.execute(sql`
    INSERT INTO "BenhNhan_DiaChiGiaoHang" (_id, "idCustomer", "fullName", "companyName", "phoneNumber", "detailAddress", "isDefault", email)
    VALUES (${_id}, ${customerId}, ${values.fullName}, ${values.companyName}, ${values.phoneNumber}, ${values.detailAddress}, ${values.isDefault}, ${values.email})`);
  return { _id, idCustomer: customerId, ...values };
}

export async function deliveryAddressesOf(db: Db, facilityId: string, customerId: string) {
  return rowsOf(await db.execute(sql`
    SELECT a.* FROM "BenhNhan_DiaChiGiaoHang" a JOIN "BenhNhan" b ON b._id = a."idCustomer"
    WHERE a."idCustomer" = ${customerId} AND b."node_Id" = ${facilityId} ORDER BY a."isDefault" DESC, a._id`));
}

export async function createDiaChiGiaoHang(ctx: RequestContext, viewer: Viewer, customerId: string, input: Record<string, unknown>) {
  return ctx.write(async ({ tx, audit }) => {
    if (!(await benhNhanById(tx, viewer.nodeId, customerId, true))) throw badInput('reception.patientNotFound', 'idCustomer');
    const saved = await insertDeliveryAddress(tx, customerId, input);
    await audit({ action: 'CREATE', entity: 'BenhNhan_DiaChiGiaoHang', entityId: saved._id, after: saved });
    return saved;
  });
}

async function addressOfFacility(tx: Db, facilityId: string, id: string) {
  const [row] = rowsOf<{ _id: string; idCustomer: string }>(await tx.execute(sql`
    SELECT a.* FROM "BenhNhan_DiaChiGiaoHang" a JOIN "BenhNhan" b ON b._id = a."idCustomer" WHERE a._id = ${id} AND b."node_Id" = ${facilityId} FOR UPDATE OF a`));
  return row ?? null;
}

export async function updateDiaChiGiaoHang(ctx: RequestContext, viewer: Viewer, id: string, input: Record<string, unknown>) {
  const values = deliveryValues(input);
  return ctx.write(async ({ tx, audit }) => {
    const before = await addressOfFacility(tx, viewer.nodeId, id);
    if (!before) throw badInput('reception.addressNotFound', 'id');
    if (values.isDefault) await tx.execute(sql`UPDATE "BenhNhan_DiaChiGiaoHang" SET "isDefault" = false WHERE "idCustomer" = ${before.idCustomer}`);
    await tx.execute(sql`UPDATE "BenhNhan_DiaChiGiaoHang" SET "fullName" = ${values.fullName}, "companyName" = ${values.companyName},
      "phoneNumber" = ${values.phoneNumber}, "detailAddress" = ${values.detailAddress}, "isDefault" = ${values.isDefault}, email = ${values.email} WHERE _id = ${id}`);
    const after = { ...before, ...values };
    await audit({ action: 'UPDATE', entity: 'BenhNhan_DiaChiGiaoHang', entityId: id, before, after });
    return after;
  });
}

export async function deleteDiaChiGiaoHang(ctx: RequestContext, viewer: Viewer, ids: readonly string[]) {
  const wanted = idList(ids);
  return ctx.write(async ({ tx, audit }) => {
    for (const id of wanted) {
      const before = await addressOfFacility(tx, viewer.nodeId, id);
      if (!before) throw badInput('reception.addressNotFound', 'ids');
      await tx.execute(sql`DELETE FROM "BenhNhan_DiaChiGiaoHang" WHERE _id = ${id}`);
      await audit({ action: 'DELETE', entity: 'BenhNhan_DiaChiGiaoHang', entityId: id, before });
    }
    return wanted;
  });
}
