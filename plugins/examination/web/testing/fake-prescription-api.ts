// The prescription part of the fake examination API: the room's store (Nhà thuốc NT01) with five drugs and a supply,
// one interaction (warfarin with aspirin, Major), the doctor's sample prescriptions, and the exam's prescriptions
// saved by updateToaThuocs with the server's stock refusal on the line that asks too much (saved, a prescription's
// payment is requested again, as the server does after the cashier cancelled it). The print templates render
// with the real declarations, as the server renders them.
import { renderPrintTemplate } from '@his/sdk/print-template';
import { MockRefusal, type MockAnswers } from '@his/sdk/testing';
import type { CheckInteractionDrugsQuery, SearchStockModelQuery, ToaThuocFieldsFragment, ToaThuocMauFieldsFragment } from '../../generated/graphql';
import { PRESCRIPTION_PRINTS } from '../../print/prescription-prints';

type Stock = SearchStockModelQuery['searchStockModel'][number];
type Prescription = ToaThuocFieldsFragment;

export const FAKE_STORE = { _id: 'kho-nt01', MaKho: 'NT01', TenKho: 'Nhà thuốc bệnh viện' };

const drug = (Duoc_Id: string, facts: Partial<Stock> & Pick<Stock, 'MaDuoc' | 'TenDuoc' | 'SoLuongKhaDung'>): Stock => ({
  Duoc_Id, HoatChat: facts.TenDuoc, HamLuong: null, DonViTinh: 'Viên', DuongDung: 'Uống', SoDangKy: null, LoaiDuoc: 'Thuoc', BHYT: true, GiaBan: 1000, GiaBHYT: 900, KhoDuoc_Id: FAKE_STORE._id, ...facts,
});

export const FAKE_STOCK: Stock[] = [
  drug('d-para', { MaDuoc: 'PARA500', TenDuoc: 'Paracetamol', HamLuong: '500mg', SoDangKy: 'VD-10001-26', GiaBan: 500, GiaBHYT: 450, SoLuongKhaDung: 200 }),
  drug('d-warf', { MaDuoc: 'WARF5', TenDuoc: 'Warfarin', HamLuong: '5mg', SoDangKy: 'VD-10002-26', GiaBan: 3000, GiaBHYT: 2800, SoLuongKhaDung: 100 }),
  drug('d-asp', { MaDuoc: 'ASP81', TenDuoc: 'Aspirin', HoatChat: 'Acid acetylsalicylic', HamLuong: '81mg', SoDangKy: 'VD-10003-26', GiaBan: 800, GiaBHYT: 700, SoLuongKhaDung: 100 }),
  drug('d-amox', { MaDuoc: 'AMOX500', TenDuoc: 'Amoxicillin', HamLuong: '500mg', SoDangKy: 'VD-10004-26', GiaBan: 1500, GiaBHYT: 1400, SoLuongKhaDung: 5 }),
  drug('d-vitc', { MaDuoc: 'VITC', TenDuoc: 'Vitamin C', HamLuong: '500mg', SoDangKy: 'VD-10005-26', BHYT: false, GiaBHYT: null, SoLuongKhaDung: 50 }),
  drug('v-bom5', { MaDuoc: 'BOM5', TenDuoc: 'Bơm tiêm 5ml', HoatChat: null, DonViTinh: 'Cái', DuongDung: null, LoaiDuoc: 'VTYT', BHYT: false, GiaBan: 2000, GiaBHYT: null, SoLuongKhaDung: 300 }),
];

const INTERACTIONS: CheckInteractionDrugsQuery['checkInteractionDrugs'] = [
  {
    MucDo: 'Major', SoDangKy1: 'VD-10002-26', SoDangKy2: 'VD-10003-26', TenThuoc1: 'Warfarin', TenThuoc2: 'Aspirin', HoatChat1: 'Warfarin', HoatChat2: 'Acid acetylsalicylic',
    MoTa: 'Tăng nguy cơ chảy máu', XuTri: 'Tránh phối hợp; nếu cần, theo dõi INR và dấu hiệu chảy máu',
  },
];

