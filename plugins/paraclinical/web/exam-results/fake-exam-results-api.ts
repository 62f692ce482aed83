// A fake of the paraclinical API for the exam's test results tab, in stories and component tests: one visit with a
// lab request (glucose returned high, the blood count not yet returned) and an ultrasound report; the technician's
// return and the doctor's "read" change that state as the server would. Any other operation fails (mock client).
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { KetQuaClsTheoTiepNhanQuery } from '../../generated/graphql';

type Order = KetQuaClsTheoTiepNhanQuery['ketQuaCLSTheoTiepNhan'][number];

// 5 March 2026, 08:00 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 1, 0);
export const VISIT_ID = 'tn-7';

const order = (values: Partial<Order> & Pick<Order, '_id' | 'SoPhieuYeuCau'>): Order => ({
  TrangThai: 'SanSang', LaKhanCap: false, NgayYeuCau: MORNING, NgayTraKetQua: null, TenNoiThucHien: 'Phòng lấy mẫu xét nghiệm',
  MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-SH', NoiDung: null, KetLuan: null, NhanXet: null, ChiTiets: [], KetQuas: [], ...values,
});

const result = (id: string, ChiTiet_Id: string, ThuTu: number, TenXetNghiem: string, KetQua: string | null, DonViTinh: string, MucBinhThuong: string, CanhBao: string | null = null) =>
  ({ _id: id, ChiTiet_Id, ThuTu, TenXetNghiem, KetQua, DonViTinh, MucBinhThuong, CanhBao });

/** The visit's orders: glucose returned at 09:10 (9.8 mmol/L, high), the blood count taken, an ultrasound reported. */
export function sampleVisitOrders(): Order[] {
  return [
    order({
      _id: 'yc-glu', SoPhieuYeuCau: 'CD2603050011', TrangThai: 'CoKetQua', NgayTraKetQua: MORNING + 70 * 60_000,
      ChiTiets: [{ _id: 'ct-glu', TenDichVu: 'Định lượng Glucose', MaDichVu: 'XN-GLU' }],
      KetQuas: [result('kq-glu', 'ct-glu', 1, 'Glucose', '9.8', 'mmol/L', '3,9 - 6,4', 'Cao')],
    }),
    order({
      _id: 'yc-cbc', SoPhieuYeuCau: 'CD2603050012', TrangThai: 'ChuaKetQua', LaKhanCap: true, NgayYeuCau: MORNING + 60_000,
      ChiTiets: [{ _id: 'ct-cbc', TenDichVu: 'Tổng phân tích tế bào máu ngoại vi', MaDichVu: 'XN-TPTTBM' }],
      KetQuas: [result('kq-wbc', 'ct-cbc', 1, 'WBC', null, 'G/L', '4 - 10'), result('kq-hgb', 'ct-cbc', 2, 'HGB', null, 'g/L', '120 - 160')],
    }),
    order({
      _id: 'yc-sa', SoPhieuYeuCau: 'CD2603050013', TrangThai: 'DaXemKetQua', NgayTraKetQua: MORNING + 40 * 60_000, TenNoiThucHien: 'Phòng siêu âm',
      MaLoaiDichVu: 'SieuAm', MaNhomDichVu: 'SA', NoiDung: 'Gan không to, nhu mô đồng nhất.\nTúi mật không sỏi.', KetLuan: 'Siêu âm bụng tổng quát bình thường',
      ChiTiets: [{ _id: 'ct-sa', TenDichVu: 'Siêu âm ổ bụng tổng quát', MaDichVu: 'SA-OB' }],
    }),
    // A draft and a cancelled order: not sent, or never to be done.
    order({ _id: 'yc-nhap', SoPhieuYeuCau: 'CD2603050014', TrangThai: 'Nhap', ChiTiets: [{ _id: 'ct-nhap', TenDichVu: 'Định lượng Ure', MaDichVu: 'XN-URE' }] }),
    order({ _id: 'yc-huy', SoPhieuYeuCau: 'CD2603050015', TrangThai: 'DaHuy', ChiTiets: [{ _id: 'ct-huy', TenDichVu: 'Định lượng Creatinin', MaDichVu: 'XN-CRE' }] }),
  ];
}

export interface FakeExamResultsApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  orders: Order[];
  /** What the technician's return does on the server: the values written, the order returned now. */
  returnResult(id: string, values: Record<string, { KetQua: string; CanhBao?: string | null }>, at?: number): void;
}

export function createFakeExamResultsApi(orders: Order[] = sampleVisitOrders()): FakeExamResultsApi {
  const calls: MockCall[] = [];
  const find = (id: string) => {
    const found = orders.find((each) => each._id === id);
    if (!found) throw new MockRefusal('paraclinical.notFound', 'id');
    return found;
  };
  const client = createMockClient({
    KetQuaClsTheoTiepNhan: ({ TiepNhan_Id }) => ({ ketQuaCLSTheoTiepNhan: TiepNhan_Id === VISIT_ID ? orders : [] }),
    DanhDauDaXemKetQua: ({ id }) => {
      const found = find(id);
      if (found.TrangThai !== 'CoKetQua') throw new MockRefusal('paraclinical.moveNotAllowed', 'id');
      found.TrangThai = 'DaXemKetQua';
      return { updateDichVuYeuCauState: { _id: found._id, TrangThai: found.TrangThai } };
    },
  }, { calls });
  return {
    client,
    calls,
    orders,
    returnResult(id, values, at = MORNING + 90 * 60_000) {
      const found = find(id);
      found.KetQuas = found.KetQuas.map((row) => (values[row.TenXetNghiem] ? { ...row, KetQua: values[row.TenXetNghiem]!.KetQua, CanhBao: values[row.TenXetNghiem]!.CanhBao ?? null } : row));
      found.TrangThai = 'CoKetQua';
      found.NgayTraKetQua = at;
    },
  };
}
