// Synthetic patients for the reception benchmark: realistic Vietnamese names, codes, phones, ID and card numbers
// seeded straight into BenhNhan in SQL batches, the search texts a receptionist would type for them, and the demo
// receptionist who types them.
import type { HisServer } from '@his/server';
import { toKhongDau } from '@his/sdk';
import { timed } from './measure';
import { gql, login, type Caller, type Reachable } from '../support/server';

type Database = HisServer['runtime']['database'];

// Family names repeated by roughly how common they are (Nguyễn is about 38 in 100 Vietnamese).
const FAMILY: readonly [string, number][] = [
  ['Nguyễn', 38], ['Trần', 11], ['Lê', 9], ['Phạm', 7], ['Hoàng', 4], ['Huỳnh', 4], ['Phan', 4], ['Vũ', 3], ['Võ', 3],
  ['Đặng', 2], ['Bùi', 2], ['Đỗ', 2], ['Hồ', 2], ['Ngô', 2], ['Dương', 1], ['Lý', 1],
];
const MIDDLE_MALE = ['Văn', 'Văn', 'Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thanh', 'Công', 'Xuân', 'Đình', 'Quang', 'Trọng', 'Ngọc', 'Anh'];
const MIDDLE_FEMALE = ['Thị', 'Thị', 'Thị', 'Thị', 'Ngọc', 'Thanh', 'Minh', 'Thu', 'Kim', 'Mỹ', 'Bích', 'Hồng', 'Phương', 'Diệu', 'Thùy', 'Khánh'];
const GIVEN_MALE = ['An', 'Bình', 'Dũng', 'Hải', 'Hùng', 'Long', 'Nam', 'Phong', 'Quân', 'Tuấn', 'Minh', 'Khánh', 'Huy', 'Hiếu', 'Sơn', 'Thắng',
  'Trung', 'Việt', 'Cường', 'Đạt', 'Hoàng', 'Kiên', 'Lâm', 'Phúc', 'Tâm', 'Thành', 'Toàn', 'Vinh', 'Khoa', 'Duy'];
const GIVEN_FEMALE = ['An', 'Châu', 'Hà', 'Hạnh', 'Lan', 'Linh', 'Mai', 'Nga', 'Tâm', 'Thảo', 'Trang', 'Hoa', 'Hương', 'Huyền', 'Ngân', 'Nhung',
  'Oanh', 'Phương', 'Quỳnh', 'Thu', 'Thủy', 'Trinh', 'Uyên', 'Vân', 'Yến', 'Hằng', 'Hiền', 'Loan', 'My', 'Giang'];
const MOBILE_PREFIXES = ['32', '33', '34', '35', '36', '37', '38', '39', '56', '58', '70', '76', '77', '78', '79', '81', '82', '83', '84', '85',
  '86', '88', '89', '90', '91', '93', '94', '96', '97', '98'];
// Old (63-province) codes as cards and ID numbers carry them: [card province, CCCD province].
const PROVINCES: readonly [string, string][] = [['01', '001'], ['79', '079'], ['31', '031'], ['48', '048'], ['92', '092'], ['22', '022'],
  ['26', '026'], ['27', '027'], ['30', '030'], ['36', '036'], ['38', '038'], ['40', '040'], ['46', '046'], ['56', '056'], ['74', '074'], ['75', '075']];
const CARD_OBJECTS = ['DN4', 'DN4', 'DN4', 'HC4', 'GD4', 'HT3', 'TE1', 'CN3', 'HN2', 'BT2', 'HS4', 'XB4'];
const STREETS = ['Lê Lợi', 'Trần Hưng Đạo', 'Nguyễn Trãi', 'Hai Bà Trưng', 'Lý Thường Kiệt', 'Điện Biên Phủ', 'Hùng Vương', 'Quang Trung'];
const CITIES = ['Hà Nội', 'Thành phố Hồ Chí Minh', 'Hải Phòng', 'Đà Nẵng', 'Cần Thơ', 'Bắc Ninh', 'Nghệ An', 'Thanh Hóa', 'Đồng Nai', 'Khánh Hòa'];

