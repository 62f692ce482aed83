// An in-memory stand-in for the kiosks' and the desk queue's operations, for stories and component tests: it gives
// numbers per room, keeps the states as the server does (refusing a call from the wrong state, naming the number)
// and renders the printed slip as plain text. Any other operation fails loudly (the mock client's rule).
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { Timestamp } from '@his/sdk';

export interface FakeTicket {
  _id: string;
  PhongBan_Id: string;
  TenPhongBan: string;
  Ngay: Timestamp;
  number: number;
  state: string;
  isPriority: boolean;
  isRecall: boolean;
  Loai: string | null;
  DichVu_Id: string | null;
  TenDichVu: string | null;
  ThoiGian: Timestamp;
  TiepNhan_Id: string | null;
}

/** 05/03/2026 07:30 in Vietnam: the fixed "now" of the stories and tests. */
export const QUEUE_NOW: Timestamp = Date.UTC(2026, 2, 5, 0, 30);
const DAY: Timestamp = Date.UTC(2026, 2, 4, 17, 0);
const DESK = { _id: 'td01', TenPhongBan: 'Quầy tiếp đón 1' };
export const KIOSK_SERVICES = [
  { _id: 'dv-kb-noi', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội' },
  { _id: 'dv-kb-nhi', MaDichVu: 'KB-NHI', TenDichVu: 'Khám Nhi' },
];
export const KIOSK_ROOMS = [
  { _id: 'pk01', TenPhongBan: 'Phòng khám Nội 1', SoDangCho: 4, services: ['dv-kb-noi'] },
  { _id: 'pk02', TenPhongBan: 'Phòng khám Nhi', SoDangCho: 0, services: ['dv-kb-nhi'] },
];
const PRICES: Record<string, number> = { 'dv-kb-noi:pk01': 150000, 'dv-kb-nhi:pk02': 120000 };
const ACTIONS = {
  GoiPhieuHangDoi: { field: 'goiPhieuHangDoi', from: ['ChoGoi'], to: 'DaGoi', recall: false, refusal: 'reception.queue.cannotCall', text: 'không còn chờ gọi' },
  GoiLaiPhieuHangDoi: { field: 'goiLaiPhieuHangDoi', from: ['DaGoi', 'BoQua'], to: 'DaGoi', recall: true, refusal: 'reception.queue.cannotRecall', text: 'chưa được gọi hoặc đã xong, không gọi lại được' },
  BoQuaPhieuHangDoi: { field: 'boQuaPhieuHangDoi', from: ['ChoGoi', 'DaGoi'], to: 'BoQua', recall: false, refusal: 'reception.queue.cannotDismiss', text: 'đã xong hoặc đã bỏ qua' },
} as const;

function ticket(number: number, changes: Partial<FakeTicket> = {}): FakeTicket {
  return {
    _id: `q-${number}`, PhongBan_Id: DESK._id, TenPhongBan: DESK.TenPhongBan, Ngay: DAY, number, state: 'ChoGoi', isPriority: false, isRecall: false,
    Loai: 'BHYT', DichVu_Id: null, TenDichVu: null, ThoiGian: QUEUE_NOW - (10 - number) * 60_000, TiepNhan_Id: null, ...changes,
  };
}

/** The desk's morning: five numbers waiting or called, one priority, and one that did not come. */
export function sampleTickets(): FakeTicket[] {
  return [
    ticket(1, { state: 'BoQua' }),
    ticket(2, { state: 'DaGoi', Loai: 'DichVu' }),
    ticket(3),
    ticket(4, { Loai: 'UuTien', isPriority: true }),
    ticket(5, { Loai: 'DichVu' }),
  ];
}

const byPriorityThenNumber = (a: FakeTicket, b: FakeTicket) => Number(b.isPriority) - Number(a.isPriority) || a.number - b.number;

export function createFakeQueueApi(options: { tickets?: FakeTicket[]; refuseDesk?: boolean } = {}) {
  const tickets = options.tickets ?? sampleTickets();
  const calls: MockCall[] = [];
  const issue = (room: { _id: string; TenPhongBan: string }, changes: Partial<FakeTicket>) => {
    const number = Math.max(0, ...tickets.filter((each) => each.PhongBan_Id === room._id).map((each) => each.number)) + 1;
    const made = ticket(number, { _id: `q-${room._id}-${number}`, PhongBan_Id: room._id, TenPhongBan: room.TenPhongBan, ThoiGian: QUEUE_NOW, ...changes });
    const SoNguoiChoTruoc = tickets.filter((each) => each.PhongBan_Id === room._id && each.state === 'ChoGoi' && byPriorityThenNumber(each, made) < 0).length;
    tickets.push(made);
    return { ...made, SoNguoiChoTruoc };
  };
  const change = (name: keyof typeof ACTIONS) => (variables: Record<string, any>) => {
    const rule = ACTIONS[name];
    const found = tickets.find((each) => each._id === variables.id);
    if (!found) throw new MockRefusal('reception.queue.notFound', 'id', {}, 'Không tìm thấy phiếu số thứ tự');
    if (!(rule.from as readonly string[]).includes(found.state)) {
      throw new MockRefusal(rule.refusal, 'id', { number: found.number, room: found.TenPhongBan }, `Số ${found.number} (${found.TenPhongBan}) ${rule.text}`);
    }
    found.state = rule.to;
    if (rule.recall) found.isRecall = true;
    return { [rule.field]: found };
  };
  const client = createMockClient(
    {
      PhieuHangDoiTiepDon: (variables) => ({
        phieuHangDoiTiepDon: tickets.filter((each) => !variables.TrangThai || variables.TrangThai.includes(each.state)).sort(byPriorityThenNumber),
      }),
      GoiPhieuHangDoi: change('GoiPhieuHangDoi'),
      GoiLaiPhieuHangDoi: change('GoiLaiPhieuHangDoi'),
      BoQuaPhieuHangDoi: change('BoQuaPhieuHangDoi'),
      LayPhieuHangDoiTiepDon: (variables) => {
        if (options.refuseDesk) throw new MockRefusal('reception.queue.noDesk', 'PhongBan_Id', {}, 'Cơ sở chưa có quầy tiếp đón để cấp số');
        return { layPhieuHangDoiTiepDon: issue(DESK, { Loai: variables.loai, isPriority: variables.loai === 'UuTien' }) };
      },
      LayPhieuHangDoiTheoYeuCau: (variables) => {
        const room = KIOSK_ROOMS.find((each) => each._id === variables.PhongBan_Id)!;
        const service = KIOSK_SERVICES.find((each) => each._id === variables.DichVu_Id)!;
        return { layPhieuHangDoiTheoYeuCau: issue(room, { Loai: 'TheoYeuCau', DichVu_Id: service._id, TenDichVu: service.TenDichVu }) };
      },
      KioskTheoYeuCau: () => ({ kioskTheoYeuCau: { DoiTuong_Id: 'dt-yc', DichVus: KIOSK_SERVICES } }),
      PhongKhamKiosk: (variables) => ({
        phongKhamTiepNhan: KIOSK_ROOMS.filter((room) => room.services.includes(variables.DichVu_Id)).map(({ _id, TenPhongBan, SoDangCho }) => ({ _id, TenPhongBan, SoDangCho })),
      }),
      DonGiaKiosk: (variables) => ({ getDonGiaDichVu: { DichVu_Id: variables.idDichVu, DonGia: PRICES[`${variables.idDichVu}:${variables.idPhongBan}`] ?? 0 } }),
      InPhieuHangDoi: (variables) => ({
        renderPrintTemplate: { paper: 'K80', html: `<div class="queue-ticket"><p>${variables.data.facilityName}</p><p>${variables.data.roomName}</p><p>SỐ ${variables.data.number}</p><p>${variables.data.kindName}</p></div>` },
      }),
    },
    { calls },
  );
  return { client, calls, tickets };
}
