// The variant's stylesheet after an edit, parsing only the changed files: a Panda context keeps the styles of every
// file it has parsed, so a page edit costs milliseconds instead of a new context and a parse of the whole tree.
// Styles an edit removes stay until `his dev` restarts, which only makes the development stylesheet larger.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PandaContext } from '@pandacss/node';
import { generatedDir, ROOT } from '../build/paths';

export async function incrementalCss(panda: PandaContext, variantId: string, changed: Iterable<string>): Promise<string> {
  // Every changed source the watcher saw, not only Panda's include list: that list follows variants/, so a variant
  // made up in code (a test's) would get no styles from its plugins' pages.
  for (const path of changed) {
    const file = resolve(ROOT, path);
    if (!/\.tsx?$/.test(file) || !existsSync(file)) continue;
    // Re-read from disk (a new file is added); then its styles join the ones already known.
    panda.project.createSourceFile(file);
    panda.parseFile(file);
  }
  // What Panda's cssgen does after parsing every file.
  const sheet = panda.createSheet();
  panda.appendLayerParams(sheet);
  panda.appendBaselineCss(sheet);
  panda.appendParserCss(sheet);
  const outfile = resolve(generatedDir(variantId), 'panda.css');
  await panda.output.writeFile(outfile, panda.getCss(sheet));
  return outfile;
}
