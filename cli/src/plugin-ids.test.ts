import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPluginIds, PLUGIN_IDS_FILE, pluginFolders, pluginIdsSource, writePluginIds } from './plugin-ids';

// A copy stands in for the committed file, which other test files read while this one runs.
const folder = mkdtempSync(join(tmpdir(), 'plugin-ids-'));
const copy = join(folder, 'plugin-ids.ts');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the generated list of plugin ids', () => {
  it('is what the folders under plugins/ give, so the committed file is current', () => {
    expect(readFileSync(PLUGIN_IDS_FILE, 'utf8')).toBe(pluginIdsSource(pluginFolders()));
    expect(pluginFolders()).toEqual(expect.arrayContaining(['admin', 'catalogues', 'home', 'pricing']));
    expect(() => checkPluginIds()).not.toThrow();
  });

  it('is refused when edited by hand, and written again from the folders', () => {
    writeFileSync(copy, pluginIdsSource([...pluginFolders(), 'no-such-plugin']));
    expect(() => checkPluginIds(copy)).toThrow(/does not list exactly the folders under plugins\/.*his codegen/);
    expect(writePluginIds(copy)).toBe(true);
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(PLUGIN_IDS_FILE, 'utf8'));
    expect(writePluginIds(copy)).toBe(false);
  });
});
