// The health-check (KSK) variant: corporate and periodic health-check contracts and conclusions.
import { defineVariant } from '@his/sdk';

export default defineVariant({
  id: 'ksk',
  title: { vi: 'Trung tâm Khám sức khỏe Hòa Bình', en: 'Hoa Binh Health Check Centre' },
  appType: 'HIS',
  systemType: 'KSK',
  settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: { isCoGiaVienPhi: true }, print: {}, smartPharma: {} },
  plugins: ['home', 'catalogues', 'pricing', 'admin'],
});
