// How the audit history names the department links this plugin records, their mutations, and the unit kinds
// the core's unit entries hold (the catalogues plugin owns the unit screen and its words).
import { ORGANISATION_TABLE } from '@his/sdk';
import type { AuditLabels } from '@his/sdk/server';

// A link entry's record is the department, a core unit: its name is looked up there.
const department = { table: ORGANISATION_TABLE, column: 'name' };

export const departmentLinkAuditLabels: AuditLabels = {
  entities: {
    PhongBan_DichVu: {
      label: { vi: 'Dịch vụ của khoa, phòng', en: 'Department services' },
      name: department,
      fields: { DichVu_Ids: { vi: 'Dịch vụ', en: 'Services' } },
      refs: { DichVu_Ids: 'DM_DichVu' },
    },
    PhongBan_KhoDuoc: {
      label: { vi: 'Kho dược của khoa, phòng', en: 'Department pharmacy stores' },
      name: department,
      fields: { KhoDuoc_Ids: { vi: 'Kho dược', en: 'Pharmacy stores' } },
      refs: { KhoDuoc_Ids: 'Node' },
    },
    PhongBan_Giuong: {
      label: { vi: 'Giường của khoa, phòng', en: 'Department beds' },
      name: department,
      fields: { Giuong_Ids: { vi: 'Giường', en: 'Beds' } },
      refs: { Giuong_Ids: 'DM_GiuongBenh' },
    },
    Node: {
      label: { vi: 'Đơn vị', en: 'Unit' },
      values: { category: 'catalogues.orgUnits.category.{value}', roomType: 'catalogues.orgUnits.roomType.{value}' },
    },
  },
  operations: {
    setDichVuPhongBan: { vi: 'Gán dịch vụ cho khoa, phòng', en: 'Assign services to a department' },
    setKhoDuocPhongBan: { vi: 'Gán kho dược cho khoa, phòng', en: 'Assign pharmacy stores to a department' },
    setGiuongPhongBan: { vi: 'Gán giường cho khoa, phòng', en: 'Assign beds to a department' },
  },
};
