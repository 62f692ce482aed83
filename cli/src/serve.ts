// Runs a variant's server (API plus its built web bundle under /his/) until SIGINT or SIGTERM.
import type { VariantManifest } from '@his/sdk';
import { startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { loadServerPlugins } from './server-plugins';
import { distDir } from './build/paths';

export interface ServeOptions {
  port: number;
  host: string;
  database: DatabaseOptions;
  demo: boolean;
  adminPassword?: string;
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
  });
  process.stdout.write(`\n${variant.title.vi} — web ${server.url}/his/ · API ${server.url}/graphqlhis\n\n`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}
