// A new patient's customer account, made in the same transaction as the patient (createBenhNhan's userInput).
import { sql } from 'drizzle-orm';
import { CUSTOMER_ACCOUNTS, type CustomerAccountInput, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { PATIENT_ACCOUNT } from '../rules/permissions';
import { benhNhanById, type BenhNhanRow } from './patient-reads';

/** The account states of spec §4 this plugin sets: an account that can sign in, and one that is locked. */
export const ACCOUNT_ACTIVE = 'Active';
export const ACCOUNT_LOCKED = 'Locked';

/** Creates the account (needs reception.patient.account) and links it to the saved patient; returns the row as stored. */
export async function attachNewAccount(ctx: RequestContext, scope: WriteScope, viewer: Viewer, patient: BenhNhanRow, input: CustomerAccountInput): Promise<BenhNhanRow> {
  ctx.requirePermission(PATIENT_ACCOUNT);
  const account = await ctx.provided(CUSTOMER_ACCOUNTS).create(ctx, scope, input);
  await scope.tx.execute(sql`UPDATE "BenhNhan" SET "user_Id" = ${account._id}, "TrangThaiTaiKhoan" = ${ACCOUNT_ACTIVE} WHERE _id = ${patient._id}`);
  const saved = (await benhNhanById(scope.tx, viewer.nodeId, patient._id))!;
  await scope.audit({ action: 'UPDATE', entity: 'BenhNhan', entityId: patient._id, before: patient, after: saved });
  return saved;
}
