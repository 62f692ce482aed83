// The insurance payment rules a new database starts with (QuyTacBHYT), each a fact of the domain reference or the
// spec, dated, with its source in GhiChu; rules the reference marks "check", or gives no number for, are CanKiemTra
// for the hospital to verify in settings. The reference dates only the base salary (from 1/7/2024), so the other
// rules start the table on the same day: a date of this table, not of the regulation. A rule that changes gets a new
// row from its new date; seeding again never overwrites what settings changed.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { fromCalendarDate } from '@his/sdk/format';
import { newId, rowsOf, type Db } from '@his/sdk/server';
import type { RuleKey, RuleRow } from '../rules/insurance-share';

type CalendarDay = `${number}-${number}-${number}`;

export interface RuleSeedRow {
  MaQuyTac: RuleKey;
  GiaTri: number;
  /** The first day in force, yyyy-mm-dd on the Vietnamese calendar. */
  TuNgay: CalendarDay;
  GhiChu: string;
  CanKiemTra: boolean;
}

const TABLE_START: CalendarDay = '2024-07-01';
const TABLE_START_NOTE = 'Ngày bắt đầu của bảng quy tắc (ngày áp dụng lương cơ sở), không phải ngày ban hành quy định.';
const ROUTES_CHANGE_NOTE = 'Từ 7/2025 "tuyến" được thay bằng cấp chuyên môn kỹ thuật: cần kiểm tra và thêm quy tắc mới khi có tỷ lệ.';

export const RULE_SEED: readonly RuleSeedRow[] = [
  { MaQuyTac: 'LuongCoSo', GiaTri: 2_340_000, TuNgay: '2024-07-01', CanKiemTra: false, GhiChu: 'Lương cơ sở 2.340.000 đ từ 01/07/2024.' },
  {
    MaQuyTac: 'NguongChiPhiThap', GiaTri: 15, TuNgay: TABLE_START, CanKiemTra: false,
    GhiChu: `Lần khám có tổng chi phí trong phạm vi BHYT dưới 15% lương cơ sở được BHYT chi trả 100%. ${TABLE_START_NOTE}`,
  },
  { MaQuyTac: 'MucHuong1', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: false, GhiChu: `Mức 1: 100%, không giới hạn mức trần (CC, TE). ${TABLE_START_NOTE}` },
  {
    MaQuyTac: 'MucHuong2', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: false,
    GhiChu: `Mức 2: 100%, có giới hạn mức trần (tài liệu tham chiếu không ghi mức trần nên chưa áp dụng). ${TABLE_START_NOTE}`,
  },
  { MaQuyTac: 'MucHuong3', GiaTri: 95, TuNgay: TABLE_START, CanKiemTra: false, GhiChu: `Mức 3: 95% (HT, TC, CN). ${TABLE_START_NOTE}` },
  { MaQuyTac: 'MucHuong4', GiaTri: 80, TuNgay: TABLE_START, CanKiemTra: false, GhiChu: `Mức 4: 80%. ${TABLE_START_NOTE}` },
  {
    MaQuyTac: 'MucHuong5', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: false,
    GhiChu: `Mức 5: 100%, kể cả chi phí ngoài phạm vi hưởng BHYT (QN, CA, CY). ${TABLE_START_NOTE}`,
  },
  {
    MaQuyTac: 'TaiKham', GiaTri: 30, TuNgay: TABLE_START, CanKiemTra: false,
    GhiChu: `Khám lại: BHYT chi trả tối đa 30% đơn giá dịch vụ khám. ${TABLE_START_NOTE}`,
  },
  {
    MaQuyTac: 'DungTuyen', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: true,
    GhiChu: `Đúng tuyến: hưởng trọn mức hưởng của thẻ. ${ROUTES_CHANGE_NOTE}`,
  },
  {
    MaQuyTac: 'ThongTuyen', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: true,
    GhiChu: `Thông tuyến: tuyến huyện 100%, tuyến tỉnh 100% nội trú từ 2021. ${ROUTES_CHANGE_NOTE}`,
  },
  {
    MaQuyTac: 'TraiTuyenNoiTru', GiaTri: 100, TuNgay: TABLE_START, CanKiemTra: true,
    GhiChu: 'Trái tuyến nội trú: bệnh viện tuyến tỉnh 100% từ 2021 (giá trị đang đặt); bệnh viện tuyến trung ương 40% (2015-2025): '
      + `bệnh viện trung ương sửa thành 40. ${ROUTES_CHANGE_NOTE}`,
  },
  {
    MaQuyTac: 'TraiTuyenNgoaiTru', GiaTri: 0, TuNgay: TABLE_START, CanKiemTra: true,
    GhiChu: 'Tài liệu tham chiếu không ghi tỷ lệ trái tuyến ngoại trú: tạm đặt 0 (BHYT không chi trả) cho đến khi nhập tỷ lệ đã kiểm chứng. '
      + ROUTES_CHANGE_NOTE,
  },
];

/** Midnight in Vietnam at the start of a yyyy-mm-dd day. */
export function dayStart(day: CalendarDay): Timestamp {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return fromCalendarDate({ year, month, day: date });
}

/** The seed as the rows rulesInForce reads. */
export function ruleSeedRows(): RuleRow[] {
  return RULE_SEED.map((row) => ({ MaQuyTac: row.MaQuyTac, GiaTri: row.GiaTri, TuNgay: dayStart(row.TuNgay) }));
}

/** Inserts the seed's rules a database lacks (by code and date); returns how many it wrote. */
export async function seedInsuranceRules(tx: Db): Promise<number> {
  const values = RULE_SEED.map((row) => sql`(${newId()}, ${row.MaQuyTac}, ${row.GiaTri}, ${dayStart(row.TuNgay)}, ${row.GhiChu}, ${row.CanKiemTra})`);
  const result = await tx.execute(sql`
    WITH added AS (
      INSERT INTO "QuyTacBHYT" (_id, "MaQuyTac", "GiaTri", "TuNgay", "GhiChu", "CanKiemTra")
      VALUES ${sql.join(values, sql`, `)}
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM added`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
