// Prepared databases that tests clone instead of migrating and seeding their own: made once per test run, on first
// use, by whichever worker asks first while the others wait for it (a lock file in the run's shared folder).
import { Blob as NodeBlob } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createPglite, DEMO_ADMIN, openDatabase, prepareDatabase, type Database } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { createDatabase, type PostgresServer } from './postgres';
import { TEMPLATE_ENV } from './template-env';

export { TEMPLATE_ENV };

/** What a template holds: the core alone, or the core with the variant's own plugins, with demo data. */
export interface TemplateKind {
  variantId: string;
  withPlugins: boolean;
}

// A preparation that died leaves its lock behind; after this long a waiter stops waiting and says so.
const LOCK_WAIT_MS = 180_000;
const POLL_MS = 100;
const PREPARE_SCRIPT = join(import.meta.dirname, '..', 'setup', 'prepare-demo-folder.ts');

function templatesFolder(): string {
  if (!process.env[TEMPLATE_ENV]) {
    // Scripts outside a Vitest run (benchmarks) have no global set-up: a folder for this process then.
    const folder = mkdtempSync(join(tmpdir(), 'his-test-templates-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    process.env[TEMPLATE_ENV] = folder;
  }
  return process.env[TEMPLATE_ENV];
}

function templateName(kind: TemplateKind): string {
  return `${kind.withPlugins ? 'plugins' : 'core'}-${kind.variantId}`;
}

/** Migrates and seeds `database` as a demo server of this kind would on its first start. */
export async function prepareTemplate(database: Database, kind: TemplateKind): Promise<void> {
  const variant = variantById(kind.variantId);
  const plugins = kind.withPlugins ? await loadServerPlugins(variant) : [];
  await prepareDatabase(database, variant, plugins, { demo: true, adminPassword: DEMO_ADMIN.password, log: createLogger() });
}

type LockState = 'ready' | 'mine' | 'busy';

function tryLock(target: string): LockState {
  if (existsSync(target)) return 'ready';
  try {
    closeSync(openSync(`${target}.lock`, 'wx'));
    // Someone may have finished between the two checks.
    if (!existsSync(target)) return 'mine';
    rmSync(`${target}.lock`, { force: true });
    return 'ready';
  } catch {
    return 'busy';
  }
}

function waitedTooLong(target: string, since: number): void {
  if (Date.now() - since > LOCK_WAIT_MS) throw new Error(`Gave up waiting for the test template ${target}: remove ${target}.lock if no test run is preparing it`);
}

/** Makes `target` once (written to a side path and renamed, so a waiter never sees half of it). */
async function once(target: string, make: (partial: string) => Promise<void>): Promise<string> {
  const since = Date.now();
  for (;;) {
    const state = tryLock(target);
    if (state === 'ready') return target;
    if (state === 'mine') {
      try {
        rmSync(`${target}.partial`, { recursive: true, force: true });
        await make(`${target}.partial`);
        renameSync(`${target}.partial`, target);
        return target;
      } finally {
        rmSync(`${target}.lock`, { force: true });
      }
    }
    waitedTooLong(target, since);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The same as `once`, for callers that cannot wait asynchronously: the making runs in a child process. */
function onceSync(target: string, make: (partial: string) => void): string {
  const since = Date.now();
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const state = tryLock(target);
    if (state === 'ready') return target;
    if (state === 'mine') {
      try {
        rmSync(`${target}.partial`, { recursive: true, force: true });
        make(`${target}.partial`);
        renameSync(`${target}.partial`, target);
        return target;
      } finally {
        rmSync(`${target}.lock`, { force: true });
      }
    }
    waitedTooLong(target, since);
    Atomics.wait(pause, 0, 0, POLL_MS);
  }
}

/** HIS_TEST_TEMPLATES_OFF=1 migrates and seeds every test database itself: to rule the templates out, or to time them. */
export function templatesEnabled(): boolean {
  return process.env.HIS_TEST_TEMPLATES_OFF !== '1';
}

const dumps = new Map<string, Promise<Blob>>();

/**
 * A prepared embedded database as a PGlite dump, for `openDatabase({ loadDataDir })`: a clone in well under a second.
 * Node's own Blob, whatever the test's environment puts in the global scope (happy-dom has its own).
 */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  const name = templateName(kind);
  let dump = dumps.get(name);
  if (!dump) {
    dump = once(join(templatesFolder(), `${name}.tar`), async (partial) => {
      const folder = mkdtempSync(join(tmpdir(), `his-template-${name}-`));
      try {
        const database = await openDatabase({ dataDir: folder, durable: false });
        try {
          await prepareTemplate(database, kind);
        } finally {
          await database.close();
        }
        const pglite = await createPglite(folder);
        try {
          writeFileSync(partial, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
        } finally {
          await pglite.close();
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }).then((file) => new NodeBlob([readFileSync(file)]) as unknown as Blob);
    // A failed preparation is not kept: the next caller tries again and sees its own error.
    dump.catch(() => dumps.delete(name));
    dumps.set(name, dump);
  }
  return dump;
}

/**
 * A PGlite data folder holding the variant's demo database (with its plugins), for tests that run a server on a
 * folder of their own: they copy it. Synchronous for its callers' sake, so the first caller prepares it in a child.
 */
export function demoTemplateFolder(variantId: string): string {
  return onceSync(join(templatesFolder(), variantId), (partial) => {
    execFileSync(process.execPath, ['--import', 'tsx', PREPARE_SCRIPT, variantId, partial], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HIS_LOG: 'silent' } });
  });
}

const postgresTemplates = new WeakMap<PostgresServer, Map<string, Promise<string>>>();

/**
 * The name of a prepared template database on `server`, made on first use; `CREATE DATABASE … TEMPLATE` copies it.
 * Its connections are closed once it is prepared: PostgreSQL copies a template only while nobody is connected to it.
 */
export function postgresTemplate(server: PostgresServer, kind: TemplateKind): Promise<string> {
  let templates = postgresTemplates.get(server);
  if (!templates) postgresTemplates.set(server, (templates = new Map()));
  const name = `his_template_${templateName(kind).replace(/-/g, '_')}`;
  let template = templates.get(name);
  if (!template) {
    template = (async () => {
      const url = await createDatabase(server, name);
      const database = await openDatabase({ url });
      try {
        await prepareTemplate(database, kind);
      } finally {
        await database.close();
      }
      return name;
    })();
    templates.set(name, template);
  }
  return template;
}
