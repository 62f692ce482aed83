// The moves of a procedure order (spec §4 Service request and Service performance): the room takes a sent order,
// undoes taking it, finishes it with its note complete, and a finished one is reopened (cancel the returned result),
// which needs the permission to reopen. Sending and removing an order are the ordering doctor's.
export const ORDER_STATES = ['Nhap', 'SanSang', 'ChuaKetQua', 'CoKetQua', 'DaXemKetQua', 'DaHuy'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** take: the patient is taken in; untake: undone before the end; finish: the result is returned; reopen: it is cancelled. */
export type OrderMove = 'take' | 'untake' | 'finish' | 'reopen';

export interface MoveRule {
  from: OrderState;
  to: OrderState;
  move: OrderMove;
}

export const ORDER_MOVES: readonly MoveRule[] = [
  { from: 'SanSang', to: 'ChuaKetQua', move: 'take' },
  { from: 'ChuaKetQua', to: 'SanSang', move: 'untake' },
  { from: 'ChuaKetQua', to: 'CoKetQua', move: 'finish' },
  { from: 'CoKetQua', to: 'ChuaKetQua', move: 'reopen' },
  { from: 'DaXemKetQua', to: 'ChuaKetQua', move: 'reopen' },
];

/** The move from `from` to `to`, or null when there is none. */
export function moveBetween(from: OrderState, to: OrderState): MoveRule | null {
  return ORDER_MOVES.find((rule) => rule.from === from && rule.to === to) ?? null;
}

/** Whether an order in this state is returned (its result given back to the doctor). */
export const isReturned = (TrangThai: string) => TrangThai === 'CoKetQua' || TrangThai === 'DaXemKetQua';

/** The display key of a state, `procedures.state.<state>`. */
export const stateLabelKey = (state: string) => `procedures.state.${state}`;

/** What taking an order needs to know of it. */
export interface TakenOrder {
  SoPhieuYeuCau: string;
  TrangThai: string;
  BNKhongDen: boolean;
  ChiTiets: readonly { MaDichVu: string | null; DuocPhepThucHien: boolean }[];
}

/**
 * Why the order may not be taken in now, or null: it must be sent, not cancelled nor returned, the patient not marked
 * absent, and each of its services allowed (paid, or not needing to be). The visit's own state is reception's check.
 */
export function takeProblem(order: TakenOrder): { key: string; params: Record<string, string> } | null {
  const number = order.SoPhieuYeuCau;
  if (order.TrangThai === 'Nhap') return { key: 'procedures.check.notSent', params: { number } };
  if (order.TrangThai === 'DaHuy') return { key: 'procedures.check.cancelled', params: { number } };
  if (isReturned(order.TrangThai)) return { key: 'procedures.check.returned', params: { number } };
  if (order.BNKhongDen) return { key: 'procedures.check.noShow', params: { number } };
  const notAllowed = order.ChiTiets.find((line) => !line.DuocPhepThucHien);
  if (notAllowed) return { key: 'procedures.check.notAllowed', params: { number, code: notAllowed.MaDichVu ?? '' } };
  return null;
}
