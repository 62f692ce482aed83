// Administration's API: the audit history query and the permissions it checks. System settings use the
// core's getSetting, settingDeclarations and updateSettingType, guarded by settings.edit (settings.manage for secrets).
import { defineServerPlugin, type AuditAction } from '@his/sdk/server';
import { auditHistoryResolvers, auditHistorySchema } from './api/audit-history';
import { auditExportResolvers, auditExportSchema } from './api/audit-export';
import { AUDIT_READ_ALL_NODES_PERMISSION, AUDIT_READ_PERMISSION, type AuditActionName } from './rules/audit-log';
import vi from './locales/vi.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import { adminAccess } from './api/access';

// The filter offers exactly the actions the core records: a new one on either side fails the typecheck.
type SameActions = [AuditAction] extends [AuditActionName] ? ([AuditActionName] extends [AuditAction] ? true : false) : false;
const actionsMatch: SameActions = true;
void actionsMatch;

// Title, icon and place come from the page's own menu entry (plugin.ts).
const auditHistoryEntry = { path: '/lich-su-thao-tac' };

export default defineServerPlugin({
  id: 'admin',
  schema: auditHistorySchema + auditExportSchema,
  access: adminAccess,
  resolvers: { ...auditHistoryResolvers, ...auditExportResolvers },
  permissions: [
    { code: AUDIT_READ_PERMISSION, title: { vi: 'Xem lịch sử thao tác', en: 'View audit history' } },
    { code: AUDIT_READ_ALL_NODES_PERMISSION, title: { vi: 'Xem lịch sử thao tác của mọi cơ sở', en: 'View audit history of every site' } },
  ],
  // The settings screen names the blocks; an entry of a block is named as its tab is.
  auditLabels: {
    entities: {
      Setting: { label: { vi: 'Cấu hình hệ thống', en: 'System settings' }, values: { _id: 'admin.settings.tab.{value}' } },
      // An export of the history names the filter it was made with and how many entries it held.
      LichSuThaoTac: {
        label: { vi: 'Lịch sử thao tác', en: 'Audit history' },
        fields: {
          tuNgay: { vi: 'Từ ngày', en: 'From' },
          denNgay: { vi: 'Đến ngày', en: 'To' },
          username: { vi: 'Người thao tác', en: 'User' },
          action: { vi: 'Thao tác', en: 'Action' },
          entity: { vi: 'Đối tượng', en: 'Record type' },
          entity_Id: { vi: 'Mã bản ghi', en: 'Record id' },
          // The patient's id as filtered, and their name as it was then: a variant without patients names none.
          BenhNhan_Id: { vi: 'Mã bệnh nhân (id)', en: 'Patient id' },
          TenBenhNhan: { vi: 'Bệnh nhân', en: 'Patient' },
          soDong: { vi: 'Số dòng', en: 'Rows' },
        },
        values: { action: 'admin.audit.action.{value}' },
      },
    },
    operations: { exportLichSuThaoTac: { vi: 'Xuất Excel lịch sử thao tác', en: 'Export the audit history to Excel' } },
  },
  locales: { vi, en },
  // Accountants and the board read the audit history.
  demoProfiles: {
    accountant: { navigation: [auditHistoryEntry], permissions: [AUDIT_READ_PERMISSION] },
    director: { navigation: [auditHistoryEntry], permissions: [AUDIT_READ_PERMISSION] },
  },
});