export function sampleToaThuocMaus(): ToaThuocMauFieldsFragment[] {
  return [
    {
      _id: 'tm-1', MaToaThuocMau: 'TM0001', TenToaThuocMau: 'Cảm cúm người lớn', LoiDan: 'Uống nhiều nước, nghỉ ngơi', GhiChu: null, LaToaMuaNgoai: false,
      ChiTiets: [
        { Duoc_Id: 'd-para', TenDuoc: 'Paracetamol', DonViTinh: 'Viên', Sang: 1, Trua: null, Chieu: 1, Toi: null, SoNgay: 5, SoLuong: null, DuongDung: 'Uống', LoiDanUongThuoc: 'uống sau ăn', ThuTu: 1 },
        { Duoc_Id: 'd-vitc', TenDuoc: 'Vitamin C', DonViTinh: 'Viên', Sang: 1, Trua: null, Chieu: null, Toi: null, SoNgay: 5, SoLuong: null, DuongDung: 'Uống', LoiDanUongThuoc: null, ThuTu: 2 },
      ],
    },
  ];
}

export interface FakePrescriptionState {
  /** The saved prescriptions by exam id. */
  prescriptions: Record<string, Prescription[]>;
  samples: ToaThuocMauFieldsFragment[];
}

const ARGUMENTS = { toaThuong: 'ToaThuong', toaBHYT: 'ToaBHYT', toaVTYT: 'ToaVTYT', toaMuaNgoai: 'ToaMuaNgoai' } as const;
const includes = (text: string | null | undefined, search: string) => (text ?? '').toLowerCase().includes(search.toLowerCase());

