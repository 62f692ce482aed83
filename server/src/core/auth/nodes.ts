// Organisational units (his_nodes): the checks that create and update share, the tree's category rules, and
// suspending or restoring units, which also ends what callers acting for a suspended unit may do.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { codeRules, findProblem, fitsUnder, isRoomType, nameRules, toKhongDau, type NodeCategory } from '@his/sdk';
import { badInput, newId, placeChain, type Db } from '@his/sdk/server';
import type { HostContext } from '../../context';
import { nodes, profileNodes } from '../tables';
import { notifyViewerRevocation } from './viewer-cache';

export type { NodeCategory } from '@his/sdk';
export type NodeRow = typeof nodes.$inferSelect;

export const NODE_MANAGE_PERMISSION = 'auth.nodes.manage';

const PARENT_RULE_KEYS: Record<NodeCategory, string> = {
  HOSPITAL: 'auth.node.parentOfHospital',
  DEPARTMENT: 'auth.node.parentOfDepartment',
  ROOM: 'auth.node.parentOfRoom',
  STORE: 'auth.node.parentOfRoom',
};

/** The message key refusing a unit of `category` under a parent of `parentCategory` (null: no parent), or null when it fits. */
export function parentProblem(category: NodeCategory, parentCategory: NodeCategory | null): string | null {
  return fitsUnder(category, parentCategory) ? null : PARENT_RULE_KEYS[category];
}

/** The fields create and update accept; on update a field left out keeps its value and null clears it. */
export interface NodeInput {
  code?: string | null;
  name?: string | null;
  category?: NodeCategory | null;
  roomType?: string | null;
  parent_Id?: string | null;
  phone?: string | null;
  taxCode?: string | null;
  address?: string | null;
  queueCodes?: readonly string[] | null;
  prescriptionTemplate?: string | null;
  canSale?: boolean | null;
}

type NodeValues = Omit<NodeRow, '_id' | 'isDeleted'>;

// Every write that changes the tree takes this lock first: two moves checked side by side could otherwise make
// a cycle neither of them sees. Advisory locks are per database, so a constant serves every deployment.
const TREE_LOCK_KEY = 0x6e6f6465;

