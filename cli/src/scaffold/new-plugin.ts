// `his new plugin <id>`: a plugin folder with the whole anatomy (contract, rules and their test, API, table, seed,
// page with a story, locales, README) that passes typecheck, lint and its tests, and builds into a variant.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PLUGINS_DIR } from '../build/paths';
import { writePluginIds } from '../plugin-ids';
import { pluginNames } from './names';
import { serverTemplates } from './server-templates';
import { defaultTitles, type PluginTitles } from './titles';
import { webTemplates } from './web-templates';

export { defaultTitles, type PluginTitles } from './titles';

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function scaffoldPlugin(id: string, titles: Partial<PluginTitles> = {}): string[] {
  if (!PLUGIN_ID_PATTERN.test(id)) throw new Error(`"${id}" is not a plugin id: use lower-case words joined by dashes, e.g. "outpatient-fees".`);
  const folder = resolve(PLUGINS_DIR, id);
  if (existsSync(folder)) throw new Error(`plugins/${id}/ exists already.`);
  const names = pluginNames(id);
  const allTitles = { ...defaultTitles(id), ...titles };
  const written: string[] = [];
  for (const [path, content] of Object.entries({ ...serverTemplates(names, allTitles), ...webTemplates(names, allTitles) })) {
    const file = resolve(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written.push(`plugins/${id}/${path}`);
  }
  writePluginIds();
  return written;
}
