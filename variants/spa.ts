// The spa variant: reception, services, promotions and fees for a beauty and wellness clinic.
import { defineVariant } from '@his/sdk';

export default defineVariant({
  id: 'spa',
  title: { vi: 'Thẩm mỹ viện Hòa Bình', en: 'Hoa Binh Spa' },
  appType: 'HIS',
  systemType: 'SPA',
  settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: { isCoGiaVienPhi: true }, print: {}, smartPharma: {} },
  plugins: ['home', 'catalogues', 'pricing', 'admin'],
});
