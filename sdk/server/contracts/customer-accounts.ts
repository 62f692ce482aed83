// What the core provides the plugins about customers' sign-in accounts (see ../provided.ts): reception creates a
// patient's account and changes it in its own transaction, without knowing how passwords are stored.
import type { Db } from '../database';
import type { RequestContext, WriteScope } from '../plugin';
import { providedKey } from '../provided';

/** A new customer account: both fields required; refusals name `userInput.username` and `userInput.password`. */
export interface CustomerAccountInput {
  /** Unique among all accounts, compared without case. */
  username?: string | null;
  password?: string | null;
}

export interface CustomerAccount {
  _id: string;
  username: string;
  isLocked: boolean;
}

/**
 * Customer accounts (accountKind 'Customer') have no profiles and never sign in to the staff app. Every change runs
 * inside the caller's write transaction and is audited; the caller checks who may ask for it. Only customer
 * accounts can be changed here: an id of a staff account is refused as unknown.
 */
export interface CustomerAccounts {
  /** Refuses a taken username or a short password with BAD_USER_INPUT naming `userInput.<field>`. */
  create(ctx: RequestContext, scope: WriteScope, input: CustomerAccountInput): Promise<CustomerAccount>;
  /** One new password for these accounts; their sessions end. A refused password names `field`. */
  setPassword(ctx: RequestContext, scope: WriteScope, userIds: readonly string[], password: string, field?: string): Promise<void>;
  /** Locks (ending their sessions) or unlocks these accounts. */
  setLocked(ctx: RequestContext, scope: WriteScope, userIds: readonly string[], locked: boolean): Promise<void>;
  /** The customer accounts with these ids; unknown ids and staff accounts are absent. */
  byIds(db: Db, userIds: readonly string[]): Promise<Map<string, CustomerAccount>>;
}

export const CUSTOMER_ACCOUNTS = providedKey<CustomerAccounts>('core.customerAccounts');
