// The public result page's API (spec §2 /ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?): staff get a patient's link with
// its unguessable token (for the QR code printed on a result), and anyone holding the link reads the patient's
// returned results, without signing in, with nothing else of the patient. A wrong link reads as nothing at all.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { badInput, forbidden, newId, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { SERVICE_ORDERS, type ServiceOrder } from '../../reception/contract';
import { EXAMINATION_READ } from '../../examination/contract';
import { PARACLINICAL_READ } from '../rules/permissions';
import { workListOf, type ResultKind } from '../rules/work-lists';
import { idOf } from './input-checks';
import { textOf } from './unknown-results';
import type { KetQuaRow } from './lab-results';
import { withPublicImages } from './images';

/** Caps of the public arguments: ids and request numbers are short, a token is 43 characters. */
export const PUBLIC_LIMITS = { id: 50, number: 50, token: 100 } as const;
/** The newest returned orders the page shows. */
const MAX_ORDERS = 200;
const RETURNED = ['CoKetQua', 'DaXemKetQua'];

/** A new link token: 32 random bytes, base64url (43 characters, safe in a URL as it is). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether a sent token is the stored one, in time that does not depend on where they differ: both are hashed to
 * equal-length digests first, so that neither the length nor a common prefix shows in the time taken.
 */
export function tokensEqual(stored: string, sent: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(sent));
}

/** The path of the public page for a patient (and one request), relative to the app's base; the web puts its base before it. */
export function publicResultPath(patientId: string, token: string, requestNumber: string | null): string {
  const number = requestNumber ? `/${encodeURIComponent(requestNumber)}` : '';
  return `/ket-qua-cls/${encodeURIComponent(patientId)}${number}?token=${encodeURIComponent(token)}`;
}

/** The patient's token at the facility, made on the first request in its own write with an audit entry that leaves it out. */
async function tokenOf(ctx: RequestContext, facilityId: string, patientId: string): Promise<string> {
  const read = async (db: Db) => rowsOf<{ Token: string }>(await db.execute(sql`
    SELECT "Token" FROM "KetQuaCLS_LienKet" WHERE "BenhNhan_Id" = ${patientId} AND "node_Id" = ${facilityId}`))[0]?.Token ?? null;
  const stored = await read(ctx.db);
  if (stored) return stored;
  const viewer = ctx.requireViewer();
  return ctx.write(async ({ tx, audit }) => {
    const id = newId();
    // Two staff printing for one patient at once: one row is made, and both read it.
    const [made] = rowsOf<{ _id: string }>(await tx.execute(sql`
      INSERT INTO "KetQuaCLS_LienKet" (_id, "node_Id", "BenhNhan_Id", "Token", "createdBy") VALUES (${id}, ${facilityId}, ${patientId}, ${newLinkToken()}, ${viewer.userId})
      ON CONFLICT ("BenhNhan_Id", "node_Id") DO NOTHING RETURNING _id`));
    if (made) await audit({ action: 'CREATE', entity: 'KetQuaCLS_LienKet', entityId: made._id, after: { _id: made._id, node_Id: facilityId, BenhNhan_Id: patientId } });
    return (await read(tx))!;
  });
}

/** The link to a patient's results (or one request's) at the caller's facility; for staff reading results or examining. */
export async function lienKetKetQuaCLS(ctx: RequestContext, args: { idBenhNhan: unknown; soPhieuYeuCau?: unknown }): Promise<string> {
  const viewer = ctx.requireViewer();
  if (!ctx.holds(PARACLINICAL_READ) && !ctx.holds(EXAMINATION_READ)) throw forbidden('auth.forbidden', { permission: PARACLINICAL_READ });
  const patientId = idOf(args.idBenhNhan, 'idBenhNhan');
  if (patientId.length > PUBLIC_LIMITS.id) throw badInput('paraclinical.public.patientNotFound', 'idBenhNhan');
  const number = textOf(args.soPhieuYeuCau, 'soPhieuYeuCau', false, PUBLIC_LIMITS.number);
  const [patient] = rowsOf<{ _id: string }>(await ctx.db.execute(sql`SELECT _id FROM "BenhNhan" WHERE _id = ${patientId} AND "node_Id" = ${viewer.nodeId}`));
  if (!patient) throw badInput('paraclinical.public.patientNotFound', 'idBenhNhan');
  if (number) {
    const orders = await ctx.provided(SERVICE_ORDERS).list(ctx.db, viewer.nodeId, { BenhNhan_Id: patientId, SoPhieuYeuCau: number, limit: 1 });
    if (orders.length === 0) throw badInput('paraclinical.public.orderNotFound', 'soPhieuYeuCau', { number });
  }
  return publicResultPath(patientId, await tokenOf(ctx, viewer.nodeId, patientId), number);
}

export interface KetQuaCLSCongKhaiDichVu {
  SoPhieuYeuCau: string;
  TenDichVu: string;
  NhomKetQua: ResultKind;
  NgayTraKetQua: Timestamp | null;
  NoiDung: string | null;
  KetLuan: string | null;
  KetQuas: KetQuaRow[];
}

export interface KetQuaCLSCongKhai {
  TenBenhNhan: string;
  NamSinh: number | null;
  TenCoSo: string | null;
  DichVus: KetQuaCLSCongKhaiDichVu[];
}

/**
 * What the page shows of one returned order: a report's services each with the report, a lab order's services each
 * with their tests; the order's description and conclusion once, on its last service.
 */
