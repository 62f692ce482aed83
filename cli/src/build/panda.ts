// Panda CSS steps: the styled-system the code imports, and the variant's stylesheet, which scans only
// the host, the UI kit and the listed plugins (panda.config.ts reads HIS_VARIANT).
import { resolve } from 'node:path';
import { runTool, toolScript } from './run-tool';
import { generatedDir } from './paths';

const panda = () => toolScript('@pandacss/dev', 'panda');

export async function pandaCodegen(): Promise<void> {
  await runTool(panda(), ['codegen', '--silent']);
}

export async function pandaCssgen(variantId: string): Promise<string> {
  const outfile = resolve(generatedDir(variantId), 'panda.css');
  await runTool(panda(), ['cssgen', '--silent', '--minify', '--outfile', outfile], { HIS_VARIANT: variantId });
  return outfile;
}
