// The fake cashier API's answers for the counter's queue, the cancelling of an e-invoice and the cashier's own day
// summary, and the fake auth service's units (the facility's two cashier counters, an examination room and another
// facility's counter). Tickets follow the visits: a visit with a number that still owes waits; priority first.
import { coreMessages, formatMessage } from '@his/sdk';
import { createMockClient, MockRefusal, type MockAnswers, type MockCall } from '@his/sdk/testing';
import type { CashierCountersQuery } from '../../generated/auth/graphql';
import type { CashierCalledTicketFieldsFragment, CashierDaySummaryQuery } from '../../generated/graphql';
import cashierVi from '../../locales/vi.json';
import type { FakeVisit } from './fake-cashier-api';

type Node = CashierCountersQuery['getNodes'][number];

/** The units of the fake auth service; the session's facility is n-cs01. */
export const COUNTER_NODES: Node[] = [
  { _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL', roomType: null, parent_Id: null, queueCodes: [] },
  { _id: 'n-ptckt', code: 'PTCKT', name: 'Phòng Tài chính kế toán', category: 'DEPARTMENT', roomType: null, parent_Id: 'n-cs01', queueCodes: [] },
  { _id: 'n-tn01', code: 'TN01', name: 'Quầy thu ngân 1', category: 'ROOM', roomType: 'CASHIER_ROOM', parent_Id: 'n-ptckt', queueCodes: ['TN'] },
  { _id: 'n-tn02', code: 'TN02', name: 'Quầy thu ngân 2', category: 'ROOM', roomType: 'CASHIER_ROOM', parent_Id: 'n-ptckt', queueCodes: ['TN'] },
  { _id: 'n-pk01', code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', roomType: 'EXAMINE_ROOM', parent_Id: 'n-cs01', queueCodes: ['PK01'] },
  { _id: 'n-cs02', code: 'CS02', name: 'Phòng khám Đa khoa Hòa Bình 2', category: 'HOSPITAL', roomType: null, parent_Id: null, queueCodes: [] },
  { _id: 'n-cs02-tn', code: 'TN21', name: 'Quầy thu ngân cơ sở 2', category: 'ROOM', roomType: 'CASHIER_ROOM', parent_Id: 'n-cs02', queueCodes: ['TN'] },
];

/** The cashier's own day (getVienPhiInfoByDate). */
export const OWN_DAY: CashierDaySummaryQuery['getVienPhiInfoByDate'] = {
  BienLaiThucHien: 3, BienLaiHuy: 1, ConLai: 422_960, CongKham: 150_000, DichVu: 0, DuocPham: 0, TongThu: 250_000,
  TheoHinhThuc: [
    { MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', SoTien: 100_000 },
    { MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', SoTien: 150_000 },
  ],
};

/** A refusal as the server words it: the plugin's Vietnamese text for the key, or the core's. */
const refusal = (key: string, field: string, params: Record<string, string | number> = {}) =>
  new MockRefusal(key, field, params, formatMessage(cashierVi, key, params) ?? formatMessage(coreMessages.vi, key, params) ?? key);

type TicketState = 'ChoGoi' | 'DaGoi' | 'BoQua' | 'DaXong';

interface Ticket {
  _id: string;
  visit: FakeVisit;
  state: TicketState;
  counter: string | null;
}

export interface CounterAnswersState {
  visits: FakeVisit[];
  /** Throws the refusal a test set for the operation, if any. */
  refused: (name: string) => void;
}

const owes = (visit: FakeVisit) => visit.lines.some((line) => !line.DaThuTien && !line.KhongThuTien);

export function counterAnswers({ visits, refused }: CounterAnswersState): MockAnswers {
  // One ticket per visit that took a number, named after it; waiting while it owes.
  const tickets: Ticket[] = visits.filter((visit) => visit.SoThuTu !== null).map((visit) => ({ _id: `stt-${visit.TiepNhan._id}`, visit, state: owes(visit) ? 'ChoGoi' : 'DaXong', counter: null }));
  const counterCodes = new Set(COUNTER_NODES.filter((node) => node.roomType === 'CASHIER_ROOM' && node.parent_Id !== 'n-cs02').map((node) => node.code));
  const counterOf = (code: string) => {
    if (!counterCodes.has(code)) throw refusal('cashier.queue.notACounter', 'codeCounter', { code });
    return code;
  };
  const ticketOf = (id: string) => {
    const found = tickets.find((each) => each._id === id);
    if (!found) throw refusal('cashier.queue.notFound', 'idNumbering');
    return found;
  };
  const rowOf = (ticket: Ticket): CashierCalledTicketFieldsFragment => ({
    idNumbering: ticket._id, SoThuTu: ticket.visit.SoThuTu, TiepNhan_Id: ticket.visit.TiepNhan._id, BenhNhan_Id: ticket.visit.BenhNhan._id,
    MaYTe: ticket.visit.BenhNhan.MaYTe, TenBenhNhan: ticket.visit.BenhNhan.TenBenhNhan, UuTien: ticket.visit.TiepNhan.UuTien,
  });

  return {
    CashierCallNext: (variables) => {
      refused('CashierCallNext');
      const counter = counterOf(variables.codeCounter);
      const next = tickets
        .filter((each) => each.state === 'ChoGoi' && owes(each.visit))
        .sort((a, b) => Number(b.visit.TiepNhan.UuTien) - Number(a.visit.TiepNhan.UuTien) || (a.visit.SoThuTu ?? 0) - (b.visit.SoThuTu ?? 0))[0];
      if (!next) return { callWaitingNumbering_VienPhi: null };
      Object.assign(next, { state: 'DaGoi', counter });
      return { callWaitingNumbering_VienPhi: rowOf(next) };
    },
    CashierRecall: (variables) => {
      refused('CashierRecall');
      const ticket = ticketOf(variables.idNumbering);
      if (ticket.state !== 'DaGoi' && ticket.state !== 'BoQua') throw refusal('cashier.queue.cannotRecall', 'idNumbering', { number: ticket.visit.SoThuTu ?? '' });
      ticket.state = 'DaGoi';
      return { reCall: rowOf(ticket) };
    },
    CashierDismissNumber: (variables) => {
      refused('CashierDismissNumber');
      const ticket = ticketOf(variables.idNumbering);
      const counter = counterOf(variables.codeCounter);
      if (variables.codeQueue !== 'TN') throw refusal('cashier.queue.notServed', 'codeQueue', { queue: variables.codeQueue, code: counter });
      if (ticket.state !== 'ChoGoi' && ticket.state !== 'DaGoi') throw refusal('cashier.queue.cannotDismiss', 'idNumbering', { number: ticket.visit.SoThuTu ?? '' });
      Object.assign(ticket, { state: 'BoQua', counter });
      return { dismissNumbering_VienPhi: true };
    },
    CashierCancelEInvoice: (variables) => {
      refused('CashierCancelEInvoice');
      const receipt = visits.flatMap((visit) => visit.receipts).find((each) => each.eBill?.MaHoaDon === variables.MaHoaDon);
      if (!receipt?.eBill) throw refusal('cashier.einvoice.notFound', 'MaHoaDon', { invoice: variables.MaHoaDon });
      if (receipt.eBill.TrangThai === 'DaHuy') throw refusal('cashier.einvoice.alreadyCancelled', 'MaHoaDon', { invoice: variables.MaHoaDon });
      receipt.eBill = { ...receipt.eBill, TrangThai: 'DaHuy' };
      receipt.daXuatHoaDon = false;
      return { xoaHoaDonDienTu: { _id: receipt.eBill._id, BienLai_Id: receipt._id, MaHoaDon: receipt.eBill.MaHoaDon, TrangThai: 'DaHuy', LyDoHuy: variables.LyDo } };
    },
    CashierDaySummary: (variables) => {
      refused('CashierDaySummary');
      // The cashier's own day only: another cashier's is the accountant's screen.
      if (variables.NhanVienId) throw refusal('cashier.summary.cashierNotFound', 'NhanVienId');
      return { getVienPhiInfoByDate: OWN_DAY };
    },
  };
}

/** The fake auth service: the units, for the facility's cashier counters. */
export function createFakeCounterAuthClient(calls: MockCall[], refused: (name: string) => void) {
  return createMockClient(
    {
      CashierCounters: () => {
        refused('CashierCounters');
        return { getNodes: COUNTER_NODES };
      },
    },
    { calls, url: '/graphqlauth' },
  );
}
