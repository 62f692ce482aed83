// Writes numbered rows into an embedded database folder, one transaction each, printing each number once committed.
import { openDatabase } from '@his/server';

const folder = process.argv[2]!;
const database = await openDatabase({ dataDir: folder });
await database.query('CREATE TABLE IF NOT EXISTS fault_rows (n integer PRIMARY KEY, note text NOT NULL)');
const [first] = await database.query<{ next: number }>('SELECT coalesce(max(n), 0) + 1 AS next FROM fault_rows');
const next = first!.next;
for (let n = next; ; n++) {
  await database.db.transaction(async (tx) => {
    await tx.execute(`INSERT INTO fault_rows (n, note) VALUES (${n}, 'hàng số ${n}')` as never);
  });
  process.stdout.write(`ack ${n}\n`);
}
