// Writes seed/data/countries.tsv from the i18n-iso-countries package (a dev dependency), so the server reads a
// checked-in file and not the package. Run by hand after upgrading the package: npx tsx plugins/catalogues/seed/generate-countries.ts
import { writeFileSync } from 'node:fs';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };

countries.registerLocale(vi);
countries.registerLocale(en);

const rows = Object.keys(countries.getAlpha2Codes())
  .sort()
  .flatMap((alpha2) => {
    // ISO 3166-1 leaves X* codes to users; the package lists Kosovo as XK (983), which is not in the standard.
    if (alpha2.startsWith('X')) return [];
    const numeric = countries.alpha2ToNumeric(alpha2);
    const cells = [alpha2, countries.alpha2ToAlpha3(alpha2), numeric, countries.getName(alpha2, 'vi'), countries.getName(alpha2, 'en')];
    if (cells.some((cell) => !cell || /[\t\n]/.test(cell))) throw new Error(`Country ${alpha2} lacks a code or name: ${cells.join(' | ')}`);
    return [cells.map((cell) => cell!.normalize('NFC')).join('\t')];
  });

writeFileSync(new URL('./data/countries.tsv', import.meta.url), ['alpha2\talpha3\tnumeric\tname_vi\tname_en', ...rows, ''].join('\n'));
console.log(`countries.tsv: ${rows.length} rows`);
