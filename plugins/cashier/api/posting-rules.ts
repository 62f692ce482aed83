// Payment-method posting rules (spec §3 Payment-method accounting): for each payment method and kind of receipt book,
// the ledger accounts a receipt posts to (credit, debit). The facility's whole set is read and saved at once.
import { sql } from 'drizzle-orm';
import { badInput, newId, rowsOf, type Db, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { CASHIER_BOOKS } from '../rules/permissions';
import { idOf, optionalTextOf } from './input';

/** The kinds of receipt book (QuyenBienLai.MaLoaiQuyenBienLai) a rule is for. */
export const LOAI_QUYEN_BIEN_LAI = ['ThuTien', 'TamUng', 'HoanUng'] as const;
/** More rules than methods × kinds is a mistake, not a chart of accounts. */
export const MAX_POSTING_RULES = 100;
// Account numbers of the Vietnamese chart (111, 1111, 1121, 131, 3388…) with sub-accounts a facility adds ('1121.VCB').
const ACCOUNT = /^[0-9A-Za-z][0-9A-Za-z._-]{0,19}$/;

export interface HinhThucThanhToanHachToanRow {
  _id: string;
  HinhThucThanhToan_Id: string;
  LoaiQuyenBienLai_Id: string;
  TaiKhoanCo_Id: string | null;
  TaiKhoanNo_Id: string | null;
}

interface RuleInput {
  HinhThucThanhToan_Id: string;
  LoaiQuyenBienLai_Id: string;
  TaiKhoanCo_Id: string | null;
  TaiKhoanNo_Id: string | null;
}

export async function postingRules(db: Db, facilityId: string): Promise<HinhThucThanhToanHachToanRow[]> {
  return rowsOf<HinhThucThanhToanHachToanRow>(await db.execute(sql`
    SELECT r._id, r."HinhThucThanhToan_Id", r."LoaiQuyenBienLai_Id", r."TaiKhoanCo_Id", r."TaiKhoanNo_Id"
    FROM "HinhThucThanhToan_HachToan" r JOIN "DM_HinhThucThanhToan" m ON m._id = r."HinhThucThanhToan_Id"
    WHERE r."node_Id" = ${facilityId}
    ORDER BY m."MaHinhThucThanhToan", array_position(${sql.param([...LOAI_QUYEN_BIEN_LAI])}::text[], r."LoaiQuyenBienLai_Id"), r._id`));
}

function accountOf(value: unknown, field: string): string | null {
  const account = optionalTextOf(value, field, 20);
  if (account !== null && !ACCOUNT.test(account)) throw badInput('cashier.postingRules.account', field);
  return account;
}

/** The rules as sent, each field checked; a method and kind given twice is refused at its second place. */
export function postingRuleInputsOf(value: unknown): RuleInput[] {
  if (!Array.isArray(value)) throw badInput('validation.required', 'input');
  if (value.length > MAX_POSTING_RULES) throw badInput('validation.maxItems', 'input', { max: MAX_POSTING_RULES });
  const seen = new Set<string>();
  return value.map((item, index) => {
    const fields = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const field = (name: string) => `input.${index}.${name}`;
    const kind = fields.LoaiQuyenBienLai_Id;
    if (typeof kind !== 'string' || !(LOAI_QUYEN_BIEN_LAI as readonly string[]).includes(kind)) {
      throw badInput('validation.oneOf', field('LoaiQuyenBienLai_Id'), { values: LOAI_QUYEN_BIEN_LAI.join(', ') });
    }
    const rule = {
      HinhThucThanhToan_Id: idOf(fields.HinhThucThanhToan_Id, field('HinhThucThanhToan_Id')),
      LoaiQuyenBienLai_Id: kind,
      TaiKhoanCo_Id: accountOf(fields.TaiKhoanCo_Id, field('TaiKhoanCo_Id')),
      TaiKhoanNo_Id: accountOf(fields.TaiKhoanNo_Id, field('TaiKhoanNo_Id')),
    };
    const key = `${rule.HinhThucThanhToan_Id}|${kind}`;
    if (seen.has(key)) throw badInput('cashier.postingRules.duplicate', field('LoaiQuyenBienLai_Id'), { kind });
    seen.add(key);
    return rule;
  });
}

/** Replaces the facility's rules by `rules` in one transaction: rows kept keep their id, missing ones go. */
export async function savePostingRules(ctx: RequestContext, facilityId: string, rules: readonly RuleInput[]): Promise<HinhThucThanhToanHachToanRow[]> {
  return ctx.write(async (scope) => {
    const methods = new Set(rowsOf<{ _id: string }>(await scope.tx.execute(sql`
      SELECT _id FROM "DM_HinhThucThanhToan" WHERE _id = ANY(${sql.param(rules.map((rule) => rule.HinhThucThanhToan_Id))}::text[]) FOR SHARE`)).map((row) => row._id));
    const unknown = rules.findIndex((rule) => !methods.has(rule.HinhThucThanhToan_Id));
    if (unknown >= 0) throw badInput('catalogue.refNotFound', `input.${unknown}.HinhThucThanhToan_Id`);
    // Locks the facility's rules: two screens saving at once save one after the other, not a mix of both.
    await scope.tx.execute(sql`SELECT _id FROM "HinhThucThanhToan_HachToan" WHERE "node_Id" = ${facilityId} FOR UPDATE`);
    const before = await postingRules(scope.tx, facilityId);
    const wanted = rules.map((rule) => `${rule.HinhThucThanhToan_Id}|${rule.LoaiQuyenBienLai_Id}`);
    const gone = before.filter((row) => !wanted.includes(`${row.HinhThucThanhToan_Id}|${row.LoaiQuyenBienLai_Id}`)).map((row) => row._id);
    if (gone.length > 0) await scope.tx.execute(sql`DELETE FROM "HinhThucThanhToan_HachToan" WHERE _id = ANY(${sql.param(gone)}::text[])`);
    for (const rule of rules) {
      await scope.tx.execute(sql`
        INSERT INTO "HinhThucThanhToan_HachToan" (_id, "node_Id", "HinhThucThanhToan_Id", "LoaiQuyenBienLai_Id", "TaiKhoanCo_Id", "TaiKhoanNo_Id")
        VALUES (${newId()}, ${facilityId}, ${rule.HinhThucThanhToan_Id}, ${rule.LoaiQuyenBienLai_Id}, ${rule.TaiKhoanCo_Id}, ${rule.TaiKhoanNo_Id})
        ON CONFLICT ("node_Id", "HinhThucThanhToan_Id", "LoaiQuyenBienLai_Id")
        DO UPDATE SET "TaiKhoanCo_Id" = EXCLUDED."TaiKhoanCo_Id", "TaiKhoanNo_Id" = EXCLUDED."TaiKhoanNo_Id"`);
    }
    const after = await postingRules(scope.tx, facilityId);
    await scope.audit({ action: 'UPDATE', entity: 'HinhThucThanhToan_HachToan', entityId: facilityId, before: { rules: before }, after: { rules: after } });
    return after;
  });
}

export const postingRuleResolvers: ResolverMap = {
  Query: {
    getHinhThucThanhToanHachToans: (_: unknown, _args: unknown, ctx: RequestContext) => postingRules(ctx.db, ctx.requirePermission(CASHIER_BOOKS).nodeId),
  },
  Mutation: {
    saveHinhThucThanhToanHachToans(_: unknown, args: { input: unknown }, ctx: RequestContext) {
      const viewer = ctx.requirePermission(CASHIER_BOOKS);
      return savePostingRules(ctx, viewer.nodeId, postingRuleInputsOf(args.input));
    },
  },
};
