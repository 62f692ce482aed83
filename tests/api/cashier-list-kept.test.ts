// The cashier's list of a day is kept in memory (plugins/cashier/api/cashier-list-cache.ts): after every kind of
// write, through the API or outside it, each of its four lists equals the list the database gives when read directly
// (a range longer than the kept days, cut to the day), and the write shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { startOfDay } from '@his/sdk/format';
import { DANH_SACH } from '../../plugins/cashier/api/cashier-list';
import { MAX_KEPT_RANGE_DAYS } from '../../plugins/cashier/api/cashier-list-cache';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { cashierWorld, type Received } from './cashier-extras-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const ROW = 'TiepNhan_Id BenhNhan_Id SoThuTu idNumbering MaYTe MaTiepNhan TenBenhNhan GioiTinh NamSinh SoTienCanThu UuTien TrangThaiVienPhi TenDoiTuong NgayTiepNhan';
const LIST = `query ($danhSach: String, $startDate: Float, $endDate: Float) {
  loadBenhNhanFromTransaction(danhSach: $danhSach, startDate: $startDate, endDate: $endDate) { ${ROW} } }`;

interface Row { TiepNhan_Id: string; TenBenhNhan: string; SoTienCanThu: number; TrangThaiVienPhi: string; TenDoiTuong: string | null; NgayTiepNhan: number }
type Lists = Record<(typeof DANH_SACH)[number], Row[]>;

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('the cashier list kept in memory on %s', (backend) => {
  let server: HisServer;
  const world = cashierWorld(() => server, 'KEPT');
  const { data, callers } = world;
  const today = startOfDay(Date.now());

  const list = async (danhSach: string, from: number, to: number): Promise<Row[]> =>
    (await data(callers.cashier, LIST, { danhSach, startDate: from, endDate: to })).loadBenhNhanFromTransaction;

  /** Today's four lists as kept, each checked against the database read directly. */
  async function keptLists(): Promise<Lists> {
    const lists = {} as Lists;
    for (const danhSach of DANH_SACH) {
      const kept = await list(danhSach, today, today + DAY_MS - 1);
      const direct = (await list(danhSach, today - MAX_KEPT_RANGE_DAYS * DAY_MS, today + DAY_MS - 1)).filter((row) => row.NgayTiepNhan >= today);
      expect(kept, danhSach).toEqual(direct);
      lists[danhSach] = kept;
    }
    return lists;
  }
  const rowOf = (rows: Row[], received: Received) => rows.find((row) => row.TiepNhan_Id === received.visit);
  const sqlWrite = (query: string, params: unknown[] = []) => server.runtime.database.query(query, params);

  beforeAll(async () => {
    server = await startServer(backend);
    await world.setUp();
  }, 120_000);
  afterAll(async () => server?.close());

  it('When patients are received, examined, ordered for and paid through the API / Then each list follows each step', async () => {
    await keptLists();
    const received = await world.receive();
    const waiting = rowOf((await keptLists()).ChoThanhToan, received)!;
    expect(waiting.SoTienCanThu).toBeGreaterThan(0);

    await world.orderBloodTest(received);
    expect(rowOf((await keptLists()).ChoThanhToan, received)!.SoTienCanThu).toBeGreaterThan(waiting.SoTienCanThu);

    const receipt = await world.collect(received);
    const paid = await keptLists();
    expect(rowOf(paid.ChoThanhToan, received)).toBeUndefined();
    expect(rowOf(paid.ChuaHachToan, received)).toMatchObject({ TrangThaiVienPhi: 'ChuaHachToan', SoTienCanThu: 0 });

    await world.deleteReceipt(receipt._id);
    expect(rowOf((await keptLists()).ChoThanhToan, received)).toBeDefined();

    await world.advance(received, 1_000_000);
    expect(rowOf((await keptLists()).ChoThanhToan, received)).toMatchObject({ SoTienCanThu: 0 });
  });

  it('When rows are written outside the API (a patient renamed, a visit moved to another day, a patient group renamed) / Then the lists show it', async () => {
    const received = await world.receive();
    await keptLists();
    await sqlWrite(`UPDATE "BenhNhan" SET "TenBenhNhan" = 'Tên Đổi Ngoài API' WHERE _id = $1`, [received.patient]);
    expect(rowOf((await keptLists()).DaKham, received)).toMatchObject({ TenBenhNhan: 'Tên Đổi Ngoài API' });

    const { TenDoiTuong } = await world.one<{ TenDoiTuong: string }>(`SELECT "TenDoiTuong" FROM "DM_DoiTuong" WHERE _id = $1`, [world.ref.vienPhi]);
    await sqlWrite(`UPDATE "DM_DoiTuong" SET "TenDoiTuong" = 'Viện phí (đổi tên)' WHERE _id = $1`, [world.ref.vienPhi]);
    try {
      expect(rowOf((await keptLists()).DaKham, received)).toMatchObject({ TenDoiTuong: 'Viện phí (đổi tên)' });
    } finally {
      await sqlWrite(`UPDATE "DM_DoiTuong" SET "TenDoiTuong" = $2 WHERE _id = $1`, [world.ref.vienPhi, TenDoiTuong]);
    }

    await sqlWrite(`UPDATE "TiepNhan" SET "NgayTiepNhan" = $2 WHERE _id = $1`, [received.visit, today - DAY_MS + 60_000]);
    expect(rowOf((await keptLists()).DaKham, received)).toBeUndefined();
  });

  it('When lists are asked at once while patient groups are written and kept days are read again / Then every list holds the whole day', async () => {
    const day = (await keptLists()).DaKham.map((row) => row.TiepNhan_Id).sort();
    const lists = await Promise.all(Array.from({ length: 8 }, async (_, index) => {
      if (index % 2 === 1) await sqlWrite(`UPDATE "DM_DoiTuong" SET "TenDoiTuong" = "TenDoiTuong" WHERE _id = $1`, [world.ref.vienPhi]);
      return list('DaKham', today, today + DAY_MS - 1);
    }));
    for (const rows of lists) expect(rows.map((row) => row.TiepNhan_Id).sort()).toEqual(day);
  });

  if (backend === 'PostgreSQL') it('When a transaction open during a list commits later / Then the next list shows its write', async () => {
    const received = await world.receive();
    await keptLists();
    await server.runtime.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE "BenhNhan" SET "TenBenhNhan" = 'Ghi Muộn' WHERE _id = ${received.patient}`);
      // Lists on the pool's other connections while this one is open, with another write committed in between: the
      // kept list's next look must still start early enough to read this one's mark.
      expect(rowOf((await keptLists()).DaKham, received)!.TenBenhNhan).not.toBe('Ghi Muộn');
      const other = await world.receive();
      expect(rowOf((await keptLists()).DaKham, other)).toBeDefined();
    });
    expect(rowOf((await keptLists()).DaKham, received)).toMatchObject({ TenBenhNhan: 'Ghi Muộn' });
  });
});
