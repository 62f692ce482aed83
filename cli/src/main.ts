// The `his` command: start a variant, manage its database, check the tree.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { DEMO_ADMIN, openDatabase, prepareDatabase, startHisServer, createLogger, type DatabaseOptions } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from './server-plugins';

const program = new Command('his').description('Hospital information system: variants, plugins, server and database');

function databaseOptions(variantId: string, data: string | undefined): DatabaseOptions {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  return { dataDir: resolve(data ?? `.data/${variantId}`) };
}

function adminPassword(demo: boolean): string | undefined {
  return process.env.HIS_ADMIN_PASSWORD ?? (demo ? DEMO_ADMIN.password : undefined);
}

program
  .command('start')
  .description('Start the API (and the built web bundle, when present) on one port; migrates and seeds on first start')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .option('--port <port>', 'port to listen on', '3000')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--data <folder>', 'embedded database folder (default .data/<variant>); ignored when DATABASE_URL is set')
  .option('--demo', 'add the demo organisation and accounts (README)', false)
  .action(async (options: { variant: string; port: string; host: string; data?: string; demo: boolean }) => {
    const variant = variantById(options.variant);
    const server = await startHisServer({
      variant,
      plugins: await loadServerPlugins(variant),
      database: databaseOptions(variant.id, options.data),
      port: Number(options.port),
      host: options.host,
      webRoot: resolve(`dist/${variant.id}`),
      demo: options.demo,
      adminPassword: adminPassword(options.demo),
    });
    process.stdout.write(`\n${variant.title.vi} — API ${server.url}/graphqlhis, web ${server.url}/his/\n\n`);
    const stop = async () => {
      await server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

const db = program.command('db').description('Database maintenance');
for (const [name, description] of [['migrate', 'Apply missing migrations'], ['seed', 'Apply migrations and seeds']] as const) {
  db.command(name)
    .description(description)
    .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
    .option('--data <folder>', 'embedded database folder')
    .option('--demo', 'include demo data', false)
    .action(async (options: { variant: string; data?: string; demo: boolean }) => {
      const variant = variantById(options.variant);
      const database = await openDatabase(databaseOptions(variant.id, options.data));
      try {
        const result = await prepareDatabase(database, variant, await loadServerPlugins(variant), {
          demo: name === 'seed' && options.demo, adminPassword: adminPassword(options.demo), log: createLogger(),
        });
        process.stdout.write(`migrations applied: ${result.migrations.join(', ') || 'none'}\nseeds run: ${result.seeds.join(', ') || 'none'}\n`);
      } finally {
        await database.close();
      }
    });
}
db.command('reset')
  .description('Delete the embedded database folder of a variant')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .option('--data <folder>', 'embedded database folder')
  .action((options: { variant: string; data?: string }) => {
    const variant = variantById(options.variant);
    if (process.env.DATABASE_URL) throw new Error('db reset only deletes an embedded database folder; drop a PostgreSQL database with its own tools.');
    const folder = resolve(options.data ?? `.data/${variant.id}`);
    rmSync(folder, { recursive: true, force: true });
    process.stdout.write(`removed ${folder}\n`);
  });

program
  .command('check')
  .description('Typecheck the whole tree, lint it, and compose every variant')
  .action(async () => {
    for (const [label, command, args] of [['typecheck', 'tsc', ['-p', 'tsconfig.json']], ['lint', 'eslint', ['.']]] as const) {
      process.stdout.write(`== ${label}\n`);
      const result = spawnSync('npx', [command, ...args], { stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    process.stdout.write('== variants\n');
    const { variants } = await import('@his/variants');
    for (const variant of Object.values(variants)) {
      await loadServerPlugins(variant);
      process.stdout.write(`${variant.id}: ${variant.plugins.length} plugins\n`);
    }
  });

program.parseAsync().catch((error: Error) => {
  process.stderr.write(`his: ${error.message}\n`);
  process.exit(1);
});
