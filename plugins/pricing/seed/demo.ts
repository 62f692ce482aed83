// The demo hospital's price lists: in each facility one released list per price type (BaoHiemYTe, VienPhi, DichVu),
// issued on 1 January of the current year, built from the list prices of the demo services (GiaBHYT, GiaVienPhi,
// GiaDichVu). Runs after the catalogues plugin's demo seed, which this plugin requires.
import { sql } from 'drizzle-orm';
import { fromCalendarDate, toCalendarDate } from '@his/sdk/format';
import { toKhongDau, type Dong, type Timestamp } from '@his/sdk';
import { newId, rowsOf, type Db } from '@his/sdk/server';
import { insertLines } from '../api/price-list-writes';
import { rowFacility } from '../server/candidate-lists';
import type { LineInput } from '../rules/price-list';
import { LOAI_GIA } from './reference';

interface DemoList {
  loaiGia: string;
  /** The DM_DichVu column its prices come from. */
  column: 'GiaBHYT' | 'GiaVienPhi' | 'GiaDichVu';
  name: string;
  /** Treatment courses are sold at the service price times the number of sessions. */
  withCourses: boolean;
}

const DEMO_LISTS: readonly DemoList[] = [
  { loaiGia: LOAI_GIA.BaoHiemYTe, column: 'GiaBHYT', name: 'Bảng giá BHYT', withCourses: false },
  { loaiGia: LOAI_GIA.VienPhi, column: 'GiaVienPhi', name: 'Bảng giá viện phí', withCourses: false },
  { loaiGia: LOAI_GIA.DichVu, column: 'GiaDichVu', name: 'Bảng giá dịch vụ', withCourses: true },
];

interface ServicePrices {
  _id: string;
  /** Null for a service every facility shares. */
  node_Id: string | null;
  GiaBHYT: number | null;
  GiaVienPhi: number | null;
  GiaDichVu: number | null;
}

/**
 * Saves the demo lists of every facility: priced from the services it may use (its own, or those every facility
 * shares); returns how many lists it saved.
 */
export async function seedDemoPriceLists(tx: Db, facilities: readonly string[], now: Timestamp = Date.now()): Promise<number> {
  const year = toCalendarDate(now).year;
  const issued = fromCalendarDate({ year, month: 1, day: 1 });
  const types = new Map(rowsOf<{ _id: string; code: string }>(await tx.execute(sql`
    SELECT _id, "MaLoaiGia" AS code FROM "DM_LoaiGia" WHERE "MaLoaiGia" = ANY(${sql.param(DEMO_LISTS.map((list) => list.loaiGia))}::text[])`))
    .map((row) => [row.code, row._id]));
  const services = rowsOf<ServicePrices>(await tx.execute(sql`
    SELECT d._id, ${rowFacility('d')} AS "node_Id", d."GiaBHYT"::float8 AS "GiaBHYT", d."GiaVienPhi"::float8 AS "GiaVienPhi", d."GiaDichVu"::float8 AS "GiaDichVu"
    FROM "DM_DichVu" d WHERE NOT d."TamNgung" ORDER BY d."MaDichVu" COLLATE "C"`));
  const courses = rowsOf<{ _id: string; node_Id: string | null; DonGia: number | null }>(await tx.execute(sql`
    SELECT c._id, ${rowFacility('c')} AS "node_Id", (d."GiaDichVu" * c."SoLan")::float8 AS "DonGia"
    FROM "DM_LieuTrinh" c JOIN "DM_DichVu" d ON d._id = c."DichVu_Id" WHERE NOT c."TamNgung" ORDER BY c."MaLieuTrinh" COLLATE "C"`));
  const priced = (price: number | null): price is Dong => price !== null && price > 0;
  const usable = (row: { node_Id: string | null }, facility: string) => row.node_Id === null || row.node_Id === facility;
  let saved = 0;
  for (const facility of facilities) {
    for (const list of DEMO_LISTS) {
      const loaiGiaId = types.get(list.loaiGia);
      if (!loaiGiaId) continue;
      const serviceLines: LineInput[] = services
        .filter((service) => usable(service, facility) && priced(service[list.column]))
        .map((service) => ({ id: service._id, DonGia: service[list.column] }));
      const courseLines: LineInput[] = list.withCourses
        ? courses.filter((course) => usable(course, facility) && priced(course.DonGia)).map((course) => ({ id: course._id, DonGia: course.DonGia }))
        : [];
      if (serviceLines.length === 0 && courseLines.length === 0) continue;
      const _id = newId();
      const name = `${list.name} năm ${year}`;
      const [inserted] = rowsOf<{ _id: string }>(await tx.execute(sql`
        INSERT INTO "DM_BangGia" (_id, "node_Id", "LoaiGia_Id", "MaBangGia", "TenBangGia", "TenKhongDau", "NgayPhatHanh", "TrangThai", "ThoiGianPhatHanh")
        VALUES (${_id}, ${facility}, ${loaiGiaId}, ${`${list.loaiGia}-${year}`}, ${name}, ${toKhongDau(name)}, ${issued}, 'DaPhatHanh', now())
        ON CONFLICT ("node_Id", "MaBangGia") DO NOTHING RETURNING _id`));
      if (!inserted) continue;
      await insertLines(tx, _id, 'DichVu', serviceLines);
      await insertLines(tx, _id, 'LieuTrinh', courseLines);
      saved++;
    }
  }
  return saved;
}
