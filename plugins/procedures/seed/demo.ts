// The demo hospital's procedure rooms: a procedure room under a surgery department and a physiotherapy room under a
// rehabilitation department (the core's demo organisation has neither), the services each performs, the store their
// supplies are taken from, devices with daily and per-session limits, the demo technician and nurse taking
// procedures, and their shifts for two weeks.
import { sql } from 'drizzle-orm';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { newId, organisationNodes, rowsOf, type Db, type SeedContext } from '@his/sdk/server';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SHIFT_DAYS = 14;

/** Units added under the first facility when the demo organisation lacks them; parents before children. */
const UNITS = [
  { code: 'KNGOAI', name: 'Khoa Ngoại tổng hợp', category: 'DEPARTMENT', parent: 'CS01', roomType: null },
  { code: 'PTT01', name: 'Phòng thủ thuật', category: 'ROOM', parent: 'KNGOAI', roomType: 'SURGERY_ROOM' },
  { code: 'KPHCN', name: 'Khoa Phục hồi chức năng', category: 'DEPARTMENT', parent: 'CS01', roomType: null },
  { code: 'VLTL01', name: 'Phòng vật lý trị liệu', category: 'ROOM', parent: 'KPHCN', roomType: null },
] as const;

/** Room code → the service groups (MaNhomDichVu) whose services it performs. */
const SERVICES_BY_GROUP: Readonly<Record<string, readonly string[]>> = { PTT01: ['TT', 'PT'], VLTL01: ['VLTL'] };

/** Department code → the stores (unit codes) its rooms take supplies from: the main store, as the wards do. */
const STORES: Readonly<Record<string, readonly string[]>> = { KNGOAI: ['KHO01'], KPHCN: ['KHO01'] };

/** Devices of procedures and physiotherapy (real models), each with the services it does and its limits. */
const DEVICES = [
  { MaThietBi: 'TB-KD-01', TenThietBi: 'Máy khí dung', NhaSanXuat: 'Omron', room: 'PTT01', services: ['TT-KHI-DUNG'], day: 40, session: 4 },
  { MaThietBi: 'TB-DC-01', TenThietBi: 'Máy điện châm', NhaSanXuat: 'Hwato', room: 'VLTL01', services: ['VLTL-DIEN-CHAM'], day: 30, session: 6 },
  { MaThietBi: 'TB-KG-01', TenThietBi: 'Máy kéo giãn cột sống', NhaSanXuat: 'Chattanooga', room: 'VLTL01', services: ['VLTL-KEO-GIAN'], day: 16, session: 1 },
  { MaThietBi: 'TB-HN-01', TenThietBi: 'Đèn hồng ngoại trị liệu', NhaSanXuat: 'Philips', room: 'VLTL01', services: ['VLTL-HONG-NGOAI'], day: 40, session: 4 },
  { MaThietBi: 'TB-SN-01', TenThietBi: 'Máy điều trị sóng ngắn', NhaSanXuat: 'Enraf-Nonius', room: 'VLTL01', services: ['VLTL-SONG-NGAN'], day: 20, session: 2 },
] as const;

/** Staff code → their shifts of a day (hours in Vietnam) and priority: the technician first, the nurse as back-up. */
const SHIFTS: Readonly<Record<string, readonly { from: number; to: number; priority: number }[]>> = {
  KTV0001: [{ from: 7, to: 11.5, priority: 1 }, { from: 13, to: 17, priority: 1 }],
  DD0001: [{ from: 7, to: 17, priority: 2 }],
};

async function nodeIds(tx: Db): Promise<Map<string, string>> {
  return new Map(rowsOf<{ code: string; _id: string }>(await tx.execute(sql`SELECT code, _id FROM ${organisationNodes} WHERE NOT "isDeleted"`)).map((row) => [row.code, row._id]));
}