export const SEED_BATCH = 50_000;

const weighted = FAMILY.flatMap(([name, weight]) => Array<string>(weight).fill(name));
const unaccented = (names: readonly string[]) => names.map(toKhongDau);

/**
 * One INSERT … SELECT over generate_series per batch: every column derived from the row number by hashes, so the
 * data are the same on every run and the database does the work (no 1,000,000 rows through the driver). The
 * unaccented name is the concatenation of `toKhongDau` of each word, which is what `toKhongDau` of the whole name gives.
 * MaYTe runs over the ten years before this one (YY + 6 digits), clear of the codes the series hands out this year.
 */
const SEED_SQL = `
WITH g AS (
  SELECT n, (hashint8extended(n, 1) & 2147483647) AS h1, (hashint8extended(n, 2) & 2147483647) AS h2,
    (hashint8extended(n, 3) & 2147483647) AS h3, (hashint8extended(n, 4) & 2147483647) AS h4, (hashint8extended(n, 5) & 2147483647) AS h5
  FROM generate_series($2::bigint, $3::bigint) AS n
), p AS (
  SELECT g.*, h1 % 2 = 0 AS male, 1 + h1 % cardinality($4::text[]) AS fi, 1935 + h4 % 90 AS year, 1 + h5 % cardinality($18::text[]) AS pi FROM g
), named AS (
  SELECT p.*,
    CASE WHEN male THEN 1 + h2 % cardinality($6::text[]) ELSE 1 + h2 % cardinality($8::text[]) END AS mi,
    CASE WHEN male THEN 1 + h3 % cardinality($10::text[]) ELSE 1 + h3 % cardinality($12::text[]) END AS gi
  FROM p
)
INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh", "SoDienThoai", "fullAddress",
  "CMNDHoacHoChieu", "SoTheBHYT", "SoBHXH", "createdAt", "updatedAt")
SELECT lpad(to_hex($14::bigint + n * 300), 8, '0') || lpad(to_hex(n), 16, '0'), $1,
  ($15::int + n % 10)::text || lpad((n / 10)::text, 6, '0'),
  ($4::text[])[fi] || ' ' || CASE WHEN male THEN ($6::text[])[mi] || ' ' || ($10::text[])[gi] ELSE ($8::text[])[mi] || ' ' || ($12::text[])[gi] END,
  ($5::text[])[fi] || ' ' || CASE WHEN male THEN ($7::text[])[mi] || ' ' || ($11::text[])[gi] ELSE ($9::text[])[mi] || ' ' || ($13::text[])[gi] END,
  year, CASE WHEN male THEN 'MALE' ELSE 'FEMALE' END,
  '0' || ($16::text[])[1 + h2 % cardinality($16::text[])] || lpad((h4 % 10000000)::text, 7, '0'),
  'Số ' || (1 + h3 % 300) || ' ' || ($17::text[])[1 + h5 % cardinality($17::text[])] || ', ' || ($18::text[])[pi],
  ($19::text[])[pi] || ((CASE WHEN year >= 2000 THEN 2 ELSE 0 END) + CASE WHEN male THEN 0 ELSE 1 END)::text
    || lpad((year % 100)::text, 2, '0') || lpad((h1 % 1000000)::text, 6, '0'),
  CASE WHEN h3 % 10 < 7 THEN ($21::text[])[1 + h1 % cardinality($21::text[])] || ($20::text[])[pi] || ($20::text[])[pi] || lpad(n::text, 8, '0') END,
  CASE WHEN h3 % 10 < 7 THEN ($20::text[])[pi] || lpad(n::text, 8, '0') END,
  to_timestamp($14::bigint + n * 300), to_timestamp($14::bigint + n * 300)
FROM named`;

