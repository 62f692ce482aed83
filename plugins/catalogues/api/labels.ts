// Names of the arguments of the plugin's own operations, for messages naming a field ('Giường bệnh: …'), the
// permission of department links, and the places the links use services and beds.
import type { Label, MessageCatalog } from '@his/sdk';
import { catalogueUsage, type CatalogueUsage, type PermissionDeclaration } from '@his/sdk/server';
import { STAFF_ACCOUNT_LABELS } from '../rules/staff';
import { DEPARTMENT_LINKS_WRITE } from '../rules/department-links';


export const operationPermissions: readonly PermissionDeclaration[] = [
  { code: DEPARTMENT_LINKS_WRITE, title: { vi: 'Gán dịch vụ, kho dược và giường cho khoa, phòng', en: 'Assign services, pharmacy stores and beds to departments' } },
];

const ARGUMENT_LABELS: Readonly<Record<string, Label>> = {
  idPhongBan: { vi: 'Khoa, phòng', en: 'Department' },
  idDichVu: { vi: 'Dịch vụ', en: 'Service' },
  idDichVus: { vi: 'Dịch vụ của khoa, phòng', en: 'Department services' },
  idKhoDuocs: { vi: 'Kho dược của khoa, phòng', en: 'Department pharmacy stores' },
  idGiuongs: { vi: 'Giường của khoa, phòng', en: 'Department beds' },
  maLoaiDichVu: { vi: 'Loại dịch vụ', en: 'Service type' },
  maChucVus: { vi: 'Chức vụ', en: 'Positions' },
  maXaCu: { vi: 'Mã xã cũ', en: 'Old commune code' },
  maTinhCu: { vi: 'Mã tỉnh cũ', en: 'Old province code' },
  ...STAFF_ACCOUNT_LABELS,
};

export const argumentLabels = (lang: 'vi' | 'en'): MessageCatalog =>
  Object.fromEntries(Object.entries(ARGUMENT_LABELS).map(([name, label]) => [`field.${name}`, label[lang]]));

// Removing a service or a bed that a department lists is refused, naming the list.
export const departmentLinkUsages: readonly CatalogueUsage[] = [
  catalogueUsage({ catalogue: 'DM_DichVu', table: 'PhongBan_DichVu', column: 'DichVu_Id', label: ARGUMENT_LABELS.idDichVus! }),
  catalogueUsage({ catalogue: 'DM_GiuongBenh', table: 'PhongBan_Giuong', column: 'Giuong_Id', label: ARGUMENT_LABELS.idGiuongs! }),
];
