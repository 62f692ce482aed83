// Pharmacy: no page of its own yet (stock screens come with the pharmacy module); its stock event refreshes what
// screens read of stock, such as a prescription's drug picker.
import { definePlugin, eventSubscriptions, onAppEvent, type SubscriptionHandler } from '@his/sdk/web';
import { stockEvents } from './contract';

const refreshStock: SubscriptionHandler = (_event, context) => context.refetch(['StockModel', 'LoThuoc', 'PhieuNhapKho']);

export default definePlugin({
  id: 'pharmacy',
  title: 'pharmacy.title',
  requires: ['catalogues'],
  subscriptions: eventSubscriptions(onAppEvent(stockEvents.update, refreshStock)),
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
