// The demo hospital's department links: what each department and room performs, which pharmacy store it draws
// from and which beds it has, so that a room's service picker and the priced search offer something at once.
// Links name the demo organisation's units by code; a unit or row the variant lacks is passed over.
import { sql } from 'drizzle-orm';
import { organisationNodes, rowsOf, type Db } from '@his/sdk/server';

/** Unit code → the service groups (MaNhomDichVu) whose services it performs. */
const SERVICES_BY_GROUP: Readonly<Record<string, readonly string[]>> = {
  KKB: ['KB'],
  PK01: ['KB', 'TDCN-DIEN-TIM'],
  PK02: ['KB'],
  PK03: ['KB', 'NS-TMH'],
  KXN: ['XN-HH', 'XN-SH', 'XN-MD', 'XN-VS', 'XN-NT', 'XN-GPB'],
  XN01: ['XN-HH', 'XN-SH', 'XN-MD', 'XN-VS', 'XN-NT'],
  KCDHA: ['CDHA-XQ', 'CDHA-CT', 'CDHA-MRI', 'SA'],
  SA01: ['SA'],
  XQ01: ['CDHA-XQ'],
  KNOI: ['GB', 'TT', 'TDCN-DIEN-TIM', 'NS-TIEU-HOA', 'MAU'],
};

/** Unit code → the pharmacy stores (unit codes) it draws from: outpatient rooms the hospital pharmacy, wards the main store. */
const STORES: Readonly<Record<string, readonly string[]>> = {
  PK01: ['NT01'],
  PK02: ['NT01'],
  PK03: ['NT01'],
  KNOI: ['KHO01'],
};

/** Unit code → the prefix of the bed codes it has. */
const BEDS: Readonly<Record<string, string>> = { KNOI: 'NOI-' };

/** Inserts the links of the units that exist; returns how many rows were written. */
export async function seedDemoDepartmentLinks(tx: Db): Promise<number> {
  let written = 0;
  const count = (result: unknown) => rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  for (const [unit, groups] of Object.entries(SERVICES_BY_GROUP)) {
    written += count(await tx.execute(sql`
      WITH added AS (
        INSERT INTO "PhongBan_DichVu" ("PhongBan_Id", "DichVu_Id")
        SELECT n._id, d._id FROM ${organisationNodes} n, "DM_DichVu" d JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id"
        WHERE n.code = ${unit} AND g."MaNhomDichVu" = ANY(${sql.param([...groups])}::text[]) AND NOT d."TamNgung"
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT count(*)::int AS n FROM added`));
  }
  for (const [unit, stores] of Object.entries(STORES)) {
    written += count(await tx.execute(sql`
      WITH added AS (
        INSERT INTO "PhongBan_KhoDuoc" ("PhongBan_Id", "KhoDuoc_Id")
        SELECT n._id, s._id FROM ${organisationNodes} n, ${organisationNodes} s
        WHERE n.code = ${unit} AND s.code = ANY(${sql.param([...stores])}::text[]) AND s.category = 'STORE'
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT count(*)::int AS n FROM added`));
  }
  for (const [unit, prefix] of Object.entries(BEDS)) {
    // Beds are kept per facility: the unit's own facility's beds.
    written += count(await tx.execute(sql`
      WITH added AS (
        INSERT INTO "PhongBan_Giuong" ("PhongBan_Id", "Giuong_Id")
        SELECT n._id, b._id FROM ${organisationNodes} n JOIN "DM_GiuongBenh" b ON b."node_Id" = n."parent_Id"
        WHERE n.code = ${unit} AND b."MaGiuongBenh" LIKE ${prefix + '%'}
        ON CONFLICT DO NOTHING RETURNING 1)
      SELECT count(*)::int AS n FROM added`));
  }
  return written;
}
