// Keeps a PatientNameIndex per database and facility current with the database, and answers name searches from it.
//
// Built on the first name search at a facility, in pages, while the database answers (patient-reads.ts); then
// before each search it reads the names written since it last looked: patients whose BenhNhan_TenGhi.Xid (the
// transaction that wrote the name, kept by triggers: migration reception.v8) is at least the oldest transaction that
// was still open then. A write that
// commits late, in this process or another, is therefore never missed. A removed patient is noticed when its row is
// not found (patient-reads.ts reads the proposed ids again), which costs that search a second look. A search may
// also read the names written since in the statement that reads its rows, and look only when one is news to the index.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, SharedLooks, type Db } from '@his/sdk/server';
import { PatientNameIndex, type IndexedPatient } from './patient-name-index';

const BUILD_PAGE = 50_000;
/** More names than this written since the last look (a bulk rename) rebuild the index instead. */
const MAX_CHANGES_READ = 20_000;
/** Patients added or renamed since the build that make a compaction worth its cost: a twentieth, at least 5,000. */
const compactAfter = (built: number) => Math.max(5_000, Math.round(built / 20));

interface FacilityNames {
  index: PatientNameIndex;
  /** pg_snapshot_xmin when the index last looked: names written by this transaction or later may be new to it. */
  seenFrom: string;
  /** Looks shared by concurrent searches, each complete for the searches that began before it started. */
  looks: SharedLooks | null;
}

const built = new WeakMap<Db, Map<string, FacilityNames>>();
const building = new WeakMap<Db, Map<string, Promise<void>>>();

async function oldestOpenTransaction(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmin: string }>(await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`));
  return row!.xmin;
}

async function build(db: Db, facilityId: string): Promise<FacilityNames> {
  const seenFrom = await oldestOpenTransaction(db);
  const patients: IndexedPatient[] = [];
  let after = '';
  for (;;) {
    const page = rowsOf<IndexedPatient>(await db.execute(sql`
      SELECT _id, "TenKhongDau" FROM "BenhNhan" WHERE "node_Id" = ${facilityId} AND _id > ${after} ORDER BY _id LIMIT ${BUILD_PAGE}`));
    patients.push(...page);
    if (page.length < BUILD_PAGE) break;
    after = page[page.length - 1]!._id;
  }
  return { index: new PatientNameIndex(patients), seenFrom, looks: null };
}

/** Up to `limit` patients of the facility, with their names, whose name a transaction from `from` on wrote. */
export function namesWrittenSince(facilityId: string, from: string, limit: number): SQL {
  return sql`
    SELECT p._id, p."TenKhongDau" FROM "BenhNhan_TenGhi" w JOIN "BenhNhan" p ON p._id = w."BenhNhan_Id"
    WHERE w."node_Id" = ${facilityId} AND w."Xid" >= ${from}::xid8 AND p."node_Id" = ${facilityId} LIMIT ${limit}`;
}

/** Reads the names written since the index last looked, in one statement. */
async function look(db: Db, facilityId: string, names: FacilityNames): Promise<void> {
  const rows = rowsOf<{ xmin: string; _id: string | null; TenKhongDau: string | null }>(await db.execute(sql`
    SELECT s.xmin, b._id, b."TenKhongDau" FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) s
    LEFT JOIN LATERAL (${namesWrittenSince(facilityId, names.seenFrom, MAX_CHANGES_READ + 1)}) b ON true`));
  if (rows.length > MAX_CHANGES_READ) {
    const rebuilt = await build(db, facilityId);
    names.index = rebuilt.index;
    names.seenFrom = rebuilt.seenFrom;
    return;
  }
  for (const row of rows) if (row._id !== null) names.index.put({ _id: row._id, TenKhongDau: row.TenKhongDau! });
  names.seenFrom = rows[0]!.xmin;
  if (names.index.changedSinceBuilt > compactAfter(names.index.builtSize)) names.index.compact();
}

/** Brings the index up to every name committed before the call; concurrent searches share looks. */
function current(db: Db, facilityId: string, names: FacilityNames): Promise<void> {
  names.looks ??= new SharedLooks(() => look(db, facilityId, names));
  return names.looks.current();
}

/**
 * The index of the facility as it stands, and the transaction from which names may be new to it; null until built.
 * For a search that reads the names written since in its own statement (patient-reads.ts).
 */
export function builtNameIndex(db: Db, facilityId: string): { index: PatientNameIndex; seenFrom: string } | null {
  const names = built.get(db)?.get(facilityId);
  return names ? { index: names.index, seenFrom: names.seenFrom } : null;
}

/**
 * The index of the facility, current with every name committed before the call; null while it is being built (the
 * first call starts the build and the caller asks the database meanwhile) or when reading the changes failed.
 */
export async function facilityNameIndex(db: Db, facilityId: string, onError: (error: unknown) => void): Promise<PatientNameIndex | null> {
  const names = built.get(db)?.get(facilityId);
  if (names) {
    try {
      await current(db, facilityId, names);
      return names.index;
    } catch (error) {
      // A look that failed (a statement cancelled, the database away) leaves the index behind: build it again.
      built.get(db)?.delete(facilityId);
      onError(error);
      return null;
    }
  }
  const pending = building.get(db) ?? new Map<string, Promise<void>>();
  building.set(db, pending);
  if (!pending.has(facilityId)) {
    pending.set(facilityId, build(db, facilityId)
      .then((ready) => {
        const facilities = built.get(db) ?? new Map<string, FacilityNames>();
        facilities.set(facilityId, ready);
        built.set(db, facilities);
      })
      .catch(onError)
      .finally(() => pending.delete(facilityId)));
  }
  return null;
}

/** Forgets a patient the index proposed whose row is gone or no longer matches (removed, or moved to another facility). */
export function forgetPatient(db: Db, facilityId: string, id: string): void {
  built.get(db)?.get(facilityId)?.index.remove(id);
}

/** Waits for a build in progress (tests and the benchmark, which want the index's answers, not the fallback's). */
export async function nameIndexBuilt(db: Db, facilityId: string): Promise<void> {
  await building.get(db)?.get(facilityId);
}
