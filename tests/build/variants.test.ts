// Every variant builds (the global setup built them), and its bundle holds no file of a plugin its
// manifest does not list.
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { variants } from '@his/variants';
import { buildVariant } from '../../cli/src/build/build';
import { distDir, generatedDir } from '../../cli/src/build/paths';

function pluginsInBundle(metafile: Metafile): Set<string> {
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      const match = /(?:^|\/)plugins\/([^/]+)\//.exec(input);
      if (match) found.add(match[1]!);
    }
  }
  return found;
}

describe('variant builds', () => {
  afterAll(() => {
    for (const folder of [distDir('test-without-home'), generatedDir('test-without-home')]) rmSync(folder, { recursive: true, force: true });
  });

  for (const variant of Object.values(variants)) {
    it(`${variant.id} bundles exactly its listed plugins`, () => {
      const metafile = JSON.parse(readFileSync(resolve(distDir(variant.id), 'metafile.json'), 'utf8')) as Metafile;
      const listed = new Set<string>(variant.plugins);
      const bundled = pluginsInBundle(metafile);
      for (const id of bundled) expect(listed, `plugin "${id}" is in the ${variant.id} bundle but not in its manifest`).toContain(id);
      // Every listed plugin is in the bundle too (the check above would pass on an empty one).
      expect([...bundled].sort()).toEqual([...listed].sort());
      expect(readFileSync(resolve(distDir(variant.id), 'index.html'), 'utf8')).toContain(`<title>${variant.title[variant.settings.defaultLanguage]}</title>`);
    });
  }

  it('a plugin left out of a manifest contributes no file to the bundle', async () => {
    const hospital = variants.hospital!;
    const withoutHome = { ...hospital, id: 'test-without-home', plugins: hospital.plugins.filter((id) => id !== 'home') };
    const report = await buildVariant(withoutHome, { typecheck: false });
    expect(pluginsInBundle(report.metafile).has('home')).toBe(false);
  });
});
