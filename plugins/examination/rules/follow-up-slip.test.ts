// Which visits come back on a follow-up slip (spec §9: valid once, within 10 working days from the scheduled date), one
// case a row, and what must be read to decide it for a day's visits.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { followUpVisits, slipReach, type SlipExam, type SlipVisit } from './follow-up-slip';

const HOUR = 60 * 60 * 1000;
// Days of March 2026 in Vietnam: the 2nd is a Monday, so the slip of the 9th is valid to the 23rd.
const at = (day: number, hour = 8) => fromCalendarDate({ year: 2026, month: 3, day }) + hour * HOUR;

// The exam of visit tn-0 ended on 2 March and set the follow-up for 9 March.
const exam: SlipExam = { _id: 'kb-0', BenhNhan_Id: 'bn-1', TiepNhan_Id: 'tn-0', NgayKetThuc: at(2, 10), NgayTaiKham: at(9, 0) };
const visit = (_id: string, NgayTiepNhan: number, change: Partial<SlipVisit> = {}): SlipVisit => ({ _id, BenhNhan_Id: 'bn-1', NgayTiepNhan, TrangThai: 'DangThucHien', ...change });
const first = visit('tn-0', at(2));

describe('the visit that uses a follow-up slip', () => {
  const rows: [caseName: string, exams: SlipExam[], visits: SlipVisit[], followUps: string[]][] = [
    ['back on the scheduled day: that visit', [exam], [first, visit('tn-1', at(9))], ['tn-1']],
    ['two visits in the days of the slip: only the first', [exam], [first, visit('tn-1', at(10)), visit('tn-2', at(12))], ['tn-1']],
    ['the first of two on the same day, by the time received', [exam], [first, visit('tn-2', at(10, 14)), visit('tn-1', at(10, 9))], ['tn-1']],
    ['the first one cancelled: the next uses the slip', [exam], [first, visit('tn-1', at(10), { TrangThai: 'DaHuy' }), visit('tn-2', at(11))], ['tn-2']],
    ['on the last valid day (10 working days later)', [exam], [first, visit('tn-1', at(23, 16))], ['tn-1']],
    ['the day after the last valid day: none', [exam], [first, visit('tn-1', at(24))], []],
    ['before the scheduled day: none, and the slip stays for the day', [exam], [first, visit('tn-1', at(6)), visit('tn-2', at(9))], ['tn-2']],
    ['the visit of the exam itself: never', [{ ...exam, NgayTaiKham: at(2, 0) }], [first], []],
    ['a visit received before the exam ended: not coming back', [{ ...exam, NgayKetThuc: at(9, 12), NgayTaiKham: at(9, 0) }], [first, visit('tn-1', at(9, 9)), visit('tn-2', at(9, 15))], ['tn-2']],
    ['another patient\'s visit: not hers', [exam], [first, visit('tn-9', at(9), { BenhNhan_Id: 'bn-2' })], []],
    [
      'a second slip, given on the follow-up visit: the next visit uses it',
      [exam, { _id: 'kb-1', BenhNhan_Id: 'bn-1', TiepNhan_Id: 'tn-1', NgayKetThuc: at(9, 11), NgayTaiKham: at(16, 0) }],
      [first, visit('tn-1', at(9)), visit('tn-2', at(16))],
      ['tn-1', 'tn-2'],
    ],
  ];
  it.each(rows)('%s', (_case, exams, visits, followUps) => {
    expect([...followUpVisits(exams, visits)].sort()).toEqual(followUps);
  });

  it('counts the facility\'s days off out of the slip\'s days', () => {
    expect([...followUpVisits([exam], [first, visit('tn-1', at(24))], new Set(['2026-03-12']))]).toEqual(['tn-1']);
  });
});

describe('what is read to tell the follow-ups of a day', () => {
  it('reads nothing when no slip reaches the visits', () => {
    expect(slipReach([exam], [visit('tn-1', at(30))])).toBeNull();
    expect(slipReach([exam], [])).toBeNull();
    // An exam ended after the visits cannot have sent them back.
    expect(slipReach([{ ...exam, NgayKetThuc: at(12) }], [visit('tn-1', at(10))])).toBeNull();
  });

  it('reads the visits of the slip\'s days to the end of the last, and of every slip of hers overlapping them', () => {
    const earlier: SlipExam = { _id: 'kb-e', BenhNhan_Id: 'bn-1', TiepNhan_Id: 'tn-e', NgayKetThuc: at(1, 10), NgayTaiKham: at(3, 0) };
    // Another patient's slip overlapping hers does not widen what is read for her.
    const other: SlipExam = { _id: 'kb-o', BenhNhan_Id: 'bn-2', TiepNhan_Id: 'tn-o', NgayKetThuc: at(1, 10), NgayTaiKham: at(2, 0) };
    const reach = slipReach([exam, earlier, other], [visit('tn-1', at(20))])!;
    expect(reach.exams.map((each) => each._id).sort()).toEqual(['kb-0', 'kb-e']);
    expect(reach.from).toBe(at(3, 0));
    expect(reach.to).toBe(at(24, 0) - 1);
  });
});
