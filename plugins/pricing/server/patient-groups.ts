// The facts of patient groups other plugins decide by (PATIENT_GROUPS): whether a group is insured, its code, its state.
import { sql } from 'drizzle-orm';
import { rowsOf } from '@his/sdk/server';
import type { PatientGroupFacts, PatientGroupsLookup } from '../contract';
import { rowFacility } from './candidate-lists';

/** The insurance category's code (seed/reference.ts): a group in it bills the fund. */
export const INSURED_CATEGORY_CODE = 'BHYT';

export const patientGroupsLookup: PatientGroupsLookup = async (db, facilityId, ids) => {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PatientGroupFacts>(await db.execute(sql`
    SELECT d._id, d."MaDoiTuong", d."TenDoiTuong", d."TamNgung", n."MaNhomDoiTuong", coalesce(n."MaNhomDoiTuong" = ${INSURED_CATEGORY_CODE}, false) AS "baoHiemYTe"
    FROM "DM_DoiTuong" d LEFT JOIN "DM_NhomDoiTuong" n ON n._id = d."NhomDoiTuong_Id"
    WHERE d._id = ANY(${sql.param([...ids])}::text[]) AND coalesce(${rowFacility('d')}, ${facilityId}) = ${facilityId}`));
  return new Map(rows.map((row) => [row._id, row]));
};
