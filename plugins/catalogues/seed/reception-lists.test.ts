// The reference lists reception picks from, as seeded: old communes with the new units they went into, the ISO
// nationalities, and the insurance object codes and benefit levels, flagged to be checked and listed with the flag.
import { describe, expect, it } from 'vitest';
import { doiTuongBHYT, mucHuongBHYT, quocTich, xaCu } from '../rules';
import { SYSTEM_GROUP } from '../web/groups';
import { doiTuongBHYTSeed, mucHuongBHYTSeed } from './insurance';
import { quocTichSeed } from './nationality';
import { oldCommuneSeed } from './old-communes';
import { referenceSeeds } from './index';

type Row = Record<string, unknown>;

describe('the old communes (before 1 July 2025)', () => {
  const rows = oldCommuneSeed.rows as Row[];
  const byCode = new Map(rows.map((row) => [row.MaXaCu, row]));

  it('are the 10,047 old communes and the 5 island districts that had none, each once', () => {
    expect(rows).toHaveLength(10_052);
    expect(byCode.size).toBe(10_052);
    const districts = rows.filter((row) => String(row.MaXaCu).length === 3);
    expect(districts.map((row) => row.MaXaCu).sort()).toEqual(['318', '471', '498', '536', '755']);
    for (const district of districts) {
      expect(district.MaHuyenCu).toBe(district.MaXaCu);
      expect(district.GhiChu, String(district.MaXaCu)).toMatch(/mã huyện/);
    }
  });

  it('list every new unit a split commune went into, and the one new unit only of a commune merged whole', () => {
    const split = rows.filter((row) => (row.XaMoi_Ids as string[]).length > 1);
    expect(split).toHaveLength(460);
    expect(split.every((row) => row.XaMoiToanPhan_Id === undefined)).toBe(true);
    const whole = rows.filter((row) => row.XaMoiToanPhan_Id !== undefined);
    expect(whole).toHaveLength(9592);
    expect(whole.every((row) => (row.XaMoi_Ids as string[]).length === 1 && (row.XaMoi_Ids as string[])[0] === row.XaMoiToanPhan_Id)).toBe(true);
    expect(byCode.get('00019')?.XaMoi_Ids).toEqual(['00004', '00070', '00190', '00226']);
  });

  it('keep the corrected row: 30622 Xã Tân Phú of old An Giang went whole into 30604 Xã Vĩnh An', () => {
    expect(byCode.get('30622')).toMatchObject({ TenXaCu: 'Xã Tân Phú', TinhCu_Id: '89', XaMoi_Ids: ['30604'], XaMoiToanPhan_Id: '30604' });
  });

  it('come after the new units and old provinces they name', () => {
    const names = referenceSeeds.map((seed) => seed.catalogue.name);
    expect(names.indexOf(xaCu.name)).toBeGreaterThan(names.lastIndexOf('DM_DonViHanhChinh'));
    expect(names.indexOf(xaCu.name)).toBeGreaterThan(names.indexOf('DM_TinhCu'));
  });
});

describe('the nationalities', () => {
  const rows = quocTichSeed.rows as Row[];
  const byCode = new Map(rows.map((row) => [row.MaQuocTich, row]));

  it('are the 249 countries of ISO 3166-1, Việt Nam the one default', () => {
    expect(rows).toHaveLength(249);
    expect(byCode.size).toBe(249);
    expect(byCode.get('VN')).toEqual({ MaQuocTich: 'VN', MaAlpha3: 'VNM', MaSo: '704', TenQuocTich: 'Việt Nam', TenTiengAnh: 'Vietnam', MacDinh: true });
    expect(rows.filter((row) => row.MacDinh === true)).toHaveLength(1);
    expect(byCode.has('XK')).toBe(false);
  });

  it.each([
    ['KH', 'KHM', '116', 'Campuchia'],
    ['CN', 'CHN', '156', 'Trung Quốc'],
    ['JP', 'JPN', '392', 'Nhật Bản'],
    ['KR', 'KOR', '410', 'Hàn Quốc'],
    ['FR', 'FRA', '250', 'Pháp'],
  ])('have %s (%s, %s) named %s', (alpha2, alpha3, numeric, name) => {
    expect(byCode.get(alpha2)).toMatchObject({ MaAlpha3: alpha3, MaSo: numeric, TenQuocTich: name });
  });

  it('have codes of the formats the catalogue checks', () => {
    expect(rows.every((row) => /^[A-Z]{2}$/.test(String(row.MaQuocTich)) && /^[A-Z]{3}$/.test(String(row.MaAlpha3)) && /^[0-9]{3}$/.test(String(row.MaSo)))).toBe(true);
    expect(quocTich.codeField).toBe('MaQuocTich');
  });
});

describe('the insurance codes', () => {
  const objects = doiTuongBHYTSeed.rows as Row[];
  const levels = mucHuongBHYTSeed.rows as Row[];

  it('are the 44 object codes of the unverified source, each to be checked against 1351 and 1666/QĐ-BHXH', () => {
    expect(objects).toHaveLength(44);
    expect(objects.every((row) => row.CanKiemTra === true && /1351\/QĐ-BHXH/.test(String(row.GhiChu)) && /1666\/QĐ-BHXH/.test(String(row.GhiChu)))).toBe(true);
    const byCode = new Map(objects.map((row) => [row.MaDoiTuongBHYT, row]));
    expect(byCode.get('DN')).toMatchObject({ TenDoiTuongBHYT: 'NLĐ trong doanh nghiệp', MucHuong: 4, NhomDoiTuong: 'Nhóm NLĐ và người SDLĐ đóng' });
    expect(byCode.get('TE')).toMatchObject({ MucHuong: 1 });
    expect(byCode.get('QN')).toMatchObject({ MucHuong: 5 });
    // The source gives TV no level.
    expect(byCode.get('TV')?.MucHuong).toBeUndefined();
  });

  it('have the 5 benefit levels with the share insurance pays, to be checked as well', () => {
    expect(levels.map((row) => [row.MaMucHuong, row.TyLeChiTra])).toEqual([['1', 100], ['2', 100], ['3', 95], ['4', 80], ['5', 100]]);
    expect(levels.every((row) => row.CanKiemTra === true)).toBe(true);
  });

  it('are listed with the "to be checked" flag, labelled in both languages', () => {
    for (const catalogue of [doiTuongBHYT, mucHuongBHYT]) {
      // The list screen shows a descriptor's listColumns when it names them.
      expect(catalogue.listColumns).toContain('CanKiemTra');
      expect(catalogue.fields.CanKiemTra.label).toEqual({ vi: 'Cần kiểm tra', en: 'To be checked' });
    }
  });
});

describe('the catalogue screens', () => {
  it('list the new catalogues in the system group', () => {
    expect(SYSTEM_GROUP.catalogues).toEqual(expect.arrayContaining([quocTich, xaCu, doiTuongBHYT, mucHuongBHYT]));
  });
});
