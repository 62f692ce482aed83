// Panda CSS, in-process: the styled-system the code imports, and the variant's stylesheet, which
// scans only the host, the UI kit and the listed plugins (panda.config.ts reads HIS_VARIANT).
import { resolve } from 'node:path';
import { codegen, cssgen, loadConfigAndCreateContext, type PandaContext } from '@pandacss/node';
import { generatedDir, ROOT } from './paths';

/** Loads panda.config.ts for one variant (or every plugin when none is given). */
export async function loadPanda(variantId?: string): Promise<PandaContext> {
  const previous = process.env.HIS_VARIANT;
  if (variantId) process.env.HIS_VARIANT = variantId;
  else delete process.env.HIS_VARIANT;
  try {
    return await loadConfigAndCreateContext({ cwd: ROOT, configPath: resolve(ROOT, 'panda.config.ts'), config: { minify: true, logLevel: 'silent' } as never });
  } finally {
    if (previous === undefined) delete process.env.HIS_VARIANT;
    else process.env.HIS_VARIANT = previous;
  }
}

export async function pandaCodegen(panda: PandaContext): Promise<void> {
  await codegen(panda);
}

export async function pandaCssgen(panda: PandaContext, variantId: string): Promise<string> {
  const outfile = resolve(generatedDir(variantId), 'panda.css');
  await cssgen(panda, { cwd: ROOT, outfile });
  return outfile;
}
