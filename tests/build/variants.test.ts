// Every variant builds (the global setup built them), its bundle holds no file of a plugin its
// manifest does not list, and its served folder no source map or metafile.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Metafile } from 'esbuild';
import { variants } from '@his/variants';
import { buildVariant } from '../../cli/src/build/build';
import { distDir, generatedDir, metafilePath } from '../../cli/src/build/paths';

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
    for (const folder of [distDir('test-without-home'), dirname(metafilePath('test-without-home')), generatedDir('test-without-home')]) rmSync(folder, { recursive: true, force: true });
  });

  for (const variant of Object.values(variants)) {
    it(`${variant.id} bundles exactly its listed plugins`, () => {
      const metafile = JSON.parse(readFileSync(metafilePath(variant.id), 'utf8')) as Metafile;
      const listed = new Set<string>(variant.plugins);
      const bundled = pluginsInBundle(metafile);
      for (const id of bundled) expect(listed, `plugin "${id}" is in the ${variant.id} bundle but not in its manifest`).toContain(id);
      // Every listed plugin is in the bundle too (the check above would pass on an empty one).
      expect([...bundled].sort()).toEqual([...listed].sort());
      expect(readFileSync(resolve(distDir(variant.id), 'index.html'), 'utf8')).toContain(`<title>${variant.title[variant.settings.defaultLanguage]}</title>`);
    });

    it(`${variant.id} serves no source map or metafile, and no script names one`, () => {
      const served = readdirSync(distDir(variant.id), { recursive: true, encoding: 'utf8' });
      expect(served.filter((file) => /\.map(\.gz)?$|metafile\.json/.test(file))).toEqual([]);
      const scripts = served.filter((file) => file.endsWith('.js'));
      expect(scripts.filter((file) => readFileSync(resolve(distDir(variant.id), file), 'utf8').includes('sourceMappingURL'))).toEqual([]);
    });
  }

  it('a plugin left out of a manifest contributes no file to the bundle', async () => {
    const hospital = variants.hospital!;
    const withoutHome = { ...hospital, id: 'test-without-home', plugins: hospital.plugins.filter((id) => id !== 'home') };
    const report = await buildVariant(withoutHome, { typecheck: false });
    expect(pluginsInBundle(report.metafile).has('home')).toBe(false);
  });
});
