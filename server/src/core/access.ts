// Who may call each of the core's operations (the plugins declare theirs beside their resolvers). A resolver may check
// more for some arguments: another user's password, a secret setting, suspended units, an edited template body.
import { defineAccess, PUBLIC, SIGNED_IN } from '@his/sdk/server';
import { USERS_MANAGE } from './auth/staff-accounts';
import { USERS_READ } from './auth/user-admin';
import { NODE_MANAGE_PERMISSION } from './auth/nodes';
import { PRINT_TEMPLATE_PERMISSIONS } from './print-templates/resolvers';
import { PROFILES_READ } from './auth/permission-catalogue';
import { PROFILES_MANAGE } from './auth/profile-admin';

export const serviceInfoAccess = defineAccess({ Query: { serviceInfo: PUBLIC } });

export const authAccess = defineAccess({
  Query: {
    myInfo: SIGNED_IN,
    users: USERS_READ,
    loginHistory: USERS_READ,
    userSessions: USERS_READ,
    getNodes: SIGNED_IN,
    searchNodes: SIGNED_IN,
    profiles: PROFILES_READ,
    loginLocks: USERS_MANAGE,
  },
  Mutation: {
    login: PUBLIC,
    logout: SIGNED_IN,
    changePassword: SIGNED_IN,
    createNodeCLSPhongMach: NODE_MANAGE_PERMISSION,
    updateNode: NODE_MANAGE_PERMISSION,
    setNodeDeleted: NODE_MANAGE_PERMISSION,
    clearLoginLocks: USERS_MANAGE,
    createUser: USERS_MANAGE,
    lockUser: USERS_MANAGE,
    resetPassword: USERS_MANAGE,
    setUserProfiles: USERS_MANAGE,
    linkUserStaff: USERS_MANAGE,
    endSession: USERS_MANAGE,
  },
});

export const settingsAccess = defineAccess({
  Query: { getSetting: SIGNED_IN, getAppInfo: PUBLIC, settingDeclarations: SIGNED_IN },
  Mutation: { updateSettingType: 'settings.edit' },
});

export const realtimeAccess = defineAccess({ Subscription: { subApp: SIGNED_IN } });

export const printTemplatesAccess = defineAccess({
  Query: { printTemplates: PRINT_TEMPLATE_PERMISSIONS.read, printTemplate: PRINT_TEMPLATE_PERMISSIONS.read, renderPrintTemplate: SIGNED_IN },
  Mutation: { savePrintTemplate: PRINT_TEMPLATE_PERMISSIONS.write, restorePrintTemplateVersion: PRINT_TEMPLATE_PERMISSIONS.write },
});

export const permissionCatalogueAccess = defineAccess({ Query: { permissionCatalogue: PROFILES_READ, operationAccess: PROFILES_READ } });

// Anyone the shell sends home from a page records it: the refusal is the shell's, by the page's permission.
export const deniedRoutesAccess = defineAccess({ Mutation: { reportDeniedRoute: SIGNED_IN } });

export const profileAdminAccess = defineAccess({
  Query: { profile: PROFILES_READ, roles: PROFILES_READ, roleDefaults: PROFILES_READ },
  Mutation: { createProfile: PROFILES_MANAGE, updateProfile: PROFILES_MANAGE, lockProfile: PROFILES_MANAGE },
});
