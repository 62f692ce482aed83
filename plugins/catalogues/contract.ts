// The catalogues' contract, the only file of this plugin that others may import: the faces of the catalogues other
// plugins pick rows from through the GraphQL search (a picker shows the code and the name, so only those are
// described; the full descriptors stay in rules/).
import { catalogueEvents, defineCatalogue, defineEvent, field, type Label } from '@his/sdk';

const label = (vi: string, en: string): Label => ({ vi, en });

/** Services (DM_DichVu): priced by pricing, ordered by examination, done by paraclinical. */
export const dichVuFace = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true, maxLength: 50 }),
    TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true, maxLength: 500 }),
  },
});

/** Treatment courses (DM_LieuTrinh): a service done a number of times, priced as one. */
export const lieuTrinhFace = defineCatalogue({
  name: 'DM_LieuTrinh',
  title: label('Liệu trình', 'Treatment course'),
  codeField: 'MaLieuTrinh',
  nameField: 'TenLieuTrinh',
  fields: {
    MaLieuTrinh: field.text({ label: label('Mã liệu trình', 'Course code'), required: true, maxLength: 50 }),
    TenLieuTrinh: field.text({ label: label('Tên liệu trình', 'Course name'), required: true, maxLength: 500 }),
  },
});

/** Published after each create, update, remove and import of services: `onEvent(dichVuEvents.update, …)`. */
export const dichVuEvents = catalogueEvents(dichVuFace);

export const lieuTrinhEvents = catalogueEvents(lieuTrinhFace);

/** Published after a department's linked services, stores or beds are replaced, naming the department. */
export interface DepartmentLinksChange {
  idPhongBan: string;
}

export const departmentLinkEvents = {
  PhongBan_DichVu: defineEvent<DepartmentLinksChange>('PhongBan_DichVu', 'update'),
  PhongBan_KhoDuoc: defineEvent<DepartmentLinksChange>('PhongBan_KhoDuoc', 'update'),
  PhongBan_Giuong: defineEvent<DepartmentLinksChange>('PhongBan_Giuong', 'update'),
} as const;
