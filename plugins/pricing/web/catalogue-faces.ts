// The catalogues plugin's services and treatment courses as pricing reaches them: through their GraphQL search
// only (a plugin never imports another's files), so only the code and the name, which a picker shows, are described.
import { defineCatalogue, field, type AnyCatalogue, type Label } from '@his/sdk';
import { pricingCatalogues } from '../rules/catalogues';

const label = (vi: string, en: string): Label => ({ vi, en });

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

/** Every catalogue a pricing screen may pick from, by name: its own, and the faces of the catalogues plugin's. */
export const KNOWN_CATALOGUES: ReadonlyMap<string, AnyCatalogue> = new Map(
  [...pricingCatalogues, dichVuFace, lieuTrinhFace].map((descriptor) => [descriptor.name, descriptor]),
);
