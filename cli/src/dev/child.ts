// The work `his dev` runs in a fresh process, because Node keeps the modules it has imported: the API
// (`api`), and the plugins' composition with the typed documents (`codegen`). The variant comes as JSON.
import type { VariantManifest } from '@his/sdk';
import { serveVariant, type ServeOptions } from '../serve';
import { generateVariantSources } from '../build/build';

const [mode, variantJson, optionsJson] = process.argv.slice(2);
const variant = JSON.parse(variantJson!) as VariantManifest;

if (mode === 'api') {
  await serveVariant(variant, JSON.parse(optionsJson!) as ServeOptions);
} else if (mode === 'codegen') {
  await generateVariantSources(variant);
  process.exit(0);
} else {
  throw new Error(`unknown mode "${mode}": api or codegen`);
}
