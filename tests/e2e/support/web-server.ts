// A variant's server with its built bundle, on a PGlite folder of its own (so it can be stopped and
// started again on the same port with the same sessions), for browser tests.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHisServer, DEMO_ADMIN, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../../cli/src/server-plugins';
import { distDir } from '../../../cli/src/build/paths';
import { demoTemplateFolder } from '../../support/templates';

export interface WebServer {
  readonly url: string;
  readonly server: HisServer;
  /** Stops the server; `resume` starts it again on the same port and data (the page stays open). */
  stop(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh data folder holding a copy of the variant's demo database, prepared once per run on first use. */
export function demoDataDir(variantId: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `his-web-${variantId}-`));
  cpSync(demoTemplateFolder(variantId), dataDir, { recursive: true });
  return dataDir;
}

export interface WebServerOptions {
  /** Makes the demo day at start, as `npm start` does; off by default, since suites count what they make. */
  demoDay?: boolean;
}

export async function startWebServer(variantId = 'hospital', options: WebServerOptions = {}): Promise<WebServer> {
  process.env.HIS_LOG ??= 'silent';
  const variant = variantById(variantId);
  const plugins = await loadServerPlugins(variant);
  const dataDir = demoDataDir(variant.id);
  const start = (port = 0) => startHisServer({
    variant, plugins, database: { dataDir }, port, webRoot: distDir(variant.id), demo: true, adminPassword: DEMO_ADMIN.password, demoDay: options.demoDay ?? false,
  });
  let server = await start();
  const port = Number(new URL(server.url).port);
  return {
    url: server.url,
    get server() {
      return server;
    },
    async stop() {
      await server.close();
    },
    async resume() {
      server = await start(port);
    },
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
