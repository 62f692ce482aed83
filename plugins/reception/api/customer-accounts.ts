// Customer accounts of patients (spec §7 "Account mutations"): the business-account flag, activate, lock and a new
// password, each for a list of patients, and the account's state and username on BenhNhan. Passwords stay the core's.
import { sql } from 'drizzle-orm';
import { badInput, CUSTOMER_ACCOUNTS, loadInBatch, type CustomerAccount, type CustomerAccountInput, type RequestContext, type ResolverMap, type Viewer, type WriteScope } from '@his/sdk/server';
import { patientEvents } from '../contract';
import { PATIENT_ACCOUNT } from '../rules/permissions';
import { ACCOUNT_ACTIVE, ACCOUNT_LOCKED, attachNewAccount } from './patient-account';
import { benhNhanById, type BenhNhanRow } from './patient-reads';
import { idList } from './patient-writes';

export const customerAccountSchema = /* GraphQL */ `
"A new patient's customer account: it signs in to the customer services, never to the staff app."
input BenhNhanUserInput {
  username: String!
  password: String! @secret
}

extend type BenhNhan {
  "The customer account's state (spec §4: Active, Locked, …); null without an account."
  TrangThaiTaiKhoan: String
  "The customer account's username; null without an account."
  username: String
}

extend type Mutation {
  "Makes the customer account of a patient who has none; needs reception.patient.account."
  createAccountCustomer(id: ID!, userInput: BenhNhanUserInput!): BenhNhan!
  "Marks the patients as business customers or not; needs reception.patient.account."
  setBusinessAccount(ids: [ID!]!, value: Boolean!): [BenhNhan!]!
  "Unlocks the patients' accounts; refuses a patient without one. Needs reception.patient.account."
  activateAccount(ids: [ID!]!): [BenhNhan!]!
  "Locks the patients' accounts, ending their sessions; refuses a patient without one. Needs reception.patient.account."
  lockAccount(ids: [ID!]!): [BenhNhan!]!
  "Gives the patients' accounts this password, ending their sessions; refuses a patient without one. Needs reception.patient.account."
  changePasswordCustomer(ids: [ID!]!, password: String! @secret): [BenhNhan!]!
}
`;

type Change = (scope: WriteScope, patients: BenhNhanRow[]) => Promise<void>;

const accountOf = (row: BenhNhanRow): string | null => (typeof row.user_Id === 'string' ? row.user_Id : null);

/** Locks the listed patients, refuses one unknown (or, when `needAccount`, one without an account) naming it, applies `change`, audits and announces. */
async function changePatients(ctx: RequestContext, ids: readonly string[], needAccount: boolean, change: Change): Promise<BenhNhanRow[]> {
  const viewer: Viewer = ctx.requirePermission(PATIENT_ACCOUNT);
  const wanted = idList(ids);
  return ctx.write(async (scope) => {
    const before: BenhNhanRow[] = [];
    for (const id of wanted) {
      const row = await benhNhanById(scope.tx, viewer.nodeId, id, true);
      if (!row) throw badInput('reception.patientNotFound', 'ids');
      if (needAccount && !accountOf(row)) throw badInput('reception.noCustomerAccount', 'ids', { code: row.MaYTe, name: row.TenBenhNhan });
      before.push(row);
    }
    await change(scope, before);
    await scope.tx.execute(sql`UPDATE "BenhNhan" SET "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ANY(${sql.param(wanted)}::text[])`);
    const saved: BenhNhanRow[] = [];
    for (const row of before) {
      const after = (await benhNhanById(scope.tx, viewer.nodeId, row._id))!;
      await scope.audit({ action: 'UPDATE', entity: 'BenhNhan', entityId: row._id, before: row, after });
      saved.push(after);
    }
    scope.emit(patientEvents.update, { ids: wanted }, { idNodes: [viewer.nodeId] });
    return saved;
  });
}

const setAccountState = (ctx: RequestContext, ids: readonly string[], locked: boolean) =>
  changePatients(ctx, ids, true, async (scope, patients) => {
    await ctx.provided(CUSTOMER_ACCOUNTS).setLocked(ctx, scope, patients.map((row) => accountOf(row)!), locked);
    const state = locked ? ACCOUNT_LOCKED : ACCOUNT_ACTIVE;
    await scope.tx.execute(sql`UPDATE "BenhNhan" SET "TrangThaiTaiKhoan" = ${state} WHERE _id = ANY(${sql.param(patients.map((row) => row._id))}::text[])`);
  });

const accountsOf = (ctx: RequestContext, row: BenhNhanRow): Promise<CustomerAccount | null> => {
  const userId = accountOf(row);
  if (!userId) return Promise.resolve(null);
  return loadInBatch(ctx, 'reception.customerAccounts', userId, (userIds) => ctx.provided(CUSTOMER_ACCOUNTS).byIds(ctx.db, userIds)).then((account) => account ?? null);
};

export const customerAccountResolvers: ResolverMap = {
  BenhNhan: {
    // The core's lock decides; the stored state keeps the spec's other states (NeedVerify, …) for an unlocked account.
    TrangThaiTaiKhoan: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) => {
      const account = await accountsOf(ctx, parent);
      if (!account) return null;
      if (account.isLocked) return ACCOUNT_LOCKED;
      const stored = typeof parent.TrangThaiTaiKhoan === 'string' ? parent.TrangThaiTaiKhoan : null;
      return stored && stored !== ACCOUNT_LOCKED ? stored : ACCOUNT_ACTIVE;
    },
    username: async (parent: BenhNhanRow, _: unknown, ctx: RequestContext) => (await accountsOf(ctx, parent))?.username ?? null,
  },
  Mutation: {
    createAccountCustomer: (_: unknown, args: { id: string; userInput: CustomerAccountInput }, ctx: RequestContext) => {
      const viewer = ctx.requirePermission(PATIENT_ACCOUNT);
      return ctx.write(async (scope) => {
        const patient = await benhNhanById(scope.tx, viewer.nodeId, args.id, true);
        if (!patient) throw badInput('reception.patientNotFound', 'id');
        if (accountOf(patient)) throw badInput('reception.hasCustomerAccount', 'id', { code: patient.MaYTe });
        const saved = await attachNewAccount(ctx, scope, viewer, patient, args.userInput);
        scope.emit(patientEvents.update, { ids: [patient._id] }, { idNodes: [viewer.nodeId] });
        return saved;
      });
    },
    setBusinessAccount: (_: unknown, args: { ids: string[]; value: boolean }, ctx: RequestContext) =>
      changePatients(ctx, args.ids, false, async ({ tx }, patients) => {
        await tx.execute(sql`UPDATE "BenhNhan" SET "isBusinessAccount" = ${args.value === true} WHERE _id = ANY(${sql.param(patients.map((row) => row._id))}::text[])`);
      }),
    activateAccount: (_: unknown, args: { ids: string[] }, ctx: RequestContext) => setAccountState(ctx, args.ids, false),
    lockAccount: (_: unknown, args: { ids: string[] }, ctx: RequestContext) => setAccountState(ctx, args.ids, true),
    changePasswordCustomer: (_: unknown, args: { ids: string[]; password: string }, ctx: RequestContext) =>
      changePatients(ctx, args.ids, true, (scope, patients) =>
        ctx.provided(CUSTOMER_ACCOUNTS).setPassword(ctx, scope, patients.map((row) => accountOf(row)!), args.password, 'password')),
  },
};
