// Throwaway real PostgreSQL servers for tests that must not run against a mock or the machine's own cluster.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

export interface PostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is cut, and the server is back when this resolves. */
  restart(): Promise<void>;
  /** Shuts the server down (fast) but keeps its data, until `resume()`. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Runs SQL as the superuser on the `postgres` database, over a connection of its own. */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
}

const run = promisify(execFile);
const ROOT = '/usr/lib/postgresql';
const NOT_INSTALLED = 'PostgreSQL server not installed: apt-get install -y postgresql';

// Debian keeps server binaries off PATH, one folder per major version; prefer the newest.
function binDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  return readdirSync(ROOT)
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(ROOT, v, 'bin', 'initdb')) && existsSync(join(ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(ROOT, v, 'bin'))[0];
}

/** True when a PostgreSQL server binary is installed (so tests can decide whether to run the PostgreSQL leg). */
export function postgresAvailable(): boolean {
  return binDir() !== undefined;
}

// postgres refuses to run as root, so as root every server command runs as the `postgres` user.
const asRoot = process.getuid?.() === 0;
function command(bin: string, tool: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
}

/** Starts a throwaway PostgreSQL server: initdb into a temp folder, listening on 127.0.0.1 on a free port. */
export async function startPostgres(options: { database?: string } = {}): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error(NOT_INSTALLED);
  const dir = await mkdtemp(join(tmpdir(), 'his-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCtl = (...args: string[]) => run(...command(bin, 'pg_ctl', args));
  // Without this hook a crashed or forgetful test leaves a server running and its folder behind.
  const cleanup = () => {
    try { execFileSync(...command(bin, 'pg_ctl', ['-D', data, 'stop', '-m', 'immediate']), { stdio: 'ignore' }); } catch { /* not running */ }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    await run(...command(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']));
    let port = 0;
    // The probed port can be taken by another worker before postgres binds it, so retry with a new one.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await pgCtl('-D', data, '-l', log, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, '-w', 'start');
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
      }
    }
    process.once('exit', cleanup);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const server: PostgresServer = {
      port,
      url,
      async stop() {
        process.off('exit', cleanup);
        try { await pgCtl('-D', data, 'stop', '-m', 'fast', '-w'); } finally { rmSync(dir, { recursive: true, force: true }); }
      },
      // pg_ctl keeps the start options (port, socket folder) in postmaster.opts and reuses them.
      restart: async () => void (await pgCtl('-D', data, '-l', log, 'restart', '-m', 'fast', '-w')),
      pause: async () => void (await pgCtl('-D', data, 'stop', '-m', 'fast', '-w')),
      resume: async () => void (await pgCtl('-D', data, '-l', log, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, '-w', 'start')),
      async sql(text, params) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text, params as unknown[])).rows;
        } finally {
          await client.end();
        }
      },
    };
    if (options.database && options.database !== 'postgres') server.url = await createDatabase(server, options.database);
    return server;
  } catch (err) {
    const tail = existsSync(log) ? `\n--- server log ---\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    cleanup();
    process.off('exit', cleanup);
    throw new Error(`could not start PostgreSQL: ${(err as Error).message}${tail}`, { cause: err });
  }
}

/** Creates an extra database on the server, empty or a copy of the database `template`, and returns its URL. */
export async function createDatabase(server: PostgresServer, name: string, template?: string): Promise<string> {
  const admin = new URL(server.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`);
  } finally {
    await client.end();
  }
  admin.pathname = `/${encodeURIComponent(name)}`;
  return admin.toString();
}
