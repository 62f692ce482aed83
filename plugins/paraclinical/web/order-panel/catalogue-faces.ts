// The face of the equipment catalogue (DM_ThietBi, kept by the catalogues plugin) that the device picker searches: its
// code and name, which is all a picker shows. The catalogues' contract publishes no face of it yet.
import { defineCatalogue, field } from '@his/sdk';

export const thietBiFace = defineCatalogue({
  name: 'DM_ThietBi',
  title: { vi: 'Thiết bị', en: 'Equipment' },
  codeField: 'MaThietBi',
  nameField: 'TenThietBi',
  scope: 'node',
  fields: {
    MaThietBi: field.text({ label: { vi: 'Mã thiết bị', en: 'Equipment code' }, required: true, maxLength: 50 }),
    TenThietBi: field.text({ label: { vi: 'Tên thiết bị', en: 'Equipment name' }, required: true, maxLength: 500 }),
  },
});
