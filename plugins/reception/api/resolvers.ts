// Reception's resolvers: each checks who may call it, then reads or writes; fields of list rows load in batches.
import { splitInsuranceCardNumber } from '@his/sdk';
import type { GraphQLResolveInfo } from 'graphql';
import { loadInBatch, selectedFieldNames, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { PATIENT_GROUPS } from '../../pricing/contract';
import { PATIENT_WRITE, RECEPTION_RECEIVE } from '../rules/permissions';
import {
  ageOf,
  benhNhanById,
  benhNhanByMaYTe,
  benhNhansByIds,
  benhNhansPagination,
  countBenhNhans,
  duplicateCandidates,
  limitOf,
  requirePatientReader,
  searchBenhNhan,
  type BenhNhanRow,
  type BenhNhanSearchInput,
} from './patient-reads';
import {
  createBenhNhan,
  createDiaChiGiaoHang,
  deleteDiaChiGiaoHang,
  deliveryAddressesOf,
  removeBenhNhan,
  updateBenhNhan,
  updateDiaChiGiaoHang,
  updateNhanVienPhuTrach,
} from './patient-writes';
import { createTiepNhanKhamBenh, huyTiepNhan, type ReceiveArgs } from './visit-writes';
import { staffNames } from './references';
import { patientColumnsFor } from './patient-columns';
import { examRooms, healthInfoOfVisit, lichSuTiepNhan, ordersOfVisits, ticketsOfVisits, tiepNhanById, tiepNhans, visitsOfPatients, type TiepNhanFilter, type TiepNhanRow } from './visit-reads';

type Args<T> = T;
const facility = (ctx: RequestContext) => requirePatientReader(ctx).nodeId;

const groupBy = <T extends Record<string, unknown>>(rows: readonly T[], key: keyof T) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const value = String(row[key]);
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
};

const visitsOf = (ctx: RequestContext, patientId: string) =>
  loadInBatch(ctx, 'reception.visitsOfPatients', patientId, async (ids) => groupBy(await visitsOfPatients(ctx.db, ids), 'BenhNhan_Id')).then((rows) => rows ?? []);

const ticketsOf = (ctx: RequestContext, visitId: string) =>
  loadInBatch(ctx, 'reception.tickets', visitId, async (ids) => groupBy(await ticketsOfVisits(ctx.db, ids), 'TiepNhan_Id')).then((rows) => rows ?? []);

