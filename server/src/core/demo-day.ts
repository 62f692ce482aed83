// The demo day (README): each plugin's part (`ServerPlugin.demoDay`) made once per calendar day in Vietnam on a database
// holding the demo data, at start and again when the day changes, acting as the demo accounts.
import { and, eq, sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay, toCalendarDate } from '@his/sdk/format';
import {
  lookUpProvided, organisationFor, realtimeEvent, rowsOf,
  type AuditEntry, type Db, type DemoActor, type DemoDayContext, type EmitOptions, type EventRef, type RealtimeEvent, type ServerPlugin, type Viewer,
} from '@his/sdk/server';
import { buildContext, type HostContext } from '../context';
import { runEventHandlers } from '../events/dispatch';
import type { Runtime } from '../runtime';
import { writeAudit } from './audit';
import { loadUserProfiles } from './auth/viewer';
import { profilePermissions } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The operation its audit entries name (labelled in audit-labels.ts), and the address they come from. */
const DEMO_DAY_OPERATION = 'demoDay';
const DEMO_DAY_ADDRESS = 'demo-day';
/** After midnight, so that a timer firing a little early still finds the new day. */
const AFTER_MIDNIGHT_MS = 5_000;

/** The record of a part done on a day (his_seeds.kind, the owner being the plugin): 'demo-day:2026-03-14'. */
export function demoDayKind(now: Timestamp): string {
  const day = toCalendarDate(now);
  return `demo-day:${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** What the actors' writes leave to do once the part has committed: their events (with who emitted them) and hooks. */
interface Outbox {
  events: { viewer: Viewer; events: RealtimeEvent[] }[];
  committed: (() => void)[];
}

/** The demo account as a request's viewer: its first unlocked profile at the first node that profile covers. */
async function actAs(runtime: Runtime, tx: Db, username: string, outbox: Outbox): Promise<DemoActor> {
  const [user] = rowsOf<{ _id: string; staffId: string | null; positionCode: string | null }>(await tx.execute(sql`
    SELECT u._id, u."NhanVien_Id" AS "staffId", c."MaChucVu" AS "positionCode" FROM his_users u
    LEFT JOIN "NhanVien" n ON n._id = u."NhanVien_Id" LEFT JOIN "DM_ChucVu" c ON c._id = n."ChucVu_Id"
    WHERE u.username = ${username} AND NOT u."isLocked"`));
  if (!user) throw new Error(`The demo day acts as "${username}", who has no unlocked account here.`);
  const profile = (await loadUserProfiles(tx, user._id)).find((each) => !each.isLocked && each.nodeIds.length > 0);
  if (!profile) throw new Error(`The demo account "${username}" has no unlocked profile with a node.`);
  const nodeId = profile.nodeIds[0]!;
  const [grant] = await tx.select().from(profilePermissions).where(and(eq(profilePermissions.profile_Id, profile._id), eq(profilePermissions.node_Id, nodeId)));
  const viewer: Viewer = {
    // No session stands behind it: nothing signs it out, and no socket is its.
    userId: user._id, username, sessionId: DEMO_DAY_ADDRESS, nodeId, profileId: profile._id,
    permissions: new Set(grant?.permissions ?? []), positionCode: user.positionCode,
  };
  const operation = { name: DEMO_DAY_OPERATION, audited: false };
  const base = buildContext(runtime, viewer, 'vi', DEMO_DAY_ADDRESS, operation);
  const ctx: HostContext = {
    ...base,
    // Everything the account reads and writes goes through the part's transaction: PGlite has one connection.
    db: tx,
    organisation: organisationFor(tx, () => viewer.nodeId),
    write: (work) =>
      tx.transaction(async (savepoint) => {
        const events: RealtimeEvent[] = [];
        const committed: (() => void)[] = [];
        const result = await work({
          tx: savepoint as never,
          emit: (event: RealtimeEvent | EventRef<unknown>, payload?: unknown, options?: EmitOptions) => {
            events.push('idNodes' in event ? event : realtimeEvent(event, payload, [viewer.nodeId], options));
          },
          afterCommit: (done) => committed.push(done),
          audit: async (entry: AuditEntry) => {
            operation.audited = true;
            await writeAudit(savepoint as never, ctx.auditActor(), entry);
          },
        });
        // Kept only when the write's savepoint holds: a refused write announces nothing.
        outbox.events.push({ viewer, events });
        outbox.committed.push(...committed);
        return result;
      }),
  };
  return { viewer, staffId: user.staffId, ctx };
}

/** One plugin's part in its own transaction, recorded done in it; then its events and their handlers. */
async function runPart(runtime: Runtime, plugin: ServerPlugin, now: Timestamp): Promise<void> {
  const outbox: Outbox = { events: [], committed: [] };
  await runtime.database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const facilities = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM his_nodes WHERE category = 'HOSPITAL' AND NOT "isDeleted" ORDER BY code`));
    const context: DemoDayContext = {
      tx,
      now,
      variant: runtime.variant,
      facilityNodeIds: facilities.map((row) => row._id),
      log: runtime.log,
      provided: (key) => lookUpProvided(runtime.provisions, key),
      actAs: (username) => actAs(runtime, tx, username, outbox),
    };
    await plugin.demoDay!(context);
    await tx.execute(sql`INSERT INTO his_seeds (owner, kind) VALUES (${plugin.id}, ${demoDayKind(now)})`);
  });
  for (const done of outbox.committed) done();
  const events = outbox.events.flatMap((each) => each.events);
  if (events.length === 0) return;
  await runtime.bus.publish(events).catch((error: unknown) => runtime.log.error('event.publishFailed', { error: String(error), modules: events.map((event) => event.module) }));
  for (const { viewer, events: emitted } of outbox.events) {
    await runEventHandlers(runtime.eventHandlers, emitted, (event, name) => ({
      ...buildContext(runtime, viewer, 'vi', DEMO_DAY_ADDRESS, { name, audited: false }, { eventDepth: 1 }),
      event,
    }), 0, runtime.log);
  }
}

