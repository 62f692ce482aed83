// The service orders an exam makes (F8), kept in reception's tables and provided to other plugins as SERVICE_ORDERS:
// reading them, the rooms and prices a dialog offers, creating, changing, removing and sending them, and what the
// performing room records (state moves, performance, the patient not coming), in the caller's transaction with the
// checks of spec §5 Service order that concern the visit and its orders.
import { sql, type SQL } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { allocateSeriesNumber, badInput, newId, nodesWithin, organisationNodes, requireConfirmation, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { UNIT_PRICES, type UnitPrice } from '../../pricing/contract';
import type {
  NewServiceOrders, ServiceChoice, ServiceOrder, ServiceOrderFilter, ServiceOrderLine, ServiceOrderMove, ServiceOrderPerformance, ServiceOrderRefusal, ServiceOrders, ServiceQuote,
} from '../contract';
import { SO_PHIEU_YEU_CAU_SERIES } from './visit-writes';

/** The examination service type (DM_LoaiDichVu): its orders come with a queue ticket, given at reception or by a transfer. */
const EXAM_SERVICE_TYPE = 'KhamBenh';
const EXAM_ROOM = 'EXAMINE_ROOM';
/** Not done and not cancelled: a second order of the service would be done twice. */
const WAITING = sql`o."TrangThai" IN ('Nhap', 'SanSang', 'ChuaKetQua') AND o."TrangThai_HangDoi" = 'ChuaThucHien'`;
const DONE = sql`(o."TrangThai" IN ('CoKetQua', 'DaXemKetQua') OR o."TrangThai_HangDoi" = 'DaThucHien') AND o."TrangThai" <> 'DaHuy'`;

type By = { nodeId: string; userId: string };

const ORDER_SELECT = sql`o._id, o."SoPhieuYeuCau", o."SoThuTu", o."TiepNhan_Id", t."MaTiepNhan", o."BenhNhan_Id", o."KhamBenh_Id", o."NoiYeuCau",
  req.name AS "TenNoiYeuCau", o."BacSiChiDinh_Id", nv."TenNhanVien" AS "TenBacSiChiDinh", o."NoiThucHien_Id", place.name AS "TenNoiThucHien",
  o."NhomDichVu_Id", o."DoiTuong_Id", o."ChanDoan", o."TrangThai", o."TrangThai_HangDoi", o."BNKhongDen", o."LaKhanCap", o."NgayYeuCau"::float8 AS "NgayYeuCau",
  o."NgayThucHien"::float8 AS "NgayThucHien", o."NgayTraKetQua"::float8 AS "NgayTraKetQua", o."NgayLayMau"::float8 AS "NgayLayMau", o."ThietBi_Id",
  o."NguoiThucHien_Ids", o."SIDMau", o."STTMau", o."NoiDung", o."NhanXet", o."KetLuan", kind."MaLoaiDichVu", grp."MaNhomDichVu",
  b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."NgaySinh"::float8 AS "NgaySinh"`;
const ORDER_FROM = sql`"DichVuYeuCau" o JOIN "TiepNhan" t ON t._id = o."TiepNhan_Id" JOIN "BenhNhan" b ON b._id = o."BenhNhan_Id"
  LEFT JOIN his_nodes req ON req._id = o."NoiYeuCau" LEFT JOIN his_nodes place ON place._id = o."NoiThucHien_Id" LEFT JOIN "NhanVien" nv ON nv._id = o."BacSiChiDinh_Id"
  LEFT JOIN "DM_NhomDichVu" grp ON grp._id = o."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" kind ON kind._id = grp."LoaiDichVu_Id"`;

/** At most this many orders are read at once. */
const MAX_ORDERS = 2000;

async function ordersWhere(db: Db, condition: SQL, options: { lock?: boolean; limit?: number } = {}): Promise<ServiceOrder[]> {
  const order = options.limit === undefined ? sql`o."NgayYeuCau", o."SoPhieuYeuCau"` : sql`o."NgayYeuCau" DESC, o."SoPhieuYeuCau" DESC`;
  const limit = Math.max(1, Math.min(Math.floor(options.limit ?? MAX_ORDERS), MAX_ORDERS));
  const orders = rowsOf<Omit<ServiceOrder, 'ChiTiets'>>(await db.execute(sql`
    SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE ${condition} ORDER BY ${order} LIMIT ${limit} ${options.lock ? sql`FOR UPDATE OF o` : sql``}`));
  if (orders.length === 0) return [];
  const lines = rowsOf<ServiceOrderLine & { DichVuYeuCau_Id: string }>(await db.execute(sql`
    SELECT l._id, l."DichVuYeuCau_Id", l."DichVu_Id", d."MaDichVu", d."TenDichVu", l."LoaiGia_Id", l."BangGia_Id", l."DonGia"::float8 AS "DonGia",
      l."DonGiaThanhToan"::float8 AS "DonGiaThanhToan", l."SoLuong", l."DaThuTien", l."DuocPhepThucHien", l."KhongThuTien"
    FROM "DichVuYeuCau_ChiTiet" l LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id"
    WHERE l."DichVuYeuCau_Id" = ANY(${sql.param(orders.map((order) => order._id))}::text[]) ORDER BY l._id`));
  const linesOf = new Map<string, ServiceOrderLine[]>();
  for (const { DichVuYeuCau_Id, ...line } of lines) {
    const ofOrder = linesOf.get(DichVuYeuCau_Id);
    if (ofOrder) ofOrder.push(line);
    else linesOf.set(DichVuYeuCau_Id, [line]);
  }
  return orders.map((order) => ({ ...order, ChiTiets: linesOf.get(order._id) ?? [] }));
}

const textList = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

async function list(db: Db, facilityId: string, filter: ServiceOrderFilter): Promise<ServiceOrder[]> {
  const conditions = [sql`o."node_Id" = ${facilityId}`];
  if (filter.ids) conditions.push(sql`o._id = ANY(${textList(filter.ids)})`);
  if (filter.TiepNhan_Id) conditions.push(sql`o."TiepNhan_Id" = ${filter.TiepNhan_Id}`);
  if (filter.KhamBenh_Id) conditions.push(sql`o."KhamBenh_Id" = ${filter.KhamBenh_Id}`);
  if (filter.BenhNhan_Id) conditions.push(sql`o."BenhNhan_Id" = ${filter.BenhNhan_Id}`);
  if (filter.TrangThai && filter.TrangThai.length > 0) conditions.push(sql`o."TrangThai" = ANY(${textList(filter.TrangThai)})`);
  if (filter.idsDichVu && filter.idsDichVu.length > 0) {
    conditions.push(sql`EXISTS (SELECT 1 FROM "DichVuYeuCau_ChiTiet" l WHERE l."DichVuYeuCau_Id" = o._id AND l."DichVu_Id" = ANY(${textList(filter.idsDichVu)}))`);
  }
  if (filter.from !== undefined) conditions.push(sql`o."NgayYeuCau" >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(sql`o."NgayYeuCau" <= ${filter.to}`);
  if (filter.NoiThucHien_Ids) conditions.push(sql`o."NoiThucHien_Id" = ANY(${textList(filter.NoiThucHien_Ids)})`);
  if (filter.MaLoaiDichVus) conditions.push(sql`kind."MaLoaiDichVu" = ANY(${textList(filter.MaLoaiDichVus)})`);
  if (filter.MaNhomDichVus) conditions.push(sql`grp."MaNhomDichVu" = ANY(${textList(filter.MaNhomDichVus)})`);
  if (filter.exceptMaNhomDichVus && filter.exceptMaNhomDichVus.length > 0) {
    conditions.push(sql`(grp."MaNhomDichVu" IS NULL OR NOT grp."MaNhomDichVu" = ANY(${textList(filter.exceptMaNhomDichVus)}))`);
  }
  if (filter.TrangThai_HangDoi) conditions.push(sql`o."TrangThai_HangDoi" = ${filter.TrangThai_HangDoi}`);
  if (filter.BNKhongDen !== undefined) conditions.push(sql`o."BNKhongDen" = ${filter.BNKhongDen}`);
  if (filter.SoPhieuYeuCau !== undefined) conditions.push(sql`o."SoPhieuYeuCau" = ${filter.SoPhieuYeuCau}`);
  if (filter.SIDMau !== undefined) conditions.push(sql`o."SIDMau" = ${filter.SIDMau}`);
  return ordersWhere(db, sql.join(conditions, sql` AND `), { limit: filter.limit });
}

interface Visit {
  _id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  DoiTuong_Id: string | null;
  TrangThai: string;
  DaXacNhanChiPhi: boolean;
  DaXacNhanBHYT: boolean;
  DaHoanTien: boolean;
}

const VISIT_COLUMNS = sql`_id, "MaTiepNhan", "BenhNhan_Id", "DoiTuong_Id", "TrangThai", "DaXacNhanChiPhi", "DaXacNhanBHYT", "DaHoanTien"`;

/** Whether a visit takes service changes (spec §4): open, its payment and insurance costs not confirmed, not refunded. */
const takesChanges = (visit: Visit) => visit.TrangThai === 'DangThucHien' && !visit.DaXacNhanChiPhi && !visit.DaXacNhanBHYT && !visit.DaHoanTien;

/**
 * The visit, locked so that two saves for one patient take turns (the duplicate checks then see each other), and
 * refused, naming it, when it takes no change (spec §4): completed or cancelled, its payment or its insurance costs
 * confirmed, or refunded.
 */
async function openVisit(tx: Db, facilityId: string, visitId: string, field: string): Promise<Visit> {
  const [visit] = rowsOf<Visit>(await tx.execute(sql`
    SELECT ${VISIT_COLUMNS} FROM "TiepNhan" WHERE _id = ${visitId} AND "node_Id" = ${facilityId} FOR UPDATE`));
  if (!visit) throw badInput('reception.visitNotFound', field);
  if (!takesChanges(visit)) throw badInput('reception.serviceOrders.visitLocked', field, { code: visit.MaTiepNhan });
  return visit;
}

interface Service {
  _id: string;
  MaDichVu: string;
  TenDichVu: string;
  NhomDichVu_Id: string | null;
  TamNgung: boolean;
  examination: boolean;
}

async function servicesOf(db: Db, ids: readonly string[]): Promise<Map<string, Service>> {
  return new Map(rowsOf<Service>(await db.execute(sql`
    SELECT d._id, d."MaDichVu", d."TenDichVu", d."NhomDichVu_Id", d."TamNgung", coalesce(l."MaLoaiDichVu" = ${EXAM_SERVICE_TYPE}, false) AS examination
    FROM "DM_DichVu" d LEFT JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" l ON l._id = g."LoaiDichVu_Id"
    WHERE d._id = ANY(${sql.param([...ids])}::text[])`)).map((row) => [row._id, row]));
}

interface Room {
  _id: string;
  name: string;
  code: string;
  roomType: string | null;
  /** The services it lists; empty when it does any. */
  services: Set<string>;
}

/** The active rooms of the facility by code, with the services each lists (PhongBan_DichVu). */
async function roomsOfFacility(db: Db, facilityId: string): Promise<Room[]> {
  const all = rowsOf<{ _id: string }>(await db.execute(sql`SELECT _id FROM ${organisationNodes} WHERE category = 'ROOM' AND NOT "isDeleted"`));
  const within = [...(await nodesWithin(db, facilityId, all.map((room) => room._id), { categories: ['ROOM'], activeOnly: true })).values()];
  const links = rowsOf<{ PhongBan_Id: string; DichVu_Id: string }>(await db.execute(sql`
    SELECT "PhongBan_Id", "DichVu_Id" FROM "PhongBan_DichVu" WHERE "PhongBan_Id" = ANY(${sql.param(within.map((room) => room._id))}::text[])`));
  return within
    .map((room) => ({ _id: room._id, name: room.name, code: room.code, roomType: room.roomType ?? null, services: new Set(links.filter((link) => link.PhongBan_Id === room._id).map((link) => link.DichVu_Id)) }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Whether the room may do the service: it lists it, or lists none; an examination room does only examinations. */
const doesService = (room: Room, service: Service) =>
  (room.roomType === EXAM_ROOM) === service.examination && (room.services.size === 0 || room.services.has(service._id));

/** The rooms offered for a service: those listing it, else those listing nothing. */
function roomsFor(rooms: readonly Room[], service: Service): Room[] {
  const listing = rooms.filter((room) => room.services.has(service._id) && doesService(room, service));
  return listing.length > 0 ? listing : rooms.filter((room) => room.services.size === 0 && doesService(room, service));
}

async function quote(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string, wanted: readonly { DichVu_Id: string; NoiThucHien_Id?: string | null }[], now: Timestamp): Promise<ServiceQuote[]> {
  const [visit] = rowsOf<{ DoiTuong_Id: string | null }>(await db.execute(sql`SELECT "DoiTuong_Id" FROM "TiepNhan" WHERE _id = ${visitId} AND "node_Id" = ${facilityId}`));
  if (!visit) throw badInput('reception.visitNotFound', 'TiepNhan_Id');
  const services = await servicesOf(db, wanted.map((each) => each.DichVu_Id));
  const rooms = await roomsOfFacility(db, facilityId);
  const unitPrices = ctx.provided(UNIT_PRICES);
  const quotes: ServiceQuote[] = [];
  for (const each of wanted) {
    const service = services.get(each.DichVu_Id);
    if (!service || service.TamNgung) continue;
    const offered = service.examination ? [] : roomsFor(rooms, service);
    const place = offered.find((room) => room._id === each.NoiThucHien_Id) ?? offered[0] ?? null;
    let price: UnitPrice | null = null;
    if (place && visit.DoiTuong_Id) {
      // A service no current list prices is offered without a price: saving it is refused, naming it.
      price = await unitPrices(db, { idDichVus: [service._id], idDoiTuong: visit.DoiTuong_Id, idPhongBan: place._id, at: now }).then((prices) => prices.get(service._id) ?? null, () => null);
    }
    quotes.push({
      DichVu_Id: service._id, MaDichVu: service.MaDichVu, TenDichVu: service.TenDichVu,
      NoiThucHiens: offered.map((room) => ({ _id: room._id, TenPhongBan: room.name })), NoiThucHien_Id: place?._id ?? null, DonGia: price?.DonGia ?? null,
    });
  }
  return quotes;
}

/** Each chosen service in use and not an examination, each place a room of the facility doing it. */
async function checkChoices(tx: Db, facilityId: string, choices: readonly ServiceChoice[]): Promise<Map<string, Service>> {
  const services = await servicesOf(tx, choices.map((choice) => choice.DichVu_Id));
  const rooms = new Map((await roomsOfFacility(tx, facilityId)).map((room) => [room._id, room]));
  choices.forEach((choice, index) => {
    const service = services.get(choice.DichVu_Id);
    const field = `DichVus.${index}.`;
    if (!service) throw badInput('catalogue.refNotFound', `${field}DichVu_Id`);
    if (service.TamNgung) throw badInput('catalogue.refSuspended', `${field}DichVu_Id`, { code: service.MaDichVu });
    // An examination order comes with a queue number: reception gives it, or the clinic transfer.
    if (service.examination) throw badInput('reception.serviceOrders.examinationService', `${field}DichVu_Id`, { code: service.MaDichVu });
    if (choices.findIndex((other) => other.DichVu_Id === choice.DichVu_Id) !== index) {
      throw badInput('reception.serviceOrders.chosenTwice', `${field}DichVu_Id`, { code: service.MaDichVu });
    }
    const room = rooms.get(choice.NoiThucHien_Id);
    if (!room) throw badInput('reception.serviceOrders.placeNotFound', `${field}NoiThucHien_Id`, { code: service.MaDichVu });
    if (room.roomType === EXAM_ROOM) throw badInput('reception.serviceOrders.examRoom', `${field}NoiThucHien_Id`, { room: room.name, code: service.MaDichVu });
    if (!doesService(room, service)) throw badInput('reception.roomDoesNotDoService', `${field}NoiThucHien_Id`, { code: service.MaDichVu, room: room.name });
  });
  return services;
}

/** Refuses a service already waiting for the visit; asks about one the patient had done today. */
async function checkRepeats(tx: Db, visit: Visit, choices: readonly ServiceChoice[], services: Map<string, Service>, confirmed: readonly string[], now: Timestamp): Promise<void> {
  const ids = sql.param(choices.map((choice) => choice.DichVu_Id));
  const fieldOf = (serviceId: string) => `DichVus.${choices.findIndex((choice) => choice.DichVu_Id === serviceId)}.DichVu_Id`;
  const [waiting] = rowsOf<{ DichVu_Id: string; SoPhieuYeuCau: string }>(await tx.execute(sql`
    SELECT l."DichVu_Id", o."SoPhieuYeuCau" FROM "DichVuYeuCau" o JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
    WHERE o."TiepNhan_Id" = ${visit._id} AND ${WAITING} AND l."DichVu_Id" = ANY(${ids}::text[]) ORDER BY o."SoPhieuYeuCau" LIMIT 1`));
  if (waiting) {
    throw badInput('reception.serviceOrders.alreadyWaiting', fieldOf(waiting.DichVu_Id), { code: services.get(waiting.DichVu_Id)!.MaDichVu, number: waiting.SoPhieuYeuCau });
  }
  const [today] = rowsOf<{ DichVu_Id: string; SoPhieuYeuCau: string }>(await tx.execute(sql`
    SELECT l."DichVu_Id", o."SoPhieuYeuCau" FROM "DichVuYeuCau" o JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
    WHERE o."BenhNhan_Id" = ${visit.BenhNhan_Id} AND o."NgayYeuCau" >= ${startOfDay(now)} AND ${DONE} AND l."DichVu_Id" = ANY(${ids}::text[])
    ORDER BY o."SoPhieuYeuCau" LIMIT 1`));
  if (today) {
    requireConfirmation(confirmed, 'reception.serviceOrders.orderedToday', { code: services.get(today.DichVu_Id)!.MaDichVu, number: today.SoPhieuYeuCau }, fieldOf(today.DichVu_Id));
  }
}

async function create(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: By, order: NewServiceOrders, confirmed: readonly string[], now: Timestamp): Promise<ServiceOrder[]> {
  const visit = await openVisit(tx, by.nodeId, order.TiepNhan_Id, 'idKhamBenh');
  // The price type comes from the patient group: a visit without one has nothing to price with.
  if (!visit.DoiTuong_Id) throw badInput('reception.serviceOrders.priceTypeMissing', 'DoiTuong_Id', { code: visit.MaTiepNhan });
  const services = await checkChoices(tx, by.nodeId, order.services);
  await checkRepeats(tx, visit, order.services, services, confirmed, now);
  const places = [...new Set(order.services.map((choice) => choice.NoiThucHien_Id))];
  const unitPrices = ctx.provided(UNIT_PRICES);
  const ids: string[] = [];
  // One order per place: the tests of one sample room share a request number.
  for (const place of places) {
    const choices = order.services.filter((choice) => choice.NoiThucHien_Id === place);
    const prices = await unitPrices(tx, { idDichVus: choices.map((choice) => choice.DichVu_Id), idDoiTuong: visit.DoiTuong_Id, idPhongBan: place, at: now });
    const orderId = newId();
    const number = (await allocateSeriesNumber(tx, SO_PHIEU_YEU_CAU_SERIES, by.nodeId, now)).code;
    await tx.execute(sql`
      INSERT INTO "DichVuYeuCau" (_id, "node_Id", "SoPhieuYeuCau", "TiepNhan_Id", "BenhNhan_Id", "KhamBenh_Id", "NoiYeuCau", "BacSiChiDinh_Id", "NoiThucHien_Id",
        "NhomDichVu_Id", "DoiTuong_Id", "ChanDoan", "TrangThai", "LaKhanCap", "NgayYeuCau", "createdBy", "updatedBy")
      VALUES (${orderId}, ${by.nodeId}, ${number}, ${visit._id}, ${visit.BenhNhan_Id}, ${order.KhamBenh_Id}, ${order.NoiYeuCau}, ${order.BacSiChiDinh_Id}, ${place},
        ${services.get(choices[0]!.DichVu_Id)!.NhomDichVu_Id}, ${visit.DoiTuong_Id}, ${order.ChanDoan}, ${order.send ? 'SanSang' : 'Nhap'}, ${order.LaKhanCap}, ${now},
        ${by.userId}, ${by.userId})`);
    for (const choice of choices) {
      const price = prices.get(choice.DichVu_Id)!;
      await tx.execute(sql`
        INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong")
        VALUES (${newId()}, ${orderId}, ${choice.DichVu_Id}, ${price.LoaiGia_Id}, ${price.BangGia_Id}, ${price.DonGia}, ${price.DonGia}, ${choice.SoLuong})`);
    }
    ids.push(orderId);
  }
  return ordersWhere(tx, sql`o._id = ANY(${sql.param(ids)}::text[])`);
}

/** The orders of these ids, locked, all of one open visit of the facility. */
async function lockOrders(tx: Db, facilityId: string, orderIds: readonly string[], field: string): Promise<ServiceOrder[]> {
  const ids = [...new Set(orderIds)];
  const orders = await ordersWhere(tx, sql`o._id = ANY(${sql.param(ids)}::text[]) AND o."node_Id" = ${facilityId}`, { lock: true });
  if (orders.length !== ids.length || ids.length === 0) throw badInput('reception.serviceOrders.notFound', field);
  const visits = [...new Set(orders.map((order) => order.TiepNhan_Id))];
  if (visits.length > 1) throw badInput('reception.serviceOrders.severalVisits', field, { codes: [...new Set(orders.map((order) => order.MaTiepNhan))].join(', ') });
  await openVisit(tx, facilityId, visits[0]!, field);
  return orders;
}

async function update(tx: Db, by: By, orderId: string, change: { ChanDoan?: string; LaKhanCap?: boolean; lines?: readonly { _id: string; SoLuong: number }[] }): Promise<ServiceOrder> {
  const [order] = await lockOrders(tx, by.nodeId, [orderId], 'id');
  if (order!.TrangThai !== 'Nhap') throw badInput('reception.serviceOrders.stateIncorrect', 'id', { number: order!.SoPhieuYeuCau });
  for (const [index, line] of (change.lines ?? []).entries()) {
    const stored = order!.ChiTiets.find((each) => each._id === line._id);
    if (!stored) throw badInput('reception.serviceOrders.lineNotFound', `ChiTiets.${index}._id`, { number: order!.SoPhieuYeuCau });
    if (stored.DaThuTien && stored.SoLuong !== line.SoLuong) throw badInput('reception.serviceOrders.paid', `ChiTiets.${index}.SoLuong`, { code: stored.MaDichVu ?? '', number: order!.SoPhieuYeuCau });
    await tx.execute(sql`UPDATE "DichVuYeuCau_ChiTiet" SET "SoLuong" = ${line.SoLuong} WHERE _id = ${line._id}`);
  }
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "ChanDoan" = ${change.ChanDoan ?? order!.ChanDoan}, "LaKhanCap" = ${change.LaKhanCap ?? order!.LaKhanCap},
    "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ${order!._id}`);
  return (await ordersWhere(tx, sql`o._id = ${order!._id}`))[0]!;
}

async function remove(tx: Db, by: By, orderIds: readonly string[]): Promise<ServiceOrder[]> {
  const orders = await lockOrders(tx, by.nodeId, orderIds, 'ids');
  for (const order of orders) {
    const paid = order.ChiTiets.find((line) => line.DaThuTien);
    if (paid) throw badInput('reception.serviceOrders.paid', 'ids', { code: paid.MaDichVu ?? '', number: order.SoPhieuYeuCau });
    if (!['Nhap', 'SanSang'].includes(order.TrangThai) || order.TrangThai_HangDoi !== 'ChuaThucHien') {
      throw badInput('reception.serviceOrders.stateIncorrect', 'ids', { number: order.SoPhieuYeuCau });
    }
  }
  const drafts = orders.filter((order) => order.TrangThai === 'Nhap').map((order) => order._id);
  const sent = orders.filter((order) => order.TrangThai === 'SanSang').map((order) => order._id);
  // A draft was never seen by the performing room: it goes. A sent order may have been: it stays, cancelled.
  if (drafts.length > 0) await tx.execute(sql`DELETE FROM "DichVuYeuCau" WHERE _id = ANY(${sql.param(drafts)}::text[])`);
  if (sent.length > 0) {
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'DaHuy', "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ANY(${sql.param(sent)}::text[])`);
  }
  return orders;
}

async function send(tx: Db, by: By, orderIds: readonly string[], NgayYeuCau: Timestamp): Promise<ServiceOrder[]> {
  const orders = await lockOrders(tx, by.nodeId, orderIds, 'ids');
  const notDraft = orders.find((order) => order.TrangThai !== 'Nhap');
  if (notDraft) throw badInput('reception.serviceOrders.stateIncorrect', 'ids', { number: notDraft.SoPhieuYeuCau });
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'SanSang', "NgayYeuCau" = ${NgayYeuCau}, "updatedBy" = ${by.userId}, "updatedAt" = now()
    WHERE _id = ANY(${sql.param(orders.map((order) => order._id))}::text[])`);
  return ordersWhere(tx, sql`o._id = ANY(${sql.param(orders.map((order) => order._id))}::text[])`);
}

/** The orders of these ids of the facility, locked, of any visits; an unknown id refuses them all. */
async function lockedOrders(tx: Db, facilityId: string, orderIds: readonly string[], field: string): Promise<ServiceOrder[]> {
  const ids = [...new Set(orderIds)];
  const orders = ids.length === 0 ? [] : await ordersWhere(tx, sql`o._id = ANY(${textList(ids)}) AND o."node_Id" = ${facilityId}`, { lock: true });
  if (orders.length !== ids.length || ids.length === 0) throw badInput('reception.serviceOrders.notFound', field);
  return orders;
}

/**
 * The visits of these orders, locked until the transaction ends so that none closes while its orders move; for update,
 * as the other writes lock them, so that two rooms moving one patient's orders take turns instead of deadlocking.
 */
async function visitsOf(tx: Db, orders: readonly ServiceOrder[]): Promise<Map<string, Visit>> {
  const ids = [...new Set(orders.map((order) => order.TiepNhan_Id))].sort();
  const visits = rowsOf<Visit>(await tx.execute(sql`SELECT ${VISIT_COLUMNS} FROM "TiepNhan" WHERE _id = ANY(${textList(ids)}) ORDER BY _id FOR UPDATE`));
  return new Map(visits.map((visit) => [visit._id, visit]));
}

const RETURNED = ['CoKetQua', 'DaXemKetQua'];

/** What moving from `from` to `to` changes besides the state: the dates and the queue state of spec §4. */
function bookkeeping(from: string, to: string, now: Timestamp): SQL {
  if (to === 'CoKetQua') return sql`, "NgayTraKetQua" = ${now}, "TrangThai_HangDoi" = 'DaThucHien'`;
  if (to === 'ChuaKetQua' && from === 'SanSang') return sql`, "NgayThucHien" = coalesce("NgayThucHien", ${now})`;
  if (to === 'ChuaKetQua' && RETURNED.includes(from)) return sql`, "NgayTraKetQua" = NULL, "TrangThai_HangDoi" = 'ChuaThucHien'`;
  // Sent again: not taken, so not performed either.
  if (to === 'SanSang') return sql`, "NgayThucHien" = NULL, "NgayTraKetQua" = NULL, "TrangThai_HangDoi" = 'ChuaThucHien'`;
  return sql``;
}

async function move(tx: Db, by: By, orderIds: readonly string[], from: string, to: string, now: Timestamp, field: string): Promise<ServiceOrderMove> {
  const orders = await lockedOrders(tx, by.nodeId, orderIds, field);
  const visits = await visitsOf(tx, orders);
  const refused: ServiceOrderRefusal[] = [];
  const moving: string[] = [];
  for (const order of orders) {
    const visit = visits.get(order.TiepNhan_Id)!;
    if (order.TrangThai !== from || order.TrangThai === 'DaHuy') {
      refused.push({ order, message: 'reception.serviceOrders.stateIncorrect', values: { number: order.SoPhieuYeuCau, state: order.TrangThai } });
    } else if (to !== 'DaXemKetQua' && !takesChanges(visit)) {
      // The doctor may still read a result on a closed visit; nothing else changes there.
      refused.push({ order, message: 'reception.serviceOrders.visitLocked', values: { code: visit.MaTiepNhan, number: order.SoPhieuYeuCau } });
    } else {
      moving.push(order._id);
    }
  }
  if (moving.length === 0) return { moved: [], refused };
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = ${to} ${bookkeeping(from, to, now)}, "updatedBy" = ${by.userId}, "updatedAt" = now()
    WHERE _id = ANY(${textList(moving)})`);
  return { moved: await ordersWhere(tx, sql`o._id = ANY(${textList(moving)})`), refused };
}

