// Which visits' bills the fee screens refuse to change, and why, one case per row.
import { describe, expect, it } from 'vitest';
import { billLockKey, type BillState } from './bill-lock';

const open: BillState = { DaXacNhanBHYT: false, TrangThaiTiepNhan: 'DangThucHien', TiepNhan: { TrangThai: 'DangThucHien', MaTiepNhan: 'TN1' } };

describe('a bill that takes no change', () => {
  it.each<[string, Partial<BillState>, string | null]>([
    ['an open visit takes changes', {}, null],
    ['a visit whose insurance is confirmed', { DaXacNhanBHYT: true }, 'cashier.fees.locked.insuranceConfirmed'],
    ['a visit whose fees are completed', { TrangThaiTiepNhan: 'HoanTat' }, 'cashier.fees.locked.feesCompleted'],
    ['a visit closed at reception', { TiepNhan: { TrangThai: 'HoanTat', MaTiepNhan: 'TN1' } }, 'cashier.fees.locked.feesCompleted'],
    ['a cancelled visit, before anything else', { DaXacNhanBHYT: true, TiepNhan: { TrangThai: 'DaHuy', MaTiepNhan: 'TN1' } }, 'cashier.fees.locked.visitCancelled'],
  ])('%s', (_name, changes, expected) => {
    expect(billLockKey({ ...open, ...changes })).toBe(expected);
  });
});
