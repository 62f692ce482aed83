// Change marks: a plugin that keeps a derived view in memory (the cashier's list of a day) learns which keys were
// written since it last looked, whoever wrote them (the API, an import, a script, another process).
//
// The plugin that owns a table declares, in its migrations, statement triggers that mark under a topic the key each
// written row names (changeMarkTriggers): his_change_marks holds one row per topic and key with the transaction that
// last wrote it. A reader keeps the oldest transaction still open when it last looked (pg_snapshot_xmin) and reads the
// marks of that transaction or later (readChangeMarks): a write that commits late is therefore never missed. Topics
// are named in the owner's contract, with what they mark.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './database';

/**
 * The marks' table: one row per topic and key, with the transaction that last wrote it and when. The core's
 * migration makes it; a test that applies a plugin's migrations to a bare database makes it first.
 */
export const CHANGE_MARKS_TABLE_SQL = `
CREATE TABLE his_change_marks (topic text NOT NULL, key text NOT NULL, "Xid" xid8 NOT NULL, at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (topic, key));
CREATE INDEX his_change_marks_since_idx ON his_change_marks (topic, "Xid");
`;

/** The key a topic marks when any of its rows changes the whole view (a price list, a rule). */
export const ALL_KEYS = '*';

export interface ChangeMarkSpec {
  /** The written table. */
  table: string;
  topic: string;
  /** The key of a written row, an SQL expression over the row as `r` (`r."TiepNhan_Id"`), or ALL_KEYS for the whole topic. */
  key: string;
  /** A join that reaches the key from the row (`JOIN "Order" o ON o._id = r."Order_Id"`), when the row lacks it. */
  join?: string;
}

const identifier = (text: string) => text.replace(/[^A-Za-z0-9_]/g, '_');

/** A short stable hash (FNV-1a): names stay unique within PostgreSQL's 63 characters. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Migration SQL: statement triggers (transition tables, so a 10,000-row import costs one statement here) marking the
 * keys of the rows inserted, updated (before and after) and deleted. Keys are marked in order, so two writers never
 * wait on each other's marks in opposite orders.
 */
export function changeMarkTriggers(spec: ChangeMarkSpec): string {
  const name = `his_mark_${identifier(spec.table).slice(0, 30)}_${shortHash(`${spec.table} ${spec.topic}`)}`;
  const keysOf = (rows: string) => spec.key === ALL_KEYS
    ? `SELECT '${ALL_KEYS}'::text AS key WHERE EXISTS (SELECT 1 FROM ${rows})`
    : `SELECT DISTINCT (${spec.key})::text AS key FROM ${rows} r ${spec.join ?? ''} WHERE (${spec.key}) IS NOT NULL`;
  const mark = (keys: string) => `
  INSERT INTO his_change_marks (topic, key, "Xid", at) SELECT '${spec.topic}', k.key, pg_current_xact_id(), now() FROM (${keys}) k ORDER BY k.key
  ON CONFLICT (topic, key) DO UPDATE SET "Xid" = EXCLUDED."Xid", at = EXCLUDED.at;`;
  return `
CREATE FUNCTION "${name}_added"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${mark(keysOf('added'))} RETURN NULL; END $$;
CREATE FUNCTION "${name}_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${mark(`${keysOf('earlier')} UNION ${keysOf('changed')}`)} RETURN NULL; END $$;
CREATE FUNCTION "${name}_removed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${mark(keysOf('removed'))} RETURN NULL; END $$;
CREATE TRIGGER "${name}_added" AFTER INSERT ON "${spec.table}" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "${name}_added"();
CREATE TRIGGER "${name}_changed" AFTER UPDATE ON "${spec.table}" REFERENCING OLD TABLE AS earlier NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "${name}_changed"();
CREATE TRIGGER "${name}_removed" AFTER DELETE ON "${spec.table}" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "${name}_removed"();
`;
}

/**
 * How long a mark is kept after its last write (the server prunes older ones): a reader that has not looked for half
 * of this builds its view again instead of reading marks.
 */
export const CHANGE_MARKS_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether marks since a look at `lookedAt` are all still kept. */
export const marksKeptSince = (lookedAt: number, now = Date.now()): boolean => now - lookedAt < CHANGE_MARKS_KEPT_MS / 2;

/** Removes the marks older than CHANGE_MARKS_KEPT_MS; the number removed. */
export async function pruneChangeMarks(db: Db): Promise<number> {
  const removed = rowsOf<{ count: number }>(await db.execute(sql`
    WITH gone AS (DELETE FROM his_change_marks WHERE at < now() - make_interval(secs => ${CHANGE_MARKS_KEPT_MS / 1000}) RETURNING 1)
    SELECT count(*)::int AS count FROM gone`));
  return removed[0]!.count;
}

export interface ChangeMark {
  topic: string;
  key: string;
}

export interface ChangesSince {
  /** Where the next look starts: the oldest transaction open at this one. */
  seenFrom: string;
  marks: ChangeMark[];
  /** More than `limit` marks: the reader should rebuild its view instead. */
  overflow: boolean;
}

/** Where a reader that builds its view now starts looking from; read before the view's rows. */
export async function changesStartingPoint(db: Db): Promise<string> {
  const [row] = rowsOf<{ xmin: string }>(await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`));
  return row!.xmin;
}

/** The keys of the topics written by transactions from `seenFrom` on (one statement, so one snapshot). */
export async function readChangeMarks(db: Db, topics: readonly string[], seenFrom: string, limit: number): Promise<ChangesSince> {
  const rows = rowsOf<{ xmin: string; topic: string | null; key: string | null }>(await db.execute(sql`
    SELECT s.xmin, m.topic, m.key FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) s
    LEFT JOIN LATERAL (
      SELECT topic, key FROM his_change_marks WHERE topic = ANY(${sql.param([...topics])}::text[]) AND "Xid" >= ${seenFrom}::xid8 LIMIT ${limit + 1}
    ) m ON true`));
  const marks = rows.filter((row) => row.topic !== null).map((row) => ({ topic: row.topic!, key: row.key! }));
  return { seenFrom: rows[0]!.xmin, marks: marks.slice(0, limit), overflow: marks.length > limit };
}

/**
 * Looks shared by concurrent readers: each caller waits for a look that started after it called, so it sees every
 * change committed before its call, and callers that arrive during a look share the one after it.
 */
export class SharedLooks {
  private looking: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly look: () => Promise<void>) {}

  current(): Promise<void> {
    if (!this.looking) return this.start();
    this.next ??= this.looking.catch(() => undefined).then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<void> {
    const running: Promise<void> = this.look().finally(() => {
      if (this.looking === running) this.looking = null;
    });
    this.looking = running;
    return running;
  }
}
