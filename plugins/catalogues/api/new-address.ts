// Offers a new address from an old one: the communes an old commune (or island district) went into on 1 July 2025
// and their province, or the new province of an old province. For reception, and for other plugins through the
// contract's NEW_ADDRESS_FROM_OLD.
import { sql } from 'drizzle-orm';
import { badInput, rowsWhere, type Db, type RequestContext } from '@his/sdk/server';
import type { NewAddressFromOld, NewAddressQuery } from '../contract';
import { donViHanhChinh, tinhCu, xaCu, type DonViHanhChinh, type TinhCu, type XaCu } from '../rules';

// The arguments' longest accepted value, also the schema's @maxLength.
export const OLD_CODE_MAX_LENGTH = 10;

/** A code as typed (trimmed), or null when absent or blank; refused when longer than a code or not of its format. */
function codeArgument(value: unknown, field: string, pattern: RegExp, formatKey: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('validation.text', field);
  const code = value.trim();
  if (code.length > OLD_CODE_MAX_LENGTH) throw badInput('validation.maxLength', field, { max: OLD_CODE_MAX_LENGTH });
  if (code === '') return null;
  if (!pattern.test(code)) throw badInput(formatKey, field);
  return code;
}

const byIds = (ids: readonly string[]) => sql`_id = ANY(${sql.param([...ids])}::text[])`;

/**
 * The old commune (5 digits, or an island district's 3) and the old province (2 digits), either or both: with both,
 * the commune must be of that province. Unknown codes give an empty suggestion, not an error: the card may be older
 * than the list, and reception then picks the commune itself.
 */
export async function newAddressFromOld(db: Db, query: NewAddressQuery): Promise<NewAddressFromOld> {
  const maXaCu = codeArgument(query.maXaCu, 'maXaCu', /^([0-9]{3}|[0-9]{5})$/, 'catalogues.oldCommuneCode');
  const maTinhCu = codeArgument(query.maTinhCu, 'maTinhCu', /^[0-9]{2}$/, 'catalogues.oldProvinceCode');
  if (maXaCu === null && maTinhCu === null) throw badInput('validation.required', 'maXaCu');

  const [oldProvinceByCode] = maTinhCu === null ? [] : ((await rowsWhere(db, tinhCu, '', sql`"MaTinhCu" = ${maTinhCu}`)) as TinhCu[]);
  if (maTinhCu !== null && !oldProvinceByCode) return emptySuggestion();
  const oldCommunes = maXaCu === null ? [] : ((await rowsWhere(db, xaCu, '', sql`"MaXaCu" = ${maXaCu} AND NOT "TamNgung"`)) as XaCu[]).filter(
    (row) => !oldProvinceByCode || row.TinhCu_Id === oldProvinceByCode._id,
  );
  if (maXaCu !== null && oldCommunes.length === 0) return { ...emptySuggestion(), TinhCu: oldProvinceByCode ?? null };

  const [oldProvince = null] = oldProvinceByCode ? [oldProvinceByCode] : ((await rowsWhere(db, tinhCu, '', byIds(oldCommunes.map((row) => row.TinhCu_Id)))) as TinhCu[]);
  const candidateIds = [...new Set(oldCommunes.flatMap((row) => row.XaMoi_Ids))];
  const found = new Map(((await rowsWhere(db, donViHanhChinh, '', sql`${byIds(candidateIds)} AND NOT "TamNgung"`)) as DonViHanhChinh[]).map((row) => [row._id, row]));
  // In the order of the old commune's list, the source's order.
  const newCommunes = candidateIds.flatMap((id) => found.get(id) ?? []);
  const newProvinceId = newCommunes[0]?.DonViCha_Id ?? oldProvince?.TinhMoi_Id ?? null;
  const [newProvince = null] = newProvinceId === null ? [] : ((await rowsWhere(db, donViHanhChinh, '', byIds([newProvinceId]))) as DonViHanhChinh[]);
  const [only] = oldCommunes;
  return {
    XaCu: oldCommunes,
    TinhCu: oldProvince,
    XaMoi: newCommunes,
    TinhMoi: newProvince,
    toanPhan: oldCommunes.length === 1 && newCommunes.length === 1 && only!.XaMoiToanPhan_Id === newCommunes[0]!._id,
  };
}

function emptySuggestion(): NewAddressFromOld {
  return { XaCu: [], TinhCu: null, XaMoi: [], TinhMoi: null, toanPhan: false };
}

/** getDiaChiMoiTuDiaChiCu: any signed-in user. */
export function getDiaChiMoiTuDiaChiCu(ctx: RequestContext, args: { maXaCu?: unknown; maTinhCu?: unknown }): Promise<NewAddressFromOld> {
  ctx.requireViewer();
  return newAddressFromOld(ctx.db, args as NewAddressQuery);
}
