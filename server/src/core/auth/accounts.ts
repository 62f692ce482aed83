// What every way of making or changing a staff account shares (the staff catalogue's form, the users screen): the
// rules a user name and a password follow, one account per user name whatever its letters, and profiles in order.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findProblem } from '@his/sdk';
import { badInput, type Db } from '@his/sdk/server';
import { profiles, userProfiles, users } from '../tables';

/** Profiles one account may hold. */
export const MAX_PROFILES = 50;

/** Refuses `value` with the first rule it breaks, naming `field`. */
export function refuseByRules(rules: Parameters<typeof findProblem>[1], value: string, field: string): void {
  const problem = findProblem(value, rules);
  if (problem) throw badInput(problem.key, field, problem.params);
}

/** Refuses a user name another account has, compared without case. */
export async function refuseTakenUsername(tx: Db, username: string, field: string, exceptUserId?: string): Promise<void> {
  const [taken] = await tx.select({ _id: users._id }).from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), exceptUserId ? ne(users._id, exceptUserId) : undefined));
  if (taken) throw badInput('auth.usernameTaken', field, { username });
}

/**
 * The profile ids given, in their order without repeats, each an existing profile; null when the input leaves them
 * as they are. The first is the profile a sign-in starts with.
 */
export async function checkedProfileIds(tx: Db, given: readonly unknown[] | null | undefined, field: string): Promise<string[] | null> {
  if (given === null || given === undefined) return null;
  const ids = [...new Set(given.map((id) => String(id).trim()).filter((id) => id !== ''))];
  if (ids.length > MAX_PROFILES) throw badInput('validation.maxItems', field, { max: MAX_PROFILES });
  if (ids.length === 0) return [];
  const found = new Set((await tx.select({ _id: profiles._id }).from(profiles).where(inArray(profiles._id, ids))).map((row) => row._id));
  const unknown = ids.find((id) => !found.has(id));
  if (unknown) throw badInput('validation.notFound', field, { entity: unknown });
  return ids;
}

/** Each user's profile ids in order. */
export async function profileIdsOf(db: Db, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db.select().from(userProfiles).where(inArray(userProfiles.user_Id, [...userIds])).orderBy(asc(userProfiles.position));
  for (const row of rows) byUser.set(row.user_Id, [...(byUser.get(row.user_Id) ?? []), row.profile_Id]);
  return byUser;
}

/** Gives the user exactly these profiles, in this order. */
export async function replaceUserProfiles(tx: Db, userId: string, profileIds: readonly string[]): Promise<void> {
  await tx.delete(userProfiles).where(eq(userProfiles.user_Id, userId));
  if (profileIds.length > 0) await tx.insert(userProfiles).values(profileIds.map((profile_Id, position) => ({ user_Id: userId, profile_Id, position })));
}
