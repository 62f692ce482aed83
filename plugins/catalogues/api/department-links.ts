// Department links (spec §3 "Bed and department links"): the services a department or room performs, the pharmacy
// stores it draws from and its beds; read by department or by service, and each list replaced whole in one write.
import { sql } from 'drizzle-orm';
import { badInput, organisationNodes, rowById, rowsOf, rowsWhere, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { dichVu, giuongBenh } from '../rules';
import { nodesByIds, nodesInFacility, type PhongBan } from './facility-nodes';
import { distinctList, requiredId } from './input-checks';
import { DEPARTMENT_LINKS_WRITE } from '../rules/department-links';
import { departmentLinkEvents } from '../contract';

type Row = Record<string, unknown>;

/** One link as the API returns it: the department and the linked item, both with their ids and rows. */
export type Link = Record<string, unknown> & { PhongBan_Id: string; PhongBan: PhongBan };

/** What differs between the three lists: the table, the item's column and field, how items are checked and read. */
interface LinkKind {
  table: 'PhongBan_DichVu' | 'PhongBan_KhoDuoc' | 'PhongBan_Giuong';
  /** The item's id column: DichVu_Id, KhoDuoc_Id, Giuong_Id. */
  column: string;
  /** The field holding the item's row in a link: DichVu, KhoDuoc, Giuong. */
  item: string;
  /** The mutation's list argument, the field named when the list is refused. */
  listArgument: string;
  /** Most items in one list. */
  max: number;
  /**
   * Refuses ids that are not items of the facility, and newly chosen ones that are suspended (closed); the ids
   * in `kept` were in the list before and may stay. Locks the items until commit against their removal.
   */
  checkItems(tx: Db, viewer: Viewer, department: PhongBan, ids: readonly string[], kept: ReadonlySet<string>): Promise<void>;
  /** The rows of the items a department lists, by code. */
  readItems(db: Db, nodeId: string, departmentId: string): Promise<Row[]>;
}

const linkedIds = (kind: LinkKind, departmentId: string) =>
  sql`SELECT ${sql.raw(`"${kind.column}"`)} FROM ${sql.raw(`"${kind.table}"`)} WHERE "PhongBan_Id" = ${departmentId}`;

/** Refuses ids that name no row, and newly chosen suspended rows, naming the code of the first. */
function refuseMissingOrSuspended(found: readonly { _id: string; code: string; TamNgung: boolean }[], ids: readonly string[], kept: ReadonlySet<string>, field: string): void {
  if (found.length !== ids.length) throw badInput('catalogue.refNotFound', field);
  const suspended = found.find((row) => row.TamNgung && !kept.has(row._id));
  if (suspended) throw badInput('catalogue.refSuspended', field, { code: suspended.code });
}

const services: LinkKind = {
  table: 'PhongBan_DichVu',
  column: 'DichVu_Id',
  item: 'DichVu',
  listArgument: 'idDichVus',
  max: 5_000,
  async checkItems(tx, _viewer, _department, ids, kept) {
    if (ids.length === 0) return;
    // FOR SHARE, as the engine's references: a removal of one of them waits for this write and then finds it in use.
    const found = rowsOf<{ _id: string; code: string; TamNgung: boolean }>(await tx.execute(sql`
      SELECT _id, "MaDichVu" AS code, "TamNgung" FROM "DM_DichVu" WHERE _id = ANY(${sql.param([...ids])}::text[]) ORDER BY _id FOR SHARE`));
    refuseMissingOrSuspended(found, ids, kept, 'idDichVus');
  },
  readItems: (db, nodeId, departmentId) => rowsWhere(db, dichVu, nodeId, sql`_id IN (${linkedIds(services, departmentId)})`),
};

const stores: LinkKind = {
  table: 'PhongBan_KhoDuoc',
  column: 'KhoDuoc_Id',
  item: 'KhoDuoc',
  listArgument: 'idKhoDuocs',
  max: 200,
  async checkItems(tx, viewer, _department, ids, kept) {
    const found = await nodesInFacility(tx, viewer.nodeId, ids);
    for (const id of ids) {
      const store = found.get(id);
      if (!store) throw badInput('catalogues.storeNotFound', 'idKhoDuocs');
      if (store.category !== 'STORE') throw badInput('catalogues.notAStore', 'idKhoDuocs', { name: store.name });
      if (store.TamNgung && !kept.has(id)) throw badInput('catalogues.storeClosed', 'idKhoDuocs', { name: store.name });
    }
  },
  readItems: async (db, _nodeId, departmentId) => {
    const ids = rowsOf<{ id: string }>(await db.execute(sql`SELECT "KhoDuoc_Id" AS id FROM "PhongBan_KhoDuoc" WHERE "PhongBan_Id" = ${departmentId}`));
    return (await nodesByIds(db, ids.map((row) => row.id))) as unknown as Row[];
  },
};

const beds: LinkKind = {
  table: 'PhongBan_Giuong',
  column: 'Giuong_Id',
  item: 'Giuong',
  listArgument: 'idGiuongs',
  max: 2_000,
  async checkItems(tx, viewer, department, ids, kept) {
    if (ids.length === 0) return;
    // Locked for update, in id order: of two writes giving one bed to two departments, the second waits for the
    // first to commit and then finds the bed taken.
    const found = rowsOf<{ _id: string; code: string; TamNgung: boolean }>(await tx.execute(sql`
      SELECT _id, "MaGiuongBenh" AS code, "TamNgung" FROM "DM_GiuongBenh"
      WHERE _id = ANY(${sql.param([...ids])}::text[]) AND "node_Id" = ${viewer.nodeId} ORDER BY _id FOR NO KEY UPDATE`));
    refuseMissingOrSuspended(found, ids, kept, 'idGiuongs');
    const [taken] = rowsOf<{ code: string; department: string }>(await tx.execute(sql`
      SELECT g."MaGiuongBenh" AS code, n.name AS department
      FROM "PhongBan_Giuong" l JOIN "DM_GiuongBenh" g ON g._id = l."Giuong_Id" JOIN ${organisationNodes} n ON n._id = l."PhongBan_Id"
      WHERE l."Giuong_Id" = ANY(${sql.param([...ids])}::text[]) AND l."PhongBan_Id" <> ${department._id}
      ORDER BY g."MaGiuongBenh" COLLATE "C" LIMIT 1`));
    if (taken) throw badInput('catalogues.bedInOtherDepartment', 'idGiuongs', { code: taken.code, department: taken.department });
  },
  readItems: (db, nodeId, departmentId) => rowsWhere(db, giuongBenh, nodeId, sql`_id IN (${linkedIds(beds, departmentId)})`),
};

export const LINK_KINDS = { services, stores, beds } as const;
export type LinkKindName = keyof typeof LINK_KINDS;

/** A department or room of the caller's facility, or a refusal naming idPhongBan; closed ones only when `open` is false. */
async function departmentOf(db: Db, viewer: Viewer, value: unknown, options: { open: boolean; lock: boolean }): Promise<PhongBan> {
  const id = requiredId(value, 'idPhongBan');
  const department = (await nodesInFacility(db, viewer.nodeId, [id], options.lock)).get(id);
  if (!department) throw badInput('catalogues.departmentNotFound', 'idPhongBan');
  if (options.open) {
    if (department.category !== 'DEPARTMENT' && department.category !== 'ROOM') throw badInput('catalogues.notADepartment', 'idPhongBan', { name: department.name });
    if (department.TamNgung) throw badInput('catalogues.departmentClosed', 'idPhongBan', { name: department.name });
  }
  return department;
}

async function linksOf(db: Db, kind: LinkKind, nodeId: string, department: PhongBan): Promise<Link[]> {
  const items = await kind.readItems(db, nodeId, department._id);
  return items.map((item) => ({ PhongBan_Id: department._id, PhongBan: department, [kind.column]: String(item._id), [kind.item]: item }));
}

/** The services, stores or beds a department of the caller's facility lists; for any signed-in user. */
export async function linksOfDepartment(ctx: RequestContext, kindName: LinkKindName, idPhongBan: unknown): Promise<Link[]> {
  const viewer = ctx.requireViewer();
  const department = await departmentOf(ctx.db, viewer, idPhongBan, { open: false, lock: false });
  return linksOf(ctx.db, LINK_KINDS[kindName], viewer.nodeId, department);
}

/** The departments and rooms of the caller's facility that perform a service, by code. */
export async function departmentsOfService(ctx: RequestContext, idDichVu: unknown): Promise<Link[]> {
  const viewer = ctx.requireViewer();
  const id = requiredId(idDichVu, 'idDichVu');
  const service = await rowById(ctx.db, dichVu, viewer.nodeId, id);
  if (!service) throw badInput('catalogue.refNotFound', 'idDichVu');
  const linked = rowsOf<{ id: string }>(await ctx.db.execute(sql`SELECT "PhongBan_Id" AS id FROM "PhongBan_DichVu" WHERE "DichVu_Id" = ${id}`));
  const departments = await nodesInFacility(ctx.db, viewer.nodeId, linked.map((row) => row.id));
  return [...departments.values()]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((department) => ({ PhongBan_Id: department._id, PhongBan: department, DichVu_Id: id, DichVu: service }));
}

/**
 * Replaces a department's list with `ids` in one transaction with its audit entry (the list before and after) and
 * an event; links kept keep their creation. Returns the list as saved.
 */
export async function setLinks(ctx: RequestContext, kindName: LinkKindName, idPhongBan: unknown, ids: unknown): Promise<Link[]> {
  const viewer = ctx.requirePermission(DEPARTMENT_LINKS_WRITE);
  const kind = LINK_KINDS[kindName];
  requiredId(idPhongBan, 'idPhongBan');
  const wanted = distinctList(ids, kind.listArgument, { max: kind.max, allowEmpty: true });
  const table = sql.raw(`"${kind.table}"`);
  const column = sql.raw(`"${kind.column}"`);
  return ctx.write(async ({ tx, audit, emit }) => {
    const department = await departmentOf(tx, viewer, idPhongBan, { open: true, lock: true });
    const before = rowsOf<{ id: string }>(await tx.execute(sql`SELECT ${column} AS id FROM ${table} WHERE "PhongBan_Id" = ${department._id} ORDER BY ${column}`)).map((row) => row.id);
    await kind.checkItems(tx, viewer, department, wanted, new Set(before));
    await tx.execute(sql`DELETE FROM ${table} WHERE "PhongBan_Id" = ${department._id} AND NOT (${column} = ANY(${sql.param(wanted)}::text[]))`);
    if (wanted.length > 0) {
      await tx.execute(sql`
        INSERT INTO ${table} ("PhongBan_Id", ${column}, "createdBy")
        SELECT ${department._id}, item, ${viewer.userId} FROM unnest(${sql.param(wanted)}::text[]) AS item
        ON CONFLICT ("PhongBan_Id", ${column}) DO NOTHING`);
    }
    const idsField = `${kind.item}_Ids`;
    await audit({ action: 'UPDATE', entity: kind.table, entityId: department._id, before: { [idsField]: before }, after: { [idsField]: [...wanted].sort() } });
    emit(departmentLinkEvents[kind.table], { idPhongBan: department._id });
    return linksOf(tx, kind, viewer.nodeId, department);
  });
}
