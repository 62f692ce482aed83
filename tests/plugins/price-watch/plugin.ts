// The test plugin's web side: a button in pricing's price-list editor, through the slot pricing's contract names.
import { definePlugin, fillSlot } from '@his/sdk/web';
import { priceListActions } from '../../../plugins/pricing/contract';

export default definePlugin({
  id: 'price-watch',
  title: 'price-watch.title',
  fills: [fillSlot(priceListActions, { id: 'watch', component: () => import('./web/watch-button') })],
  locales: { vi: async () => ({ 'price-watch.title': 'Theo dõi giá' }), en: async () => ({ 'price-watch.title': 'Price watch' }) },
});
