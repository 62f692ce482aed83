// Between the users screen and the auth service: the list's filters as variables, profiles moved in their order,
// what a user's state reads as, and copying a reset password.
import type { AdminUserFieldsFragment, UsersListQueryVariables } from '../../generated/auth/graphql';

export type AdminUser = AdminUserFieldsFragment;

/** The users a search brings at most: a hospital's staff, looked up by name. */
export const USERS_LIMIT = 200;

export type LockFilter = 'all' | 'active' | 'locked';
export const LOCK_FILTERS: readonly LockFilter[] = ['all', 'active', 'locked'];

export interface UsersFilterValues {
  text: string;
  lock: LockFilter;
  /** A profile the users must hold; null for any. */
  profileId: string | null;
}

export const NO_FILTER: UsersFilterValues = { text: '', lock: 'all', profileId: null };

export function usersVariables(filter: UsersFilterValues): UsersListQueryVariables {
  return {
    searchString: filter.text.trim() || null,
    limit: USERS_LIMIT,
    isLocked: filter.lock === 'all' ? null : filter.lock === 'locked',
    idProfile: filter.profileId,
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** A locked account reads as locked, whatever its sessions; otherwise whether one is open. */
export type UserState = 'locked' | 'online' | 'offline';
export function stateOf(user: Pick<AdminUser, 'isLocked' | 'isOnline'>): UserState {
  if (user.isLocked) return 'locked';
  return user.isOnline ? 'online' : 'offline';
}

/** Copies text to the clipboard; false when the browser refuses (no permission, not a secure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
