// The dated insurance payment rules (QuyTacBHYT) as settings edit them: every value with the day it applies from, a
// new value for a new day rather than an edited past, each checked by the money rules' own check before it is saved.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, newId, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type ResolverMap, type Viewer } from '@his/sdk/server';
import { CASHIER_READ, CASHIER_RULES } from '../rules/permissions';
import { checkRuleValue } from '../rules/insurance-share';
import { optionalIdOf, optionalTextOf, optionalTimeOf } from './input';

export interface QuyTacBHYTRow {
  _id: string;
  MaQuyTac: string;
  GiaTri: number;
  TuNgay: Timestamp;
  GhiChu: string | null;
  CanKiemTra: boolean;
}

const SELECT = sql`_id, "MaQuyTac", "GiaTri"::float8 AS "GiaTri", "TuNgay"::float8 AS "TuNgay", "GhiChu", "CanKiemTra"`;

export async function insuranceRules(db: Db): Promise<QuyTacBHYTRow[]> {
  return rowsOf<QuyTacBHYTRow>(await db.execute(sql`SELECT ${SELECT} FROM "QuyTacBHYT" ORDER BY "MaQuyTac", "TuNgay"`));
}

async function ruleById(db: Db, id: string): Promise<QuyTacBHYTRow | null> {
  return rowsOf<QuyTacBHYTRow>(await db.execute(sql`SELECT ${SELECT} FROM "QuyTacBHYT" WHERE _id = ${id}`))[0] ?? null;
}

export async function saveInsuranceRule(ctx: RequestContext, viewer: Viewer, rawId: unknown, input: Record<string, unknown> | null | undefined): Promise<QuyTacBHYTRow> {
  const id = optionalIdOf(rawId, '_id');
  const raw = input ?? {};
  if (typeof raw.MaQuyTac !== 'string') throw badInput('validation.required', 'MaQuyTac');
  if (typeof raw.GiaTri !== 'number') throw badInput('validation.required', 'GiaTri');
  const problem = checkRuleValue(raw.MaQuyTac, raw.GiaTri);
  if (problem) throw badInput(problem.key, problem.field, problem.params);
  const from = optionalTimeOf(raw.TuNgay, 'TuNgay');
  if (from === null) throw badInput('validation.required', 'TuNgay');
  // A rule applies from the start of its day in Vietnam, as price lists do.
  const TuNgay = startOfDay(from);
  const GhiChu = optionalTextOf(raw.GhiChu, 'GhiChu', 1000);
  try {
    return await ctx.write(async (scope) => {
      const before = id ? await ruleById(scope.tx, id) : null;
      if (id && !before) throw badInput('cashier.rules.notFound', '_id');
      const ruleId = id ?? newId();
      // Saved by someone who checked it: no longer marked to verify.
      await scope.tx.execute(before
        ? sql`UPDATE "QuyTacBHYT" SET "MaQuyTac" = ${raw.MaQuyTac}, "GiaTri" = ${raw.GiaTri}, "TuNgay" = ${TuNgay}, "GhiChu" = ${GhiChu}, "CanKiemTra" = false,
            "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${ruleId}`
        : sql`INSERT INTO "QuyTacBHYT" (_id, "MaQuyTac", "GiaTri", "TuNgay", "GhiChu", "CanKiemTra", "updatedBy")
            VALUES (${ruleId}, ${raw.MaQuyTac}, ${raw.GiaTri}, ${TuNgay}, ${GhiChu}, false, ${viewer.userId})`);
      const after = (await ruleById(scope.tx, ruleId))!;
      await scope.audit({ action: before ? 'UPDATE' : 'CREATE', entity: 'QuyTacBHYT', entityId: ruleId, before, after });
      return after;
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) throw badInput('cashier.rules.duplicate', 'TuNgay');
    throw error;
  }
}

export const insuranceRuleResolvers: ResolverMap = {
  Query: {
    quyTacBHYTs: (_: unknown, _args: unknown, ctx: RequestContext) => {
      ctx.requirePermission(CASHIER_READ);
      return insuranceRules(ctx.db);
    },
  },
  Mutation: {
    saveQuyTacBHYT: (_: unknown, args: { _id?: unknown; input: Record<string, unknown> }, ctx: RequestContext) =>
      saveInsuranceRule(ctx, ctx.requirePermission(CASHIER_RULES), args._id, args.input),
  },
};
