// The staff form's user account (spec §7: staff "with a user-account input"): createNhanVien and updateNhanVien take
// TaiKhoan beside the input, saved by the core in the same transaction, and each staff row shows its account to
// those who may read accounts. Passwords and sessions stay the core's (STAFF_ACCOUNTS).
import { loadInBatch, STAFF_ACCOUNTS, type ExtraWriteArgs, type RequestContext, type StaffAccountInput } from '@his/sdk/server';

export const USERS_READ = 'auth.users.read';

export const staffAccountSchema = /* GraphQL */ `
"""Tài khoản đăng nhập của nhân viên (The staff member's sign-in account), as the staff form edits it."""
input TaiKhoanNhanVienInput {
  "Required for a new account: letters without accents, digits and . _ - @, 3 to 50 characters."
  username: String
  "Required for a new account, at least 6 characters; for an existing one, a new password (its sessions end)."
  password: String @secret
  "A locked account cannot sign in; locking ends its sessions."
  isLocked: Boolean
  "The profiles the account works under, in the order offered at sign-in; replaces the list when given."
  profile_Ids: [ID!]
}

"""Tài khoản đăng nhập của nhân viên (The staff member's sign-in account)."""
type TaiKhoanNhanVien {
  _id: ID!
  username: String!
  isLocked: Boolean!
  isOnline: Boolean!
  profile_Ids: [ID!]!
}

extend type NhanVien {
  "The staff member's account; null without one, or for a caller who may not read accounts (auth.users.read)."
  TaiKhoan: TaiKhoanNhanVien
}
`;

export const staffAccountWriteArgs: ExtraWriteArgs = {
  NhanVien: {
    TaiKhoan: {
      type: 'TaiKhoanNhanVienInput',
      description: 'The sign-in account to create or change with the staff member; needs auth.users.manage.',
      async apply(value: StaffAccountInput, { ctx, scope, row }) {
        await ctx.provided(STAFF_ACCOUNTS).save(ctx, scope, String(row._id), value);
      },
    },
  },
};

export const staffAccountResolvers = {
  NhanVien: {
    async TaiKhoan(parent: { _id: string }, _: unknown, ctx: RequestContext) {
      if (!ctx.holds(USERS_READ) && !ctx.holds('auth.users.manage')) return null;
      return (await loadInBatch(ctx, 'NhanVien.TaiKhoan', parent._id, (ids) => ctx.provided(STAFF_ACCOUNTS).ofStaff(ctx.db, ids))) ?? null;
    },
  },
};
