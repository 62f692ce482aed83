// Runs a variant's server (API plus its built web bundle under /his/) until SIGINT, SIGTERM or npm's end.
import type { VariantManifest } from '@his/sdk';
import { startHisServer, type DatabaseOptions, type HisServer, type HisServerOptions } from '@his/server';
import { loadServerPlugins } from './server-plugins';
import { distDir } from './build/paths';
import { stopOnSignals } from './stop-signals';

export interface ServeOptions {
  port: number;
  host: string;
  database: DatabaseOptions;
  demo: boolean;
  adminPassword?: string;
  /** The server's default follows NODE_ENV; `his dev` keeps the schema open to tools. */
  introspection?: HisServerOptions['introspection'];
  /** The key file of secret settings (`--secret-key-file`); HIS_SECRET_KEY wins over it. */
  secretKeyFile?: string;
  /** Makes the demo day (README) once a day on a database with the demo data. */
  demoDay?: boolean;
}

export async function serveVariant(variant: VariantManifest, options: ServeOptions): Promise<HisServer> {
  const server = await startHisServer({
    variant,
    plugins: await loadServerPlugins(variant),
    database: options.database,
    port: options.port,
    host: options.host,
    webRoot: distDir(variant.id),
    demo: options.demo,
    adminPassword: options.adminPassword,
    introspection: options.introspection,
    secretKeyFile: options.secretKeyFile,
    demoDay: options.demoDay,
  });
  process.stdout.write(`\n${variant.title.vi} — web ${server.url}/his/ · API ${server.url}/graphqlhis\n\n`);
  stopOnSignals(async () => {
    await server.close();
    process.exit(0);
  });
  return server;
}
