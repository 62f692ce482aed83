// The minutes' states (spec §3 BienBanHoiChan TrangThai): written (Nhap), then signed (DaKy) once the chair and the
// secretary sign the printed minutes. Signed minutes take no change and are not removed; reopening them is a right of
// its own (consultation.reopen). A move names the state the caller saw, so two people never move them past each other.
import { CONSULTATION_REOPEN, CONSULTATION_WRITE } from './permissions';
import type { TrangThaiBienBan } from './minutes';

export interface StateMove {
  from: TrangThaiBienBan;
  to: TrangThaiBienBan;
  /** The permission the move needs. */
  permission: string;
}

/** The move from each state: sign a draft, reopen signed minutes. */
export const STATE_MOVES: Readonly<Record<TrangThaiBienBan, StateMove>> = {
  Nhap: { from: 'Nhap', to: 'DaKy', permission: CONSULTATION_WRITE },
  DaKy: { from: 'DaKy', to: 'Nhap', permission: CONSULTATION_REOPEN },
};

export function isTrangThai(value: unknown): value is TrangThaiBienBan {
  return value === 'Nhap' || value === 'DaKy';
}

/** Whether minutes in `state` take changes and may be removed. */
export function isOpen(state: string): boolean {
  return state === 'Nhap';
}

/** The message key naming a state: 'consultation.state.DaKy'. */
export function stateLabelKey(state: string): string {
  return `consultation.state.${state}`;
}
