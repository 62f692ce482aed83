// Reads and writes of a facility's template versions: a save appends the next version, the latest is the current one.
import { sql } from 'drizzle-orm';
import { newId, rowsOf, type Db } from '@his/sdk/server';

export interface StoredVersion {
  version: number;
  body: string;
  restoredFrom: number | null;
  createdBy: string | null;
  createdAt: number;
}

/** Every version of one template of a facility, newest first. */
export async function versionsOf(db: Db, facilityId: string, key: string): Promise<StoredVersion[]> {
  const rows = rowsOf<{ version: number; body: string; restoredFrom: number | null; createdBy: string | null; createdAt: Date | string }>(await db.execute(sql`
    SELECT v.version, v.body, v."restoredFrom", u.username AS "createdBy", v."createdAt"
    FROM his_print_template_versions v LEFT JOIN his_users u ON u._id = v."createdBy"
    WHERE v."facility_Id" = ${facilityId} AND v.key = ${key} ORDER BY v.version DESC`));
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).getTime() }));
}

/** The latest version of each template the facility has saved, by key. */
export async function latestOfFacility(db: Db, facilityId: string): Promise<Map<string, StoredVersion>> {
  const rows = rowsOf<{ key: string; version: number; body: string; restoredFrom: number | null; createdBy: string | null; createdAt: Date | string }>(await db.execute(sql`
    SELECT DISTINCT ON (v.key) v.key, v.version, v.body, v."restoredFrom", u.username AS "createdBy", v."createdAt"
    FROM his_print_template_versions v LEFT JOIN his_users u ON u._id = v."createdBy"
    WHERE v."facility_Id" = ${facilityId} ORDER BY v.key, v.version DESC`));
  return new Map(rows.map(({ key, ...row }) => [key, { ...row, createdAt: new Date(row.createdAt).getTime() }]));
}

/** Appends the next version; the facility's row is locked first so that two saves at once get two numbers. */
export async function appendVersion(tx: Db, facilityId: string, key: string, body: string, userId: string, restoredFrom: number | null): Promise<number> {
  await tx.execute(sql`SELECT _id FROM his_nodes WHERE _id = ${facilityId} FOR UPDATE`);
  const [latest] = rowsOf<{ version: number | null }>(await tx.execute(sql`
    SELECT max(version) AS version FROM his_print_template_versions WHERE "facility_Id" = ${facilityId} AND key = ${key}`));
  const version = Number(latest?.version ?? 0) + 1;
  await tx.execute(sql`
    INSERT INTO his_print_template_versions (_id, "facility_Id", key, version, body, "restoredFrom", "createdBy")
    VALUES (${newId()}, ${facilityId}, ${key}, ${version}, ${body}, ${restoredFrom}, ${userId})`);
  return version;
}
