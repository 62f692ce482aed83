// Procedures' resolvers: each reads its arguments as sent and checks its permission in the function it calls.
import type { RequestContext } from '@his/sdk/server';
import { phanCongKyThuatVien, phanCongThietBi, thietBiTheoDichVu, thongTinPhanCongKyThuatVien, xoaPhanCongTuDong } from './assignments';
import { hinhAnhsOf, themHinhAnhTuongTrinhPTTT, xoaHinhAnhTuongTrinhPTTT } from './images';
import { removeTuongTrinhPTTT } from './note-removal';
import { lockTuongTrinhPTTT, saveTuongTrinhPTTT, tuongTrinhPTTT, tuongTrinhPTTTs, tuongTrinhPTTTsNoiTru, unlockTuongTrinhPTTT } from './notes';
import { chiDinhPTTTById, danhSachChiDinhPTTT, orderFields, phongThucHienPTTT, type ListOptions } from './order-reads';
import { createCaThucHien, getCaThucHienByThoiGian, updateCaThucHien } from './shifts';
import { huyTraKetQuaPTTT, updateThongTinThucHienPTTT } from './state-moves';
import { cancelVerifyVatTuTuongTrinhPTTT, khoDuocPTTT, verifyVatTuTuongTrinhPTTT } from './supplies';

type Args = Record<string, unknown>;
type Input = Record<string, unknown> | null;

export const proceduresResolvers = {
  DichVuYeuCau: orderFields,
  TuongTrinhPTTT: {
    HinhAnhs: (note: { _id: string }, _: unknown, ctx: RequestContext) => hinhAnhsOf(ctx, note),
  },
  Query: {
    danhSachChiDinhPTTT: (_: unknown, args: { options: ListOptions | null }, ctx: RequestContext) => danhSachChiDinhPTTT(ctx, args.options ?? {}),
    phongThucHienPTTT: (_: unknown, args: Args, ctx: RequestContext) => phongThucHienPTTT(ctx, { nhom: args.nhom }),
    chiDinhPTTTById: (_: unknown, args: Args, ctx: RequestContext) => chiDinhPTTTById(ctx, { id: args.id }),
    tuongTrinhPTTTs: (_: unknown, args: Args, ctx: RequestContext) => tuongTrinhPTTTs(ctx, args),
    tuongTrinhPTTTs_NoiTru: (_: unknown, args: Args, ctx: RequestContext) => tuongTrinhPTTTsNoiTru(ctx, args),
    tuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => tuongTrinhPTTT(ctx, { id: args.id }),
    thietBiTheoDichVu: (_: unknown, args: Args, ctx: RequestContext) => thietBiTheoDichVu(ctx, { idDichVuYeuCau: args.idDichVuYeuCau, ThoiGian: args.ThoiGian }),
    thongTinPhanCongKyThuatVien: (_: unknown, args: Args, ctx: RequestContext) => thongTinPhanCongKyThuatVien(ctx, { idDichVuYeuCau: args.idDichVuYeuCau }),
    getCaThucHienByThoiGian: (_: unknown, args: Args, ctx: RequestContext) =>
      getCaThucHienByThoiGian(ctx, { startDate: args.startDate, endDate: args.endDate, NhanVien_Id: args.NhanVien_Id }),
    khoDuocPTTT: (_: unknown, args: Args, ctx: RequestContext) => khoDuocPTTT(ctx, { idDichVuYeuCau: args.idDichVuYeuCau }),
  },
  Mutation: {
    updateThongTinThucHienPTTT: (_: unknown, args: Args, ctx: RequestContext) => updateThongTinThucHienPTTT(ctx, { id: args.id, oldState: args.oldState, newState: args.newState }),
    saveTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) =>
      saveTuongTrinhPTTT(ctx, { idDichVuYeuCau: args.idDichVuYeuCau, input: args.input as Input, hoanThanh: args.hoanThanh }),
    lockTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => lockTuongTrinhPTTT(ctx, { id: args.id, LoaiKhoa: args.LoaiKhoa }),
    unlockTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => unlockTuongTrinhPTTT(ctx, { id: args.id }),
    huyTraKetQuaPTTT: (_: unknown, args: Args, ctx: RequestContext) => huyTraKetQuaPTTT(ctx, { idDichVuYeuCau: args.idDichVuYeuCau }),
    removeTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => removeTuongTrinhPTTT(ctx, { id: args.id, LyDo: args.LyDo }),
    verifyVatTuTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => verifyVatTuTuongTrinhPTTT(ctx, { id: args.id }),
    cancelVerifyVatTuTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => cancelVerifyVatTuTuongTrinhPTTT(ctx, { id: args.id }),
    themHinhAnhTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => themHinhAnhTuongTrinhPTTT(ctx, { id: args.id, fileIds: args.fileIds }),
    xoaHinhAnhTuongTrinhPTTT: (_: unknown, args: Args, ctx: RequestContext) => xoaHinhAnhTuongTrinhPTTT(ctx, { id: args.id, idHinhAnh: args.idHinhAnh }),
    phanCongThietBi: (_: unknown, args: Args, ctx: RequestContext) => phanCongThietBi(ctx, { idDichVuYeuCau: args.idDichVuYeuCau, ThietBi_Id: args.ThietBi_Id, ThoiGian: args.ThoiGian }),
    phanCongKyThuatVien: (_: unknown, args: Args, ctx: RequestContext) => phanCongKyThuatVien(ctx, { idDichVuYeuCau: args.idDichVuYeuCau, NhanVien_Ids: args.NhanVien_Ids }),
    xoaPhanCongTuDong: (_: unknown, args: Args, ctx: RequestContext) => xoaPhanCongTuDong(ctx, { ids: args.ids }),
    createCaThucHien: (_: unknown, args: Args, ctx: RequestContext) => createCaThucHien(ctx, { input: args.input as Input }),
    updateCaThucHien: (_: unknown, args: Args, ctx: RequestContext) => updateCaThucHien(ctx, { id: args.id, input: args.input as Input }),
  },
};
