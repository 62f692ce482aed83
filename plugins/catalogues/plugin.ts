// Catalogues: every list the clinical screens pick from (services, ICD-10, ethnicities, administrative units,
// equipment, …), each with its list and edit dialog built from its descriptor in rules/.
import { SIGNED_IN } from '@his/sdk';
import { definePlugin, menuItem, route, type SubscriptionHandlers } from '@his/sdk/web';
import { CATALOGUE_NAMES } from './rules/names';

const pages = () => import('./web/pages');

// Another user's change to a catalogue refreshes the lists that show it.
const subscriptions: SubscriptionHandlers = Object.fromEntries(
  CATALOGUE_NAMES.map((name) => {
    const refresh = (_event: unknown, context: { refetch(typenames?: readonly string[]): void }) => context.refetch([name, `${name}Page`]);
    return [name, { create: refresh, update: refresh, remove: refresh, import: refresh }];
  }),
);

export default definePlugin({
  id: 'catalogues',
  title: 'catalogues.title',
  // Every catalogue's list is every signed-in user's (no descriptor names a read permission); writing needs its
  // write permission, which the server checks and the page shows.
  routes: [
    route('/he-thong-danh-muc/:child?', () => pages().then((module) => module.SystemCataloguesPage), { title: 'catalogues.group.system', permission: SIGNED_IN }),
    route('/dich-vu/:child?', () => pages().then((module) => module.ServiceCataloguesPage), { title: 'catalogues.group.services', permission: SIGNED_IN }),
    route('/can-lam-sang/:child?', () => pages().then((module) => module.ParaclinicalCataloguesPage), { title: 'catalogues.group.paraclinical', permission: SIGNED_IN }),
    route('/kham-suc-khoe/:child?', () => pages().then((module) => module.KskCataloguesPage), { title: 'catalogues.group.ksk', permission: SIGNED_IN }),
    route('/icd-thuong-dung/:child?', () => pages().then((module) => module.IcdCataloguesPage), { title: 'catalogues.group.icd', permission: SIGNED_IN }),
    route('/thiet-bi', () => pages().then((module) => module.EquipmentPage), { title: 'catalogues.page.equipment', permission: SIGNED_IN }),
    route('/loai-khach-hang', () => pages().then((module) => module.CustomerTypesPage), { title: 'catalogues.page.customerTypes', permission: SIGNED_IN }),
    route('/chuc-vu', () => pages().then((module) => module.PositionsPage), { title: 'catalogues.page.positions', permission: SIGNED_IN }),
    route('/nhan-vien', () => pages().then((module) => module.StaffPage), { title: 'catalogues.page.staff', permission: SIGNED_IN }),
    // Units are the auth service's; changing them needs auth.nodes.manage, checked by the server.
    route('/co-so-to-chuc', () => pages().then((module) => module.OrgUnitsPage), { title: 'catalogues.page.orgUnits', permission: SIGNED_IN }),
  ],
  menu: [
    menuItem('catalogues.menu.system', '/he-thong-danh-muc', { icon: 'inbox', order: 60 }),
    menuItem('catalogues.menu.services', '/dich-vu', { order: 61 }),
    menuItem('catalogues.menu.paraclinical', '/can-lam-sang', { order: 62 }),
    menuItem('catalogues.menu.icd', '/icd-thuong-dung', { order: 63 }),
    menuItem('catalogues.menu.ksk', '/kham-suc-khoe', { order: 64 }),
    menuItem('catalogues.menu.equipment', '/thiet-bi', { order: 65 }),
    menuItem('catalogues.menu.customerTypes', '/loai-khach-hang', { order: 66 }),
    menuItem('catalogues.menu.positions', '/chuc-vu', { order: 67 }),
    menuItem('catalogues.menu.staff', '/nhan-vien', { icon: 'user', order: 68 }),
    menuItem('catalogues.menu.orgUnits', '/co-so-to-chuc', { order: 69 }),
  ],
  subscriptions,
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
