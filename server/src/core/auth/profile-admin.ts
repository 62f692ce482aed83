// Profiles made, edited and locked on the administration screen, and the roles a profile pairs with its units, each
// with the defaults of the running variant that a new profile of that role starts from.
import { asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { coreMessages, formatMessage, maxLength, required, type VariantManifest } from '@his/sdk';
import { badInput, rowsOf, newId, type Db, type ResolverMap, type ServerPlugin, type WriteScope } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { demoOrganisation } from '../demo-data';
import { corePermissions } from '../permissions';
import { nodes, profileNodes, profilePermissions, profiles, roles, type NavigationItem } from '../tables';
import { refuseByRules } from './accounts';
import { PROFILES_READ } from './permission-catalogue';
import { USERS_MANAGE } from './staff-accounts';
import { notifyViewerRevocation } from './viewer-cache';

export const PROFILES_MANAGE = 'auth.profiles.manage';
/** Every permission: held by the system administrator profile made at installation, and given by no editor. */
export const ALL_PERMISSIONS = '*';

export const NAME_MAX_LENGTH = 100;
export const NAVIGATION_MAX_DEPTH = 3;
export const NAVIGATION_MAX_ENTRIES = 300;
const NAVIGATION_TEXT_MAX: Record<'path' | 'title' | 'icon', number> = { path: 200, title: 200, icon: 50 };
const PLACEMENTS = ['main', 'right'] as const;
const MENUS = ['full', 'tree'] as const;
const MAX_ID_LENGTH = 100;
const MAX_CODE_LENGTH = 100;
/** More than a hospital has units; what one request may ask to check. */
const MAX_NODE_ENTRIES = 1_000;
/** Codes listed for one unit, repeats included: a few times the largest variant's catalogue. */
const MAX_CODES_PER_NODE = 2_000;
/** Serialises profile writes, so two of them cannot both pass the unique name or the last-administrator check. */
const PROFILES_LOCK_KEY = 0x70726f66;

export const profileAdminSchema = /* GraphQL */ `
"A staff role a profile pairs with each of its units (spec §6)."
type Role {
  code: String!
  "In the reader's language."
  name: String!
}

"What a new profile of a role starts from in this variant."
type RoleDefaults {
  role: String!
  "A navigation tree, as Profile.navigation."
  navigation: JSON!
  "Permission codes to give on each of the profile's units."
  permissions: [String!]!
}

input NodeRoleInput {
  idNode: ID!
  role: String!
}

input NodePermissionInput {
  idNode: ID!
  idPermissions: [String!]!
}

"""
A profile as the editor saves it: a unique name of at most 100 characters; menu 'full' or 'tree'; the navigation tree,
a list of {path?, title?, icon?, placement?: 'main'|'right', children?} at most 3 levels deep and 300 entries in all;
at least one unit in use with a role; permission codes of the variant on units among those.
"""
input ProfileInput {
  name: String!
  menu: String!
  navigation: JSON!
  nodeRoles: [NodeRoleInput!]!
  permissions: [NodePermissionInput!]!
}

extend type Query {
  "One profile, or null (needs auth.profiles.read)."
  profile(_id: ID!): Profile
  "The staff roles, by code (needs auth.profiles.read)."
  roles: [Role!]!
  "The pages and permissions the variant's own demo profiles of this role have (needs auth.profiles.read)."
  roleDefaults(role: String!): RoleDefaults!
}

extend type Mutation {
  "A new profile. Needs auth.profiles.manage."
  createProfile(input: ProfileInput!): Profile!
  "Replaces a profile's name, menu, tree, units and permissions; sessions acting for it see the change on their next request. Needs auth.profiles.manage."
  updateProfile(_id: ID!, input: ProfileInput!): Profile!
  "Locks a profile (the requests of sessions acting for it are refused at once) or unlocks it. Needs auth.profiles.manage."
  lockProfile(_id: ID!, isLocked: Boolean!): Profile!
}
`;

type ProfileRow = typeof profiles.$inferSelect;

// --- The navigation tree --------------------------------------------------------------------------------------------

const NAVIGATION_KEYS = new Set(['path', 'title', 'icon', 'placement', 'children']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Characters as the web's forms count them (the SDK's maxLength rule). */
const lengthOf = (text: string) => [...text.normalize('NFC')].length;

/**
 * The navigation tree a profile may hold, copied with only its known keys: a list of entries {path?, title?, icon?,
 * placement?, children?}, a path inside the application ('/…', never a script or another site), at most
 * NAVIGATION_MAX_DEPTH levels and NAVIGATION_MAX_ENTRIES entries. A null key counts as absent. Refuses the first
 * problem, naming the entry's field ('input.navigation.2.children.0.path').
 */
export function checkNavigation(value: unknown, field = 'input.navigation'): NavigationItem[] {
  const counted = { entries: 0 };
  return checkEntries(value, field, 1, counted, field);
}

function checkEntries(value: unknown, field: string, level: number, counted: { entries: number }, root: string): NavigationItem[] {
  if (!Array.isArray(value)) throw badInput('auth.profile.navigationList', field);
  if (value.length > 0 && level > NAVIGATION_MAX_DEPTH) throw badInput('auth.profile.navigationTooDeep', field, { max: NAVIGATION_MAX_DEPTH });
  counted.entries += value.length;
  if (counted.entries > NAVIGATION_MAX_ENTRIES) throw badInput('auth.profile.navigationTooLarge', root, { max: NAVIGATION_MAX_ENTRIES });
  return value.map((entry, index) => checkEntry(entry, `${field}.${index}`, level, counted, root));
}

function checkEntry(entry: unknown, field: string, level: number, counted: { entries: number }, root: string): NavigationItem {
  if (!isRecord(entry)) throw badInput('auth.profile.navigationEntry', field);
  const unknownKey = Object.keys(entry).find((key) => !NAVIGATION_KEYS.has(key));
  if (unknownKey !== undefined) throw badInput('auth.profile.navigationKey', field, { key: unknownKey.slice(0, 50) });
  const item: NavigationItem = {};
  for (const key of ['path', 'title', 'icon'] as const) {
    const text = entry[key];
    if (text === null || text === undefined) continue;
    if (typeof text !== 'string') throw badInput('validation.text', `${field}.${key}`);
    if (lengthOf(text) > NAVIGATION_TEXT_MAX[key]) throw badInput('validation.maxLength', `${field}.${key}`, { max: NAVIGATION_TEXT_MAX[key] });
    if (text.includes('\u0000')) throw badInput('validation.nullCharacter', `${field}.${key}`);
    // A path is a route of this application: '//host' or 'javascript:' would lead elsewhere from the menu.
    if (key === 'path' && !/^\/(?!\/)/.test(text)) throw badInput('auth.profile.navigationPath', `${field}.path`);
    item[key] = text;
  }
  const placement = entry.placement;
  if (placement !== null && placement !== undefined) {
    if (!PLACEMENTS.includes(placement as never)) throw badInput('validation.oneOf', `${field}.placement`, { values: PLACEMENTS.join(', ') });
    item.placement = placement as NavigationItem['placement'];
  }
  if (entry.children !== null && entry.children !== undefined) {
    const children = checkEntries(entry.children, `${field}.children`, level + 1, counted, root);
    if (children.length > 0) item.children = children;
  }
  return item;
}

// --- Role defaults --------------------------------------------------------------------------------------------------

/** The codes the core and the variant's plugins declare: all a profile may be given. */
export function declaredPermissionCodes(plugins: readonly Pick<ServerPlugin, 'permissions'>[]): Set<string> {
  return new Set([...corePermissions, ...plugins.flatMap((plugin) => plugin.permissions ?? [])].map((permission) => permission.code));
}

/**
 * What a new profile of `role` starts from: the union of the core's demo profiles granted that role and of what the
 * variant's plugins give those demo profiles (menu entries, once per path, in the demo data's and the manifest's order;
 * permissions the variant declares). A role no demo profile has starts from what every demo profile starts from (home).
 */
export function roleDefaultsOf(role: string, variant: VariantManifest, plugins: readonly Pick<ServerPlugin, 'demoProfiles' | 'permissions'>[]): { role: string; navigation: NavigationItem[]; permissions: string[] } {
  const demoProfiles = demoOrganisation(variant).profiles;
  const ofRole = demoProfiles.filter((profile) => profile.grants.some((grant) => grant.role === role));
  const entries: NavigationItem[] = [];
  const codes = new Set<string>();
  if (ofRole.length === 0) {
    const shared = demoProfiles.map((profile) => new Set(profile.navigation.map((item) => item.path)));
    entries.push(...(demoProfiles[0]?.navigation ?? []).filter((item) => shared.every((paths) => paths.has(item.path))));
  }
  for (const profile of ofRole) {
    const contributions = plugins.flatMap((plugin) => plugin.demoProfiles?.[profile.key] ?? []);
    entries.push(...profile.navigation, ...contributions.flatMap((contribution) => contribution.navigation ?? []));
    for (const grant of profile.grants) if (grant.role === role) grant.permissions.forEach((code) => codes.add(code));
    for (const contribution of contributions) contribution.permissions?.forEach((code) => codes.add(code));
  }
  const seen = new Set<string>();
  const navigation = entries.filter((item) => {
    const key = item.path ?? JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).map((item) => ({ ...item }));
  const declared = declaredPermissionCodes(plugins);
  return { role, navigation, permissions: [...codes].filter((code) => declared.has(code) && code !== ALL_PERMISSIONS).sort() };
}

// --- Decoding the input ---------------------------------------------------------------------------------------------

interface NodeRole {
  idNode: string;
  role: string;
}

interface NodePermission {
  idNode: string;
  idPermissions: string[];
}

export interface ProfileDraft {
  name: string;
  menu: (typeof MENUS)[number];
  navigation: NavigationItem[];
  nodeRoles: NodeRole[];
  /** One entry per unit, codes without repeats, in the order given. */
  permissions: NodePermission[];
}

function idOf(value: unknown, field: string, messageKey = 'validation.required', params?: Record<string, string>): string {
  if (typeof value !== 'string' || value.trim() === '') throw badInput(messageKey, field, params);
  if (value.length > MAX_ID_LENGTH) throw badInput('validation.maxLength', field, { max: MAX_ID_LENGTH });
  return value.trim();
}

function listOf(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw badInput('validation.required', field);
  if (value.length > max) throw badInput('validation.maxItems', field, { max });
  return value;
}

/** The input's shape and text, before the database is asked about its units, roles and name. */
export function decodeProfileInput(input: unknown): ProfileDraft {
  const given = isRecord(input) ? input : {};
  const name = typeof given.name === 'string' ? given.name.trim() : '';
  refuseByRules([required, maxLength(NAME_MAX_LENGTH)], name, 'input.name');
  if (!MENUS.includes(given.menu as never)) throw badInput('validation.oneOf', 'input.menu', { values: MENUS.join(', ') });
  const navigation = checkNavigation(given.navigation, 'input.navigation');

  const nodeRoles: NodeRole[] = [];
  listOf(given.nodeRoles, 'input.nodeRoles', MAX_NODE_ENTRIES).forEach((entry, index) => {
    const field = `input.nodeRoles.${index}`;
    const pair = isRecord(entry) ? entry : {};
    const idNode = idOf(pair.idNode, `${field}.idNode`);
    const role = idOf(pair.role, `${field}.role`);
    if (!nodeRoles.some((known) => known.idNode === idNode && known.role === role)) nodeRoles.push({ idNode, role });
  });
  if (nodeRoles.length === 0) throw badInput('auth.profile.nodeRequired', 'input.nodeRoles');

  const byNode = new Map<string, Set<string>>();
  listOf(given.permissions, 'input.permissions', MAX_NODE_ENTRIES).forEach((entry, index) => {
    const field = `input.permissions.${index}`;
    const grant = isRecord(entry) ? entry : {};
    const idNode = idOf(grant.idNode, `${field}.idNode`);
    const codes = byNode.get(idNode) ?? new Set<string>();
    listOf(grant.idPermissions, `${field}.idPermissions`, MAX_CODES_PER_NODE).forEach((code, position) => {
      if (typeof code !== 'string' || code.trim() === '') throw badInput('validation.required', `${field}.idPermissions.${position}`);
      if (code.length > MAX_CODE_LENGTH) throw badInput('auth.profile.unknownPermission', `${field}.idPermissions.${position}`, { code: code.slice(0, 40) });
      codes.add(code.trim());
    });
    byNode.set(idNode, codes);
  });
  const permissions = [...byNode].map(([idNode, codes]) => ({ idNode, idPermissions: [...codes] }));
  return { name, menu: given.menu as ProfileDraft['menu'], navigation, nodeRoles, permissions };
}

// --- Reads ----------------------------------------------------------------------------------------------------------

/** A profile's units with their roles and its permissions per unit, ordered so that two snapshots compare as JSON. */
async function grantsOf(db: Db, profileId: string): Promise<{ nodeRoles: NodeRole[]; permissions: NodePermission[] }> {
  const [pairs, grants] = await Promise.all([
    db.select().from(profileNodes).where(eq(profileNodes.profile_Id, profileId)).orderBy(asc(profileNodes.node_Id), asc(profileNodes.role)),
    db.select().from(profilePermissions).where(eq(profilePermissions.profile_Id, profileId)).orderBy(asc(profilePermissions.node_Id)),
  ]);
  return {
    nodeRoles: pairs.map((row) => ({ idNode: row.node_Id, role: row.role })),
    permissions: grants.map((row) => ({ idNode: row.node_Id, idPermissions: [...row.permissions].sort() })),
  };
}

/** What the audit records of a profile: the row and its grants. */
async function snapshotOf(db: Db, row: ProfileRow) {
  return { name: row.name, menu: row.menu, navigation: row.navigation, isLocked: row.isLocked, ...(await grantsOf(db, row._id)) };
}

// --- Checks against the database ------------------------------------------------------------------------------------

async function lockProfiles(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PROFILES_LOCK_KEY})`);
}

/** Compared as a reader would: letters in any case, composed or not. */
const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('vi');

async function refuseTakenName(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const others = await tx.select({ name: profiles.name }).from(profiles).where(exceptId ? ne(profiles._id, exceptId) : undefined);
  const key = nameKey(name);
  if (others.some((other) => nameKey(other.name) === key)) throw badInput('auth.profile.nameTaken', 'input.name', { name });
}

/**
 * Refuses units that do not exist or are suspended, unknown roles, permissions on units the profile does not cover,
 * codes the variant does not declare, and '*' (kept only where the profile being edited holds it already).
 */
async function refuseUnknownGrants(tx: Db, draft: ProfileDraft, declared: ReadonlySet<string>, current: NodePermission[]): Promise<void> {
  const nodeIds = [...new Set(draft.nodeRoles.map((pair) => pair.idNode))];
  const found = new Map((await tx.select({ _id: nodes._id, isDeleted: nodes.isDeleted }).from(nodes).where(inArray(nodes._id, nodeIds))).map((row) => [row._id, row]));
  const roleCodes = new Set((await tx.select({ code: roles.code }).from(roles)).map((row) => row.code));
  draft.nodeRoles.forEach((pair, index) => {
    const node = found.get(pair.idNode);
    if (!node) throw badInput('validation.notFound', `input.nodeRoles.${index}.idNode`, { entity: pair.idNode });
    if (node.isDeleted) throw badInput('auth.nodeSuspended', `input.nodeRoles.${index}.idNode`);
    if (!roleCodes.has(pair.role)) throw badInput('auth.profile.unknownRole', `input.nodeRoles.${index}.role`, { role: pair.role });
  });
  draft.permissions.forEach((grant, index) => {
    if (!found.has(grant.idNode)) throw badInput('auth.profile.permissionNodeNotCovered', `input.permissions.${index}.idNode`);
    const held = current.find((entry) => entry.idNode === grant.idNode)?.idPermissions ?? [];
    grant.idPermissions.forEach((code, position) => {
      const field = `input.permissions.${index}.idPermissions.${position}`;
      if (code === ALL_PERMISSIONS) {
        if (!held.includes(ALL_PERMISSIONS)) throw badInput('auth.profile.allPermissions', field);
      } else if (!declared.has(code)) throw badInput('auth.profile.unknownPermission', field, { code });
    });
  });
}

/**
 * Whether some unlocked profile manages both profiles and accounts on a unit in use it covers. A change that leaves
 * none is refused: nobody could give those permissions again (a database already without one is left to be mended).
 */
async function administratorRemains(tx: Db): Promise<boolean> {
  const rows = rowsOf<{ remains: boolean }>(await tx.execute(sql`
    SELECT EXISTS (
      SELECT 1 FROM his_profiles p
      JOIN his_profile_permissions g ON g."profile_Id" = p._id
      JOIN his_nodes nd ON nd._id = g."node_Id" AND NOT nd."isDeleted"
      WHERE NOT p."isLocked"
        AND EXISTS (SELECT 1 FROM his_profile_nodes pn WHERE pn."profile_Id" = p._id AND pn."node_Id" = g."node_Id")
        AND (${ALL_PERMISSIONS} = ANY (g.permissions) OR g.permissions @> ARRAY[${PROFILES_MANAGE}, ${USERS_MANAGE}]::text[])
    ) AS remains`));
  return Boolean(rows[0]?.remains);
}

// --- Writes ---------------------------------------------------------------------------------------------------------

async function writeGrants(tx: Db, profileId: string, draft: ProfileDraft): Promise<void> {
  await tx.delete(profileNodes).where(eq(profileNodes.profile_Id, profileId));
  await tx.delete(profilePermissions).where(eq(profilePermissions.profile_Id, profileId));
  await tx.insert(profileNodes).values(draft.nodeRoles.map((pair) => ({ profile_Id: profileId, node_Id: pair.idNode, role: pair.role })));
  if (draft.permissions.length > 0) {
    await tx.insert(profilePermissions).values(draft.permissions.map((grant) => ({ profile_Id: profileId, node_Id: grant.idNode, permissions: grant.idPermissions })));
  }
}

/** Sessions acting for the profile read it again on their next request, in this process and (on commit) in the others. */
async function refreshSessions(ctx: HostContext, scope: WriteScope, profileId: string): Promise<void> {
  await notifyViewerRevocation(scope.tx, { profileId });
  scope.afterCommit(() => ctx.runtime.viewers.revoke({ profileId }));
}

/** Open profile screens at the caller's unit and at the profile's units refresh. */
function announce(ctx: HostContext, scope: WriteScope, process: 'createProfile' | 'updateProfile', profileId: string, nodeIds: readonly string[]): void {
  scope.emit({ module: 'HeThong', process, idNodes: [...new Set([ctx.requireViewer().nodeId, ...nodeIds])], data: { _id: profileId } });
}

async function lockedProfile(tx: Db, profileId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles._id, profileId)).for('update');
  if (!row) throw badInput('auth.profileNotFound', '_id');
  return row;
}

function refuseWithoutAdministrator(field?: string): never {
  throw badInput('auth.profile.lastAdministrator', field, { permissions: `${PROFILES_MANAGE}, ${USERS_MANAGE}` });
}

export async function createProfile(ctx: HostContext, input: unknown, declared: ReadonlySet<string>): Promise<ProfileRow> {
  ctx.requirePermission(PROFILES_MANAGE);
  const draft = decodeProfileInput(input);
  const profileId = newId();
  await ctx.write(async (scope) => {
    const { tx } = scope;
    await lockProfiles(tx);
    await refuseTakenName(tx, draft.name, null);
    await refuseUnknownGrants(tx, draft, declared, []);
    const [row] = await tx.insert(profiles).values({ _id: profileId, name: draft.name, menu: draft.menu, navigation: draft.navigation, isLocked: false }).returning();
    await writeGrants(tx, profileId, draft);
    await scope.audit({ action: 'CREATE', entity: 'Profile', entityId: profileId, after: await snapshotOf(tx, row!) });
    announce(ctx, scope, 'createProfile', profileId, draft.nodeRoles.map((pair) => pair.idNode));
  });
  const [created] = await ctx.db.select().from(profiles).where(eq(profiles._id, profileId));
  return created!;
}

export async function updateProfile(ctx: HostContext, idArg: unknown, input: unknown, declared: ReadonlySet<string>): Promise<ProfileRow> {
  ctx.requirePermission(PROFILES_MANAGE);
  const profileId = idOf(idArg, '_id', 'auth.profileNotFound');
  const draft = decodeProfileInput(input);
  await ctx.write(async (scope) => {
    const { tx } = scope;
    await lockProfiles(tx);
    const current = await lockedProfile(tx, profileId);
    const before = await snapshotOf(tx, current);
    await refuseTakenName(tx, draft.name, profileId);
    await refuseUnknownGrants(tx, draft, declared, before.permissions);
    const administered = await administratorRemains(tx);
    const [row] = await tx.update(profiles).set({ name: draft.name, menu: draft.menu, navigation: draft.navigation }).where(eq(profiles._id, profileId)).returning();
    await writeGrants(tx, profileId, draft);
    if (administered && !(await administratorRemains(tx))) refuseWithoutAdministrator('input.permissions');
    await refreshSessions(ctx, scope, profileId);
    await scope.audit({ action: 'UPDATE', entity: 'Profile', entityId: profileId, before, after: await snapshotOf(tx, row!) });
    announce(ctx, scope, 'updateProfile', profileId, [...before.nodeRoles, ...draft.nodeRoles].map((pair) => pair.idNode));
  });
  const [updated] = await ctx.db.select().from(profiles).where(eq(profiles._id, profileId));
  return updated!;
}

/** Locks a profile (sessions acting for it are refused from their next request) or unlocks it; never the caller's own. */
export async function lockProfile(ctx: HostContext, idArg: unknown, isLocked: unknown): Promise<ProfileRow> {
  const viewer = ctx.requirePermission(PROFILES_MANAGE);
  const profileId = idOf(idArg, '_id', 'auth.profileNotFound');
  if (typeof isLocked !== 'boolean') throw badInput('validation.boolean', 'isLocked');
  if (isLocked && profileId === viewer.profileId) throw badInput('auth.profile.cannotLockOwn', '_id');
  await ctx.write(async (scope) => {
    const { tx } = scope;
    await lockProfiles(tx);
    const current = await lockedProfile(tx, profileId);
    const administered = isLocked && (await administratorRemains(tx));
    await tx.update(profiles).set({ isLocked }).where(eq(profiles._id, profileId));
    if (administered && !(await administratorRemains(tx))) refuseWithoutAdministrator('_id');
    await refreshSessions(ctx, scope, profileId);
    await scope.audit({ action: 'UPDATE', entity: 'Profile', entityId: profileId, before: { name: current.name, isLocked: current.isLocked }, after: { name: current.name, isLocked } });
    const { nodeRoles } = await grantsOf(tx, profileId);
    announce(ctx, scope, 'updateProfile', profileId, nodeRoles.map((pair) => pair.idNode));
  });
  const [updated] = await ctx.db.select().from(profiles).where(eq(profiles._id, profileId));
  return updated!;
}

// --- Resolvers ------------------------------------------------------------------------------------------------------

/** The part's resolvers; `plugins` are the variant's, whose declarations give the catalogue and the role defaults. */
export function profileAdminResolvers(plugins: readonly ServerPlugin[]): ResolverMap {
  const declared = declaredPermissionCodes(plugins);
  return {
    Query: {
      async profile(_: unknown, args: { _id: string }, ctx: HostContext) {
        ctx.requirePermission(PROFILES_READ);
        const profileId = idOf(args._id, '_id', 'auth.profileNotFound');
        const [row] = await ctx.db.select().from(profiles).where(eq(profiles._id, profileId));
        return row ?? null;
      },
      async roles(_: unknown, __: unknown, ctx: HostContext) {
        ctx.requirePermission(PROFILES_READ);
        const rows = await ctx.db.select().from(roles).orderBy(asc(roles.code));
        return rows.map((row) => ({ code: row.code, name: formatMessage(coreMessages[ctx.lang], `auth.role.${row.code}`) ?? row.name }));
      },
      async roleDefaults(_: unknown, args: { role: string }, ctx: HostContext) {
        ctx.requirePermission(PROFILES_READ);
        const role = idOf(args.role, 'role');
        const [known] = await ctx.db.select({ code: roles.code }).from(roles).where(eq(roles.code, role));
        if (!known) throw badInput('auth.profile.unknownRole', 'role', { role });
        return roleDefaultsOf(role, ctx.variant, plugins);
      },
    },
    Mutation: {
      createProfile: (_: unknown, args: { input: unknown }, ctx: HostContext) => createProfile(ctx, args.input, declared),
      updateProfile: (_: unknown, args: { _id: string; input: unknown }, ctx: HostContext) => updateProfile(ctx, args._id, args.input, declared),
      lockProfile: (_: unknown, args: { _id: string; isLocked: boolean }, ctx: HostContext) => lockProfile(ctx, args._id, args.isLocked),
    },
  };
}
