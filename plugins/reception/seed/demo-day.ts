// Reception's part of the demo day (README): the receptionist registers the day's patients (synthetic, new each day:
// the simulator's card holders stay for scanning at the desk) and receives them into the examination rooms, some
// insured, one elderly with priority, each with a queue number, through createTiepNhanKhamBenh as the desk does.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { fromCalendarDate, startOfDay, toCalendarDate } from '@his/sdk/format';
import { organisationNodes, rowsOf, type Db, type DemoDayContext } from '@his/sdk/server';
import { RECEPTION_RECEIVE } from '../rules/permissions';
import { createTiepNhanKhamBenh } from '../api/visit-writes';

const DAY_MS = 24 * 60 * 60 * 1000;

type Sex = 'MALE' | 'FEMALE';

export interface Slot {
  sex: Sex;
  /** Age in years on the day. */
  age: number;
  /** DM_DoiTuong code; an insured slot carries its card's object code and benefit level (the object-code table's). */
  group: 'BaoHiemYTe' | 'VienPhi' | 'DichVu';
  card?: { objectCode: string; benefitLevel: number; route: 'DungTuyen' | 'ThongTuyen' };
  /** Examination service and room, by code. */
  service: string;
  room: string;
  priority?: boolean;
  /** How the one who brings a child is related to it. */
  contact?: string;
}

/**
 * The day's patients in the order they come to the desk: six to the internal medicine room (whose first four the
 * doctor examines, the elderly one first), a child to paediatrics and one to ENT.
 */
export const DEMO_DAY_SLOTS: readonly Slot[] = [
  { sex: 'MALE', age: 78, group: 'BaoHiemYTe', card: { objectCode: 'HT', benefitLevel: 3, route: 'DungTuyen' }, service: 'KB-NOI', room: 'PK01', priority: true },
  { sex: 'FEMALE', age: 52, group: 'BaoHiemYTe', card: { objectCode: 'DN', benefitLevel: 4, route: 'ThongTuyen' }, service: 'KB-NOI', room: 'PK01' },
  { sex: 'MALE', age: 39, group: 'VienPhi', service: 'KB-NOI', room: 'PK01' },
  { sex: 'FEMALE', age: 56, group: 'BaoHiemYTe', card: { objectCode: 'GD', benefitLevel: 4, route: 'DungTuyen' }, service: 'KB-NOI', room: 'PK01' },
  { sex: 'MALE', age: 34, group: 'DichVu', service: 'KB-NOI', room: 'PK01' },
  { sex: 'FEMALE', age: 66, group: 'BaoHiemYTe', card: { objectCode: 'CN', benefitLevel: 3, route: 'DungTuyen' }, service: 'KB-NOI', room: 'PK01' },
  { sex: 'FEMALE', age: 4, group: 'BaoHiemYTe', card: { objectCode: 'TE', benefitLevel: 1, route: 'DungTuyen' }, service: 'KB-NHI', room: 'PK02', contact: 'Mẹ' },
  { sex: 'MALE', age: 45, group: 'VienPhi', service: 'KB-TMH', room: 'PK03' },
];

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];
const MIDDLE: Record<Sex, readonly string[]> = {
  MALE: ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thanh', 'Công', 'Gia'],
  FEMALE: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Kim', 'Mỹ', 'Phương', 'Hồng'],
};
const GIVEN: Record<Sex, readonly string[]> = {
  MALE: ['An', 'Bảo', 'Cường', 'Dũng', 'Hải', 'Hùng', 'Khang', 'Long', 'Lộc', 'Nam', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thắng', 'Trung', 'Tuấn', 'Việt'],
  FEMALE: ['Anh', 'Chi', 'Diệp', 'Giang', 'Hà', 'Hạnh', 'Hoa', 'Hương', 'Lan', 'Liên', 'Mai', 'Ngân', 'Nhung', 'Oanh', 'Thảo', 'Trang', 'Uyên', 'Yến'],
};
const STREETS = ['Lê Lợi', 'Nguyễn Trãi', 'Hai Bà Trưng', 'Cách Mạng Tháng Tám', 'Điện Biên Phủ', 'Lý Thường Kiệt', 'Trần Hưng Đạo', 'Võ Văn Tần'];
/** Wards of Ho Chi Minh City (DM_DonViHanhChinh codes since July 2025). */
const WARDS = ['26740', '26743', '26737', '27343', '26944', '26929', '27073', '27004'];
/** The primary-care facility on the insured cards. */
const REGISTERED_FACILITY = '79024';

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/** The day's n-th patient: names and birth dates vary with the day; phone, card and identity numbers are the day's own. */
export function demoDayPatient(slot: Slot, index: number, now: Timestamp) {
  const day = Math.floor(startOfDay(now) / DAY_MS);
  const today = toCalendarDate(now);
  const name = (sex: Sex, salt: number) =>
    `${FAMILY[(day * 5 + index * 3 + salt) % FAMILY.length]} ${MIDDLE[sex][(day + index + salt) % MIDDLE[sex].length]} ${GIVEN[sex][(day * 7 + index * 5 + salt) % GIVEN[sex].length]}`;
  const year = today.year - slot.age;
  const NgaySinh = fromCalendarDate({ year, month: 1 + ((day + index) % 12), day: 1 + ((day * 3 + index) % 28) });
  // Ten digits, unique per day and slot: 09 and the day's number with the slot's.
  const phone = `09${pad(((day % 100_000) * 10 + index) % 100_000_000, 8)}`;
  const serial = `9${pad(day % 1_000_000, 6)}${pad(index, 3)}`;
  return {
    TenBenhNhan: name(slot.sex, 0),
    NgaySinh,
    NamSinh: year,
    GioiTinh: slot.sex,
    SoDienThoai: phone,
    SoNha: `${10 + ((day + index * 7) % 180)} ${STREETS[(day + index) % STREETS.length]}`,
    // A citizen identity number: province 079, the century-and-sex digit, the birth year's last two digits, six more.
    CMNDHoacHoChieu: slot.age >= 14 ? `079${(year >= 2000 ? 2 : 0) + (slot.sex === 'FEMALE' ? 1 : 0)}${pad(year % 100, 2)}${pad((day * 10 + index) % 1_000_000, 6)}` : null,
    contactName: slot.contact ? name('FEMALE', 1) : null,
    card: slot.card ? `${slot.card.objectCode}${slot.card.benefitLevel}79${serial}` : null,
  };
}

async function idsByCode(tx: Db, table: string, column: string, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ code: string; _id: string }>(await tx.execute(sql`
    SELECT ${sql.identifier(column)} AS code, _id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ANY(${sql.param([...codes])}::text[])`));
  return new Map(rows.map((row) => [row.code, row._id]));
}

