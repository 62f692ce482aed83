// Between the profile editor and the auth service: a profile as a draft being edited and back as ProfileInput, the
// permission catalogue grouped by plugin and searched, and where on the form each refusal of the server goes.
import { toKhongDau } from '@his/sdk';
import type { AdminProfileFieldsFragment, ProfileInput, ProfilePermissionCatalogueQuery, ProfilesListQuery } from '../../generated/auth/graphql';
import { navigationFromTree, newNodeKey, treeFromNavigation, type TreeNode } from './navigation-tree';

export type AdminProfile = AdminProfileFieldsFragment;
export type ListedProfile = ProfilesListQuery['profiles'][number];
export type PermissionEntry = ProfilePermissionCatalogueQuery['permissionCatalogue'][number];

export type MenuKind = 'full' | 'tree';
export const MENU_KINDS: readonly MenuKind[] = ['tree', 'full'];

/** Holds every permission; only the seeded system administrator has it, and the server refuses to grant it. */
export const ALL_PERMISSIONS = '*';

/** What the auth service announces when a profile is made or changed (locks included). */
export const PROFILE_EVENTS = { module: 'HeThong', processes: ['createProfile', 'updateProfile'] as readonly string[] };

/** The permission the server asks for every change to a profile. */
export const PROFILES_MANAGE = 'auth.profiles.manage';

/** One node–role pair as edited: either may still be unchosen. */
export interface NodeRoleRow {
  key: string;
  idNode: string | null;
  role: string | null;
}

export interface ProfileDraft {
  name: string;
  menu: MenuKind;
  tree: TreeNode[];
  nodeRoles: NodeRoleRow[];
  /** Node id → permission codes held there. */
  permissions: Record<string, string[]>;
  /** The role the profile was started from: a node added later takes its role and permissions. */
  startRole: { role: string; permissions: string[] } | null;
}

export function draftOf(profile: AdminProfile | null): ProfileDraft {
  if (!profile) return { name: '', menu: 'tree', tree: [], nodeRoles: [], permissions: {}, startRole: null };
  return {
    name: profile.name,
    menu: profile.menu === 'full' ? 'full' : 'tree',
    tree: treeFromNavigation(profile.navigation),
    nodeRoles: profile.nodeRoles.map((pair) => ({ key: newNodeKey(), idNode: pair.idNode, role: pair.role })),
    permissions: Object.fromEntries(profile.permissions.map((each) => [each.idNode, [...each.idPermissions]])),
    startRole: null,
  };
}

/** The nodes the profile acts on, each once, in the order of its pairs. */
export function draftNodes(draft: Pick<ProfileDraft, 'nodeRoles'>): string[] {
  return [...new Set(draft.nodeRoles.flatMap((row) => (row.idNode ? [row.idNode] : [])))];
}

/** Where the form stops before sending: a pair without its node or role, named by its place. */
export interface DraftProblem {
  field: string;
  key: string;
}

export function draftProblems(draft: ProfileDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.name.trim()) problems.push({ field: 'input.name', key: 'validation.required' });
  draft.nodeRoles.forEach((row, index) => {
    if (!row.idNode) problems.push({ field: `input.nodeRoles.${index}.idNode`, key: 'admin.profiles.nodeRequired' });
    if (!row.role) problems.push({ field: `input.nodeRoles.${index}.role`, key: 'admin.profiles.roleRequired' });
  });
  return problems;
}

/** What is sent: the tree without its screen keys, and permissions for exactly the profile's nodes. */
export function profileInputOf(draft: ProfileDraft): ProfileInput {
  const nodeRoles = draft.nodeRoles
    .flatMap((row) => (row.idNode && row.role ? [{ idNode: row.idNode, role: row.role }] : []))
    .filter((pair, index, all) => all.findIndex((other) => other.idNode === pair.idNode && other.role === pair.role) === index);
  return {
    name: draft.name.trim(),
    menu: draft.menu,
    navigation: navigationFromTree(draft.tree),
    nodeRoles,
    permissions: draftNodes(draft).map((idNode) => ({ idNode, idPermissions: [...(draft.permissions[idNode] ?? [])] })),
  };
}

/**
 * A role's defaults applied: its tree, its permissions on every node of the profile, its role on the pairs still
 * without one (a first pair when there is none), and both for the nodes added after.
 */
