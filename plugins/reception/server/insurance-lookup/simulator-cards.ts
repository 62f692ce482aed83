// The simulator's registry: ten synthetic card holders (numbers with a 99 block no real card uses), dated from the
// simulator's clock so that "valid this year" stays true whenever the demo or a test runs. Demo patients use them too.
import type { Timestamp } from '@his/sdk';
import { fromCalendarDate, toCalendarDate } from '@his/sdk/format';
import type { InsuranceCard, InsuranceVisit } from './adapter';

export interface SimulatorCard {
  /** The holder's citizen ID, when the registry knows it. */
  soCCCD: string | null;
  /** The card was withdrawn (result 110). */
  withdrawn?: true;
  card: InsuranceCard;
}

const at = (year: number, month: number, day: number, hour = 0, minute = 0): Timestamp => fromCalendarDate({ year, month, day }) + (hour * 60 + minute) * 60_000;

function visit(maCSKCB: string, ngayVao: Timestamp, ngayRa: Timestamp, tenBenh: string): InsuranceVisit {
  return { maCSKCB, ngayVao, ngayRa, tenBenh };
}

function card(fields: Partial<InsuranceCard> & Pick<InsuranceCard, 'maThe' | 'hoTen' | 'ngaySinh' | 'gioiTinh' | 'diaChi' | 'maDKBD' | 'gtTheTu' | 'gtTheDen'>): InsuranceCard {
  return { ngayDu5Nam: null, maKV: null, maTheMoi: null, gtTheTuMoi: null, gtTheDenMoi: null, lichSuKCB: [], ...fields };
}

/** The registry as of `now`: cards valid this calendar year, one expired last year, one valid only from next year. */
export function simulatorCards(now: Timestamp): SimulatorCard[] {
  const { year: y, month } = toCalendarDate(now);
  const childBirthYear = y - 3;
  return [
    {
      // An employee (DN, level 4) registered at a central hospital's clinic code.
      soCCCD: null,
      card: card({
        maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985', gioiTinh: 'MALE', diaChi: 'Số 12 phố Hàng Bông, phường Hoàn Kiếm, Hà Nội',
        maDKBD: '01C54', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31),
        lichSuKCB: [visit('01001', at(y - 1, 10, 2, 8, 15), at(y - 1, 10, 2, 10, 40), 'Viêm họng cấp'), visit('01C54', at(y - 1, 4, 20, 7, 30), at(y - 1, 4, 24, 9, 0), 'Viêm phổi')],
      }),
    },
    {
      // A retired person (HT, level 3) past the five continuous years.
      soCCCD: null,
      card: card({
        maThe: 'HT3799900000002', hoTen: 'Trần Thị Bích Ngọc', ngaySinh: '20/07/1958', gioiTinh: 'FEMALE', diaChi: '45 Nguyễn Thị Minh Khai, phường Bến Thành, TP. Hồ Chí Minh',
        maDKBD: '79024', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31), ngayDu5Nam: at(y - 6, 1, 1), maKV: null,
      }),
    },
    {
      // A child under six (TE, level 1): valid from birth until the day before the sixth birthday.
      soCCCD: null,
      card: card({
        maThe: 'TE1019900000003', hoTen: 'Lê Minh Khôi', ngaySinh: `05/09/${childBirthYear}`, gioiTinh: 'MALE', diaChi: 'Thôn Đông, xã Sóc Sơn, Hà Nội',
        maDKBD: '01001', gtTheTu: at(childBirthYear, 9, 5), gtTheDen: at(childBirthYear + 6, 9, 4),
      }),
    },
    {
      // Expired at the end of last year: result 010.
      soCCCD: null,
      card: card({
        maThe: 'GD4489900000004', hoTen: 'Phạm Thu Hà', ngaySinh: '02/02/1990', gioiTinh: 'FEMALE', diaChi: '8 Lê Duẩn, phường Hải Châu, Đà Nẵng',
        maDKBD: '48001', gtTheTu: at(y - 1, 1, 1), gtTheDen: at(y - 1, 12, 31),
      }),
    },
    {
      // A student whose card starts next year: the portal answers 000, but it cannot be used today.
      soCCCD: null,
      card: card({
        maThe: 'SV4319900000005', hoTen: 'Hoàng Đức Minh', ngaySinh: '11/11/2005', gioiTinh: 'MALE', diaChi: 'Số 3 Lạch Tray, phường Ngô Quyền, Hải Phòng',
        maDKBD: '31002', gtTheTu: at(y + 1, 1, 1), gtTheDen: at(y + 1, 12, 31),
      }),
    },
    {
      // An old card still valid although a new one was issued (004): she has retired since.
      soCCCD: null,
      card: card({
        maThe: 'HC4019900000006', hoTen: 'Vũ Thị Lan', ngaySinh: '1966', gioiTinh: 'FEMALE', diaChi: 'Phường Hà Đông, Hà Nội',
        maDKBD: '01001', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31),
        maTheMoi: 'HT3019900000006', gtTheTuMoi: at(y, month, 1), gtTheDenMoi: at(y + 1, 12, 31),
      }),
    },
    {
      // Looked up by the 12-digit citizen ID.
      soCCCD: '001099000007',
      card: card({
        maThe: 'DN4019900000007', hoTen: 'Đặng Quốc Bảo', ngaySinh: '12/12/1999', gioiTinh: 'MALE', diaChi: 'Số 7 Trần Duy Hưng, phường Yên Hòa, Hà Nội',
        maDKBD: '01C54', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31),
      }),
    },
    {
      // A card withdrawn by the insurance agency (110).
      soCCCD: null,
      withdrawn: true,
      card: card({
        maThe: 'TK4799900000008', hoTen: 'Bùi Thị Mai', ngaySinh: '30/04/1979', gioiTinh: 'FEMALE', diaChi: 'Xã Củ Chi, TP. Hồ Chí Minh',
        maDKBD: '79024', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31),
      }),
    },
    {
      // A poor household (HN, level 2) living in a difficult area (K2).
      soCCCD: null,
      card: card({
        maThe: 'HN2149900000009', hoTen: 'Đỗ Văn Hùng', ngaySinh: '01/06/1972', gioiTinh: 'MALE', diaChi: 'Bản Nà Hẩu, xã Mường Lay, Điện Biên',
        maDKBD: '11001', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31), maKV: 'K2',
      }),
    },
    {
      // A farmer (CN, level 3) whose new card prints only the 10-digit number 9900000010.
      soCCCD: '001170000010',
      card: card({
        maThe: 'CN3019900000010', hoTen: 'Trịnh Thị Hồng', ngaySinh: '25/12/1970', gioiTinh: 'FEMALE', diaChi: 'Xã Ba Vì, Hà Nội',
        maDKBD: '01001', gtTheTu: at(y, 1, 1), gtTheDen: at(y, 12, 31), ngayDu5Nam: at(y - 2, 7, 1),
      }),
    },
  ];
}
