// The service-order part of the fake examination API: four priced services (two lab tests at the sample room, one
// more, an ultrasound), a package with the examination in it, sample order sets (a shared one and the doctor's, a
// name the doctor uses refused), the exam's orders, and the writes with the server's
// refusals that the dialog does not check first: a service still waiting, and the question about one done today.
import { MockRefusal, type MockAnswers } from '@his/sdk/testing';
import { toKhongDau } from '@his/sdk';
import type { BoChiDinhMauFieldsFragment, DichVuYeuCauFieldsFragment } from '../../generated/graphql';

type Order = DichVuYeuCauFieldsFragment;

const SAMPLE_ROOM = { _id: 'xn01', TenPhongBan: 'Phòng lấy mẫu xét nghiệm' };
const ULTRASOUND_ROOM = { _id: 'sa01', TenPhongBan: 'Phòng siêu âm' };

export const ORDERABLE = [
  { _id: 'dv-cbc', MaDichVu: 'XN-TPTTBM', TenDichVu: 'Tổng phân tích tế bào máu ngoại vi', DonGia: 46_200, rooms: [SAMPLE_ROOM] },
  { _id: 'dv-glu', MaDichVu: 'XN-GLU', TenDichVu: 'Định lượng Glucose [máu]', DonGia: 21_500, rooms: [SAMPLE_ROOM] },
  { _id: 'dv-hba1c', MaDichVu: 'XN-HBA1C', TenDichVu: 'Định lượng HbA1c [máu]', DonGia: 101_000, rooms: [SAMPLE_ROOM] },
  { _id: 'dv-sa', MaDichVu: 'SA-BUNG', TenDichVu: 'Siêu âm ổ bụng', DonGia: 43_900, rooms: [ULTRASOUND_ROOM] },
  // The examination itself: no room here performs it as an order.
  { _id: 'dv-kham-noi', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', DonGia: 39_000, rooms: [] },
];

const PACKAGES = [{ _id: 'goi-dtd', MaGoiDichVu: 'GOI-DTD', TenGoiDichVu: 'Gói tầm soát đái tháo đường', DichVu_Ids: ['dv-kham-noi', 'dv-glu', 'dv-hba1c'] }];

/** The signed-in doctor's staff id: sets saved in the dialog are theirs. */
const DOCTOR = 'nv-khoa';

const setOf = (_id: string, MaBoChiDinhMau: string, TenBoChiDinhMau: string, BacSi_Id: string | null, DichVu_Ids: string[]): BoChiDinhMauFieldsFragment => ({
  _id, MaBoChiDinhMau, TenBoChiDinhMau, BacSi_Id, DichVu_Ids,
  DichVus: DichVu_Ids.map((id) => ORDERABLE.find((each) => each._id === id)!).map(({ _id: serviceId, MaDichVu, TenDichVu }) => ({ _id: serviceId, MaDichVu, TenDichVu })),
});

/** A shared set and one of the doctor's. */
export function sampleOrderSets(): BoChiDinhMauFieldsFragment[] {
  return [
    setOf('bcd-dtd', 'BCD00001', 'Tầm soát tiểu đường', null, ['dv-glu', 'dv-hba1c']),
    setOf('bcd-sot', 'BCD00002', 'Sốt kéo dài', DOCTOR, ['dv-cbc', 'dv-sa']),
  ];
}

export interface FakeServiceOrderState {
  /** The orders made, of every exam. */
  orders: Order[];
  /** Services the patient had done today: ordering one asks first. */
  doneToday: string[];
  /** The sample order sets the doctor sees; sampleOrderSets() when not given. */
  orderSets?: BoChiDinhMauFieldsFragment[];
}

export function fakeServiceOrderAnswers(state: FakeServiceOrderState, refused: (name: string) => void): MockAnswers {
  let serial = 0;
  const serviceOf = (id: string) => ORDERABLE.find((each) => each._id === id);
  const orderOf = (id: string) => {
    const found = state.orders.find((order) => order._id === id);
    if (!found) throw new MockRefusal('reception.serviceOrders.notFound', 'ids', {}, 'Không tìm thấy phiếu chỉ định');
    return found;
  };
  return {
    OrderPricedServices: (variables) => ({
      searchDichVuCoGia: ORDERABLE.filter((each) => `${each.MaDichVu} ${each.TenDichVu}`.toLowerCase().includes(String(variables.searchString ?? '').toLowerCase()))
        .map(({ _id, MaDichVu, TenDichVu, DonGia }) => ({ DichVu: { _id, MaDichVu, TenDichVu }, DonGia })),
    }),
    OrderPackages: (variables) => ({ goiDichVus: PACKAGES.filter((each) => each.TenGoiDichVu.toLowerCase().includes(String(variables.searchString ?? '').toLowerCase())) }),
    DichVuChoChiDinh: (variables) => ({
      dichVuChoChiDinh: (variables.DichVus as { DichVu_Id: string; NoiThucHien_Id?: string | null }[]).flatMap((wanted) => {
        const service = serviceOf(wanted.DichVu_Id);
        if (!service) return [];
        const room = service.rooms.find((each) => each._id === wanted.NoiThucHien_Id) ?? service.rooms[0] ?? null;
        return [{ DichVu_Id: service._id, MaDichVu: service.MaDichVu, TenDichVu: service.TenDichVu, NoiThucHiens: service.rooms, NoiThucHien_Id: room?._id ?? null, DonGia: room ? service.DonGia : null }];
      }),
    }),
    OrderSets: (variables) => {
      const sets = (state.orderSets ??= sampleOrderSets());
      return { boChiDinhMaus: sets.filter((each) => toKhongDau(each.TenBoChiDinhMau).includes(toKhongDau(String(variables.searchString ?? '')))) };
    },
    CreateBoChiDinhMau: ({ input }) => {
      refused('CreateBoChiDinhMau');
      const sets = (state.orderSets ??= sampleOrderSets());
      const name = String(input.TenBoChiDinhMau).trim();
      const taken = sets.find((each) => each.BacSi_Id === DOCTOR && toKhongDau(each.TenBoChiDinhMau) === toKhongDau(name));
      if (taken) throw new MockRefusal('examination.orderSet.nameTaken', 'TenBoChiDinhMau', { name: taken.TenBoChiDinhMau }, `Tên bộ chỉ định mẫu đã có: ${taken.TenBoChiDinhMau}`);
      const saved = setOf(`bcd-${sets.length + 1}`, `BCD0000${sets.length + 1}`, name, DOCTOR, input.DichVu_Ids as string[]);
      sets.push(saved);
      return { createBoChiDinhMau: saved };
    },
    CacDichVuYeuCau: (variables) => ({ cacDichVuYeuCau: state.orders.filter((order) => order.KhamBenh_Id === variables.KhamBenh_Id) }),
    CreateDichVuYeuCaus: (variables) => {
      refused('CreateDichVuYeuCaus');
      const lines = variables.input.DichVus as { DichVu_Id: string; NoiThucHien_Id: string; SoLuong: number }[];
      const confirmed: string[] = variables.confirmed ?? [];
      lines.forEach((line, index) => {
        const service = serviceOf(line.DichVu_Id)!;
        const waiting = state.orders.find((order) => order.TrangThai !== 'DaHuy' && order.ChiTiets.some((each) => each.DichVu_Id === line.DichVu_Id));
        if (waiting) {
          throw new MockRefusal('reception.serviceOrders.alreadyWaiting', `DichVus.${index}.DichVu_Id`, { code: service.MaDichVu, number: waiting.SoPhieuYeuCau },
            `Dịch vụ ${service.MaDichVu} đã được chỉ định (phiếu ${waiting.SoPhieuYeuCau}) và đang chờ thực hiện`);
        }
        if (state.doneToday.includes(line.DichVu_Id) && !confirmed.includes('reception.serviceOrders.orderedToday')) {
          throw new MockRefusal('reception.serviceOrders.orderedToday', `DichVus.${index}.DichVu_Id`, { code: service.MaDichVu, number: 'YC260000001' },
            `Dịch vụ ${service.MaDichVu} đã được chỉ định và thực hiện hôm nay (phiếu YC260000001). Vẫn chỉ định lại?`, true);
        }
      });
      // One order per place of execution.
      const created = [...new Set(lines.map((line) => line.NoiThucHien_Id))].map((place): Order => {
        const number = `YC26000010${++serial}`;
        const room = [SAMPLE_ROOM, ULTRASOUND_ROOM].find((each) => each._id === place)!;
        return {
          _id: `yc-f8-${serial}`, SoPhieuYeuCau: number, TrangThai: variables.input.guiNgay ? 'SanSang' : 'Nhap', NgayYeuCau: Date.UTC(2026, 2, 5, 2), KhamBenh_Id: variables.idKhamBenh,
          TiepNhan_Id: 'tn-2', NoiThucHien_Id: room._id, TenNoiThucHien: room.TenPhongBan, TenBacSiChiDinh: 'BS. Trần Văn Khoa', ChanDoan: variables.input.ChanDoan, LaKhanCap: variables.input.LaKhanCap === true,
          ChiTiets: lines.filter((line) => line.NoiThucHien_Id === place).map((line) => {
            const service = serviceOf(line.DichVu_Id)!;
            return { _id: `${number}-${service._id}`, DichVu_Id: service._id, MaDichVu: service.MaDichVu, TenDichVu: service.TenDichVu, DonGia: service.DonGia, SoLuong: line.SoLuong, DaThuTien: false };
          }),
        };
      });
      state.orders.push(...created);
      return { createDichVuYeuCaus: created };
    },
    UpdateManyDichVuYeuCauNhapToSanSang: (variables) => {
      const sent = (variables.ids as string[]).map(orderOf);
      const notDraft = sent.find((order) => order.TrangThai !== 'Nhap');
      if (notDraft) throw new MockRefusal('reception.serviceOrders.stateIncorrect', 'ids', { number: notDraft.SoPhieuYeuCau }, `Trạng thái dịch vụ của phiếu ${notDraft.SoPhieuYeuCau} không đúng`);
      for (const order of sent) order.TrangThai = 'SanSang';
      return { updateManyDichVuYeuCauNhapToSanSang: sent };
    },
    RemoveDichVuYeuCaus: (variables) => {
      const removed = (variables.ids as string[]).map(orderOf);
      const paid = removed.find((order) => order.ChiTiets.some((line) => line.DaThuTien));
      if (paid) throw new MockRefusal('reception.serviceOrders.paid', 'ids', { number: paid.SoPhieuYeuCau }, `Phiếu ${paid.SoPhieuYeuCau} đã thu tiền, không thể xoá`);
      state.orders = state.orders.filter((order) => !removed.includes(order));
      return { removeDichVuYeuCaus: true };
    },
  };
}
