// searchBenhNhan over more patients than a name search reads from the newest (2,000 here): every page, to the last, is
// exactly what the search promises, checked against the rule computed here from the stored rows. A name matches when
// each syllable typed starts one of its unaccented syllables, a number when it starts the code, phone, ID or social
// insurance number; the newest come first; a page never repeats or skips.
// Names are answered by the facility's in-memory index once it is built, and by the database before that: both are
// held to the same rule. The index sees names written outside the API and transactions that commit late.
// On PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { toKhongDau } from '@his/sdk';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { mainService, type Caller } from '../support/server';
import { receptionist, seedPatients } from '../bench/patient-seed';
import { searchBenhNhan } from '../../plugins/reception/api/patient-reads';
import { nameIndexBuilt } from '../../plugins/reception/api/patient-name-search';

const startServer = serversOnBackends({ withPlugins: true });
const COUNT = 24_000;

interface Patient { _id: string; TenKhongDau: string; numbers: string[] }
interface Page { items: { _id: string; TenBenhNhan: string }[]; endCursor: string | null; hasMore: boolean }

const SEARCH = `query ($s: String!, $limit: Int, $after: String) {
  searchBenhNhan(searchString: $s, limit: $limit, after: $after) { items { _id TenBenhNhan } endCursor hasMore } }`;

/** The rule the search promises, for the stored unaccented name. */
function matches(name: string, typed: string): boolean {
  const words = name.split(' ');
  return toKhongDau(typed).split(/[^a-z0-9]+/).filter(Boolean).every((syllable) => words.some((word) => word.startsWith(syllable)));
}

const ANSWERED_BY = ['the name index', 'the database'] as const;