/** The columns `record` writes, and how each value goes into SQL. */
const PERFORMANCE_COLUMNS: Readonly<Record<keyof ServiceOrderPerformance, (value: unknown) => SQL>> = {
  ThietBi_Id: (value) => sql`"ThietBi_Id" = ${value}`,
  NguoiThucHien_Ids: (value) => sql`"NguoiThucHien_Ids" = ${textList(value as string[])}`,
  NgayThucHien: (value) => sql`"NgayThucHien" = ${value}`,
  NgayLayMau: (value) => sql`"NgayLayMau" = ${value}`,
  SIDMau: (value) => sql`"SIDMau" = ${value}`,
  STTMau: (value) => sql`"STTMau" = ${value}`,
  NoiDung: (value) => sql`"NoiDung" = ${value}`,
  NhanXet: (value) => sql`"NhanXet" = ${value}`,
  KetLuan: (value) => sql`"KetLuan" = ${value}`,
};

async function record(tx: Db, by: By, orderId: string, performance: ServiceOrderPerformance, field: string): Promise<ServiceOrder> {
  const [order] = await lockedOrders(tx, by.nodeId, [orderId], field);
  if (order!.TrangThai === 'Nhap' || order!.TrangThai === 'DaHuy') {
    throw badInput('reception.serviceOrders.stateIncorrect', field, { number: order!.SoPhieuYeuCau, state: order!.TrangThai });
  }
  await openVisit(tx, by.nodeId, order!.TiepNhan_Id, field);
  const changes = (Object.keys(PERFORMANCE_COLUMNS) as (keyof ServiceOrderPerformance)[])
    .filter((column) => performance[column] !== undefined)
    .map((column) => PERFORMANCE_COLUMNS[column](performance[column] === null && column === 'NguoiThucHien_Ids' ? [] : performance[column]));
  if (changes.length > 0) {
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET ${sql.join(changes, sql`, `)}, "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ${order!._id}`);
  }
  return (await ordersWhere(tx, sql`o._id = ${order!._id}`))[0]!;
}

