// The 10,047 old communes and 5 old island districts (before 1 July 2025), each with the new units it went into,
// read from seed/data/old-to-new-communes.tsv (one line per old/new pair; sources and caveats in its README).
import { xaCu } from '../rules';
import { seedOf, type ImportRow } from './seed-kit';
import { readTsv } from './tsv';

const ISLAND_DISTRICT_NOTE = 'Huyện đảo không có xã: mã là mã huyện (3 chữ số)';

function oldCommuneRows(): ImportRow<typeof xaCu>[] {
  const byOldUnit = new Map<string, Record<string, string>[]>();
  for (const pair of readTsv(new URL('./data/old-to-new-communes.tsv', import.meta.url))) {
    const district = pair.old_level === 'district';
    const code = district ? pair.old_district_code! : pair.old_code!;
    if (!district && pair.old_level !== 'commune') throw new Error(`old-to-new-communes.tsv: ${code} has an unknown level "${pair.old_level}".`);
    const pairs = byOldUnit.get(code) ?? [];
    pairs.push(pair);
    byOldUnit.set(code, pairs);
  }
  return [...byOldUnit].map(([code, pairs]) => {
    const first = pairs[0]!;
    const newCodes = pairs.map((pair) => pair.new_code);
    const whole = pairs.length === 1 && first.merge_type === 'full';
    return {
      MaXaCu: code,
      TenXaCu: first.old_name,
      MaHuyenCu: first.old_district_code,
      TenHuyenCu: first.old_district_name,
      TinhCu_Id: first.old_province_code,
      XaMoi_Ids: newCodes,
      ...(whole ? { XaMoiToanPhan_Id: first.new_code } : {}),
      ...(first.old_level === 'district' ? { GhiChu: ISLAND_DISTRICT_NOTE } : {}),
    };
  });
}

export const oldCommuneSeed = seedOf(xaCu, oldCommuneRows());