export async function seedDemoProcedures(tx: Db, log: SeedContext['log'], now: Timestamp = Date.now()): Promise<void> {
  let nodes = await nodeIds(tx);
  const facility = nodes.get('CS01');
  if (!facility) return;
  for (const unit of UNITS) {
    const parent = nodes.get(unit.parent);
    if (nodes.has(unit.code) || !parent) continue;
    await tx.execute(sql`
      INSERT INTO ${organisationNodes} (_id, code, name, "TenKhongDau", category, "roomType", "parent_Id")
      VALUES (${newId()}, ${unit.code}, ${unit.name}, ${toKhongDau(unit.name)}, ${unit.category}, ${unit.roomType}, ${parent})`);
    nodes = await nodeIds(tx);
  }
  for (const [room, groups] of Object.entries(SERVICES_BY_GROUP)) {
    await tx.execute(sql`
      INSERT INTO "PhongBan_DichVu" ("PhongBan_Id", "DichVu_Id")
      SELECT ${nodes.get(room)!}, d._id FROM "DM_DichVu" d JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id"
      WHERE g."MaNhomDichVu" = ANY(${sql.param([...groups])}::text[]) AND NOT d."TamNgung"
      ON CONFLICT DO NOTHING`);
  }
  for (const [unit, stores] of Object.entries(STORES)) {
    await tx.execute(sql`
      INSERT INTO "PhongBan_KhoDuoc" ("PhongBan_Id", "KhoDuoc_Id")
      SELECT n._id, s._id FROM ${organisationNodes} n, ${organisationNodes} s
      WHERE n.code = ${unit} AND s.code = ANY(${sql.param([...stores])}::text[]) AND s.category = 'STORE' AND NOT s."isDeleted"
      ON CONFLICT DO NOTHING`);
  }
  for (const device of DEVICES) {
    const exists = rowsOf(await tx.execute(sql`SELECT 1 FROM "DM_ThietBi" WHERE "node_Id" = ${facility} AND "MaThietBi" = ${device.MaThietBi}`)).length > 0;
    if (exists) continue;
    await tx.execute(sql`
      INSERT INTO "DM_ThietBi" (_id, "node_Id", "PhongBan_Id", "MaThietBi", "TenThietBi", "DichVu_Ids", "SoLuongToiDaTrongNgay", "SoLuongToiDaTrenLan", "NhaSanXuat", "NguonCap", "TenKhongDau", "createdBy")
      SELECT ${newId()}, ${facility}, ${nodes.get(device.room) ?? null}, ${device.MaThietBi}, ${device.TenThietBi}, coalesce(array_agg(d._id ORDER BY d."MaDichVu"), '{}'),
        ${device.day}, ${device.session}, ${device.NhaSanXuat}, 'NganSach', ${toKhongDau(device.TenThietBi)}, ''
      FROM "DM_DichVu" d WHERE d."MaDichVu" = ANY(${sql.param([...device.services])}::text[])`);
  }
  const staff = new Map(rowsOf<{ MaNhanVien: string; _id: string }>(await tx.execute(sql`
    UPDATE "NhanVien" SET "isPhanBoThuThuat" = true WHERE "MaNhanVien" = ANY(${sql.param(Object.keys(SHIFTS))}::text[]) RETURNING "MaNhanVien", _id`)).map((row) => [row.MaNhanVien, row._id]));
  let shifts = 0;
  const today = startOfDay(now);
  for (const [code, ofDay] of Object.entries(SHIFTS)) {
    const staffId = staff.get(code);
    if (!staffId) continue;
    for (let day = 0; day < SHIFT_DAYS; day++) {
      for (const shift of ofDay) {
        await tx.execute(sql`
          INSERT INTO "CaThucHien" (_id, "node_Id", "NhanVien_Id", "BatDau", "KetThuc", "ThuTuUuTien", "GhiChu", "createdBy", "updatedBy")
          VALUES (${newId()}, ${facility}, ${staffId}, ${today + day * DAY_MS + shift.from * HOUR_MS}, ${today + day * DAY_MS + shift.to * HOUR_MS}, ${shift.priority},
            'Dữ liệu minh họa', NULL, NULL)`);
        shifts++;
      }
    }
  }
  log.info('procedures.seeded', { rooms: Object.keys(SERVICES_BY_GROUP).length, devices: DEVICES.length, shifts });
}
