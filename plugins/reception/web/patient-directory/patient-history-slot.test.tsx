// @vitest-environment happy-dom
// A patient's details offer the patient's audit history through administration's recordHistory slot: the patient as
// the audit entries name them (BenhNhan and the patient's id), titled by name.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMockClient, mockSession } from '@his/sdk/testing';
import { renderInHost } from '@his/sdk/testing/render';
import type { ComposedFill } from '@his/sdk/web';
import { recordHistory, type RecordHistoryProps } from '../../../admin/contract';
import vi from '../../locales/vi.json';
import en from '../../locales/en.json';
import { PATIENT_READ } from '../../rules/permissions';
import { PatientDetails } from './patient-details';

const AN = {
  _id: 'bn-an', MaYTe: '26000001', TenBenhNhan: 'Nguyễn Văn An', NgaySinh: Date.UTC(1985, 2, 14, 17), NamSinh: 1985, Tuoi: 41, LoaiTuoi: 'Nam', GioiTinh: 'MALE',
  SoDienThoai: '0912000001', CMNDHoacHoChieu: null, Email: null, fullAddress: 'Số 12 Hàng Bông, Phường Hoàn Kiếm, Thành phố Hà Nội', SoTheBHYT: null,
  NhanVienPhuTrach_Id: null, TenNhanVienPhuTrach: null, TenNguoiLienHe: null, QuanHeNguoiLienHe: null, SoDienThoaiNguoiLienHe: null, TienSuDiUng: null,
  TienSuBenh: null, GhiChu: null, TuVong: false, IdTiepNhanDangXet: null, createdAt: 0,
};

// Stands for administration's history button: shows what the details pass it.
function FakeHistory({ entity, entityId, recordName }: RecordHistoryProps) {
  return <button type="button">{`history ${entity} ${entityId} ${recordName}`}</button>;
}

describe('the history of a patient from the patient\'s details', () => {
  it('When a patient is opened / Then their history is offered for BenhNhan and their id, named by the patient', async () => {
    const fill = { slot: recordHistory, id: 'record-history', pluginId: 'admin', component: async () => ({ default: FakeHistory }) } as ComposedFill;
    const client = createMockClient({ BenhNhanChiTiet: () => ({ benhNhan: AN, lichSuTiepNhan: [], getDiaChiGiaoHangs: [] }) });
    await renderInHost(<PatientDetails id="bn-an" onClose={() => undefined} />, {
      locales: { reception: { vi, en } }, client, session: mockSession([PATIENT_READ]), slotFills: new Map([[recordHistory.id, [fill]]]),
    });
    expect(await screen.findByRole('button', { name: 'history BenhNhan bn-an Nguyễn Văn An' })).toBeTruthy();
  });
});