export async function receptionDemoDay(day: DemoDayContext): Promise<void> {
  const desk = await day.actAs('tiepdon');
  const viewer = desk.ctx.requirePermission(RECEPTION_RECEIVE);
  const { tx, now } = day;
  const rooms = new Map(rowsOf<{ code: string; _id: string }>(await tx.execute(sql`
    SELECT code, _id FROM ${organisationNodes} WHERE code = ANY(${sql.param(['TD01', ...new Set(DEMO_DAY_SLOTS.map((slot) => slot.room))])}::text[]) AND NOT "isDeleted"`))
    .map((row) => [row.code, row._id]));
  const services = await idsByCode(tx, 'DM_DichVu', 'MaDichVu', [...new Set(DEMO_DAY_SLOTS.map((slot) => slot.service))]);
  const groups = await idsByCode(tx, 'DM_DoiTuong', 'MaDoiTuong', ['BaoHiemYTe', 'VienPhi', 'DichVu']);
  const wards = await idsByCode(tx, 'DM_DonViHanhChinh', 'MaDonViHanhChinh', WARDS);
  const [kinh] = (await idsByCode(tx, 'DM_DanToc', 'MaDanToc', ['01'])).values();
  const [vietNam] = (await idsByCode(tx, 'DM_QuocTich', 'MaQuocTich', ['VN'])).values();
  const year = toCalendarDate(now).year;
  let received = 0;
  for (const [index, slot] of DEMO_DAY_SLOTS.entries()) {
    const service = services.get(slot.service);
    const room = rooms.get(slot.room);
    const group = groups.get(slot.group);
    if (!service || !room || !group) {
      day.log.warn('reception.demoDay.slotSkipped', { service: slot.service, room: slot.room, group: slot.group });
      continue;
    }
    const patient = demoDayPatient(slot, index, now);
    const ward = wards.get(WARDS[index % WARDS.length]!) ?? [...wards.values()][0] ?? null;
    const benhNhan = {
      TenBenhNhan: patient.TenBenhNhan, NgaySinh: patient.NgaySinh, NamSinh: patient.NamSinh, GioiTinh: patient.GioiTinh,
      SoDienThoai: patient.SoDienThoai, SoNha: patient.SoNha, DonViHanhChinh_Id: ward, CMNDHoacHoChieu: patient.CMNDHoacHoChieu,
      DanToc_Id: kinh ?? null, QuocTich_Id: vietNam ?? null,
      ...(slot.contact ? { TenNguoiLienHe: patient.contactName, QuanHeNguoiLienHe: slot.contact, SoDienThoaiNguoiLienHe: patient.SoDienThoai } : {}),
    };
    const card = slot.card && patient.card
      ? {
        SoTheBHYT: patient.card, BHYTNgayHieuLuc: fromCalendarDate({ year, month: 1, day: 1 }), BHYTNgayHetHieuLuc: fromCalendarDate({ year, month: 12, day: 31 }),
        BenhVien_KCB: REGISTERED_FACILITY, TuyenKCB: slot.card.route, DiaChiBHYT: patient.SoNha,
      }
      : {};
    try {
      await createTiepNhanKhamBenh(desk.ctx, viewer, {
        benhNhan,
        input: {
          LoaiTiepNhan: 'NgoaiTru', DoiTuong_Id: group, UuTien: slot.priority === true, PhongTiepNhan_Id: rooms.get('TD01') ?? null,
          DichVuKham: [{ DichVu_Id: service, PhongBan_Id: room }], ...card,
        },
        // A namesake of another day's patient is another person: the receptionist confirms it.
        confirmed: ['reception.duplicatePatient'],
      });
      received++;
    } catch (error) {
      day.log.warn('reception.demoDay.refused', { patient: patient.TenBenhNhan, error: String(error) });
    }
  }
  day.log.info('reception.demoDay', { received });
}
