// The reception benchmark's synthetic patients are rows the server would store (names with their unaccented form,
// unique codes, valid phones, ID and card numbers), and every search text the benchmark types finds someone through
// the API: a benchmark of empty answers would measure nothing. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { splitInsuranceCardNumber, toKhongDau } from '@his/sdk';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { mainService, type Caller } from '../support/server';
import { receptionist, searchKinds, seedPatients } from './patient-seed';

const startServer = serversOnBackends({ withPlugins: true });
const COUNT = 2_500;

interface Row {
  MaYTe: string;
  TenBenhNhan: string;
  TenKhongDau: string;
  NamSinh: number;
  GioiTinh: string;
  SoDienThoai: string;
  CMNDHoacHoChieu: string;
  SoTheBHYT: string | null;
  SoBHXH: string | null;
}

const SEARCH = 'query ($s: String!) { searchBenhNhan(searchString: $s, limit: 20) { items { MaYTe TenBenhNhan SoDienThoai SoTheBHYT } } }';

describe.each(BACKENDS)('reception benchmark patients on %s', (backend) => {
  let server: HisServer;
  let caller: Caller;
  let facilityId: string;
  let seeded: Row[];
  const { data } = mainService(() => server);

  beforeAll(async () => {
    server = await startServer(backend);
    ({ caller, facilityId } = await receptionist(server));
    // Batches of 1,000: the last batch is partial, as a real count rarely divides evenly.
    await seedPatients(server.runtime.database, facilityId, COUNT, 1_000);
    // The demo patients were there first and are newer than any seeded one (ids are time-ordered).
    seeded = await server.runtime.database.query<Row>(
      `SELECT "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh", "SoDienThoai", "CMNDHoacHoChieu", "SoTheBHYT", "SoBHXH"
       FROM "BenhNhan" WHERE "node_Id" = $1 AND "createdAt" < now() - interval '1 hour'`, [facilityId]);
  });
  afterAll(async () => server?.close());

  it('When the benchmark seeds 2,500 patients / Then each is a patient the reception screens could have saved', () => {
    expect(seeded).toHaveLength(COUNT);
    expect(new Set(seeded.map((row) => row.MaYTe)).size).toBe(COUNT);
    const year = new Date().getFullYear();
    for (const row of seeded) {
      expect(row.TenKhongDau).toBe(toKhongDau(row.TenBenhNhan));
      expect(row.TenBenhNhan.split(' ')).toHaveLength(3);
      expect(row.MaYTe).toMatch(/^\d{8}$/);
      expect(Number(row.MaYTe.slice(0, 2))).toBeLessThan(year % 100);
      expect(row.NamSinh).toBeGreaterThanOrEqual(1935);
      expect(row.NamSinh).toBeLessThan(year);
      expect(['MALE', 'FEMALE']).toContain(row.GioiTinh);
      expect(row.SoDienThoai).toMatch(/^0[3-9]\d{8}$/);
      expect(row.CMNDHoacHoChieu).toMatch(/^0\d{11}$/);
      if (row.SoTheBHYT === null) {
        expect(row.SoBHXH).toBeNull();
      } else {
        expect(splitInsuranceCardNumber(row.SoTheBHYT).ok).toBe(true);
        expect(row.SoBHXH).toBe(row.SoTheBHYT.slice(-10));
      }
    }
    // About 70% hold a card; women's middle name is mostly Thị, men's mostly Văn.
    const cards = seeded.filter((row) => row.SoTheBHYT !== null).length / COUNT;
    expect(cards).toBeGreaterThan(0.65);
    expect(cards).toBeLessThan(0.75);
    expect(new Set(seeded.map((row) => row.SoBHXH).filter(Boolean)).size).toBe(seeded.filter((row) => row.SoBHXH).length);
    expect(seeded.filter((row) => row.TenKhongDau.startsWith('nguyen ')).length / COUNT).toBeGreaterThan(0.3);
  });

  it('When the receptionist types each kind of benchmark search / Then the API finds the patient it was taken from', async () => {
    const kinds = await searchKinds(server.runtime.database, facilityId);
    expect(kinds.map((kind) => kind.label)).toEqual(['name fragment ("nguyen van h")', 'name from its middle ("van hai")', 'phone prefix (7 digits)', 'MaYTe (full)', 'card number (full)']);
    const [names, fromMiddle, phones, codes, cards] = kinds.map((kind) => kind.texts.slice(0, 5));
    for (const [kind, texts, matches] of [
      ['name', names!, (item: Row, text: string) => text.split(' ').every((word) => toKhongDau(item.TenBenhNhan).includes(word))],
      ['name from its middle', fromMiddle!, (item: Row, text: string) => toKhongDau(item.TenBenhNhan).endsWith(text)],
      ['phone', phones!, (item: Row, text: string) => item.SoDienThoai.startsWith(text)],
      ['code', codes!, (item: Row, text: string) => item.MaYTe === text],
      ['card', cards!, (item: Row, text: string) => item.SoTheBHYT === text],
    ] as const) {
      expect(texts, kind).toHaveLength(5);
      for (const text of texts) {
        const { items } = (await data<{ searchBenhNhan: { items: Row[] } }>(caller, SEARCH, { s: text })).searchBenhNhan;
        expect(items.some((item) => matches(item, text)), `${kind} "${text}"`).toBe(true);
      }
    }
  });
});
