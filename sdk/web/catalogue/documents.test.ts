import { describe, expect, it } from 'vitest';
import { defineCatalogue, field, type AnyCatalogue } from '../../shared/catalogue';
import { catalogueDocuments } from './documents';
import { listColumns } from './list-columns';

const label = (vi: string) => ({ vi, en: vi });
const chucVu = defineCatalogue({
  name: 'DM_ChucVu', title: label('Chức vụ'), codeField: 'MaChucVu', nameField: 'TenChucVu',
  fields: { MaChucVu: field.text({ label: label('Mã'), required: true }), TenChucVu: field.text({ label: label('Tên'), required: true }) },
});
const nhanVien = defineCatalogue({
  name: 'NhanVien', title: label('Nhân viên'), codeField: 'MaNhanVien', nameField: 'TenNhanVien',
  fields: {
    MaNhanVien: field.text({ label: label('Mã'), required: true }),
    TenNhanVien: field.text({ label: label('Tên'), required: true }),
    ChucVu_Id: field.ref('DM_ChucVu', { label: label('Chức vụ') }),
    ChucDanh_Id: field.ref('DM_ChucDanh', { label: label('Chức danh') }),
  },
  listColumns: ['MaNhanVien', 'TenNhanVien', 'ChucVu_Id'],
});
const known = new Map<string, AnyCatalogue>([[chucVu.name, chucVu], [nhanVien.name, nhanVien]]);
const texts = { yes: '✓', status: 'Trạng thái', active: 'Đang dùng', suspended: 'Tạm ngừng', actions: 'Thao tác' };

describe('a list\'s reference columns', () => {
  it('read the code and name of the rows their listed refs point to, and only those of known catalogues', () => {
    const { list, byId } = catalogueDocuments(nhanVien, { known, listed: ['MaNhanVien', 'TenNhanVien', 'ChucVu_Id', 'ChucDanh_Id'] });
    expect(list).toContain('ChucVu { _id MaChucVu TenChucVu }');
    expect(list).not.toContain('ChucDanh {');
    expect(byId).not.toContain('ChucVu {');
  });

  it('show the name of the row pointed to, and nothing for a row without one', () => {
    const [, , position] = listColumns(nhanVien, known, 'vi', texts, [], () => null);
    expect(position!.id).toBe('ChucVu_Id');
    const row = { _id: 'n1', TamNgung: false, ChucVu_Id: 'c1', ChucVu: { _id: 'c1', MaChucVu: 'BS', TenChucVu: 'Bác sĩ' } };
    expect(position!.accessor!(row)).toBe('Bác sĩ');
    expect(position!.accessor!({ _id: 'n2', TamNgung: false, ChucVu_Id: null, ChucVu: null })).toBe('');
  });
});