describe.each(BACKENDS.flatMap((backend) => ANSWERED_BY.map((by) => [backend, by] as const)))('patient search by name on %s, answered by %s', (backend, answeredBy) => {
  let server: HisServer;
  let caller: Caller;
  let facilityId: string;
  let patients: Patient[];
  const { data } = mainService(() => server);

  /** A page as the API gives it (names from the index, built in beforeAll), or from the database's statements. */
  async function search(typed: string, limit: number | undefined, after: string | null): Promise<Page> {
    if (answeredBy === 'the name index') return (await data<{ searchBenhNhan: Page }>(caller, SEARCH, { s: typed, limit, after })).searchBenhNhan;
    const page = await searchBenhNhan(server.runtime.database.db, facilityId, { searchString: typed, limit, after }, { nameIndex: false });
    return { ...page, items: page.items.map((item) => ({ _id: item._id, TenBenhNhan: item.TenBenhNhan })) };
  }

  /** Every page of a search, followed by its cursors, as the ids in the order they came. */
  async function allPages(typed: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 1_000; guard++) {
      const page: Page = await search(typed, limit, after);
      ids.push(...page.items.map((item) => item._id));
      expect(page.items.length).toBeLessThanOrEqual(limit);
      if (!page.hasMore) {
        expect(page.endCursor).toBeNull();
        return ids;
      }
      expect(page.items).toHaveLength(limit);
      after = page.endCursor;
    }
    throw new Error(`"${typed}" did not end`);
  }

  const expected = (typed: string) => patients.filter((patient) => matches(patient.TenKhongDau, typed)).map((patient) => patient._id);

  beforeAll(async () => {
    server = await startServer(backend);
    const me = await receptionist(server);
    caller = me.caller;
    facilityId = me.facilityId;
    await seedPatients(server.runtime.database, me.facilityId, COUNT, 12_000);
    // Older than every other patient: found only through the index of syllable starts.
    await server.runtime.database.query(`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
      VALUES ('000000010000000000000001', $1, '15000001', 'Âu Dương Thúy Kiều', $2, 1960, 'FEMALE')`, [me.facilityId, toKhongDau('Âu Dương Thúy Kiều')]);
    patients = await server.runtime.database.query<Patient>(
      `SELECT _id, "TenKhongDau", array_remove(ARRAY["MaYTe", "SoDienThoai", "CMNDHoacHoChieu", "SoBHXH"], NULL) AS numbers
       FROM "BenhNhan" WHERE "node_Id" = $1 ORDER BY _id DESC`, [me.facilityId]);
    // The first name search starts the index's build (the database answers it); the tests then read the index.
    await data(caller, SEARCH, { s: 'an' });
    await nameIndexBuilt(server.runtime.database.db, facilityId);
  });
  afterAll(async () => server?.close());

  it('When the receptionist types a name in any of the ways people do / Then the pages hold every match, newest first, once each', async () => {
    // The oldest seeded patient (older than the newest the search reads first), and names like hers.
    const [family, middle, given] = (await server.runtime.database.query<{ TenBenhNhan: string }>(
      'SELECT "TenBenhNhan" FROM "BenhNhan" WHERE _id = $1', [patients.at(-2)!._id]))[0]!.TenBenhNhan.split(' ');
    const initial = (word: string) => toKhongDau(word)[0]!;
    for (const [typed, limit] of [
      ['Âu Dương Thúy Kiều', 20], // only one patient, older than all
      ['kieu', 20],
      [`${family} ${middle} ${given}`, 20], // her full name, with its accents
      [`${middle} ${given}`, 50], // typed from the middle
      [`${family} ${initial(given!)}`, 50], // family name and the given name's first letter, skipping the middle one
      [`${initial(family!)} ${initial(middle!)} ${initial(given!)}`, 200], // syllable starts only
      ['nguyen van h', 50], // common: the first pages from the newest patients, the later ones from older ones
      ['HẢI', 200], // a given name alone, in capitals
    ] as const) {
      const want = expected(typed);
      expect(want.length, `"${typed}" must have matches`).toBeGreaterThan(0);
      expect(await allPages(typed, limit), `"${typed}"`).toEqual(want);
    }
  });

  it('When the receptionist types the start of a phone, code or ID number / Then the pages hold every patient it starts, newest first', async () => {
    const oldest = patients.at(-2)!;
    for (const typed of [oldest.numbers[1]!.slice(0, 6), oldest.numbers[1]!.slice(0, 4), oldest.numbers[0]!.slice(0, 7), oldest.numbers[2]!.slice(0, 8)]) {
      const want = patients.filter((patient) => patient.numbers.some((number) => number.startsWith(typed))).map((patient) => patient._id);
      expect(want.length, `"${typed}" must have matches`).toBeGreaterThan(0);
      expect(await allPages(typed, 200), `"${typed}"`).toEqual(want);
    }
  });

  it('When a name matches none of the patients / Then the page is empty and has no more', async () => {
    expect(expected('xyz khong co')).toEqual([]);
    const page = await search('xyz khong co', undefined, null);
    expect(page).toEqual({ items: [], endCursor: null, hasMore: false });
  });

  it('When the first page of a name shared by many is asked / Then it is the 20 newest of them, across the whole facility', async () => {
    const page = await search('tran thi', undefined, null);
    expect(page.items.map((item) => item._id)).toEqual(expected('tran thi').slice(0, 20));
    expect(page.hasMore).toBe(true);
    for (const item of page.items) expect(matches(toKhongDau(item.TenBenhNhan), 'tran thi')).toBe(true);
  });

  if (answeredBy === 'the name index') it('When a search asks for any one of a patient\'s fields, or for every one / Then each holds what the patient\'s own read gives', async () => {
    // Every field of BenhNhan that takes no arguments, from the schema itself: a field added later is covered too.
    const type = await data<{ __type: { fields: { name: string; args: unknown[]; type: { kind: string; ofType: { kind: string; ofType: { kind: string } | null } | null } }[] } }>(caller,
      '{ __type(name: "BenhNhan") { fields { name args { name } type { kind ofType { kind ofType { kind } } } } } }');
    const leaf = (kind: string | undefined) => kind === 'SCALAR' || kind === 'ENUM';
    const every = type.__type.fields
      .filter((field) => field.args.length === 0 && [field.type.kind, field.type.ofType?.kind, field.type.ofType?.ofType?.kind].some(leaf)
        && ![field.type.kind, field.type.ofType?.kind, field.type.ofType?.ofType?.kind].includes('OBJECT'))
      .map((field) => field.name);
    expect(every.length).toBeGreaterThan(30);
    // Each field alone (so none is given the columns it needs by another one asked beside it), then all of them.
    for (const fields of [...every.map((field) => [field]), ['__typename'], every]) {
      const selection = fields.join(' ');
      const page = (await data<{ searchBenhNhan: { items: Record<string, unknown>[] } }>(caller,
        `query ($s: String!) { searchBenhNhan(searchString: $s, limit: 3) { items { _id ${selection} } } }`, { s: 'tran thi' })).searchBenhNhan;
      expect(page.items).toHaveLength(3);
      for (const item of page.items) {
        const own = (await data<{ benhNhan: Record<string, unknown> }>(caller, `query ($id: ID!) { benhNhan(id: $id) { _id ${selection} } }`, { id: item._id })).benhNhan;
        expect(item, selection.slice(0, 80)).toEqual(own);
      }
    }
  });

  if (answeredBy === 'the name index') it('When names are written outside the API, renamed or removed / Then the next search sees it', async () => {
    const insert = (id: string, name: string) => server.runtime.database.query(`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
      VALUES ($1, $2, $3, $4, $5, 1990, 'MALE')`, [id, facilityId, `NX${id.slice(-6)}`, name, toKhongDau(name)]);
    const found = async (typed: string) => (await search(typed, 50, null)).items.map((item) => item._id);
    await insert('ffffffff0000000000000001', 'Khổng Minh Triết');
    expect(await found('khong minh')).toEqual(['ffffffff0000000000000001']);
    await server.runtime.database.query(`UPDATE "BenhNhan" SET "TenBenhNhan" = 'Khúc Thừa Dụ', "TenKhongDau" = 'khuc thua du' WHERE _id = 'ffffffff0000000000000001'`);
    expect(await found('khong minh')).toEqual([]);
    expect(await found('khuc thua')).toEqual(['ffffffff0000000000000001']);
    await server.runtime.database.query(`DELETE FROM "BenhNhan" WHERE _id = 'ffffffff0000000000000001'`);
    expect(await found('khuc thua')).toEqual([]);
  });

  if (answeredBy === 'the name index' && backend === 'PostgreSQL') it('When a transaction open during a search commits a new name later / Then the next search finds it', async () => {
    await server.runtime.database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
        VALUES ('ffffffff0000000000000002', ${facilityId}, 'NX000002', 'Lạc Long Quân', 'lac long quan', 1990, 'MALE')`);
      // Searches on the pool's other connections while this one is open: the name is not there yet, and the index's
      // later looks must still read it after a write that commits in between.
      expect((await search('lac long', 50, null)).items).toEqual([]);
      await insertSomeoneElse();
      expect((await search('lac long', 50, null)).items).toEqual([]);
    });
    expect((await search('lac long', 50, null)).items.map((item) => item._id)).toEqual(['ffffffff0000000000000002']);
  });

  /** A write committed after the open transaction began, so that the index's next look starts past it if it forgot it. */
  async function insertSomeoneElse(): Promise<void> {
    await server.runtime.database.query(`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
      VALUES ('ffffffff0000000000000003', $1, 'NX000003', 'Âu Cơ', 'au co', 1990, 'FEMALE')`, [facilityId]);
    expect((await search('au co', 50, null)).items.map((item) => item._id)).toContain('ffffffff0000000000000003');
  }
});
