// Change marks on the embedded database with the core's table: triggers mark the keys rows name (directly, through a
// join, or the whole topic), in inserts, updates (before and after) and deletes; a reader sees what was written since
// its starting point and not before; pruning removes only old marks; shared looks start after their caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_KEYS, CHANGE_MARKS_TABLE_SQL, changeMarkTriggers, changesStartingPoint, pruneChangeMarks, readChangeMarks, SharedLooks } from '@his/sdk/server';
import { openDatabase, type Database } from '../db/connection';

describe('change marks', () => {
  let database: Database;
  const keysSince = async (from: string, topics = ['visits', 'prices']) =>
    (await readChangeMarks(database.db, topics, from, 100)).marks.map((mark) => `${mark.topic}:${mark.key}`).sort();

  beforeAll(async () => {
    database = await openDatabase({});
    await database.execScripts([CHANGE_MARKS_TABLE_SQL]);
    await database.execScripts([`
      CREATE TABLE visit (_id text PRIMARY KEY, patient text);
      CREATE TABLE "order" (_id text PRIMARY KEY, "visit_Id" text);
      CREATE TABLE "order line with a long name to test the limit of names" (_id text PRIMARY KEY, "order_Id" text);
      CREATE TABLE price (_id text PRIMARY KEY, value int);
      ${changeMarkTriggers({ table: 'visit', topic: 'visits', key: 'r._id' })}
      ${changeMarkTriggers({ table: 'order', topic: 'visits', key: 'r."visit_Id"' })}
      ${changeMarkTriggers({ table: 'order line with a long name to test the limit of names', topic: 'visits', key: 'o."visit_Id"', join: 'JOIN "order" o ON o._id = r."order_Id"' })}
      ${changeMarkTriggers({ table: 'order line with a long name to test the limit of names', topic: 'other topic', key: 'r._id' })}
      ${changeMarkTriggers({ table: 'price', topic: 'prices', key: ALL_KEYS })}
    `]);
  });
  afterAll(async () => database?.close());

  it('marks the key each inserted, updated and deleted row names, through a join, or the whole topic', async () => {
    let from = await changesStartingPoint(database.db);
    await database.query(`INSERT INTO visit VALUES ('v1', 'p1'), ('v2', 'p2')`);
    await database.query(`INSERT INTO "order" VALUES ('o1', 'v3')`);
    expect(await keysSince(from)).toEqual(['visits:v1', 'visits:v2', 'visits:v3']);

    from = (await readChangeMarks(database.db, ['visits'], from, 100)).seenFrom;
    await database.query(`UPDATE "order" SET "visit_Id" = 'v4' WHERE _id = 'o1'`);
    expect(await keysSince(from)).toEqual(['visits:v3', 'visits:v4']);

    from = (await readChangeMarks(database.db, ['visits'], from, 100)).seenFrom;
    await database.query(`INSERT INTO "order line with a long name to test the limit of names" VALUES ('l1', 'o1')`);
    await database.query(`DELETE FROM visit WHERE _id = 'v2'`);
    await database.query(`UPDATE price SET value = 1`);
    expect(await keysSince(from)).toEqual(['visits:v2', 'visits:v4']);
    await database.query(`INSERT INTO price VALUES ('a', 1), ('b', 2)`);
    expect(await keysSince(from)).toEqual([`prices:${ALL_KEYS}`, 'visits:v2', 'visits:v4']);
    expect(await keysSince(from, ['other topic'])).toEqual(['other topic:l1']);
  });

  it('says when more marks were written than the reader takes', async () => {
    const from = await changesStartingPoint(database.db);
    await database.query(`INSERT INTO visit SELECT 'many' || n, null FROM generate_series(1, 20) n`);
    expect(await readChangeMarks(database.db, ['visits'], from, 5)).toMatchObject({ overflow: true, marks: { length: 5 } });
    expect(await readChangeMarks(database.db, ['visits'], from, 20)).toMatchObject({ overflow: false, marks: { length: 20 } });
  });

  it('prunes only marks older than those kept', async () => {
    await database.query(`INSERT INTO visit VALUES ('old', null), ('recent', null)`);
    await database.query(`UPDATE his_change_marks SET at = now() - interval '3 days' WHERE key = 'old'`);
    expect(await pruneChangeMarks(database.db)).toBe(1);
    const keys = (await database.query<{ key: string }>(`SELECT key FROM his_change_marks WHERE key IN ('old', 'recent')`)).map((row) => row.key);
    expect(keys).toEqual(['recent']);
  });

  it('shares looks: a caller during a look waits for the next one, callers during it share that one', async () => {
    const started: number[] = [];
    let release!: () => void;
    const looks = new SharedLooks(async () => {
      started.push(started.length);
      if (started.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = looks.current();
    const second = looks.current();
    const third = looks.current();
    expect(started).toEqual([0]);
    release();
    await Promise.all([first, second, third]);
    expect(started).toEqual([0, 1]);
  });
});
