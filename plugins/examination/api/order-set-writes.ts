// Saving and removing sample order sets (BoChiDinhMau). A set holds only what F8 can order: services of the
// catalogue, in use, not an examination (those go through the clinic transfer). Its name is unique for its doctor at
// the facility whatever its case and accents; a doctor removes only their own sets.
import { sql } from 'drizzle-orm';
import { toKhongDau } from '@his/sdk';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, rowsOf, type RequestContext, type Viewer } from '@his/sdk/server';
import { idOf } from './exam-reads';
import { boChiDinhMauById, staffOf, type BoChiDinhMauRow } from './order-set-reads';

export const MA_BO_CHI_DINH_MAU_SERIES = defineNumberSeries({ name: 'examination.maBoChiDinhMau', prefix: 'BCD', padding: 5 });

const MAX_NAME = 200;
const MAX_NOTE = 1000;
export const MAX_SET_SERVICES = 50;
const EXAM_SERVICE_TYPE = 'KhamBenh';

export interface BoChiDinhMauInput {
  TenBoChiDinhMau?: unknown;
  DichVu_Ids?: unknown;
  GhiChu?: unknown;
}

function textOf(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || [...value].length > max) throw badInput('validation.maxLength', field, { max });
  const text = value.normalize('NFC').trim();
  return text === '' ? null : text;
}

function serviceIdsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput('validation.required', 'DichVu_Ids');
  if (value.length > MAX_SET_SERVICES) throw badInput('examination.orders.tooMany', 'DichVu_Ids', { max: MAX_SET_SERVICES });
  return value.map((id, index) => idOf(id, `DichVu_Ids.${index}`));
}

interface SetService {
  _id: string;
  MaDichVu: string;
  TamNgung: boolean;
  examination: boolean;
}

export async function createBoChiDinhMau(ctx: RequestContext, viewer: Viewer, input: BoChiDinhMauInput): Promise<BoChiDinhMauRow> {
  const name = textOf(input?.TenBoChiDinhMau, 'TenBoChiDinhMau', MAX_NAME);
  if (!name) throw badInput('validation.required', 'TenBoChiDinhMau');
  const note = textOf(input.GhiChu, 'GhiChu', MAX_NOTE);
  const ids = serviceIdsOf(input.DichVu_Ids);
  return ctx.write(async ({ tx, audit }) => {
    const services = new Map(rowsOf<SetService>(await tx.execute(sql`
      SELECT d._id, d."MaDichVu", d."TamNgung", coalesce(l."MaLoaiDichVu" = ${EXAM_SERVICE_TYPE}, false) AS examination
      FROM "DM_DichVu" d LEFT JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" l ON l._id = g."LoaiDichVu_Id"
      WHERE d._id = ANY(${sql.param(ids)}::text[])`)).map((row) => [row._id, row]));
    ids.forEach((id, index) => {
      const field = `DichVu_Ids.${index}`;
      const service = services.get(id);
      if (!service) throw badInput('examination.orderSet.serviceNotFound', field, { line: index + 1 });
      if (service.TamNgung) throw badInput('catalogue.refSuspended', field, { code: service.MaDichVu });
      if (service.examination) throw badInput('examination.orderSet.examinationService', field, { code: service.MaDichVu });
      if (ids.indexOf(id) !== index) throw badInput('examination.orderSet.serviceTwice', field, { code: service.MaDichVu });
    });
    // The series counter stays locked until commit: two saves of one name wait for each other, and the later one sees
    // the earlier; the unique index holds it anyway.
    const { code } = await allocateSeriesNumber(tx, MA_BO_CHI_DINH_MAU_SERIES, viewer.nodeId);
    const doctorId = await staffOf(tx, viewer.userId);
    const unaccented = toKhongDau(name);
    const [same] = rowsOf<{ TenBoChiDinhMau: string }>(await tx.execute(sql`
      SELECT "TenBoChiDinhMau" FROM "BoChiDinhMau"
      WHERE "node_Id" = ${viewer.nodeId} AND coalesce("BacSi_Id", '') = ${doctorId ?? ''} AND "TenKhongDau" = ${unaccented} LIMIT 1`));
    if (same) throw badInput('examination.orderSet.nameTaken', 'TenBoChiDinhMau', { name: same.TenBoChiDinhMau });
    const id = newId();
    await tx.execute(sql`
      INSERT INTO "BoChiDinhMau" (_id, "node_Id", "MaBoChiDinhMau", "TenBoChiDinhMau", "TenKhongDau", "BacSi_Id", "DichVu_Ids", "GhiChu", "createdBy", "updatedBy")
      VALUES (${id}, ${viewer.nodeId}, ${code}, ${name}, ${unaccented}, ${doctorId}, ${sql.param(ids)}::text[], ${note}, ${viewer.userId}, ${viewer.userId})`);
    const after = (await boChiDinhMauById(tx, viewer.nodeId, id))!;
    await audit({ action: 'CREATE', entity: 'BoChiDinhMau', entityId: id, after });
    return after;
  });
}

/** Removes one of the caller's own sets; a shared set or another doctor's is refused. */
export async function removeBoChiDinhMau(ctx: RequestContext, viewer: Viewer, rawId: unknown): Promise<boolean> {
  const id = idOf(rawId, 'id');
  return ctx.write(async ({ tx, audit }) => {
    const found = await boChiDinhMauById(tx, viewer.nodeId, id, true);
    const doctorId = await staffOf(tx, viewer.userId);
    // Another doctor's set is not even named: the caller cannot see it.
    const visible = found && (found.BacSi_Id === null || found.BacSi_Id === doctorId);
    if (!found || !visible) throw badInput('examination.orderSet.notFound', 'id');
    const own = found.BacSi_Id === null ? doctorId === null && found.createdBy === viewer.userId : found.BacSi_Id === doctorId;
    if (!own) throw badInput('examination.orderSet.notOwn', 'id', { name: found.TenBoChiDinhMau });
    await tx.execute(sql`DELETE FROM "BoChiDinhMau" WHERE _id = ${id}`);
    await audit({ action: 'DELETE', entity: 'BoChiDinhMau', entityId: id, before: found });
    return true;
  });
}
