// Administration: system settings (/quan-tri-he-thong/:key?), the users (/quan-tri-he-thong/nguoi-dung), the profiles
// (/quan-tri-he-thong/ho-so-quyen), the audit history (/lich-su-thao-tac), the sign-in locks (/khoa-dang-nhap) and the
// print templates (/mau-in).
import { SIGNED_IN } from '@his/sdk';
import { definePlugin, fillSlot, menuItem, route } from '@his/sdk/web';
import { AUDIT_READ_PERMISSION, auditPatientPicker, recordHistory } from './contract';

export default definePlugin({
  id: 'admin',
  title: 'admin.title',
  routes: [
    // Any profile whose menu lists it may read the settings (the server hides credentials from them);
    // only settings.edit may save, which the server checks and the page shows.
    route('/quan-tri-he-thong/:key?', () => import('./web/pages').then((module) => module.SystemSettingsPage), { title: 'admin.settings.title', permission: SIGNED_IN }),
    // One key of the administration has its own page: the accounts, read with auth.users.read (changes need manage).
    route('/quan-tri-he-thong/nguoi-dung', () => import('./web/pages').then((module) => module.UsersPage), { title: 'admin.users.title', permission: 'auth.users.read' }),
    // The profiles, read with auth.profiles.read (changes need auth.profiles.manage, which the server checks).
    route('/quan-tri-he-thong/ho-so-quyen', () => import('./web/pages').then((module) => module.ProfilesPage), { title: 'admin.profiles.title', permission: 'auth.profiles.read' }),
    route('/lich-su-thao-tac', () => import('./web/pages').then((module) => module.AuditHistoryPage), { title: 'admin.audit.title', permission: 'admin.audit.read' }),
    // The core's permission for managing accounts, which the server checks again.
    route('/khoa-dang-nhap', () => import('./web/pages').then((module) => module.LoginLocksPage), { title: 'admin.loginLocks.title', permission: 'auth.users.manage' }),
    // The core's print templates (/graphqltemplate): reading needs templates.read, saving templates.write.
    route('/mau-in', () => import('./web/pages').then((module) => module.PrintTemplatesPage), { title: 'admin.printTemplates.title', permission: 'templates.read' }),
  ],
  menu: [
    menuItem('admin.menu.settings', '/quan-tri-he-thong', { icon: 'settings', order: 90 }),
    menuItem('admin.menu.users', '/quan-tri-he-thong/nguoi-dung', { icon: 'user', order: 89 }),
    menuItem('admin.menu.profiles', '/quan-tri-he-thong/ho-so-quyen', { icon: 'user', order: 89 }),
    menuItem('admin.menu.auditHistory', '/lich-su-thao-tac', { icon: 'history', placement: 'right', order: 91 }),
    menuItem('admin.menu.loginLocks', '/khoa-dang-nhap', { icon: 'user', placement: 'right', order: 92 }),
    menuItem('admin.menu.printTemplates', '/mau-in', { icon: 'printer', placement: 'right', order: 93 }),
  ],
  // Record screens show recordHistory (declared by the host), which the history button fills; the audit history
  // shows auditPatientPicker, which the plugin keeping patients fills.
  slots: [auditPatientPicker],
  fills: [fillSlot(recordHistory, { id: 'record-history', permission: AUDIT_READ_PERMISSION, component: () => import('./web/record-history/record-history-action') })],
  // The auth service's administration events (profiles made or changed): the profiles screen refreshes on them.
  eventModules: ['HeThong'],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
