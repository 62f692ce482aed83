// The public-health laboratory (CDC) variant: contracts, samples, indicators, results and their issuing.
import { defineVariant } from '@his/sdk';

export default defineVariant({
  id: 'cdc',
  title: { vi: 'Trung tâm Kiểm soát bệnh tật', en: 'Centre for Disease Control' },
  appType: 'CDC',
  systemType: 'CDC',
  settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} },
  plugins: ['home', 'catalogues', 'pricing', 'admin', 'cdc-lab'],
});
