// Prepares a variant's demo database (its plugins, demo data) in a PGlite data folder: `<variant id> <folder>`.
// Run as a child process by tests that need the folder synchronously.
import { openDatabase } from '@his/server';
import { prepareTemplate } from '../support/templates';

const [variantId, folder] = process.argv.slice(2);
if (!variantId || !folder) throw new Error('usage: prepare-demo-folder <variant id> <folder>');
const database = await openDatabase({ dataDir: folder, durable: false });
try {
  await prepareTemplate(database, { variantId, withPlugins: true });
} finally {
  await database.close();
}
