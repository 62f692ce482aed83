// The faces of the surgery and anaesthesia method catalogues (DM_PhuongPhapPhauThuat, DM_PhuongPhapVoCam, kept by the
// catalogues plugin) that the minutes' pickers search: code and name, all a picker shows. The catalogues' contract
// publishes no face of them yet.
import { defineCatalogue, field } from '@his/sdk';

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
