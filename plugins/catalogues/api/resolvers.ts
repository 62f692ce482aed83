// Resolvers of the plugin's operations beyond each catalogue's own: the permission check is in each read or write.
import type { RequestContext, ResolverMap } from '@his/sdk/server';
import { departmentsOfService, linksOfDepartment, setLinks } from './department-links';
import { getDiaChiMoiTuDiaChiCu } from './new-address';
import { searchDichVuCoGia, type PricedSearchArgs } from './priced-search';
import {
  allDonViHanhChinh,
  goiDichVus,
  lyDoByLoai,
  oneDonViHanhChinh,
  oneNhanVien,
  phamViDichVuByIds,
  searchNhanVienByChucVu,
  servicesOfPackage,
} from './named-reads';

type Args = Record<string, any>;

export const operationResolvers = {
  Query: {
    getDichVuByPhongBan: (_: unknown, args: Args, ctx: RequestContext) => linksOfDepartment(ctx, 'services', args.idPhongBan),
    getPhongBanByDichVu: (_: unknown, args: Args, ctx: RequestContext) => departmentsOfService(ctx, args.idDichVu),
    getKhoDuocByPhongBan: (_: unknown, args: Args, ctx: RequestContext) => linksOfDepartment(ctx, 'stores', args.idPhongBan),
    getGiuongByPhongBan: (_: unknown, args: Args, ctx: RequestContext) => linksOfDepartment(ctx, 'beds', args.idPhongBan),
    getMultipleDM_PhamViDichVu: (_: unknown, args: Args, ctx: RequestContext) => phamViDichVuByIds(ctx, args.ids),
    goiDichVus: (_: unknown, args: Args, ctx: RequestContext) => goiDichVus(ctx, args),
    searchDichVuCoGia: (_: unknown, args: PricedSearchArgs, ctx: RequestContext) => searchDichVuCoGia(ctx, args),
    nhanVien: (_: unknown, args: Args, ctx: RequestContext) => oneNhanVien(ctx, args.id),
    searchNhanVienByChucVu: (_: unknown, args: Parameters<typeof searchNhanVienByChucVu>[1], ctx: RequestContext) => searchNhanVienByChucVu(ctx, args),
    getDM_LyDoByLoai: (_: unknown, args: Args, ctx: RequestContext) => lyDoByLoai(ctx, args.LoaiLyDo),
    getAllDonViHanhChinh: (_: unknown, args: Args, ctx: RequestContext) => allDonViHanhChinh(ctx, args),
    findOneDonViHanhChinh: (_: unknown, args: Args, ctx: RequestContext) => oneDonViHanhChinh(ctx, args.id),
    getDiaChiMoiTuDiaChiCu: (_: unknown, args: Args, ctx: RequestContext) => getDiaChiMoiTuDiaChiCu(ctx, args),
  },
  Mutation: {
    setDichVuPhongBan: (_: unknown, args: Args, ctx: RequestContext) => setLinks(ctx, 'services', args.idPhongBan, args.idDichVus),
    setKhoDuocPhongBan: (_: unknown, args: Args, ctx: RequestContext) => setLinks(ctx, 'stores', args.idPhongBan, args.idKhoDuocs),
    setGiuongPhongBan: (_: unknown, args: Args, ctx: RequestContext) => setLinks(ctx, 'beds', args.idPhongBan, args.idGiuongs),
  },
  DM_GoiDichVu: {
    DichVus: (parent: Record<string, unknown>, _: unknown, ctx: RequestContext) => servicesOfPackage(parent, ctx),
  },
} satisfies ResolverMap;
