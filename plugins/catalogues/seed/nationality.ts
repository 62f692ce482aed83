// The 249 countries of ISO 3166-1 as nationalities, read from seed/data/countries.tsv (made by
// generate-countries.ts from the i18n-iso-countries package); Việt Nam is the default.
import { quocTich } from '../rules';
import { seedOf } from './seed-kit';
import { readTsv } from './tsv';

export const quocTichSeed = seedOf(
  quocTich,
  readTsv(new URL('./data/countries.tsv', import.meta.url)).map(({ alpha2, alpha3, numeric, name_vi, name_en }) => ({
    MaQuocTich: alpha2,
    MaAlpha3: alpha3,
    MaSo: numeric,
    TenQuocTich: name_vi,
    TenTiengAnh: name_en,
    MacDinh: alpha2 === 'VN',
  })),
);