export function withRoleDefaults(draft: ProfileDraft, role: string, defaults: { navigation: unknown; permissions: readonly string[] }): ProfileDraft {
  const nodeRoles = draft.nodeRoles.length ? draft.nodeRoles.map((row) => (row.role ? row : { ...row, role })) : [{ key: newNodeKey(), idNode: null, role }];
  return {
    ...draft,
    tree: treeFromNavigation(defaults.navigation),
    nodeRoles,
    permissions: Object.fromEntries(draftNodes({ nodeRoles }).map((idNode) => [idNode, [...defaults.permissions]])),
    startRole: { role, permissions: [...defaults.permissions] },
  };
}

/** A new pair: the started role, and a node to choose. */
export function withPairAdded(draft: ProfileDraft): ProfileDraft {
  return { ...draft, nodeRoles: [...draft.nodeRoles, { key: newNodeKey(), idNode: null, role: draft.startRole?.role ?? null }] };
}

/** A pair's node or role chosen; a node new to the profile starts with the started role's permissions. */
export function withPairChanged(draft: ProfileDraft, key: string, change: { idNode?: string | null; role?: string | null }): ProfileDraft {
  const nodeRoles = draft.nodeRoles.map((row) => (row.key === key ? { ...row, ...change } : row));
  const permissions = { ...draft.permissions };
  if (change.idNode && !permissions[change.idNode] && draft.startRole) permissions[change.idNode] = [...draft.startRole.permissions];
  return { ...draft, nodeRoles, permissions };
}

export function withPairRemoved(draft: ProfileDraft, key: string): ProfileDraft {
  return { ...draft, nodeRoles: draft.nodeRoles.filter((row) => row.key !== key) };
}

export interface PermissionGroup {
  plugin: string;
  title: string;
  entries: PermissionEntry[];
}

const matches = (words: string, ...texts: string[]) => texts.some((each) => toKhongDau(each).includes(words));

/**
 * The catalogue by plugin, in the server's order (the core first, then the variant's plugins), keeping the entries
 * whose title or code holds the search words, or all of a plugin whose title does.
 */
export function groupPermissions(catalogue: readonly PermissionEntry[], pluginTitle: (plugin: string) => string, search = ''): PermissionGroup[] {
  const words = toKhongDau(search);
  const groups = new Map<string, PermissionGroup>();
  for (const entry of catalogue) {
    const group = groups.get(entry.plugin) ?? { plugin: entry.plugin, title: pluginTitle(entry.plugin), entries: [] };
    groups.set(entry.plugin, group);
    if (!words || matches(words, group.title) || matches(words, entry.title, entry.code)) group.entries.push(entry);
  }
  return [...groups.values()].filter((group) => group.entries.length > 0);
}

/** The codes with `codes` all added or all taken away. */
export function withCodes(held: readonly string[], codes: readonly string[], on: boolean): string[] {
  return on ? [...new Set([...held, ...codes])] : held.filter((code) => !codes.includes(code));
}

/** Where on the form a refusal goes: the server names fields `input.name`, `input.nodeRoles.1.role`, `_id`… */
export type FormArea = 'name' | 'menu' | 'navigation' | 'nodeRoles' | 'permissions' | 'other';

export function areaOf(field: string): FormArea {
  const [first] = field.replace(/^input\./, '').split(/[.[]/);
  return first === 'name' || first === 'menu' || first === 'navigation' || first === 'nodeRoles' || first === 'permissions' ? first : 'other';
}

/** The row a refusal of one node–role pair names (`input.nodeRoles.2.idNode`, `input.nodeRoles[2]`), if any. */
export function rowOf(field: string): number | null {
  const match = /nodeRoles(?:\.|\[)(\d+)/.exec(field);
  return match ? Number(match[1]) : null;
}

/** The nodes' names for the list: each node once. */
export function profileNodeNames(profile: Pick<ListedProfile, 'nodeRoles'>, nodeName: (id: string) => string): string {
  return [...new Set(profile.nodeRoles.map((pair) => pair.idNode))].map(nodeName).join(', ');
}

/** Profiles whose name holds the words, whatever the accents. */
export function searchProfiles<T extends { name: string }>(profiles: readonly T[], search: string): T[] {
  const words = toKhongDau(search);
  return words ? profiles.filter((profile) => toKhongDau(profile.name).includes(words)) : [...profiles];
}
