// The visits of a few patients over a period (PATIENT_VISITS), for plugins that need to know which came first.
import { sql } from 'drizzle-orm';
import { rowsOf } from '@his/sdk/server';
import type { PatientVisit, PatientVisits } from '../contract';

export const patientVisits: PatientVisits = async (db, facilityId, { BenhNhan_Ids, from, to }) => {
  const patients = [...new Set(BenhNhan_Ids)];
  if (patients.length === 0 || to < from) return [];
  return rowsOf<PatientVisit>(await db.execute(sql`
    SELECT _id, "BenhNhan_Id", "NgayTiepNhan"::float8 AS "NgayTiepNhan", "TrangThai" FROM "TiepNhan"
    WHERE "BenhNhan_Id" = ANY(${sql.param(patients)}::text[]) AND "node_Id" = ${facilityId} AND "NgayTiepNhan" BETWEEN ${from} AND ${to}
    ORDER BY "NgayTiepNhan", _id`));
};
