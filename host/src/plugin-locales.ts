// Each plugin ships its own catalogues, loaded after sign-in (the login page needs none of them).
import type { Language } from '@his/sdk';
import { addNamespace, type WebPlugin } from '@his/sdk/web';
import type { i18n as I18n } from 'i18next';

const loaded = new Set<string>();

export async function loadPluginLocales(i18n: I18n, plugins: readonly WebPlugin[], language: Language): Promise<void> {
  await Promise.all(plugins.map(async (plugin) => {
    const key = `${plugin.id}/${language}`;
    if (loaded.has(key)) return;
    const module = await plugin.locales[language]();
    const catalog = 'default' in module && typeof module.default === 'object' ? module.default : module;
    addNamespace(i18n, plugin.id, { [language]: catalog as Record<string, string> });
    loaded.add(key);
  }));
}
