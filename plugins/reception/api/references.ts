// The catalogue rows a patient names (ethnicity, nationality, occupation, commune, blood group, staff, …) exist
// and are usable, read in the writing transaction; and the printed address built from the commune's names.
import { sql } from 'drizzle-orm';
import { badInput, rowsOf, type Db } from '@his/sdk/server';
import type { BenhNhanValues } from '../rules/patient';

/** The table each reference field points into (catalogues kept by the catalogues plugin, staff by the core). */
const REFERENCES = [
  ['DanToc_Id', 'DM_DanToc'],
  ['QuocTich_Id', 'DM_QuocTich'],
  ['NgheNghiep_Id', 'DM_NgheNghiep'],
  ['NhomMau_Id', 'DM_NhomMau'],
  ['YeuToRh_Id', 'DM_YeuToRh'],
  ['NhanVienPhuTrach_Id', 'NhanVien'],
] as const;

async function exists(tx: Db, table: string, id: string): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE _id = ${id} FOR SHARE`));
  return rows.length > 0;
}

/** Refuses, naming the field, a reference to a row that does not exist; the patient groups must exist too. */
export async function checkPatientReferences(tx: Db, values: BenhNhanValues): Promise<void> {
  for (const [field, table] of REFERENCES) {
    const id = values[field];
    if (id && !(await exists(tx, table, id))) throw badInput('catalogue.refNotFound', field);
  }
  if (values.NhomBenhNhan_Ids.length > 0) {
    const found = rowsOf<{ _id: string }>(await tx.execute(sql`
      SELECT _id FROM "DM_NhomBenhNhan" WHERE _id = ANY(${sql.param(values.NhomBenhNhan_Ids)}::text[])`));
    if (found.length !== new Set(values.NhomBenhNhan_Ids).size) throw badInput('catalogue.refNotFound', 'NhomBenhNhan_Ids');
  }
}

export interface PlacedAddress {
  Tinh_Id: string | null;
  fullAddress: string | null;
}

/** The commune's province and the address as printed: house, commune, province. Refuses an id that is no commune. */
export async function placeAddress(tx: Db, values: Pick<BenhNhanValues, 'SoNha' | 'DonViHanhChinh_Id'>): Promise<PlacedAddress> {
  if (!values.DonViHanhChinh_Id) return { Tinh_Id: null, fullAddress: values.SoNha?.trim() || null };
  const [commune] = rowsOf<{ name: string; kind: string; provinceId: string | null; provinceName: string | null }>(await tx.execute(sql`
    SELECT x."TenDonViHanhChinh" AS name, x."LoaiDonViHanhChinh" AS kind, t._id AS "provinceId", t."TenDonViHanhChinh" AS "provinceName"
    FROM "DM_DonViHanhChinh" x LEFT JOIN "DM_DonViHanhChinh" t ON t._id = x."DonViCha_Id"
    WHERE x._id = ${values.DonViHanhChinh_Id}`));
  // Since 1 July 2025 an address names a commune, ward or special zone, never a province alone.
  if (!commune || !['PHUONG', 'XA', 'DAC_KHU'].includes(commune.kind)) throw badInput('reception.communeRequired', 'DonViHanhChinh_Id');
  const parts = [values.SoNha?.trim(), commune.name, commune.provinceName].filter((part): part is string => !!part);
  return { Tinh_Id: commune.provinceId, fullAddress: parts.join(', ') };
}

/** The names of staff members by id, for showing who is responsible for a patient. */
export async function staffNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ _id: string; name: string }>(await db.execute(sql`SELECT _id, "TenNhanVien" AS name FROM "NhanVien" WHERE _id = ANY(${sql.param([...ids])}::text[])`));
  return new Map(rows.map((row) => [row._id, row.name]));
}
