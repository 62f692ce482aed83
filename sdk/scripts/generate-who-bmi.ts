// Writes sdk/shared/format/who-bmi-for-age.generated.ts from who/bmi-for-age.tsv: npx tsx sdk/scripts/generate-who-bmi.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderWhoBmiModule } from './who-bmi-module';

export const WHO_BMI_TSV = fileURLToPath(new URL('../shared/format/who/bmi-for-age.tsv', import.meta.url));
export const WHO_BMI_MODULE = fileURLToPath(new URL('../shared/format/who-bmi-for-age.generated.ts', import.meta.url));

// Only when run as a script: the test imports the paths without writing anything.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(WHO_BMI_MODULE, renderWhoBmiModule(readFileSync(WHO_BMI_TSV, 'utf8')));
  console.log(`wrote ${WHO_BMI_MODULE}`);
}
