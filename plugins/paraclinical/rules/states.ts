// The states of a service order (spec §4 Service request) and the moves a performing room and the reading doctor
// make between them. Sending a draft and removing an order are the ordering doctor's (examination), not here.

export const ORDER_STATES = ['Nhap', 'SanSang', 'ChuaKetQua', 'CoKetQua', 'DaXemKetQua', 'DaHuy'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/**
 * take: the room takes the patient or the sample; untake: undoes it before any result; report: the result is returned;
 * read: the ordering doctor has seen it; cancelResult: a returned result is withdrawn to be corrected.
 */
export type OrderMove = 'take' | 'untake' | 'report' | 'read' | 'cancelResult';

export interface MoveRule {
  from: OrderState;
  to: OrderState;
  move: OrderMove;
}

export const ORDER_MOVES: readonly MoveRule[] = [
  { from: 'SanSang', to: 'ChuaKetQua', move: 'take' },
  { from: 'ChuaKetQua', to: 'SanSang', move: 'untake' },
  { from: 'ChuaKetQua', to: 'CoKetQua', move: 'report' },
  { from: 'CoKetQua', to: 'DaXemKetQua', move: 'read' },
  { from: 'CoKetQua', to: 'ChuaKetQua', move: 'cancelResult' },
  { from: 'DaXemKetQua', to: 'ChuaKetQua', move: 'cancelResult' },
];

/** The move from `from` to `to`, or null when there is none (a draft, a cancelled order, a skipped step). */
export function moveBetween(from: OrderState, to: OrderState): MoveRule | null {
  return ORDER_MOVES.find((rule) => rule.from === from && rule.to === to) ?? null;
}

/** The display key of a state, `paraclinical.state.<state>` (spec §4 labels: draft, not yet completed, in progress, …). */
export const stateLabelKey = (state: string) => `paraclinical.state.${state}`;
