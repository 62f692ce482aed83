// The print templates the variant's plugins declare, by key: a key owned twice or outside its plugin fails the start.
import type { PrintTemplateDeclaration, ServerPlugin } from '@his/sdk/server';

export type PrintTemplateRegistry = ReadonlyMap<string, PrintTemplateDeclaration>;

export function printTemplateRegistry(plugins: readonly ServerPlugin[]): PrintTemplateRegistry {
  const registry = new Map<string, PrintTemplateDeclaration>();
  for (const plugin of plugins) {
    for (const template of plugin.printTemplates ?? []) {
      if (!template.key.startsWith(`${plugin.id}.`)) {
        throw new Error(`Plugin ${plugin.id} declares the print template ${template.key}: name it ${plugin.id}.<document>.`);
      }
      if (registry.has(template.key)) throw new Error(`Plugin ${plugin.id} declares the print template ${template.key} twice: keep one.`);
      registry.set(template.key, template);
    }
  }
  return registry;
}
