// What the core provides the plugins about sign-in accounts (see ../provided.ts): the staff catalogue creates and
// changes a staff member's account in the same save, without knowing how passwords are stored.
import type { Db } from '../database';
import type { RequestContext, WriteScope } from '../plugin';
import { providedKey } from '../provided';

/** The account part of a staff form: what is left out (undefined or null) stays as it is. */
export interface StaffAccountInput {
  /** Required for a new account; compared without case. */
  username?: string | null;
  /** Required for a new account; for an existing one, a new password (its sessions end). */
  password?: string | null;
  /** A locked account cannot sign in; locking ends its sessions. */
  isLocked?: boolean | null;
  /** The profiles (his_profiles) the account works under, in the order offered at sign-in; replaces the list. */
  profile_Ids?: readonly string[] | null;
}

export interface StaffAccount {
  _id: string;
  username: string;
  isLocked: boolean;
  isOnline: boolean;
  profile_Ids: string[];
}

export interface StaffAccounts {
  /**
   * Creates the staff member's account or changes it, inside the caller's write transaction, audited. Needs
   * auth.users.manage. Refuses with BAD_USER_INPUT naming `TaiKhoan.<field>` (a taken username, a short password,
   * an unknown profile).
   */
  save(ctx: RequestContext, scope: WriteScope, staffId: string, input: StaffAccountInput): Promise<StaffAccount>;
  /** The accounts of these staff members, by staff id; those without one are absent. */
  ofStaff(db: Db, staffIds: readonly string[]): Promise<Map<string, StaffAccount>>;
}

export const STAFF_ACCOUNTS = providedKey<StaffAccounts>('core.staffAccounts');