/** Saves `count` synthetic patients at the facility and returns how long it took (ms). */
export async function seedPatients(database: Database, facilityId: string, count: number, batch = SEED_BATCH): Promise<number> {
  const yearNow = new Date().getFullYear() % 100;
  // Ids and creation times spread over the ten years before now, oldest first, like the ids `newId` makes.
  const firstSecond = Math.floor(Date.now() / 1000) - 10 * 365 * 24 * 3600;
  const cities = PROVINCES.map((_, index) => CITIES[index % CITIES.length]!);
  const [, ms] = await timed(async () => {
    for (let from = 1; from <= count; from += batch) {
      await database.query(SEED_SQL, [facilityId, from, Math.min(count, from + batch - 1),
        weighted, unaccented(weighted), MIDDLE_MALE, unaccented(MIDDLE_MALE), MIDDLE_FEMALE, unaccented(MIDDLE_FEMALE),
        GIVEN_MALE, unaccented(GIVEN_MALE), GIVEN_FEMALE, unaccented(GIVEN_FEMALE), firstSecond, yearNow - 10, MOBILE_PREFIXES, STREETS,
        cities, PROVINCES.map(([, cccd]) => cccd), PROVINCES.map(([card]) => card), CARD_OBJECTS]);
    }
    // What autovacuum would have done by the time a million patients were registered: statistics and GIN pending list.
    await database.query('VACUUM ANALYZE "BenhNhan"');
  });
  // The unaccented names built in SQL must be what the server would store.
  const sample = await database.query<{ TenBenhNhan: string; TenKhongDau: string }>(
    'SELECT "TenBenhNhan", "TenKhongDau" FROM "BenhNhan" WHERE "node_Id" = $1 ORDER BY _id LIMIT 1000', [facilityId]);
  const wrong = sample.find((row) => toKhongDau(row.TenBenhNhan) !== row.TenKhongDau);
  if (wrong) throw new Error(`seeded TenKhongDau differs from toKhongDau: ${JSON.stringify(wrong)}`);
  return ms;
}

export interface SearchKind { label: string; texts: string[] }

/** What receptionists type, taken from the seeded rows so that every search finds someone. */
export async function searchKinds(database: Database, facilityId: string): Promise<SearchKind[]> {
  const rows = await database.query<{ TenKhongDau: string; SoDienThoai: string; MaYTe: string; SoTheBHYT: string | null }>(
    `SELECT "TenKhongDau", "SoDienThoai", "MaYTe", "SoTheBHYT" FROM "BenhNhan" WHERE "node_Id" = $1 AND "SoTheBHYT" IS NOT NULL
     AND _id IN (SELECT _id FROM "BenhNhan" WHERE "node_Id" = $1 ORDER BY hashtext(_id) LIMIT 400) LIMIT 200`, [facilityId]);
  // Family and middle name with the given name's first letter ("nguyen van h"), common to rare.
  const names = rows.map((row) => { const [family, middle, given] = row.TenKhongDau.split(' '); return `${family} ${middle} ${given![0]}`; });
  // Middle and given name, as when the family name is not known ("van hai").
  const fromMiddle = rows.map((row) => row.TenKhongDau.split(' ').slice(1).join(' '));
  return [
    { label: 'name fragment ("nguyen van h")', texts: names },
    { label: 'name from its middle ("van hai")', texts: fromMiddle },
    { label: 'phone prefix (7 digits)', texts: rows.map((row) => row.SoDienThoai.slice(0, 7)) },
    { label: 'MaYTe (full)', texts: rows.map((row) => row.MaYTe) },
    { label: 'card number (full)', texts: rows.map((row) => row.SoTheBHYT!) },
  ];
}


/** The demo receptionist (tiepdon) at the first facility, CS01: the caller of the searches, and the facility's id. */
export async function receptionist(server: Reachable): Promise<{ caller: Caller; facilityId: string }> {
  const { token } = await login(server, 'tiepdon', 'Tiepdon@123');
  const me = await gql(server, '/graphqlauth', '{ myInfo { profile { _id } nodes { _id code } } }', {}, { token });
  const facilityId = (me.data.myInfo.nodes as { _id: string; code: string }[]).find((node) => node.code === 'CS01')!._id;
  return { caller: { token, node: facilityId, profile: me.data.myInfo.profile._id }, facilityId };
}
