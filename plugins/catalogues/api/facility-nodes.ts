// Departments, rooms and stores are the core's organisational nodes (his_nodes): those a caller may name are the
// node it acts for and the nodes below it, as price lists see rooms.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@his/sdk/server';

/** A node as department links show it; TamNgung is the core's isDeleted. */
export interface PhongBan {
  _id: string;
  code: string;
  name: string;
  category: 'HOSPITAL' | 'DEPARTMENT' | 'ROOM' | 'STORE';
  roomType: string | null;
  parent_Id: string | null;
  TamNgung: boolean;
}

// Deeper than any real tree (facility, department, room): a cycle in bad data cannot loop forever.
const MAX_DEPTH = 16;

/**
 * The nodes among `ids` that are `facilityNodeId` or lie below it, deleted ones included, by id. `lock` locks them
 * until the transaction ends: FOR NO KEY UPDATE, so two writes to one department's lists wait for each other
 * while the core's rows that refer to the node are untouched.
 */
export async function nodesInFacility(db: Db, facilityNodeId: string, ids: readonly string[], lock = false): Promise<Map<string, PhongBan>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PhongBan>(await db.execute(sql`
    WITH RECURSIVE chain(start, _id, parent, depth) AS (
      SELECT _id, _id, "parent_Id", 0 FROM his_nodes WHERE _id = ANY(${sql.param([...ids])}::text[])
      UNION ALL
      SELECT c.start, n._id, n."parent_Id", c.depth + 1 FROM his_nodes n JOIN chain c ON n._id = c.parent WHERE c.depth < ${MAX_DEPTH}
    )
    SELECT n._id, n.code, n.name, n.category, n."roomType", n."parent_Id", n."isDeleted" AS "TamNgung"
    FROM his_nodes n WHERE n._id IN (SELECT start FROM chain WHERE _id = ${facilityNodeId})
    ORDER BY n._id ${lock ? sql`FOR NO KEY UPDATE OF n` : sql``}`));
  return new Map(rows.map((row) => [row._id, row]));
}

/** The nodes with these ids, by code. */
export async function nodesByIds(db: Db, ids: readonly string[]): Promise<PhongBan[]> {
  if (ids.length === 0) return [];
  return rowsOf<PhongBan>(await db.execute(sql`
    SELECT _id, code, name, category, "roomType", "parent_Id", "isDeleted" AS "TamNgung"
    FROM his_nodes WHERE _id = ANY(${sql.param([...ids])}::text[]) ORDER BY code COLLATE "C", _id`));
}
