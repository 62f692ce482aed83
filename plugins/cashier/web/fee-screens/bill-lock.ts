// Why a visit's bill takes no change on the fee screens (spec §4: a visit that has confirmed insurance, been
// completed or cancelled blocks changing its services), as a message key; null when it takes changes.
export interface BillState {
  DaXacNhanBHYT: boolean;
  TrangThaiTiepNhan: string;
  TiepNhan: { TrangThai: string; MaTiepNhan: string };
}

export function billLockKey(bill: BillState): string | null {
  if (bill.TiepNhan.TrangThai === 'DaHuy') return 'cashier.fees.locked.visitCancelled';
  if (bill.DaXacNhanBHYT) return 'cashier.fees.locked.insuranceConfirmed';
  if (bill.TrangThaiTiepNhan === 'HoanTat' || bill.TiepNhan.TrangThai === 'HoanTat') return 'cashier.fees.locked.feesCompleted';
  return null;
}