async function setNoShow(tx: Db, by: By, orderIds: readonly string[], BNKhongDen: boolean, field: string): Promise<ServiceOrder[]> {
  const orders = await lockedOrders(tx, by.nodeId, orderIds, field);
  const visits = await visitsOf(tx, orders);
  for (const order of orders) {
    // Taken, performed or returned: the patient came.
    if (order.TrangThai !== 'SanSang' || order.TrangThai_HangDoi !== 'ChuaThucHien') {
      throw badInput('reception.serviceOrders.stateIncorrect', field, { number: order.SoPhieuYeuCau, state: order.TrangThai });
    }
    const visit = visits.get(order.TiepNhan_Id)!;
    if (!takesChanges(visit)) throw badInput('reception.serviceOrders.visitLocked', field, { code: visit.MaTiepNhan, number: order.SoPhieuYeuCau });
  }
  const ids = textList(orders.map((order) => order._id));
  await tx.execute(sql`UPDATE "DichVuYeuCau" SET "BNKhongDen" = ${BNKhongDen}, "updatedBy" = ${by.userId}, "updatedAt" = now() WHERE _id = ANY(${ids})`);
  return ordersWhere(tx, sql`o._id = ANY(${ids})`);
}

async function setPaid(tx: Db, facilityId: string, lineIds: readonly string[], paid: boolean, field: string): Promise<void> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) return;
  const updated = rowsOf<{ _id: string }>(await tx.execute(sql`
    UPDATE "DichVuYeuCau_ChiTiet" l SET "DaThuTien" = ${paid} FROM "DichVuYeuCau" o
    WHERE l._id = ANY(${textList(ids)}) AND o._id = l."DichVuYeuCau_Id" AND o."node_Id" = ${facilityId} RETURNING l._id`));
  if (updated.length !== ids.length) throw badInput('reception.serviceOrders.notFound', field);
}

