// The labels of the entries the core writes (accounts, units, settings, sign-in locks, sign-ins) and the book of
// every label the variant declares, which the core provides to whoever shows the audit history.
import { formatMessage, type Language } from '@his/sdk';
import { mergeAuditLabels, type AuditLabelBook, type AuditLabels, type ServerPlugin } from '@his/sdk/server';
import type { Catalogs } from '../errors';
import type { SettingsSchema } from './setting-declarations';
import { deniedRoutesAuditLabels } from './auth/denied-routes';

export const coreAuditLabels: AuditLabels = {
  entities: {
    User: {
      label: { vi: 'Tài khoản người dùng', en: 'User account' },
      name: { table: 'his_users', column: 'username' },
      fields: {
        username: { vi: 'Tên đăng nhập', en: 'User name' },
        isLocked: { vi: 'Bị khoá', en: 'Locked' },
        isOnline: { vi: 'Đang trực tuyến', en: 'Online' },
        profile_Ids: { vi: 'Nhóm quyền', en: 'Profiles' },
        NhanVien_Id: { vi: 'Nhân viên', en: 'Staff member' },
        passwordChanged: { vi: 'Đã đổi mật khẩu', en: 'Password changed' },
        // A reset records that it happened, never the password it gave.
        passwordReset: { vi: 'Đã đặt lại mật khẩu', en: 'Password reset' },
        mustChangePassword: { vi: 'Phải đổi mật khẩu khi đăng nhập', en: 'Must change password at sign-in' },
        sessionsEnded: { vi: 'Số phiên đăng nhập đã kết thúc', en: 'Sessions ended' },
        sessionEnded: { vi: 'Phiên đăng nhập đã kết thúc', en: 'Session ended' },
        address: { vi: 'Địa chỉ máy', en: 'Client address' },
        reason: { vi: 'Lý do', en: 'Reason' },
      },
      refs: { profile_Ids: 'Profile', NhanVien_Id: 'NhanVien' },
      // The reason of a refused sign-in is the message key the user was shown.
      values: { reason: '{value}' },
    },
    Profile: {
      label: { vi: 'Nhóm quyền', en: 'Profile' },
      name: { field: 'name', table: 'his_profiles', column: 'name' },
      fields: {
        name: { vi: 'Tên nhóm quyền', en: 'Profile name' },
        menu: { vi: 'Kiểu menu', en: 'Menu kind' },
        navigation: { vi: 'Cây menu', en: 'Menu tree' },
        isLocked: { vi: 'Bị khoá', en: 'Locked' },
        nodeRoles: { vi: 'Đơn vị và vai trò', en: 'Units and roles' },
        permissions: { vi: 'Quyền theo đơn vị', en: 'Permissions per unit' },
      },
    },
    Node: {
      label: { vi: 'Đơn vị', en: 'Unit' },
      name: { field: 'name', table: 'his_nodes', column: 'name' },
      fields: {
        code: { vi: 'Mã đơn vị', en: 'Unit code' },
        name: { vi: 'Tên đơn vị', en: 'Unit name' },
        category: { vi: 'Loại đơn vị', en: 'Unit kind' },
        roomType: { vi: 'Loại phòng', en: 'Room kind' },
        parent_Id: { vi: 'Đơn vị cấp trên', en: 'Parent unit' },
        phone: { vi: 'Điện thoại', en: 'Phone' },
        taxCode: { vi: 'Mã số thuế', en: 'Tax code' },
        address: { vi: 'Địa chỉ', en: 'Address' },
        queueCodes: { vi: 'Mã hàng đợi', en: 'Queue codes' },
        prescriptionTemplate: { vi: 'Mẫu đơn thuốc', en: 'Prescription template' },
        canSale: { vi: 'Được bán thuốc', en: 'May sell' },
        isDeleted: { vi: 'Tạm ngừng', en: 'Suspended' },
      },
      refs: { parent_Id: 'Node' },
    },
    Setting: {
      label: { vi: 'Cấu hình hệ thống', en: 'System settings' },
    },
    MauIn: {
      label: { vi: 'Mẫu in', en: 'Print template' },
      name: { field: 'key' },
      fields: {
        key: { vi: 'Mẫu in', en: 'Print template' },
        facility_Id: { vi: 'Cơ sở', en: 'Facility' },
        version: { vi: 'Phiên bản', en: 'Version' },
        restoredFrom: { vi: 'Khôi phục từ phiên bản', en: 'Restored from version' },
      },
      refs: { facility_Id: 'Node' },
    },
    his_files: {
      label: { vi: 'Tệp tải lên', en: 'Uploaded file' },
      name: { field: 'name', table: 'his_files', column: 'name' },
      fields: {
        name: { vi: 'Tên tệp', en: 'File name' },
        mime: { vi: 'Loại tệp', en: 'File type' },
        size: { vi: 'Kích thước (byte)', en: 'Size (bytes)' },
        sha256: { vi: 'Mã băm SHA-256', en: 'SHA-256 digest' },
      },
    },
    LoginLock: {
      label: { vi: 'Khoá đăng nhập', en: 'Sign-in lock' },
      name: { field: 'username' },
      fields: {
        username: { vi: 'Tên đăng nhập', en: 'User name' },
        address: { vi: 'Địa chỉ máy', en: 'Client address' },
        cleared: { vi: 'Số khoá đã gỡ', en: 'Locks cleared' },
      },
    },
  },
  operations: {
    login: { vi: 'Đăng nhập', en: 'Sign in' },
    logout: { vi: 'Đăng xuất', en: 'Sign out' },
    changePassword: { vi: 'Đổi mật khẩu', en: 'Change password' },
    createNodeCLSPhongMach: { vi: 'Thêm đơn vị', en: 'Add a unit' },
    updateNode: { vi: 'Sửa đơn vị', en: 'Edit a unit' },
    setNodeDeleted: { vi: 'Tạm ngừng hoặc dùng lại đơn vị', en: 'Suspend or restore units' },
    clearLoginLocks: { vi: 'Gỡ khoá đăng nhập', en: 'Clear sign-in locks' },
    createUser: { vi: 'Thêm người dùng', en: 'Add a user' },
    lockUser: { vi: 'Khoá hoặc mở khoá người dùng', en: 'Lock or unlock a user' },
    resetPassword: { vi: 'Đặt lại mật khẩu', en: 'Reset a password' },
    setUserProfiles: { vi: 'Gán hồ sơ quyền cho người dùng', en: 'Set a user\'s profiles' },
    linkUserStaff: { vi: 'Liên kết người dùng với nhân viên', en: 'Link a user to a staff member' },
    endSession: { vi: 'Kết thúc phiên đăng nhập', en: 'End a session' },
    createProfile: { vi: 'Thêm nhóm quyền', en: 'Add a profile' },
    updateProfile: { vi: 'Sửa nhóm quyền', en: 'Edit a profile' },
    lockProfile: { vi: 'Khoá hoặc mở khoá nhóm quyền', en: 'Lock or unlock a profile' },
    updateSettingType: { vi: 'Sửa cấu hình hệ thống', en: 'Edit system settings' },
    savePrintTemplate: { vi: 'Lưu mẫu in', en: 'Save a print template' },
    restorePrintTemplateVersion: { vi: 'Khôi phục phiên bản mẫu in', en: 'Restore a print template version' },
    upload: { vi: 'Tải tệp lên', en: 'Upload files' },
    // Entries of the demo day (core/demo-day.ts), each naming the demo account it acted as.
    demoDay: { vi: 'Dữ liệu minh họa trong ngày', en: 'Demo day' },
  },
  // Columns every catalogue row has, and what refused and generic entries record.
  fields: {
    node_Id: { vi: 'Cơ sở', en: 'Site' },
    createdBy: { vi: 'Người tạo', en: 'Created by' },
    createdAt: { vi: 'Thời điểm tạo', en: 'Created at' },
    updatedBy: { vi: 'Người sửa', en: 'Edited by' },
    updatedAt: { vi: 'Thời điểm sửa', en: 'Edited at' },
    TamNgung: { vi: 'Tạm ngừng', en: 'Suspended' },
    TenKhongDau: { vi: 'Tên không dấu', en: 'Name without accents' },
    TuKhoaKhongDau: { vi: 'Từ khoá tìm kiếm', en: 'Search words' },
    code: { vi: 'Mã lỗi', en: 'Error code' },
    messageKey: { vi: 'Lý do', en: 'Reason' },
    params: { vi: 'Chi tiết', en: 'Details' },
    id: { vi: 'Bản ghi', en: 'Record' },
    ids: { vi: 'Các bản ghi', en: 'Records' },
    input: { vi: 'Dữ liệu nhập', en: 'Input' },
    rows: { vi: 'Các dòng', en: 'Rows' },
    total: { vi: 'Số dòng', en: 'Rows in all' },
    saved: { vi: 'Số dòng đã lưu', en: 'Rows saved' },
    errors: { vi: 'Số dòng lỗi', en: 'Rows with errors' },
    dryRun: { vi: 'Chỉ kiểm tra', en: 'Check only' },
    // A secret setting is recorded as whether it is set and whether the change touched it, never its value.
    isSet: { vi: 'Đã đặt', en: 'Set' },
    changed: { vi: 'Đã thay đổi', en: 'Changed' },
  },
  refs: { node_Id: 'Node', createdBy: 'User', updatedBy: 'User' },
  values: { code: 'audit.refusal.{value}', messageKey: '{value}' },
};

/** Settings entries record a block's keys: each is labelled as the settings screen labels it. */
function settingLabels(settings: SettingsSchema): AuditLabels {
  const fields = Object.fromEntries(settings.all.map((declaration) => [declaration.key, declaration.label]));
  return { entities: { Setting: { label: coreAuditLabels.entities!.Setting!.label, fields } } };
}

export function auditLabelBook(catalogs: Catalogs, settings: SettingsSchema, plugins: readonly Pick<ServerPlugin, 'auditLabels'>[]): AuditLabelBook {
  return {
    labels: mergeAuditLabels([coreAuditLabels, deniedRoutesAuditLabels, settingLabels(settings), ...plugins.map((plugin) => plugin.auditLabels)]),
    message: (lang: Language, key: string, params?: Record<string, string | number>) => formatMessage(catalogs[lang], key, params) ?? null,
  };
}
