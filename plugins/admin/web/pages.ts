// The plugin's screens, behind one module so that they share one chunk.
export { SystemSettingsPage } from './system-settings-page/system-settings-page';
export { AuditHistoryPage } from './audit-history-page/audit-history-page';
export { LoginLocksPage } from './login-locks-page/login-locks-page';
export { PrintTemplatesPage } from './print-templates-page/print-templates-page';
export { UsersPage } from './users-page/users-page';
export { ProfilesPage } from './profiles-page/profiles-page';
