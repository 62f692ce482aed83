// A small variant's pages for the profile editor's tests and stories: home, reception, the cashier and the
// administration, each page behind the permission the real one names, with their menu titles in both languages.
import { defineVariant, SIGNED_IN } from '@his/sdk';
import { composeWebPlugins, definePlugin, menuItem, route, type Namespaces, type VariantPages } from '@his/sdk/web';
import { AUDIT_READ_PERMISSION } from '../../contract';

const page = async () => () => null;
const noLocales = { vi: async () => ({}), en: async () => ({}) };

const plugins = [
  definePlugin({
    id: 'home', title: 'home.title', locales: noLocales,
    routes: [route('/trang-chu', page, { title: 'home.title', permission: SIGNED_IN })],
    menu: [menuItem('home.menu.title', '/trang-chu', { icon: 'home', order: 0 })],
  }),
  definePlugin({
    id: 'reception', title: 'reception.title', locales: noLocales,
    routes: [
      route('/tiep-nhan-ngoai-tru', page, { title: 'reception.title', permission: 'reception.receive' }),
      route('/benh-nhan/:child?', page, { title: 'reception.title', permission: 'reception.patient.read' }),
    ],
    menu: [menuItem('reception.menu.outpatient', '/tiep-nhan-ngoai-tru', { order: 10 }), menuItem('reception.menu.patients', '/benh-nhan', { order: 11 })],
  }),
  definePlugin({
    id: 'cashier', title: 'cashier.title', locales: noLocales,
    routes: [
      route('/vien-phi-ngoai-tru', page, { title: 'cashier.title', permission: 'cashier.collect' }),
      route('/quyen-bien-lai', page, { title: 'cashier.title', permission: 'cashier.books' }),
    ],
    menu: [menuItem('cashier.menu.fees', '/vien-phi-ngoai-tru', { order: 20 }), menuItem('cashier.menu.books', '/quyen-bien-lai', { order: 21 })],
  }),
  definePlugin({
    id: 'admin', title: 'admin.title', locales: noLocales,
    routes: [
      route('/quan-tri-he-thong/nguoi-dung', page, { title: 'admin.users.title', permission: 'auth.users.read' }),
      route('/lich-su-thao-tac', page, { title: 'admin.audit.title', permission: AUDIT_READ_PERMISSION }),
    ],
    menu: [menuItem('admin.menu.users', '/quan-tri-he-thong/nguoi-dung', { order: 89 }), menuItem('admin.menu.auditHistory', '/lich-su-thao-tac', { placement: 'right', order: 91 })],
  }),
];

const variant = defineVariant({
  id: 'profiles-test', title: { vi: 'Bệnh viện', en: 'Hospital' }, appType: 'HIS', systemType: 'BENH_VIEN', plugins: [] as never,
  settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} },
});
const app = composeWebPlugins(variant, plugins);

export const FAKE_VARIANT_PAGES: VariantPages = { routes: app.routes, menu: app.menu, plugins };

/** The other plugins' menu titles and names, as the host loads them after sign-in. */
export const FAKE_PLUGIN_LOCALES: Namespaces = {
  home: { vi: { 'home.title': 'Trang chủ', 'home.menu.title': 'Trang chủ' }, en: { 'home.title': 'Home', 'home.menu.title': 'Home' } },
  reception: {
    vi: { 'reception.title': 'Tiếp đón', 'reception.menu.outpatient': 'Tiếp nhận ngoại trú', 'reception.menu.patients': 'Bệnh nhân' },
    en: { 'reception.title': 'Reception', 'reception.menu.outpatient': 'Outpatient reception', 'reception.menu.patients': 'Patients' },
  },
  cashier: {
    vi: { 'cashier.title': 'Viện phí', 'cashier.menu.fees': 'Viện phí ngoại trú', 'cashier.menu.books': 'Quyển biên lai' },
    en: { 'cashier.title': 'Fees', 'cashier.menu.fees': 'Outpatient fees', 'cashier.menu.books': 'Receipt books' },
  },
};
