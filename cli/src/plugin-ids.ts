// The typed list of plugin ids (sdk/shared/plugin-ids.ts) must name exactly the folders under plugins/:
// a manifest can then only list plugins that exist, checked by the compiler.
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pluginIds } from '@his/sdk';
import { PLUGINS_DIR } from './build/paths';

export function pluginFolders(): string[] {
  if (!existsSync(PLUGINS_DIR)) return [];
  return readdirSync(PLUGINS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && ['plugin.ts', 'server.ts'].some((file) => existsSync(resolve(PLUGINS_DIR, entry.name, file))))
    .map((entry) => entry.name)
    .sort();
}

export function checkPluginIds(): void {
  const declared = [...pluginIds].sort();
  const folders = pluginFolders();
  const missing = folders.filter((id) => !declared.includes(id as never));
  const stale = declared.filter((id) => !folders.includes(id));
  if (missing.length || stale.length) {
    throw new Error([
      missing.length ? `plugins/ has ${missing.join(', ')}, which sdk/shared/plugin-ids.ts does not list: add ${missing.map((id) => `'${id}'`).join(', ')}.` : '',
      stale.length ? `sdk/shared/plugin-ids.ts lists ${stale.join(', ')}, which has no folder under plugins/: remove it.` : '',
    ].filter(Boolean).join(' '));
  }
}
