// The `his` command: start a variant, manage its database, check the tree.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { DEMO_ADMIN, openDatabase, prepareDatabase, createLogger, type DatabaseOptions } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from './server-plugins';
import { distDir } from './build/paths';
import { serveVariant } from './serve';
import { checkPluginIds, writePluginIds } from './plugin-ids';
import { stopOnSignals } from './stop-signals';

const program = new Command('his').description('Hospital information system: variants, plugins, server and database');

function databaseOptions(variantId: string, data: string | undefined): DatabaseOptions {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  return { dataDir: resolve(data ?? `.data/${variantId}`) };
}

function adminPassword(demo: boolean): string | undefined {
  return process.env.HIS_ADMIN_PASSWORD ?? (demo ? DEMO_ADMIN.password : undefined);
}

program
  .command('build')
  .description('Build a variant\'s web bundle into dist/<variant>/: panda codegen, graphql codegen, typecheck, panda cssgen, esbuild')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .option('--no-typecheck', 'skip the whole-tree typecheck (npm test runs it already)')
  .action(async (options: { variant: string; typecheck: boolean }) => {
    const variant = variantById(options.variant);
    process.stdout.write(`Building ${variant.id}\n`);
    const started = performance.now();
    // The build tools load only for the commands that use them: `his start` stays quick to launch.
    const { buildVariant } = await import('./build/build');
    const report = await buildVariant(variant, { typecheck: options.typecheck, log: (line) => process.stdout.write(`${line}\n`) });
    process.stdout.write(`Built dist/${variant.id}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (entry ${report.entryScript})\n`);
  });

program
  .command('codegen')
  .description('Generate the variant\'s web entry, Panda styled-system and typed GraphQL documents')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .action(async (options: { variant: string }) => {
    if (writePluginIds()) process.stdout.write('wrote sdk/shared/plugin-ids.ts\n');
    const { generateVariantSources } = await import('./build/build');
    await generateVariantSources(variantById(options.variant), (line) => process.stdout.write(`${line}\n`));
  });

program
  .command('dev')
  .description('Serve the variant with demo data; a page edit rebundles and reloads the open pages, server code restarts the API')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .option('--port <port>', 'port to listen on', '3000')
  .option('--data <folder>', 'embedded database folder (default .data/<variant>)')
  .action(async (options: { variant: string; port: string; data?: string }) => {
    const variant = variantById(options.variant);
    const { startDevelopment } = await import('./dev');
    const session = await startDevelopment(variant, { port: Number(options.port), host: '127.0.0.1', database: databaseOptions(variant.id, options.data), demo: true, demoDay: true, adminPassword: adminPassword(true), introspection: 'always' });
    stopOnSignals(async () => {
      await session.close();
      process.exit(0);
    });
  });

program
  .command('start')
  .description('Start the API (and the built web bundle, when present) on one port; migrates and seeds on first start')
  .requiredOption('--variant <id>', 'hospital, spa, ksk or cdc')
  .option('--port <port>', 'port to listen on', '3000')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--data <folder>', 'embedded database folder (default .data/<variant>); ignored when DATABASE_URL is set')
  .option('--demo', 'add the demo organisation and accounts (README), and make each day\'s demo patients and orders', false)
  .option('--no-demo-day', 'with --demo, leave the day\'s demo patients and orders out')
  .option('--secret-key-file <file>', 'key that encrypts secret settings, created when missing (default: his-secret.key in the data folder; HIS_SECRET_KEY wins)')
  .action(async (options: { variant: string; port: string; host: string; data?: string; demo: boolean; demoDay: boolean; secretKeyFile?: string }) => {
    const variant = variantById(options.variant);
    if (!existsSync(distDir(variant.id))) process.stdout.write(`No web bundle in dist/${variant.id}/ yet: run "his build --variant ${variant.id}" to serve the screens.\n`);
    await serveVariant(variant, {
      port: Number(options.port),
      host: options.host,
      database: databaseOptions(variant.id, options.data),
      demo: options.demo,
      demoDay: options.demo && options.demoDay,
      adminPassword: adminPassword(options.demo),
      secretKeyFile: options.secretKeyFile && resolve(options.secretKeyFile),
    });
  });

program
  .command('new')
  .description('Scaffold a new piece of the platform')
  .command('plugin <id>')
  .description('Create plugins/<id>/: contract, rules with a test, API (schema, resolvers, table, seed), a page with a story, locales, README')
  .option('--title-vi <text>', 'the page title and menu entry in Vietnamese (default: "Phân hệ <Name>")')
  .option('--title-en <text>', 'the page title and menu entry in English (default: <Name>)')
  .action(async (id: string, options: { titleVi?: string; titleEn?: string }) => {
    const { scaffoldPlugin } = await import('./scaffold/new-plugin');
    const files = scaffoldPlugin(id, { ...(options.titleVi ? { vi: options.titleVi } : {}), ...(options.titleEn ? { en: options.titleEn } : {}) });
    process.stdout.write(`${files.map((file) => `  created ${file}`).join('\n')}\n\nAdd '${id}' to the plugins of a manifest in variants/, then run "his build --variant <id>".\n`);
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
  .description('Generate every variant\'s sources, typecheck the whole tree, lint it, and compose every variant')
  .action(async () => {
    const { variants } = await import('@his/variants');
    process.stdout.write('== codegen\n');
    if (writePluginIds()) process.stdout.write('wrote sdk/shared/plugin-ids.ts\n');
    const { generateAllSources } = await import('./build/build');
    const { loadWebPlugins } = await import('./build/web-plugins');
    await generateAllSources(Object.values(variants));
    for (const [label, command, args] of [['typecheck', 'tsc', ['-p', 'tsconfig.json']], ['lint', 'eslint', ['.']]] as const) {
      process.stdout.write(`== ${label}\n`);
      const result = spawnSync('npx', [command, ...args], { stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    process.stdout.write('== plugin ids\n');
    checkPluginIds();
    process.stdout.write('== variants\n');
    for (const variant of Object.values(variants)) {
      await loadServerPlugins(variant);
      const web = await loadWebPlugins(variant);
      process.stdout.write(`${variant.id}: ${variant.plugins.length} plugins, ${web.app.routes.length} routes\n`);
    }
  });

program.parseAsync().catch((error: Error) => {
  process.stderr.write(`his: ${error.message}\n`);
  process.exit(1);
});
