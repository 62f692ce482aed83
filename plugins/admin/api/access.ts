// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess } from '@his/sdk/server';
import { AUDIT_READ_PERMISSION } from '../rules/audit-log';

export const adminAccess = defineAccess({
  Query: {
    getLichSuThaoTac: AUDIT_READ_PERMISSION,
    getLichSuThaoTacById: AUDIT_READ_PERMISSION,
  },
  Mutation: {
    exportLichSuThaoTac: AUDIT_READ_PERMISSION,
  },
});
