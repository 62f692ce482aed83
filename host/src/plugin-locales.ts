// Each plugin ships its own catalogues, loaded after sign-in (the login page needs none of them), and
// so does the UI kit.
import type { Language } from '@his/sdk';
import { addNamespace, type WebPlugin } from '@his/sdk/web';
import type { i18n as I18n } from 'i18next';

const loaded = new Set<string>();

export async function loadPluginLocales(i18n: I18n, plugins: readonly WebPlugin[], language: Language): Promise<void> {
  if (!loaded.has('ui')) {
    // The UI kit's texts come with the kit, which loads after sign-in with the shell.
    const { uiLocales } = await import('@his/sdk/ui');
    addNamespace(i18n, 'ui', uiLocales);
    loaded.add('ui');
  }
  await Promise.all(plugins.map(async (plugin) => {
    const key = `${plugin.id}/${language}`;
    if (loaded.has(key)) return;
    const module = await plugin.locales[language]();
    const catalog = 'default' in module && typeof module.default === 'object' ? module.default : module;
    addNamespace(i18n, plugin.id, { [language]: catalog as Record<string, string> });
    loaded.add(key);
  }));
}