async function removeLines(tx: Db, by: By, lineIds: readonly string[], field: string): Promise<ServiceOrder[]> {
  const ids = [...new Set(lineIds)];
  if (ids.length === 0) throw badInput('reception.serviceOrders.notFound', field);
  const owners = rowsOf<{ DichVuYeuCau_Id: string }>(await tx.execute(sql`
    SELECT DISTINCT l."DichVuYeuCau_Id" FROM "DichVuYeuCau_ChiTiet" l WHERE l._id = ANY(${textList(ids)})`));
  const orders = await lockOrders(tx, by.nodeId, owners.map((owner) => owner.DichVuYeuCau_Id), field);
  const found = new Set(orders.flatMap((order) => order.ChiTiets.map((line) => line._id)));
  if (ids.some((id) => !found.has(id))) throw badInput('reception.serviceOrders.notFound', field);
  const whole: string[] = [];
  for (const order of orders) {
    const going = order.ChiTiets.filter((line) => ids.includes(line._id));
    const paid = going.find((line) => line.DaThuTien);
    if (paid) throw badInput('reception.serviceOrders.paid', field, { code: paid.MaDichVu ?? '', number: order.SoPhieuYeuCau });
    if (!['Nhap', 'SanSang'].includes(order.TrangThai) || order.TrangThai_HangDoi !== 'ChuaThucHien') {
      throw badInput('reception.serviceOrders.stateIncorrect', field, { number: order.SoPhieuYeuCau, state: order.TrangThai });
    }
    if (going.length === order.ChiTiets.length) whole.push(order._id);
  }
  // An order losing every line goes as `remove` takes it; otherwise only the lines go.
  if (whole.length > 0) await remove(tx, by, whole);
  const partial = ids.filter((id) => !orders.some((order) => whole.includes(order._id) && order.ChiTiets.some((line) => line._id === id)));
  if (partial.length > 0) await tx.execute(sql`DELETE FROM "DichVuYeuCau_ChiTiet" WHERE _id = ANY(${textList(partial)})`);
  return orders;
}

export const serviceOrders: ServiceOrders = { list, quote, create, update, remove, send, move, record, setNoShow, setPaid, removeLines };