export function fakePrescriptionAnswers(state: FakePrescriptionState, refused: (name: string) => void): MockAnswers {
  let ids = 0;
  return {
    KhoDuocsOfRoom: () => ({ getPhongBanKhoDuocByNode: [FAKE_STORE] }),
    SearchStockModel: (variables) => ({
      searchStockModel: FAKE_STOCK.filter(
        (each) =>
          (!variables.LoaiDuoc || each.LoaiDuoc === variables.LoaiDuoc) &&
          (variables.BHYT == null || each.BHYT === variables.BHYT) &&
          (!variables.idKhoDuocs || variables.idKhoDuocs.includes(each.KhoDuoc_Id)) &&
          [each.TenDuoc, each.MaDuoc, each.HoatChat].some((text) => includes(text, variables.searchString ?? '')),
      ).slice(0, variables.limit ?? 20),
    }),
    CheckInteractionDrugs: (variables) => ({
      checkInteractionDrugs: INTERACTIONS.filter((each) => variables.registrationNumbers.includes(each.SoDangKy1) && variables.registrationNumbers.includes(each.SoDangKy2)),
    }),
    ToaThuocs: (variables) => ({ toaThuocs: state.prescriptions[variables.idKhamBenh] ?? [] }),
    UpdateToaThuocs: (variables) => {
      refused('UpdateToaThuocs');
      const kept = (state.prescriptions[variables.idKhamBenh] ?? []).filter((each) => !(variables.ids ?? []).includes(each._id));
      for (const [argument, kind] of Object.entries(ARGUMENTS)) {
        const input = variables[argument];
        if (!input) continue;
        const lines = input.ChiTiets.map((line: Record<string, any>, index: number) => {
          const stock = FAKE_STOCK.find((each) => each.Duoc_Id === line.Duoc_Id);
          if (stock && line.SoLuong > stock.SoLuongKhaDung) {
            throw new MockRefusal('pharmacy.notEnoughStock', `${argument}.ChiTiets.${index}.SoLuong`, { line: index + 1, drug: stock.TenDuoc, asked: line.SoLuong, left: stock.SoLuongKhaDung }, `Dòng ${index + 1}: ${stock.TenDuoc} chỉ còn ${stock.SoLuongKhaDung} ${stock.DonViTinh}, không đủ ${line.SoLuong}`);
          }
          const price = kind === 'ToaMuaNgoai' ? 0 : kind === 'ToaBHYT' ? (stock?.GiaBHYT ?? 0) : (stock?.GiaBan ?? 0);
          return {
            _id: `ct-${++ids}`, Duoc_Id: stock?.Duoc_Id ?? null, MaDuoc: stock?.MaDuoc ?? null, TenDuoc: stock?.TenDuoc ?? line.TenDuoc, HoatChat: stock?.HoatChat ?? null, HamLuong: stock?.HamLuong ?? null,
            DonViTinh: stock?.DonViTinh ?? line.DonViTinh, SoDangKy: stock?.SoDangKy ?? null, SoLuong: line.SoLuong, SoNgay: line.SoNgay ?? null, Sang: line.Sang ?? null, Trua: line.Trua ?? null,
            Chieu: line.Chieu ?? null, Toi: line.Toi ?? null, DuongDung: line.DuongDung ?? null, LoiDanUongThuoc: line.LoiDanUongThuoc ?? null, DonGia: price, DonGiaThanhToan: price,
            KhongThuTien: false, DaThuTien: false, BHYT: kind === 'ToaBHYT', ThuTu: index + 1,
          };
        });
        const index = kept.findIndex((each) => each.LoaiToaThuoc === kind);
        const prescription: Prescription = {
          _id: `toa-${++ids}`, KhamBenh_Id: variables.idKhamBenh, SoThuTuToa: index >= 0 ? kept[index]!.SoThuTuToa : kept.length + 1, LoaiToaThuoc: kind,
          NgayToaThuoc: Date.UTC(2026, 2, 5, 1, 30), LoiDan: input.LoiDan ?? null, KhoXuat_Id: input.KhoXuat_Id ?? null, TenKhoXuat: input.KhoXuat_Id ? FAKE_STORE.TenKho : null,
          TenBacSi: 'BS. Trần Văn Khoa', YeuCauThanhToan: true, ChiTiets: lines, TongTien: lines.reduce((sum: number, line: { SoLuong: number; DonGiaThanhToan: number }) => sum + line.SoLuong * line.DonGiaThanhToan, 0),
        };
        if (index >= 0) kept[index] = prescription;
        else kept.push(prescription);
      }
      if (variables.dataUpdate) for (const each of kept) each.LoiDan = variables.dataUpdate.LoiDan ?? null;
      state.prescriptions[variables.idKhamBenh] = kept;
      return { updateToaThuocs: kept };
    },
    SearchToaThuocMau: (variables) => ({
      searchDM_ToaThuocMau: state.samples.filter((each) => Boolean(each.LaToaMuaNgoai) === Boolean(variables.LaToaMuaNgoai) && (includes(each.TenToaThuocMau, variables.searchString ?? '') || includes(each.MaToaThuocMau, variables.searchString ?? ''))),
    }),
    CreateToaThuocMau: ({ info }) => {
      const taken = state.samples.find((each) => each.TenToaThuocMau.toLowerCase() === info.TenToaThuocMau.trim().toLowerCase());
      if (taken) throw new MockRefusal('examination.prescription.templateNameTaken', 'TenToaThuocMau', { name: taken.TenToaThuocMau }, `Tên toa thuốc mẫu đã có: ${taken.TenToaThuocMau}`);
      const sample: ToaThuocMauFieldsFragment = {
        _id: `tm-${state.samples.length + 1}`, MaToaThuocMau: `TM000${state.samples.length + 1}`, TenToaThuocMau: info.TenToaThuocMau, LoiDan: info.LoiDan ?? null, GhiChu: null, LaToaMuaNgoai: Boolean(info.LaToaMuaNgoai),
        ChiTiets: info.ChiTiets.map((line: Record<string, any>, index: number) => ({
          Duoc_Id: line.Duoc_Id ?? null, TenDuoc: FAKE_STOCK.find((each) => each.Duoc_Id === line.Duoc_Id)?.TenDuoc ?? line.TenDuoc, DonViTinh: line.DonViTinh ?? null, Sang: line.Sang ?? null, Trua: line.Trua ?? null,
          Chieu: line.Chieu ?? null, Toi: line.Toi ?? null, SoNgay: line.SoNgay ?? null, SoLuong: line.SoLuong ?? null, DuongDung: line.DuongDung ?? null, LoiDanUongThuoc: line.LoiDanUongThuoc ?? null, ThuTu: index + 1,
        })),
      };
      state.samples.push(sample);
      return { createToaThuocMauAndToaThuocMauChiTiet: sample };
    },
    InToaThuoc: (variables) => {
      const template = PRESCRIPTION_PRINTS.find((each) => each.key === variables.key);
      if (!template) throw new MockRefusal('printTemplates.unknownKey', 'key', { key: variables.key });
      return { renderPrintTemplate: { html: renderPrintTemplate(template.defaultBody, variables.data), paper: template.paper } };
    },
  };
}
