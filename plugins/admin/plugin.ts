// Administration: system settings (/quan-tri-he-thong/:key?), the audit history (/lich-su-thao-tac) and the sign-in
// locks (/khoa-dang-nhap) and the print templates (/mau-in).
import { definePlugin, menuItem, route } from '@his/sdk/web';

export default definePlugin({
  id: 'admin',
  title: 'admin.title',
  routes: [
    // Any profile whose menu lists it may read the settings (the server hides credentials from them);
    // only settings.edit may save, which the server checks and the page shows.
    route('/quan-tri-he-thong/:key?', () => import('./web/pages').then((module) => module.SystemSettingsPage), { title: 'admin.settings.title' }),
    route('/lich-su-thao-tac', () => import('./web/pages').then((module) => module.AuditHistoryPage), { title: 'admin.audit.title', permission: 'admin.audit.read' }),
    // The core's permission for managing accounts, which the server checks again.
    route('/khoa-dang-nhap', () => import('./web/pages').then((module) => module.LoginLocksPage), { title: 'admin.loginLocks.title', permission: 'auth.users.manage' }),
    // The core's print templates (/graphqltemplate): reading needs templates.read, saving templates.write.
    route('/mau-in', () => import('./web/pages').then((module) => module.PrintTemplatesPage), { title: 'admin.printTemplates.title', permission: 'templates.read' }),
  ],
  menu: [
    menuItem('admin.menu.settings', '/quan-tri-he-thong', { icon: 'settings', order: 90 }),
    menuItem('admin.menu.auditHistory', '/lich-su-thao-tac', { icon: 'history', placement: 'right', order: 91 }),
    menuItem('admin.menu.loginLocks', '/khoa-dang-nhap', { icon: 'user', placement: 'right', order: 92 }),
    menuItem('admin.menu.printTemplates', '/mau-in', { icon: 'printer', placement: 'right', order: 93 }),
  ],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
