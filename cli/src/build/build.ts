// `his build`: panda codegen → graphql-codegen → typecheck → panda cssgen → esbuild, into dist/<variant>/.
import type { VariantManifest } from '@his/sdk';
import { loadServerPlugins } from '../server-plugins';
import { bundleVariant, type BundleResult } from './bundle';
import { runGraphqlCodegen } from './graphql-codegen';
import { loadPanda, pandaCodegen, pandaCssgen } from './panda';
import type { PandaContext } from '@pandacss/node';
import { runTool, toolScript } from './run-tool';
import { loadWebPlugins } from './web-plugins';
import { writeWebEntry } from './web-entry';

export interface BuildOptions {
  /** Skip the whole-tree typecheck (`his check` and `npm test` run it already). */
  typecheck?: boolean;
  minify?: boolean;
  /** Inline source maps (`his dev`); never in a production build. */
  sourceMaps?: boolean;
  log?: (line: string) => void;
}

export interface BuildReport extends BundleResult {
  steps: { name: string; ms: number }[];
}

async function step<T>(steps: BuildReport['steps'], name: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  steps.push({ name, ms });
  log(`  ${name.padEnd(16)} ${ms.toFixed(0).padStart(6)} ms`);
  return result;
}

/** Codegen only: the web entry, the styled-system and typed documents the editor and typecheck need. */
export async function generateVariantSources(variant: VariantManifest, log: (line: string) => void = () => {}, steps: BuildReport['steps'] = []): Promise<{ entry: string; panda: PandaContext }> {
  const [web, server, panda] = await step(steps, 'compose', log, () => Promise.all([loadWebPlugins(variant), loadServerPlugins(variant), loadPanda(variant.id)]));
  const entry = writeWebEntry(variant, web.ids);
  await step(steps, 'panda codegen', log, () => pandaCodegen(panda));
  await step(steps, 'graphql codegen', log, () => runGraphqlCodegen(variant, server));
  return { entry, panda };
}

/** Codegen for every variant at once (what `his check` needs before the typecheck). */
export async function generateAllSources(variants: readonly VariantManifest[]): Promise<void> {
  await pandaCodegen(await loadPanda());
  for (const variant of variants) {
    const [web, server] = await Promise.all([loadWebPlugins(variant), loadServerPlugins(variant)]);
    writeWebEntry(variant, web.ids);
    await runGraphqlCodegen(variant, server);
  }
}

export async function buildVariant(variant: VariantManifest, options: BuildOptions = {}): Promise<BuildReport> {
  const log = options.log ?? (() => {});
  const steps: BuildReport['steps'] = [];
  const { entry, panda } = await generateVariantSources(variant, log, steps);
  if (options.typecheck ?? true) {
    await step(steps, 'typecheck', log, () => runTool(toolScript('typescript', 'tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  }
  const pandaCss = await step(steps, 'panda cssgen', log, () => pandaCssgen(panda, variant.id));
  const bundle = await step(steps, 'esbuild', log, () => bundleVariant(variant, entry, pandaCss, { minify: options.minify, sourceMaps: options.sourceMaps }));
  return { ...bundle, steps };
}
