// The cashier's screens: outpatient fees with receipts, and the fee screens around them.
import { definePlugin } from '@his/sdk/web';

export default definePlugin({
  id: 'cashier',
  title: 'cashier.title',
  routes: [],
  menu: [],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
