// @vitest-environment happy-dom
// The patient directory as staff use it: a page of patients found by name, a patient's details with the visit
// history, and the server's word when a patient who came cannot be removed.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockClient, MockRefusal, mockSession, type MockCall } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ, PATIENT_WRITE } from '../../rules/permissions';
import { PatientDetails } from './patient-details';
import { PatientList } from './patient-list';

const AN = {
  _id: 'bn-an', MaYTe: '26000001', TenBenhNhan: 'Nguyễn Văn An', NgaySinh: Date.UTC(1985, 2, 14, 17), NamSinh: 1985, Tuoi: 41, LoaiTuoi: 'Nam', GioiTinh: 'MALE',
  SoDienThoai: '0912000001', CMNDHoacHoChieu: null, Email: null, fullAddress: 'Số 12 Hàng Bông, Phường Hoàn Kiếm, Thành phố Hà Nội', SoTheBHYT: 'DN4019900000001',
  NhanVienPhuTrach_Id: null, TenNhanVienPhuTrach: null, TenNguoiLienHe: null, QuanHeNguoiLienHe: null, SoDienThoaiNguoiLienHe: null, TienSuDiUng: 'Penicillin',
  TienSuBenh: null, GhiChu: null, TuVong: false, IdTiepNhanDangXet: null, createdAt: 0,
};
const VISIT = {
  _id: 'tn-1', MaTiepNhan: 'TN26000001', LoaiTiepNhan: 'NgoaiTru', TrangThai: 'HoanTat', NgayTiepNhan: Date.UTC(2026, 10, 20, 1, 30), TenDoiTuong: 'Bảo hiểm y tế',
  SoTheBHYT: 'DN4019900000001', MucHuong: 4, CapCuu: false, LyDoHuy: null,
  DichVuYeuCaus: [{ _id: 'yc-1', SoPhieuYeuCau: 'YC260000001', TrangThai: 'SanSang', TenNoiThucHien: 'Phòng khám Nội 1', SoThuTu: 3,
    ChiTiets: [{ _id: 'ct-1', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', DonGia: 42100, SoLuong: 1, DaThuTien: false }] }],
};

function render(ui: React.ReactElement, permissions: string[], refuseRemoval = false) {
  const calls: MockCall[] = [];
  const client = createMockClient(
    {
      BenhNhansPagination: (variables) => ({ benhNhansPagination: { total: 1, items: variables.searchInput?.searchString === 'khong co' ? [] : [AN] } }),
      BenhNhanChiTiet: () => ({ benhNhan: AN, lichSuTiepNhan: [VISIT], getDiaChiGiaoHangs: [] }),
      RemoveBenhNhan: () => {
        if (refuseRemoval) throw new MockRefusal('reception.patientHasVisits', 'ids', { code: AN.MaYTe }, 'Bệnh nhân 26000001 đã có lượt tiếp nhận, không xoá được');
        return { removeBenhNhan: [AN._id] };
      },
    },
    { calls },
  );
  renderInHost(ui, { locales: { reception: { vi, en } }, client, session: mockSession(permissions, { username: 'tiepdon', name: 'Ngô Thị Mai', profile: 'Tiếp đón' }) });
  return { calls, user: userEvent.setup({ delay: 5 }) };
}

describe('the patient directory', () => {
  it('When staff search by name / Then the patients found show with code, age, card and address, and the search is sent to the server', async () => {
    const { calls, user } = render(<PatientList openId={null} onOpen={() => undefined} />, [PATIENT_READ]);
    const table = await screen.findByRole('table', { name: 'Bảng bệnh nhân' });
    await within(table).findByText('Nguyễn Văn An');
    expect(table.textContent).toContain('26000001');
    expect(table.textContent).toContain('41 tuổi');
    expect(table.textContent).toContain('DN4019900000001');
    await user.type(screen.getByRole('searchbox', { name: /Tìm bệnh nhân/ }), 'khong co');
    await within(table).findByText('Không có bệnh nhân phù hợp');
    expect(calls.at(-1)).toMatchObject({ name: 'BenhNhansPagination', variables: { page: 1, searchInput: { searchString: 'khong co' } } });
  });

  it('When a patient is opened / Then the details and the visit history with its orders show', async () => {
    const { user } = render(<PatientDetails id="bn-an" onClose={() => undefined} />, [PATIENT_READ]);
    await screen.findByRole('heading', { name: 'Nguyễn Văn An · 26000001' });
    expect(screen.getByText('Penicillin')).toBeTruthy();
    // Reading only: no removal offered, the responsible staff cannot be changed.
    expect(screen.queryByRole('button', { name: 'Xoá bệnh nhân' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Lịch sử khám chữa bệnh' }));
    const history = await screen.findByRole('list', { name: 'Lịch sử khám chữa bệnh' });
    expect(history.textContent).toContain('TN26000001');
    expect(history.textContent).toContain('Đã hoàn tất');
    expect(history.textContent).toContain('Khám Nội — Phòng khám Nội 1 · số 3 · 42,100 đ');
  });

  it('When a patient who came is removed / Then the server\'s refusal is shown and the patient stays', async () => {
    const { calls, user } = render(<PatientDetails id="bn-an" onClose={() => undefined} />, [PATIENT_READ, PATIENT_WRITE], true);
    await user.click(await screen.findByRole('button', { name: 'Xoá bệnh nhân' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Xoá bệnh nhân' }));
    await screen.findByText('Bệnh nhân 26000001 đã có lượt tiếp nhận, không xoá được');
    expect(calls.filter((call) => call.name === 'RemoveBenhNhan')).toEqual([{ name: 'RemoveBenhNhan', variables: { ids: ['bn-an'] } }]);
    expect(screen.getByRole('heading', { name: 'Nguyễn Văn An · 26000001' })).toBeTruthy();
  });
});