async function lockTree(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK_KEY})`);
}

const optionalText = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

function queueCodesOf(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((code) => code.trim()).filter(Boolean))];
}

/** `input` over `current` (a new unit when null): a field left out of an update keeps the stored value. */
function draftOf(input: NodeInput, current: NodeRow | null): NodeInput {
  const kept = (name: keyof NodeInput) => (input[name] === undefined && current ? current[name] : input[name]);
  return Object.fromEntries(
    (['code', 'name', 'category', 'roomType', 'parent_Id', 'phone', 'taxCode', 'address', 'queueCodes', 'prescriptionTemplate', 'canSale'] as const).map((name) => [name, kept(name)]),
  ) as NodeInput;
}

/** Whether `candidate` is `nodeId` or lies below it. */
async function isAtOrBelow(tx: Db, candidate: string, nodeId: string): Promise<boolean> {
  return (await placeChain(tx, candidate)).some((node) => node._id === nodeId);
}

/**
 * The checks of create and update, run in the writing transaction: code and name rules, the parent (existing, in
 * use unless it is the one already stored, not the unit itself nor below it, of a category the unit may sit
 * under), the children still fitting a changed category, and a code no other unit has in any letter case.
 * Returns the values to store.
 */
async function checkedNode(tx: Db, input: NodeInput, current: NodeRow | null): Promise<NodeValues> {
  const draft = draftOf(input, current);
  const codeProblem = findProblem(draft.code, codeRules);
  if (codeProblem) throw badInput(codeProblem.key, 'code', codeProblem.params);
  const nameProblem = findProblem(draft.name, nameRules);
  if (nameProblem) throw badInput(nameProblem.key, 'name', nameProblem.params);
  if (!draft.category) throw badInput('validation.required', 'category');
  // A kind stored before the list existed may stay while other fields change; a new one must be in the list.
  const roomType = optionalText(draft.roomType);
  if (roomType !== null && roomType !== current?.roomType && !isRoomType(roomType)) throw badInput('auth.node.unknownRoomType', 'roomType');
  const category = draft.category;

  let parentCategory: NodeCategory | null = null;
  const parentId = draft.parent_Id ?? null;
  if (parentId !== null) {
    const [parent] = await tx.select().from(nodes).where(eq(nodes._id, parentId));
    const unchanged = current !== null && current.parent_Id === parentId;
    if (!parent || (parent.isDeleted && !unchanged)) throw badInput('validation.notFound', 'parent_Id', { entity: parentId });
    if (current && (await isAtOrBelow(tx, parentId, current._id))) throw badInput('auth.node.parentBelowItself', 'parent_Id', { name: current.name });
    parentCategory = parent.category;
  }
  const misplaced = parentProblem(category, parentCategory);
  if (misplaced) throw badInput(misplaced, parentId === null ? 'parent_Id' : 'category');

  if (current && current.category !== category) {
    const children = await tx.select({ code: nodes.code, category: nodes.category }).from(nodes).where(eq(nodes.parent_Id, current._id));
    const misfit = children.find((child) => parentProblem(child.category, category) !== null);
    if (misfit) throw badInput('auth.node.childrenDoNotFit', 'category', { code: misfit.code });
  }

  const code = draft.code!.trim();
  const [duplicate] = await tx
    .select({ _id: nodes._id })
    .from(nodes)
    .where(and(eq(sql`lower(${nodes.code})`, code.toLowerCase()), current ? ne(nodes._id, current._id) : undefined));
  if (duplicate) throw badInput('validation.duplicateCode', 'code', { code });

  const name = draft.name!.trim();
  return {
    code,
    name,
    TenKhongDau: toKhongDau(name),
    category,
    roomType,
    parent_Id: parentId,
    phone: optionalText(draft.phone),
    taxCode: optionalText(draft.taxCode),
    address: optionalText(draft.address),
    queueCodes: queueCodesOf(draft.queueCodes),
    prescriptionTemplate: optionalText(draft.prescriptionTemplate),
    canSale: draft.canSale ?? false,
  };
}

/** A unit under an existing one (createNodeCLSPhongMach): a room of the paraclinical kind unless told otherwise. */
export async function createNode(ctx: HostContext, input: NodeInput & { parent_Id: string }): Promise<NodeRow> {
  ctx.requirePermission(NODE_MANAGE_PERMISSION);
  const category = input.category ?? 'ROOM';
  const draft: NodeInput = { ...input, category, roomType: input.roomType === undefined && category === 'ROOM' ? 'LABORATORY_ROOM' : input.roomType };
  return ctx.write(async ({ tx, audit, emit }) => {
    await lockTree(tx);
    const values = await checkedNode(tx, draft, null);
    const [created] = await tx.insert(nodes).values({ _id: newId(), ...values }).returning();
    await audit({ action: 'CREATE', entity: 'Node', entityId: created!._id, after: created });
    emit({ module: 'HeThong', process: 'createNode', idNodes: [values.parent_Id!, created!._id], data: { _id: created!._id } });
    return created!;
  });
}

export async function updateNode(ctx: HostContext, id: string, input: NodeInput): Promise<NodeRow> {
  ctx.requirePermission(NODE_MANAGE_PERMISSION);
  return ctx.write(async ({ tx, audit, emit }) => {
    await lockTree(tx);
    const [current] = await tx.select().from(nodes).where(eq(nodes._id, id));
    if (!current) throw badInput('validation.notFound', 'id', { entity: id });
    const values = await checkedNode(tx, input, current);
    const [updated] = await tx.update(nodes).set(values).where(eq(nodes._id, id)).returning();
    await audit({ action: 'UPDATE', entity: 'Node', entityId: id, before: current, after: updated });
    emit({ module: 'HeThong', process: 'updateNode', idNodes: nodesToTell(current, updated!), data: { _id: id } });
    return updated!;
  });
}

/** The unit, its parent and its former parent: whose subscribers see the tree change. */
function nodesToTell(before: NodeRow, after: NodeRow): string[] {
  return [...new Set([after._id, after.parent_Id, before.parent_Id].filter((id): id is string => id !== null))];
}

/**
 * Suspends (isDeleted) or restores units. A unit with units still in use below it is not suspended (unless they
 * are suspended in the same call), nor the unit the caller acts for; a unit is not restored under a suspended
 * parent. Callers acting for a suspended unit lose it at once, here and in every other server process.
 */
export async function setNodesDeleted(ctx: HostContext, ids: readonly string[], isDeleted: boolean): Promise<NodeRow[]> {
  const viewer = ctx.requirePermission(NODE_MANAGE_PERMISSION);
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw badInput('validation.required', 'ids');
  const { changed, profileIds } = await ctx.write(async ({ tx, audit, emit }) => {
    await lockTree(tx);
    const found = await tx.select().from(nodes).where(inArray(nodes._id, wanted));
    const byId = new Map(found.map((node) => [node._id, node]));
    const missing = wanted.find((id) => !byId.has(id));
    if (missing) throw badInput('validation.notFound', undefined, { entity: missing });

    if (isDeleted) {
      const current = byId.get(viewer.nodeId);
      if (current) throw badInput('auth.node.suspendCurrent', undefined, { name: current.name });
      const children = await tx
        .select({ name: nodes.name, parent_Id: nodes.parent_Id, _id: nodes._id })
        .from(nodes)
        .where(and(inArray(nodes.parent_Id, wanted), eq(nodes.isDeleted, false)));
      const blocking = children.find((child) => !byId.has(child._id));
      if (blocking) throw badInput('auth.node.hasActiveChildren', undefined, { name: byId.get(blocking.parent_Id!)!.name, child: blocking.name });
    } else {
      const parentIds = [...new Set(found.map((node) => node.parent_Id).filter((id): id is string => id !== null && !byId.has(id)))];
      const suspendedParents = parentIds.length === 0 ? [] : await tx.select().from(nodes).where(and(inArray(nodes._id, parentIds), eq(nodes.isDeleted, true)));
      const orphan = suspendedParents[0] && found.find((node) => node.parent_Id === suspendedParents[0]!._id);
      if (orphan) throw badInput('auth.node.parentSuspended', undefined, { name: orphan.name, parent: suspendedParents[0]!.name });
    }

    const toChange = found.filter((node) => node.isDeleted !== isDeleted);
    if (toChange.length === 0) return { changed: found, profileIds: [] };
    const changedIds = toChange.map((node) => node._id);
    const updated = await tx.update(nodes).set({ isDeleted }).where(inArray(nodes._id, changedIds)).returning();
    for (const after of updated) {
      await audit({ action: 'UPDATE', entity: 'Node', entityId: after._id, before: { isDeleted: !isDeleted }, after: { isDeleted } });
    }
    emit({ module: 'HeThong', process: 'updateNode', idNodes: [...new Set([...changedIds, ...toChange.map((node) => node.parent_Id).filter((id): id is string => id !== null)])], data: { _ids: changedIds, isDeleted } });
    // Whoever acts for a changed unit is resolved again: a suspended unit is refused from the next request on.
    const profiles = await tx.selectDistinct({ _id: profileNodes.profile_Id }).from(profileNodes).where(inArray(profileNodes.node_Id, changedIds));
    for (const profile of profiles) await notifyViewerRevocation(tx, { profileId: profile._id });
    const after = new Map(updated.map((node) => [node._id, node]));
    return { changed: wanted.map((id) => after.get(id) ?? byId.get(id)!), profileIds: profiles.map((profile) => profile._id) };
  });
  // Committed: this process drops them now; the others on hearing the notification.
  for (const profileId of profileIds) ctx.runtime.viewers.revoke({ profileId });
  return changed;
}
