// The receiving facilities (DM_BenhVien, kept by catalogues) as the transfer form picks them: code and name through
// the catalogue's own searchDM_BenhVien. Catalogues publishes no face for this table yet, so the form describes the
// two columns it shows here.
import { defineCatalogue, field } from '@his/sdk';

export const benhVienFace = defineCatalogue({
  name: 'DM_BenhVien',
  title: { vi: 'Cơ sở khám bệnh, chữa bệnh', en: 'Health facility' },
  codeField: 'MaBenhVien',
  nameField: 'TenBenhVien',
  fields: {
    MaBenhVien: field.text({ label: { vi: 'Mã cơ sở KCB', en: 'Facility code' }, required: true, maxLength: 5 }),
    TenBenhVien: field.text({ label: { vi: 'Tên cơ sở KCB', en: 'Facility name' }, required: true, maxLength: 500 }),
  },
});