export function publicServicesOf(order: ServiceOrder, kind: ResultKind, results: readonly KetQuaRow[]): KetQuaCLSCongKhaiDichVu[] {
  const base = { SoPhieuYeuCau: order.SoPhieuYeuCau, NhomKetQua: kind, NgayTraKetQua: order.NgayTraKetQua, NoiDung: null, KetLuan: null };
  let services: KetQuaCLSCongKhaiDichVu[] = order.ChiTiets
    .map((line) => ({ ...base, TenDichVu: line.TenDichVu ?? '', KetQuas: results.filter((row) => row.ChiTiet_Id === line._id) }))
    .filter((service) => kind === 'report' || service.KetQuas.length > 0);
  if (services.length === 0) services = [{ ...base, TenDichVu: order.ChiTiets.map((line) => line.TenDichVu ?? '').join(', '), KetQuas: [] }];
  const last = services[services.length - 1]!;
  services[services.length - 1] = { ...last, NoiDung: order.NoiDung, KetLuan: order.KetLuan };
  return services;
}

/** A public argument as sent, or null when it is missing, not text, empty or too long: the page then shows nothing. */
function publicText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : null;
}

/** A digest compared when the patient has no link, so that an unknown patient takes the time a wrong token takes. */
const NO_TOKEN = newLinkToken();

/**
 * The patient's returned paraclinical results at the facility the token was given at, or null: for a wrong, missing
 * or malformed token, an unknown patient, or a request number that is not the patient's returned one alike.
 */
export async function ketQuaCLSCongKhai(ctx: RequestContext, args: { idBenhNhan: unknown; soPhieuYeuCau?: unknown; token: unknown }): Promise<KetQuaCLSCongKhai | null> {
  const patientId = publicText(args.idBenhNhan, PUBLIC_LIMITS.id);
  const token = publicText(args.token, PUBLIC_LIMITS.token);
  const numberGiven = args.soPhieuYeuCau !== null && args.soPhieuYeuCau !== undefined && args.soPhieuYeuCau !== '';
  const number = numberGiven ? publicText(args.soPhieuYeuCau, PUBLIC_LIMITS.number) : null;
  if (!patientId || !token || (numberGiven && !number)) return null;
  const links = rowsOf<{ node_Id: string; Token: string }>(await ctx.db.execute(sql`
    SELECT "node_Id", "Token" FROM "KetQuaCLS_LienKet" WHERE "BenhNhan_Id" = ${patientId}`));
  // Every stored token is compared, so that the time taken does not tell which facility's link it nearly was.
  let facilityId: string | null = null;
  for (const link of links) if (tokensEqual(link.Token, token)) facilityId = link.node_Id;
  if (links.length === 0) tokensEqual(NO_TOKEN, token);
  if (!facilityId) return null;
  const [patient] = rowsOf<{ TenBenhNhan: string; NamSinh: number | null }>(await ctx.db.execute(sql`
    SELECT "TenBenhNhan", "NamSinh" FROM "BenhNhan" WHERE _id = ${patientId}`));
  if (!patient) return null;
  const orders = (await ctx.provided(SERVICE_ORDERS).list(ctx.db, facilityId, {
    BenhNhan_Id: patientId, TrangThai: RETURNED, ...(number ? { SoPhieuYeuCau: number } : {}), limit: MAX_ORDERS,
  })).flatMap((order) => {
    const list = workListOf(order.MaLoaiDichVu, order.MaNhomDichVu);
    return list ? [{ order, kind: list.resultKind }] : [];
  });
  if (number && orders.length === 0) return null;
  const results = orders.length === 0 ? [] : rowsOf<KetQuaRow>(await ctx.db.execute(sql`
    SELECT _id, "DichVuYeuCau_Id", "ChiTiet_Id", "DichVu_Id", "GiaTriChuan_Id", "TenXetNghiem", "KieuDuLieu", "KetQua", "DonViTinh",
      "Min"::float8 AS "Min", "Max"::float8 AS "Max", "MucBinhThuong", "CanhBao", "ThuTu"
    FROM "DichVuYeuCau_KetQua" WHERE "DichVuYeuCau_Id" = ANY(${sql.param(orders.map(({ order }) => order._id))}::text[]) ORDER BY "ThuTu", _id`));
  const [facility] = rowsOf<{ name: string }>(await ctx.db.execute(sql`SELECT name FROM his_nodes WHERE _id = ${facilityId}`));
  return {
    TenBenhNhan: patient.TenBenhNhan,
    NamSinh: patient.NamSinh,
    TenCoSo: facility?.name ?? null,
    DichVus: orders.flatMap(({ order, kind }) => withPublicImages(publicServicesOf(order, kind, results.filter((row) => row.DichVuYeuCau_Id === order._id)), order._id, kind)),
  };
}

export const publicResultResolvers = {
  Query: {
    lienKetKetQuaCLS: (_: unknown, args: { idBenhNhan: string; soPhieuYeuCau?: string | null }, ctx: RequestContext) => lienKetKetQuaCLS(ctx, args),
    // Public: no sign-in is asked for; the token is the only key.
    ketQuaCLSCongKhai: (_: unknown, args: { idBenhNhan: string; soPhieuYeuCau?: string | null; token: string }, ctx: RequestContext) => ketQuaCLSCongKhai(ctx, args),
  },
  Mutation: {},
};