export const receptionResolvers: ResolverMap = {
  Query: {
    benhNhans: async (_: unknown, args: Args<{ searchString?: string | null; limit?: number | null }>, ctx: RequestContext, info: GraphQLResolveInfo) =>
      (await searchBenhNhan(ctx.db, facility(ctx), { searchString: args.searchString ?? '', limit: limitOf(args.limit, 50) }, {
        log: ctx.log,
        columns: await patientColumnsFor(ctx.db, info.schema, selectedFieldNames(info)),
      })).items,
    benhNhansPagination: (_: unknown, args: Args<Parameters<typeof benhNhansPagination>[2]>, ctx: RequestContext) => benhNhansPagination(ctx.db, facility(ctx), args),
    benhNhansPaginationTotal: (_: unknown, args: Args<{ searchInput?: BenhNhanSearchInput | null }>, ctx: RequestContext) => countBenhNhans(ctx.db, facility(ctx), args.searchInput),
    searchBenhNhan: async (_: unknown, args: Args<{ searchString: string; limit?: number | null; after?: string | null }>, ctx: RequestContext, info: GraphQLResolveInfo) =>
      searchBenhNhan(ctx.db, facility(ctx), args, { log: ctx.log, columns: await patientColumnsFor(ctx.db, info.schema, selectedFieldNames(info, ['items'])) }),
    benhNhan: (_: unknown, args: Args<{ id: string }>, ctx: RequestContext) => benhNhanById(ctx.db, facility(ctx), args.id),
    getBenhNhanByMaYTe: (_: unknown, args: Args<{ MaYTe: string }>, ctx: RequestContext) => benhNhanByMaYTe(ctx.db, facility(ctx), args.MaYTe),
    kiemTraTrungBenhNhan: (_: unknown, args: Args<{ TenBenhNhan: string; NamSinh?: number | null; SoDienThoai?: string | null; excludeId?: string | null }>, ctx: RequestContext) =>
      duplicateCandidates(ctx.db, facility(ctx), { TenBenhNhan: args.TenBenhNhan, NamSinh: args.NamSinh ?? null, SoDienThoai: args.SoDienThoai ?? null, excludeId: args.excludeId }),
    getDiaChiGiaoHangs: (_: unknown, args: Args<{ idCustomer: string }>, ctx: RequestContext) => deliveryAddressesOf(ctx.db, facility(ctx), args.idCustomer),
    tiepNhans: (_: unknown, args: Args<{ filter?: TiepNhanFilter | null }>, ctx: RequestContext) => tiepNhans(ctx.db, facility(ctx), args.filter),
    getTiepNhanById: (_: unknown, args: Args<{ id: string }>, ctx: RequestContext) => tiepNhanById(ctx.db, facility(ctx), args.id),
    tiepNhanThongTinSucKhoe: (_: unknown, args: Args<{ id: string }>, ctx: RequestContext) => healthInfoOfVisit(ctx.db, facility(ctx), args.id),
    lichSuTiepNhan: (_: unknown, args: Args<{ BenhNhan_Id: string }>, ctx: RequestContext) => lichSuTiepNhan(ctx.db, facility(ctx), args.BenhNhan_Id),
    phongKhamTiepNhan: (_: unknown, args: Args<{ DichVu_Id?: string | null }>, ctx: RequestContext) =>
      examRooms(ctx.db, ctx.requirePermission(RECEPTION_RECEIVE).nodeId, args.DichVu_Id ?? null),
  },
  Mutation: {
    createBenhNhan: (_: unknown, args: Args<Parameters<typeof createBenhNhan>[2]>, ctx: RequestContext) => createBenhNhan(ctx, ctx.requirePermission(PATIENT_WRITE), args),
    updateBenhNhan: (_: unknown, args: Args<Parameters<typeof updateBenhNhan>[2]>, ctx: RequestContext) => updateBenhNhan(ctx, ctx.requirePermission(PATIENT_WRITE), args),
    removeBenhNhan: (_: unknown, args: Args<{ ids: string[] }>, ctx: RequestContext) => removeBenhNhan(ctx, ctx.requirePermission(PATIENT_WRITE), args.ids),
    updateNhanVienPhuTrach: (_: unknown, args: Args<{ ids: string[]; NhanVienPhuTrach_Id?: string | null }>, ctx: RequestContext) =>
      updateNhanVienPhuTrach(ctx, ctx.requirePermission(PATIENT_WRITE), args.ids, args.NhanVienPhuTrach_Id ?? null),
    createDiaChiGiaoHang: (_: unknown, args: Args<{ idCustomer: string; input: Record<string, unknown> }>, ctx: RequestContext) =>
      createDiaChiGiaoHang(ctx, ctx.requirePermission(PATIENT_WRITE), args.idCustomer, args.input),
    updateDiaChiGiaoHang: (_: unknown, args: Args<{ id: string; input: Record<string, unknown> }>, ctx: RequestContext) =>
      updateDiaChiGiaoHang(ctx, ctx.requirePermission(PATIENT_WRITE), args.id, args.input),
    deleteDiaChiGiaoHang: (_: unknown, args: Args<{ ids: string[] }>, ctx: RequestContext) => deleteDiaChiGiaoHang(ctx, ctx.requirePermission(PATIENT_WRITE), args.ids),
    createTiepNhanKhamBenh: (_: unknown, args: Args<ReceiveArgs>, ctx: RequestContext) => createTiepNhanKhamBenh(ctx, ctx.requirePermission(RECEPTION_RECEIVE), args),
    huyTiepNhan: (_: unknown, args: Args<{ id: string; LyDoHuy: string }>, ctx: RequestContext) => huyTiepNhan(ctx, ctx.requirePermission(RECEPTION_RECEIVE), args.id, args.LyDoHuy),
  },
  BenhNhan: {
    Tuoi: (parent: BenhNhanRow) => ageOf(parent).Tuoi,
    LoaiTuoi: (parent: BenhNhanRow) => ageOf(parent).LoaiTuoi,
    TenNhanVienPhuTrach: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) =>
      typeof parent.NhanVienPhuTrach_Id === 'string'
        ? ((await loadInBatch(ctx, 'reception.staffNames', parent.NhanVienPhuTrach_Id, (ids) => staffNames(ctx.db, ids))) ?? null)
        : null,
    IdTiepNhanDangXet: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) => (await visitsOf(ctx, parent._id)).find((visit) => visit.TrangThai === 'DangThucHien')?._id ?? null,
    IdsTiepNhan: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) => (await visitsOf(ctx, parent._id)).map((visit) => visit._id),
    PhieuHangDoi: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) => {
      const open = (await visitsOf(ctx, parent._id)).find((visit) => visit.TrangThai === 'DangThucHien');
      return open ? ((await ticketsOf(ctx, open._id))[0] ?? null) : null;
    },
  },
  TiepNhan: {
    BenhNhan: (parent: TiepNhanRow, _: unknown, ctx: RequestContext) =>
      loadInBatch(ctx, 'reception.patients', parent.BenhNhan_Id, async (ids) => new Map((await benhNhansByIds(ctx.db, ids)).map((row) => [row._id, row]))),
    TenDoiTuong: async (parent: TiepNhanRow, _: unknown, ctx: RequestContext) =>
      parent.DoiTuong_Id
        ? (await loadInBatch(ctx, 'reception.groups', parent.DoiTuong_Id, (ids) => ctx.provided(PATIENT_GROUPS)(ctx.db, parent.node_Id, ids)))?.TenDoiTuong ?? null
        : null,
    MucHuong: (parent: TiepNhanRow) => {
      const split = parent.SoTheBHYT ? splitInsuranceCardNumber(parent.SoTheBHYT) : null;
      return split?.ok ? split.value.benefitLevel : null;
    },
    MaDoiTuongBHYT: (parent: TiepNhanRow) => {
      const split = parent.SoTheBHYT ? splitInsuranceCardNumber(parent.SoTheBHYT) : null;
      return split?.ok ? split.value.objectCode : null;
    },
    DichVuYeuCaus: (parent: TiepNhanRow, _: unknown, ctx: RequestContext) =>
      loadInBatch(ctx, 'reception.orders', parent._id, async (ids) => groupBy(await ordersOfVisits(ctx.db, ids), 'TiepNhan_Id')).then((rows) => rows ?? []),
    PhieuHangDois: (parent: TiepNhanRow, _: unknown, ctx: RequestContext) => ticketsOf(ctx, parent._id),
    ThongTinSucKhoe: (parent: TiepNhanRow, _: unknown, ctx: RequestContext) => healthInfoOfVisit(ctx.db, parent.node_Id, parent._id),
  },
};
