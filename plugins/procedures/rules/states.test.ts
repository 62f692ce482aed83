// The moves of a procedure order, one case a row: every allowed move, and the moves refused.
import { describe, expect, it } from 'vitest';
import { isOrderState, moveBetween, ORDER_MOVES, stateLabelKey, takeProblem, type OrderMove, type OrderState, type TakenOrder } from './states';
import { PROCEDURE_SERVICE_TYPES, procedureListOf, tabOfState } from './work-lists';

describe('the moves of a procedure order', () => {
  it.each<[string, OrderState, OrderState, OrderMove]>([
    ['the room takes the patient in', 'SanSang', 'ChuaKetQua', 'take'],
    ['the room undoes taking', 'ChuaKetQua', 'SanSang', 'untake'],
    ['the room finishes', 'ChuaKetQua', 'CoKetQua', 'finish'],
    ['a returned result is cancelled', 'CoKetQua', 'ChuaKetQua', 'reopen'],
    ['a read result is cancelled', 'DaXemKetQua', 'ChuaKetQua', 'reopen'],
  ])('allows: %s', (_case, from, to, move) => {
    expect(moveBetween(from, to)).toEqual({ from, to, move });
  });

  it.each<[string, OrderState, OrderState]>([
    ['sending a draft', 'Nhap', 'SanSang'],
    ['finishing without taking', 'SanSang', 'CoKetQua'],
    ['reviving a cancelled order', 'DaHuy', 'SanSang'],
    ['a returned result straight back to waiting', 'CoKetQua', 'SanSang'],
    ['staying where it is', 'ChuaKetQua', 'ChuaKetQua'],
  ])('refuses: %s', (_case, from, to) => {
    expect(moveBetween(from, to)).toBeNull();
  });

  it('knows its states and names their labels', () => {
    expect(ORDER_MOVES.every((rule) => isOrderState(rule.from) && isOrderState(rule.to))).toBe(true);
    expect(isOrderState('DangThucHien')).toBe(false);
    expect(stateLabelKey('CoKetQua')).toBe('procedures.state.CoKetQua');
  });
});

describe('the lists and tabs', () => {
  it.each<[string, string | null, string | null]>([
    ['a procedure', 'ThuThuat', 'thuc-hien-chi-dinh-pttt'],
    ['a surgery', 'PhauThuat', 'thuc-hien-chi-dinh-pttt'],
    ['physiotherapy', 'VatLyTriLieu', 'thuc-hien-vltl'],
    ['a lab test', 'XetNghiem', null],
    ['no type', null, null],
  ])('%s goes to %s', (_case, type, list) => {
    expect(procedureListOf(type)?.key ?? null).toBe(list);
  });

  it.each<[string, string | null]>([['SanSang', 'waiting'], ['ChuaKetQua', 'treating'], ['CoKetQua', 'done'], ['DaXemKetQua', 'done'], ['Nhap', null], ['DaHuy', null]])('%s shows in %s', (state, tab) => {
    expect(tabOfState(state)).toBe(tab);
  });

  it('performs the three service types of spec §2', () => {
    expect([...PROCEDURE_SERVICE_TYPES].sort()).toEqual(['PhauThuat', 'ThuThuat', 'VatLyTriLieu']);
  });
});

describe('whether an order may be taken in', () => {
  const order = (change: Partial<TakenOrder> = {}): TakenOrder => ({ SoPhieuYeuCau: 'CD1', TrangThai: 'SanSang', BNKhongDen: false, ChiTiets: [{ MaDichVu: 'TT-THAY-BANG', DuocPhepThucHien: true }], ...change });
  it.each<[string, TakenOrder, string | null]>([
    ['a sent order of a patient who came', order(), null],
    ['a draft', order({ TrangThai: 'Nhap' }), 'procedures.check.notSent'],
    ['a cancelled order', order({ TrangThai: 'DaHuy' }), 'procedures.check.cancelled'],
    ['a finished order', order({ TrangThai: 'CoKetQua' }), 'procedures.check.returned'],
    ['the patient marked absent', order({ BNKhongDen: true }), 'procedures.check.noShow'],
    ['a service not yet paid', order({ ChiTiets: [{ MaDichVu: 'TT-THAY-BANG', DuocPhepThucHien: false }] }), 'procedures.check.notAllowed'],
  ])('%s', (_case, each, key) => {
    expect(takeProblem(each)?.key ?? null).toBe(key);
  });
});
