// Pricing: price lists (/gia-dich-vu) with their release and a price lookup, and the patient groups, price types and
// patient-group categories that decide which list prices a patient's services (/doi-tuong/:child?).
import { SIGNED_IN } from '@his/sdk';
import { definePlugin, eventSubscriptions, menuItem, onAppEvent, route, type SubscriptionHandler, type SubscriptionHandlers } from '@his/sdk/web';
import { priceListActions, priceListEvents } from './contract';

const pages = () => import('./web/pages');

// What a price-list write can change on screen: the lists, a list, the current list, unit prices and histories.
const PRICE_TYPENAMES = ['DM_BangGia', 'DM_BangGiaPage', 'DM_BangGiaHienHanh', 'BangGiaTheoLoaiGia', 'DonGiaDichVu', 'LichSuGiaDichVu'];
const refreshPrices: SubscriptionHandler = (_event, context) => context.refetch(PRICE_TYPENAMES);
// A release changes which list is current, so any price on any screen may change, and a lookup that was refused
// ("no price") holds no type to be found by: every active query is read again. Releases are a few a year.
const refreshEverything: SubscriptionHandler = (_event, context) => context.refetch();

// Kept as names, not descriptors: this file is in the login bundle.
const catalogueRefresh = (name: string, alsoPrices: boolean): Record<string, SubscriptionHandler> => {
  const refresh: SubscriptionHandler = (_event, context) => context.refetch([name, `${name}Page`, ...(alsoPrices ? PRICE_TYPENAMES : [])]);
  return { create: refresh, update: refresh, remove: refresh, import: refresh };
};

const subscriptions: SubscriptionHandlers = {
  ...eventSubscriptions(
    onAppEvent(priceListEvents.create, refreshPrices),
    onAppEvent(priceListEvents.update, refreshPrices),
    onAppEvent(priceListEvents.delete, refreshPrices),
    onAppEvent(priceListEvents.release, refreshEverything),
  ),
  DM_LoaiGia: catalogueRefresh('DM_LoaiGia', true),
  DM_NhomDoiTuong: catalogueRefresh('DM_NhomDoiTuong', false),
  // A patient group's price types decide its unit prices.
  DM_DoiTuong: catalogueRefresh('DM_DoiTuong', true),
};

export default definePlugin({
  id: 'pricing',
  title: 'pricing.title',
  requires: ['catalogues'],
  routes: [
    // Anyone whose menu lists it may read prices; writing and releasing need pricing.priceList.*, checked by the server.
    route('/gia-dich-vu', () => pages().then((module) => module.PriceListPage), { title: 'pricing.page.priceLists', permission: SIGNED_IN }),
    route('/doi-tuong/:child?', () => pages().then((module) => module.PatientGroupsPage), { title: 'pricing.group.patientGroups', permission: SIGNED_IN }),
  ],
  menu: [
    menuItem('pricing.menu.priceLists', '/gia-dich-vu', { order: 70 }),
    menuItem('pricing.menu.patientGroups', '/doi-tuong', { order: 71 }),
  ],
  subscriptions,
  slots: [priceListActions],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
