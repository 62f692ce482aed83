// The faces of other plugins' catalogues this plugin's pickers search (code and name, all a picker shows): the
// pharmacy's drugs and supplies, and the catalogues plugin's surgery and anaesthesia methods, whose contracts publish
// no face of them yet. Their search operations are the catalogue engine's own.
import { defineCatalogue, field } from '@his/sdk';

export const duocFace = defineCatalogue({
  name: 'DM_Duoc',
  title: { vi: 'Thuốc, vật tư y tế', en: 'Drugs and medical supplies' },
  codeField: 'MaDuoc',
  nameField: 'TenDuoc',
  scope: 'node',
  fields: {
    MaDuoc: field.text({ label: { vi: 'Mã thuốc, vật tư', en: 'Drug or supply code' }, required: true, maxLength: 50 }),
    TenDuoc: field.text({ label: { vi: 'Tên thuốc, vật tư', en: 'Drug or supply name' }, required: true, maxLength: 300 }),
  },
});

export const phuongPhapPhauThuatFace = defineCatalogue({
  name: 'DM_PhuongPhapPhauThuat',
  title: { vi: 'Phương pháp phẫu thuật', en: 'Surgical method' },
  codeField: 'MaPhuongPhapPhauThuat',
  nameField: 'TenPhuongPhapPhauThuat',
  fields: {
    MaPhuongPhapPhauThuat: field.text({ label: { vi: 'Mã phương pháp', en: 'Method code' }, required: true, maxLength: 50 }),
    TenPhuongPhapPhauThuat: field.text({ label: { vi: 'Tên phương pháp phẫu thuật', en: 'Surgical method' }, required: true, maxLength: 500 }),
  },
});

export const phuongPhapVoCamFace = defineCatalogue({
  name: 'DM_PhuongPhapVoCam',
  title: { vi: 'Phương pháp vô cảm', en: 'Anaesthesia method' },
  codeField: 'MaPhuongPhapVoCam',
  nameField: 'TenPhuongPhapVoCam',
  fields: {
    MaPhuongPhapVoCam: field.text({ label: { vi: 'Mã phương pháp', en: 'Method code' }, required: true, maxLength: 50 }),
    TenPhuongPhapVoCam: field.text({ label: { vi: 'Tên phương pháp vô cảm', en: 'Anaesthesia method' }, required: true, maxLength: 500 }),
  },
});
