// Builds every variant once before the tests (the build tests read the metafiles, the browser tests
// serve the bundles). HIS_PREBUILT=1 skips it when dist/ is already fresh.
import { variants } from '@his/variants';
import { buildVariant } from '../../cli/src/build/build';

export default async function buildAllVariants(): Promise<void> {
  if (process.env.HIS_PREBUILT === '1') return;
  for (const variant of Object.values(variants)) {
    const started = performance.now();
    await buildVariant(variant, { typecheck: false });
    console.log(`built ${variant.id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
