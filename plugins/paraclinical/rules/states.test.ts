// The moves of a service order a performing room and the reading doctor make, one case a row: every allowed move, and
// the moves refused (a draft, a cancelled order, a skipped step, a move backwards that is not a cancel).
import { describe, expect, it } from 'vitest';
import { isOrderState, moveBetween, ORDER_MOVES, ORDER_STATES, stateLabelKey, type OrderMove, type OrderState } from './states';

describe('the moves of a service order', () => {
  it.each<[string, OrderState, OrderState, OrderMove]>([
    ['the room takes a sent order', 'SanSang', 'ChuaKetQua', 'take'],
    ['the room undoes taking it', 'ChuaKetQua', 'SanSang', 'untake'],
    ['the room returns its result', 'ChuaKetQua', 'CoKetQua', 'report'],
    ['the doctor reads the result', 'CoKetQua', 'DaXemKetQua', 'read'],
    ['a returned result is cancelled', 'CoKetQua', 'ChuaKetQua', 'cancelResult'],
    ['a read result is cancelled', 'DaXemKetQua', 'ChuaKetQua', 'cancelResult'],
  ])('allows: %s', (_case, from, to, move) => {
    expect(moveBetween(from, to)).toEqual({ from, to, move });
  });

  it.each<[string, OrderState, OrderState]>([
    ['sending a draft (the ordering doctor\'s)', 'Nhap', 'SanSang'],
    ['taking a draft', 'Nhap', 'ChuaKetQua'],
    ['returning a result without taking the order', 'SanSang', 'CoKetQua'],
    ['reading a result not yet returned', 'ChuaKetQua', 'DaXemKetQua'],
    ['cancelling an order (the ordering doctor\'s)', 'SanSang', 'DaHuy'],
    ['reviving a cancelled order', 'DaHuy', 'SanSang'],
    ['a returned result straight back to sent', 'CoKetQua', 'SanSang'],
    ['a read result back to returned', 'DaXemKetQua', 'CoKetQua'],
    ['staying where it is', 'ChuaKetQua', 'ChuaKetQua'],
  ])('refuses: %s', (_case, from, to) => {
    expect(moveBetween(from, to)).toBeNull();
  });

  it('lists every state once and knows no other, and names each state\'s label', () => {
    expect(new Set(ORDER_STATES).size).toBe(ORDER_STATES.length);
    expect(ORDER_STATES.every(isOrderState)).toBe(true);
    expect([isOrderState('DangThucHien'), isOrderState(''), isOrderState(null)]).toEqual([false, false, false]);
    expect(ORDER_MOVES.every((rule) => isOrderState(rule.from) && isOrderState(rule.to))).toBe(true);
    expect(stateLabelKey('CoKetQua')).toBe('paraclinical.state.CoKetQua');
  });
});