/**
 * Makes the parts of the day `now` falls on that are not made yet, in the plugins' order, on a database holding the
 * demo data; a failing part is logged and the others still run. Several processes on one PostgreSQL take turns.
 * Returns the ids of the plugins whose part ran.
 */
export async function runDemoDay(runtime: Runtime, plugins: readonly ServerPlugin[], now: Timestamp = Date.now()): Promise<string[]> {
  const parts = plugins.filter((plugin) => plugin.demoDay);
  if (parts.length === 0) return [];
  const { database, log } = runtime;
  return database.exclusive(async () => {
    const demo = await database.query(`SELECT 1 FROM his_seeds WHERE owner = 'core' AND kind = 'demo'`);
    if (demo.length === 0) {
      log.warn('demoDay.noDemoData', { hint: 'The demo day needs a database seeded with the demo data (--demo).' });
      return [];
    }
    const kind = demoDayKind(now);
    const done = new Set((await database.query<{ owner: string }>('SELECT owner FROM his_seeds WHERE kind = $1', [kind])).map((row) => row.owner));
    const ran: string[] = [];
    for (const plugin of parts) {
      if (done.has(plugin.id)) continue;
      try {
        await runPart(runtime, plugin, now);
        ran.push(plugin.id);
      } catch (error) {
        log.error('demoDay.partFailed', { plugin: plugin.id, day: kind, error: String((error as Error | undefined)?.stack ?? error) });
      }
    }
    if (ran.length > 0) log.info('demoDay.made', { day: kind, parts: ran });
    return ran;
  });
}

/** How long from `now` until the next day's run: just after the coming midnight in Vietnam. */
export function nextRunDelay(now: Timestamp): number {
  return startOfDay(now) + DAY_MS + AFTER_MIDNIGHT_MS - now;
}

export interface DemoDaySchedule {
  /** Resolves once no run is in progress and no other will start. */
  stop(): Promise<void>;
}

/**
 * Runs the demo day now (resolving once it is made) and again shortly after each midnight in Vietnam while the
 * server runs; the timer keeps no process alive.
 */
export async function scheduleDemoDay(runtime: Runtime, plugins: readonly ServerPlugin[]): Promise<DemoDaySchedule> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const run = () => (running = runDemoDay(runtime, plugins).catch((error: unknown) => runtime.log.error('demoDay.failed', { error: String(error) })));
  const planNext = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(planNext);
    }, nextRunDelay(Date.now()));
    timer.unref();
  };
  await run();
  planNext();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
