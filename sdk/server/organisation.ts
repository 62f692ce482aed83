// The organisation service: how plugins read the core's tree of facilities, departments, rooms and stores. A place's
// chain (room → department → facility), the facility of a place, whether places lie in a facility, rooms of a kind.
// One recursive query serves them all; the table is named here and in the shared constant only.
import { sql } from 'drizzle-orm';
import { ORGANISATION_TABLE, type NodeCategory } from '../shared/organisation';
import { rowsOf, type Db } from './database';

/** The table, for a join in a plugin's own query. */
export const organisationNodes = sql.identifier(ORGANISATION_TABLE);

/** The change-mark topic (change-marks.ts, every key at once) of any write to the organisation's nodes. */
export const ORGANISATION_CHANGES = 'core.organisation';

export interface OrganisationNode {
  _id: string;
  code: string;
  name: string;
  category: NodeCategory;
  roomType: string | null;
  parent_Id: string | null;
  /** Suspended (shown as TamNgung on catalogue screens). */
  isDeleted: boolean;
}

// Deeper than any real facility → department → room tree: a parent cycle typed by mistake cannot loop for ever.
const MAX_DEPTH = 16;
const NODE_COLUMNS = sql.raw(`n._id, n.code, n.name, n.category, n."roomType", n."parent_Id", n."isDeleted"`);

/** Each of `ids` with its ancestors, nearest first (the node itself at depth 0). */
async function chainsOf(db: Db, ids: readonly string[]): Promise<Map<string, OrganisationNode[]>> {
  const chains = new Map<string, OrganisationNode[]>();
  if (ids.length === 0) return chains;
  const rows = rowsOf<OrganisationNode & { start: string }>(await db.execute(sql`
    WITH RECURSIVE chain(start, _id, parent, depth) AS (
      SELECT _id, _id, "parent_Id", 0 FROM ${organisationNodes} WHERE _id = ANY(${sql.param([...new Set(ids)])}::text[])
      UNION ALL
      SELECT c.start, n._id, n."parent_Id", c.depth + 1 FROM ${organisationNodes} n JOIN chain c ON n._id = c.parent WHERE c.depth < ${MAX_DEPTH}
    )
    SELECT c.start, ${NODE_COLUMNS} FROM chain c JOIN ${organisationNodes} n ON n._id = c._id ORDER BY c.start, c.depth`));
  for (const { start, ...node } of rows) {
    const chain = chains.get(start) ?? [];
    chain.push(node);
    chains.set(start, chain);
  }
  return chains;
}

/** The place and the units above it, nearest first: room, department, facility; empty when there is no such place. */
export async function placeChain(db: Db, nodeId: string): Promise<OrganisationNode[]> {
  return (await chainsOf(db, [nodeId])).get(nodeId) ?? [];
}

/** The facility (the nearest HOSPITAL, the place itself included) a place belongs to. */
export async function facilityOf(db: Db, nodeId: string): Promise<OrganisationNode | null> {
  return (await placeChain(db, nodeId)).find((node) => node.category === 'HOSPITAL') ?? null;
}

export interface WithinOptions {
  /** Only units of these categories. */
  categories?: readonly NodeCategory[];
  /** Leave out suspended units. */
  activeOnly?: boolean;
  /**
   * Lock the rows until the transaction ends: FOR NO KEY UPDATE, so two writes about one department wait for each
   * other while the core's rows that refer to the unit stay untouched.
   */
  lock?: boolean;
}

/** The units among `ids` that are `facilityId` or lie below it, by id. */
export async function nodesWithin(db: Db, facilityId: string, ids: readonly string[], options: WithinOptions = {}): Promise<Map<string, OrganisationNode>> {
  const chains = await chainsOf(db, ids);
  const inside = [...chains.values()]
    .filter((chain) => chain.some((node) => node._id === facilityId))
    .map((chain) => chain[0]!)
    .filter((node) => (!options.categories || options.categories.includes(node.category)) && (!options.activeOnly || !node.isDeleted));
  if (options.lock && inside.length > 0) {
    await db.execute(sql`SELECT _id FROM ${organisationNodes} WHERE _id = ANY(${sql.param(inside.map((node) => node._id).sort())}::text[]) ORDER BY _id FOR NO KEY UPDATE`);
  }
  return new Map(inside.map((node) => [node._id, node]));
}

/** The units with these ids, ordered by code. */
export async function nodesByIds(db: Db, ids: readonly string[]): Promise<OrganisationNode[]> {
  if (ids.length === 0) return [];
  return rowsOf<OrganisationNode>(await db.execute(sql`
    SELECT ${NODE_COLUMNS} FROM ${organisationNodes} n WHERE n._id = ANY(${sql.param([...ids])}::text[]) ORDER BY n.code COLLATE "C", n._id`));
}

/** The facilities that are not suspended: per-facility catalogue rows go to each. */
export async function activeFacilities(db: Db): Promise<OrganisationNode[]> {
  return rowsOf<OrganisationNode>(await db.execute(sql`
    SELECT ${NODE_COLUMNS} FROM ${organisationNodes} n WHERE n.category = 'HOSPITAL' AND NOT n."isDeleted" ORDER BY n.code COLLATE "C"`));
}

/** The active rooms of a kind (EXAMINE_ROOM, CASHIER_ROOM, …) below a facility, by code. */
export async function roomsOfKind(db: Db, facilityId: string, roomType: string): Promise<OrganisationNode[]> {
  const rooms = rowsOf<{ _id: string }>(await db.execute(sql`
    SELECT _id FROM ${organisationNodes} WHERE category = 'ROOM' AND "roomType" = ${roomType} AND NOT "isDeleted"`));
  const within = await nodesWithin(db, facilityId, rooms.map((room) => room._id));
  return [...within.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The service as a request sees it: bound to its database handle and to the caller's facility. */
export interface Organisation {
  chain(nodeId: string): Promise<OrganisationNode[]>;
  facilityOf(nodeId: string): Promise<OrganisationNode | null>;
  /** The caller's facility: that of the node the caller acts for. */
  callerFacility(): Promise<OrganisationNode | null>;
  /** Whether the place is the caller's facility or lies below it. */
  isInCallerFacility(nodeId: string): Promise<boolean>;
  roomsOfKind(roomType: string): Promise<OrganisationNode[]>;
}

export function organisationFor(db: Db, callerNodeId: () => string): Organisation {
  const callerFacility = () => facilityOf(db, callerNodeId());
  return {
    chain: (nodeId) => placeChain(db, nodeId),
    facilityOf: (nodeId) => facilityOf(db, nodeId),
    callerFacility,
    async isInCallerFacility(nodeId) {
      const facility = await callerFacility();
      return facility !== null && (await nodesWithin(db, facility._id, [nodeId])).has(nodeId);
    },
    async roomsOfKind(roomType) {
      const facility = await callerFacility();
      return facility ? roomsOfKind(db, facility._id, roomType) : [];
    },
  };
}
