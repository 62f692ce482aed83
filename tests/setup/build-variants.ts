// Before the tests: builds every variant once when the run has tests that read the bundles (the build tests read
// the metafiles, the browser and process tests serve them), and makes the run's folder of prepared databases,
// which the helpers of tests/support fill on first use (see templates.ts): a unit test alone waits for neither.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_ENV } from '../support/template-env';

export { TEMPLATE_ENV };

/** Test folders whose files run servers on the built bundles or read the build's output. */
const NEEDS_BUILDS = /[\\/]tests[\\/](e2e|build|fault|api|bench)[\\/]/;

/** The files of this run; every file, as far as we know, when Vitest does not say. */
function runFiles(project: TestProject): readonly string[] | null {
  // Vitest records the run's files before it calls the global set-up; it offers no public way to read them.
  const paths = (project.vitest as unknown as { state?: { getPaths?(): string[] } }).state?.getPaths?.();
  return paths && paths.length > 0 ? paths : null;
}

export function needsBuilds(files: readonly string[] | null): boolean {
  return files === null || files.some((file) => NEEDS_BUILDS.test(file));
}

export default async function prepare(project: TestProject): Promise<() => void> {
  const templates = mkdtempSync(join(tmpdir(), 'his-test-templates-'));
  process.env[TEMPLATE_ENV] = templates;
  if (process.env.HIS_PREBUILT !== '1' && needsBuilds(runFiles(project))) {
    // Loaded only here: the bundler and Panda take seconds to load, which a run of unit tests need not wait for.
    const [{ variants }, { buildVariant }] = await Promise.all([import('@his/variants'), import('../../cli/src/build/build')]);
    for (const variant of Object.values(variants)) {
      const started = performance.now();
      await buildVariant(variant, { typecheck: false });
      console.log(`built ${variant.id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  return () => rmSync(templates, { recursive: true, force: true });
}
