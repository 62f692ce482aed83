// The API of the kiosks and the reception desk's waiting queue (spec §2 kiosks, §4 queue ticket actions).
import type { RequestContext, ResolverMap } from '@his/sdk/server';
import { RECEPTION_RECEIVE } from '../rules/permissions';
import { changeTicket, kioskTheoYeuCau, layPhieuHangDoiTheoYeuCau, layPhieuHangDoiTiepDon, phieuHangDoiTiepDon, type DeskQueueFilter } from './desk-queue';

export const deskQueueSchema = /* GraphQL */ `
extend type PhieuHangDoi {
  "A kiosk's ticket: BHYT, DichVu or UuTien at the reception desk, TheoYeuCau at an examination room; null for a visit's ticket."
  Loai: String
  "The examination service an on-request ticket was taken for."
  DichVu_Id: ID
  TenDichVu: String
  "When the ticket was given (ms)."
  ThoiGian: Float
  "When it was last called (ms)."
  ThoiGianGoi: Float
  "Tickets still waiting that are called before this one; given on the ticket a kiosk takes."
  SoNguoiChoTruoc: Int
}

"An examination service the on-request kiosk offers."
type DichVuKiosk {
  _id: ID!
  MaDichVu: String!
  TenDichVu: String!
}

"What the on-request kiosk offers: examination services, and the patient group (YeuCau) whose prices it shows."
type KioskTheoYeuCau {
  DoiTuong_Id: ID
  DichVus: [DichVuKiosk!]!
}

extend type Query {
  """
  The tickets the kiosks gave at the facility over a day range (today by default, 31 days at most), of a room and of
  states when given (waiting: ChoGoi and DaGoi; not come: BoQua), priority first, then by number. Needs reception.receive.
  """
  phieuHangDoiTiepDon(PhongBan_Id: ID, TrangThai: [String!], startDate: Float, endDate: Float): [PhieuHangDoi!]!
  "The on-request kiosk's services. Needs reception.receive."
  kioskTheoYeuCau: KioskTheoYeuCau!
}

extend type Mutation {
  """
  The desk kiosk's ticket: loai is BHYT, DichVu or UuTien (priority: elderly, disabled, pregnant, children). At the
  given reception desk (RECEIVE_ROOM) of the caller's facility, or its first one. Needs reception.receive: the kiosk
  device is signed in with a reception profile.
  """
  layPhieuHangDoiTiepDon(loai: String! @maxLength(n: 20), PhongBan_Id: ID): PhieuHangDoi!
  "The on-request kiosk's ticket at an examination room that does the service; the desk receives the patient later. Needs reception.receive."
  layPhieuHangDoiTheoYeuCau(DichVu_Id: ID!, PhongBan_Id: ID!): PhieuHangDoi!
  "Calls a waiting ticket (ChoGoi to DaGoi). Needs reception.receive."
  goiPhieuHangDoi(id: ID!): PhieuHangDoi!
  "Calls a called or dismissed ticket again (isRecall). Needs reception.receive."
  goiLaiPhieuHangDoi(id: ID!): PhieuHangDoi!
  "Dismisses a waiting or called ticket: the patient did not come (BoQua). Needs reception.receive."
  boQuaPhieuHangDoi(id: ID!): PhieuHangDoi!
}
`;

const receiver = (ctx: RequestContext) => ctx.requirePermission(RECEPTION_RECEIVE);

export const deskQueueResolvers: ResolverMap = {
  Query: {
    phieuHangDoiTiepDon: (_: unknown, args: DeskQueueFilter, ctx: RequestContext) => phieuHangDoiTiepDon(ctx.db, receiver(ctx).nodeId, args),
    kioskTheoYeuCau: (_: unknown, _args: unknown, ctx: RequestContext) => {
      receiver(ctx);
      return kioskTheoYeuCau(ctx.db);
    },
  },
  Mutation: {
    layPhieuHangDoiTiepDon: (_: unknown, args: { loai: string; PhongBan_Id?: string | null }, ctx: RequestContext) =>
      layPhieuHangDoiTiepDon(ctx, receiver(ctx), args.loai, args.PhongBan_Id),
    layPhieuHangDoiTheoYeuCau: (_: unknown, args: { DichVu_Id: string; PhongBan_Id: string }, ctx: RequestContext) =>
      layPhieuHangDoiTheoYeuCau(ctx, receiver(ctx), args.DichVu_Id, args.PhongBan_Id),
    goiPhieuHangDoi: (_: unknown, args: { id: string }, ctx: RequestContext) => changeTicket(ctx, receiver(ctx), args.id, 'call'),
    goiLaiPhieuHangDoi: (_: unknown, args: { id: string }, ctx: RequestContext) => changeTicket(ctx, receiver(ctx), args.id, 'recall'),
    boQuaPhieuHangDoi: (_: unknown, args: { id: string }, ctx: RequestContext) => changeTicket(ctx, receiver(ctx), args.id, 'dismiss'),
  },
  PhieuHangDoi: {
    // Tickets read elsewhere (a visit's) carry createdAt but not the time in ms.
    ThoiGian: (parent: { ThoiGian?: number | null; createdAt?: unknown }) =>
      parent.ThoiGian ?? (parent.createdAt instanceof Date ? parent.createdAt.getTime() : typeof parent.createdAt === 'string' ? Date.parse(parent.createdAt) : null),
    ThoiGianGoi: (parent: { ThoiGianGoi?: number | string | null }) => (parent.ThoiGianGoi == null ? null : Number(parent.ThoiGianGoi)),
  },
};
