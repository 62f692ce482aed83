// Resolvers of the auth service: sign-in and sign-out, the caller's info, users, nodes, profiles.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { findProblem, newPasswordRules, type NodeCategory } from '@his/sdk';
import { badInput, escapeLike, forbidden, matchesKhongDau, type Db, type ResolverMap } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { nodes, profileNodes, profilePermissions, profiles, users } from '../tables';
import { createNode, NODE_MANAGE_PERMISSION, setNodesDeleted, updateNode, type NodeInput } from './nodes';
import { clearLoginLocks, listLoginLocks } from './login-locks';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions, revokeSession } from './sessions';
import { signIn } from './sign-in';
import { USERS_MANAGE } from './staff-accounts';
import { createUser, endSession, linkUserStaff, listUsers, loadUsers, lockUser, loginHistory, resetPassword, setUserProfiles, userSessions, type CreateUserInput, type UsersFilter } from './user-admin';
import { loadUserProfiles } from './viewer';

const DEFAULT_SEARCH_LIMIT = 20;
const MAX_SEARCH_LIMIT = 200;

export const authResolvers: ResolverMap = {
  Query: {
    async myInfo(_: unknown, __: unknown, ctx: HostContext) {
      const viewer = ctx.requireViewer();
      // Independent reads: on PostgreSQL they run side by side on separate pooled connections.
      const [profileList, nodeList, user] = await Promise.all([
        loadUserProfiles(ctx.db, viewer.userId),
        ctx.db.select().from(nodes)
          // A suspended unit is no longer one the caller can act for.
          .where(and(eq(nodes.isDeleted, false), inArray(nodes._id, ctx.db.select({ _id: profileNodes.node_Id }).from(profileNodes).where(eq(profileNodes.profile_Id, viewer.profileId)))))
          .orderBy(asc(nodes.code)),
        loadUser(ctx.db, viewer.userId),
      ]);
      // The viewer may have been resolved a few seconds ago; the profile can have been taken away since.
      const profile = profileList.find((candidate) => candidate._id === viewer.profileId);
      if (!profile) throw forbidden('auth.profileNotYours');
      return {
        user,
        profile,
        navigation: profile.navigation,
        currentNode: nodeList.find((node) => node._id === viewer.nodeId),
        nodes: nodeList,
        profiles: profileList,
        permissions: [...viewer.permissions].sort(),
      };
    },
    users: (_: unknown, args: UsersFilter, ctx: HostContext) => listUsers(ctx, args),
    loginHistory: (_: unknown, args: { idUser: string; limit?: number | null }, ctx: HostContext) => loginHistory(ctx, args.idUser, args.limit),
    userSessions: (_: unknown, args: { idUser: string }, ctx: HostContext) => userSessions(ctx, args.idUser),
    async getNodes(_: unknown, args: { category?: string | null; allowDeleted?: boolean | null }, ctx: HostContext) {
      // Suspended units are for those who manage units.
      if (args.allowDeleted) ctx.requirePermission(NODE_MANAGE_PERMISSION);
      else ctx.requireViewer();
      return ctx.db
        .select()
        .from(nodes)
        .where(and(args.allowDeleted ? undefined : eq(nodes.isDeleted, false), args.category ? eq(nodes.category, args.category as never) : undefined))
        .orderBy(asc(nodes.code));
    },
    async searchNodes(_: unknown, args: { searchString: string; limit?: number | null; idDefault?: string | null; allowDeleted?: boolean | null; category?: NodeCategory[] | null }, ctx: HostContext) {
      ctx.requireViewer();
      const limit = searchLimit(args.limit, MAX_SEARCH_LIMIT);
      const categories = [...new Set(args.category ?? [])];
      const found = await ctx.db
        .select()
        .from(nodes)
        .where(and(
          args.allowDeleted ? undefined : eq(nodes.isDeleted, false),
          categories.length ? inArray(nodes.category, categories) : undefined,
          or(matchesKhongDau(nodes.TenKhongDau, args.searchString), sql`lower(${nodes.code}) LIKE ${'%' + escapeLike(args.searchString.toLowerCase()) + '%'}`),
        ))
        .orderBy(asc(nodes.name))
        .limit(limit);
      // A picker shows its current value even when the search text does not match it.
      if (args.idDefault && !found.some((node) => node._id === args.idDefault)) {
        const [current] = await ctx.db.select().from(nodes).where(eq(nodes._id, args.idDefault));
        if (current) return [current, ...found].slice(0, limit);
      }
      return found;
    },
    async profiles(_: unknown, __: unknown, ctx: HostContext) {
      ctx.requirePermission('auth.profiles.read');
      return ctx.db.select().from(profiles).orderBy(asc(profiles.name));
    },
    async loginLocks(_: unknown, args: { username?: string | null }, ctx: HostContext) {
      ctx.requirePermission(USERS_MANAGE);
      return listLoginLocks(ctx.db, args.username ?? null);
    },
  },

  Mutation: {
    login: (_: unknown, args: { info: { username: string; password: string } }, ctx: HostContext) => signIn(ctx, args.info),

    async logout(_: unknown, __: unknown, ctx: HostContext) {
      const viewer = ctx.requireViewer();
      await ctx.write(async ({ tx, audit }) => {
        await revokeSession(tx, viewer.sessionId);
        await tx.update(users).set({ isOnline: false }).where(eq(users._id, viewer.userId));
        await audit({ action: 'LOGOUT', entity: 'User', entityId: viewer.userId });
      });
      // Committed: from the next request on, this process reads the session again and finds it revoked.
      ctx.runtime.viewers.revoke({ sessionId: viewer.sessionId });
      return true;
    },

    async changePassword(_: unknown, args: { input: { oldPassword?: string | null; newPassword: string }; idUser?: string | null }, ctx: HostContext) {
      const viewer = ctx.requireViewer();
      const targetId = args.idUser ?? viewer.userId;
      const forSelf = targetId === viewer.userId;
      if (!forSelf) ctx.requirePermission('auth.users.manage');
      const [target] = await ctx.db.select().from(users).where(eq(users._id, targetId));
      if (!target) throw badInput('auth.userNotFound', 'idUser');
      const { oldPassword, newPassword } = args.input;
      const passwordProblem = findProblem(newPassword, newPasswordRules);
      if (passwordProblem) throw badInput(passwordProblem.key, 'newPassword', passwordProblem.params);
      if (forSelf) {
        if (!oldPassword) throw badInput('validation.required', 'oldPassword');
        if (!(await verifyPassword(oldPassword, target.passwordHash))) throw badInput('auth.wrongOldPassword', 'oldPassword');
        if (oldPassword === newPassword) throw badInput('auth.samePassword', 'newPassword');
      }
      const passwordHash = await hashPassword(newPassword);
      await ctx.write(async ({ tx, audit }) => {
        // The owner's own new password is the one a reset asked for.
        await tx.update(users).set(forSelf ? { passwordHash, mustChangePassword: false } : { passwordHash }).where(eq(users._id, targetId));
        // Every token of the account stops working: a stolen one too.
        await revokeAllSessions(tx, targetId);
        await audit({ action: 'UPDATE', entity: 'User', entityId: targetId, after: { passwordChanged: true } });
      });
      ctx.runtime.viewers.revoke({ userId: targetId });
      return true;
    },

    createNodeCLSPhongMach: (_: unknown, args: { newNodeInput: NodeInput & { parent_Id: string } }, ctx: HostContext) => createNode(ctx, args.newNodeInput),
    updateNode: (_: unknown, args: { id: string; input: NodeInput }, ctx: HostContext) => updateNode(ctx, args.id, args.input),
    setNodeDeleted: (_: unknown, args: { ids: string[]; isDeleted: boolean }, ctx: HostContext) => setNodesDeleted(ctx, args.ids, args.isDeleted),
    clearLoginLocks: (_: unknown, args: { username?: string | null; address?: string | null }, ctx: HostContext) => clearLoginLocks(ctx, args),
    createUser: (_: unknown, args: { input: CreateUserInput }, ctx: HostContext) => createUser(ctx, args.input),
    lockUser: (_: unknown, args: { idUser: string; isLocked: boolean }, ctx: HostContext) => lockUser(ctx, args.idUser, args.isLocked),
    resetPassword: (_: unknown, args: { idUser: string }, ctx: HostContext) => resetPassword(ctx, args.idUser),
    setUserProfiles: (_: unknown, args: { idUser: string; profile_Ids: string[] }, ctx: HostContext) => setUserProfiles(ctx, args.idUser, args.profile_Ids),
    linkUserStaff: (_: unknown, args: { idUser: string; NhanVien_Id?: string | null }, ctx: HostContext) => linkUserStaff(ctx, args.idUser, args.NhanVien_Id ?? null),
    endSession: (_: unknown, args: { idSession: string }, ctx: HostContext) => endSession(ctx, args.idSession),
  },

  Profile: {
    nodeRoles: async (profile: { _id: string }, _: unknown, ctx: HostContext) =>
      (await ctx.db.select().from(profileNodes).where(eq(profileNodes.profile_Id, profile._id))).map((row) => ({ idNode: row.node_Id, role: row.role })),
    permissions: async (profile: { _id: string }, _: unknown, ctx: HostContext) =>
      (await ctx.db.select().from(profilePermissions).where(eq(profilePermissions.profile_Id, profile._id))).map((row) => ({ idNode: row.node_Id, idPermissions: row.permissions })),
  },
};

function searchLimit(requested: number | null | undefined, max: number): number {
  if (requested === null || requested === undefined) return DEFAULT_SEARCH_LIMIT;
  if (!Number.isInteger(requested) || requested < 1) throw badInput('validation.oneOf', 'limit', { values: `1–${max}` });
  return Math.min(requested, max);
}

async function loadUser(db: Db, userId: string) {
  const [user] = await loadUsers(db, [userId]);
  return user ?? null;
}
