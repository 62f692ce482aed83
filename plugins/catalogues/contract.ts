// The catalogues' contract, the only file of this plugin that others may import: the faces of the catalogues other
// plugins pick rows from through the GraphQL search (a picker shows the code and the name, so only those are
// described; the full descriptors stay in rules/).
import { defineCatalogue, field, type Label } from '@his/sdk';

const label = (vi: string, en: string): Label => ({ vi, en });

/** Services (DM_DichVu): priced by pricing, ordered by examination, done by paraclinical. */
export const dichVuFace = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true }),
    TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true }),
  },
});

/** Treatment courses (DM_LieuTrinh): a service done a number of times, priced as one. */
export const lieuTrinhFace = defineCatalogue({
  name: 'DM_LieuTrinh',
  title: label('Liệu trình', 'Treatment course'),
  codeField: 'MaLieuTrinh',
  nameField: 'TenLieuTrinh',
  fields: {
    MaLieuTrinh: field.text({ label: label('Mã liệu trình', 'Course code'), required: true }),
    TenLieuTrinh: field.text({ label: label('Tên liệu trình', 'Course name'), required: true }),
  },
});
