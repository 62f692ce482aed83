// Proves the throwaway-PostgreSQL harness works, including the contrib extensions the server's search needs.
import { connect } from 'node:net';
import { describe, it, expect } from 'vitest';
import pg from 'pg';
import { createDatabase, postgresAvailable, startPostgres } from './postgres.js';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

// Developers without PostgreSQL may skip; CI installs it, so a missing server there must fail loudly.
describe.skipIf(!postgresAvailable() && !process.env.CI)('startPostgres', () => {
  it('runs a real server with pg_trgm and unaccent, then stops it', async () => {
    const server = await startPostgres({ database: 'his_test' });
    try {
      expect(server.url).toBe(`postgres://postgres@127.0.0.1:${server.port}/his_test`);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await client.query('CREATE EXTENSION pg_trgm');
        await client.query('CREATE EXTENSION unaccent');
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        expect((await client.query(`select unaccent('Bệnh viện') as v`)).rows[0].v).toBe('Benh vien');
      } finally {
        await client.end();
      }
      const extra = await createDatabase(server, 'extra');
      expect(extra).toBe(`postgres://postgres@127.0.0.1:${server.port}/extra`);
    } finally {
      await server.stop();
    }
    expect(await accepts(server.port)).toBe(false);
  }, 60_000);
});
