// Starts the web app of a variant: composes its plugins, picks the language, and renders the router.
// The generated entry (host/generated/<variant>/main.ts) calls boot with the manifest's plugins.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { coreMessages, type Language, type VariantManifest } from '@his/sdk';
import { composeWebPlugins, createI18n, LinksContext, VariantPagesContext, type VariantPages, type WebPlugin } from '@his/sdk/web';
import { AppInfoDocument } from '../generated/his/graphql';
import vi from '../locales/vi.json';
import en from '../locales/en.json';
import { request, setRequestLanguage } from './graphql-request';
import { dataLocales, DATA_NAMESPACE } from './data/locales';
import { browserLanguage, chooseLanguage, storedLanguage, storeLanguage } from './language';
import { HostOptionsContext, type HostOptions } from './host-options';
import { loadPluginLocales } from './plugin-locales';
import { createHisRouter } from './routing/router';
import { isAuthenticated } from './storage';
import { resetSession } from './session/session-store';

async function fetchAppInfo() {
  try {
    return (await request('/graphqlhis', AppInfoDocument)).getAppInfo;
  } catch (error) {
    // The spec (§8): a failed app-info load is logged; the page still works with the manifest's defaults.
    console.error('app info failed to load', error);
    return null;
  }
}

export async function boot(variant: VariantManifest, plugins: readonly WebPlugin[]): Promise<void> {
  const app = composeWebPlugins(variant, plugins);
  const appInfo = await fetchAppInfo();
  const language = chooseLanguage(storedLanguage(), appInfo?.defaultLanguage, browserLanguage());
  const i18n = await createI18n(language, { core: coreMessages, host: { vi, en }, [DATA_NAMESPACE]: dataLocales });
  const router = createHisRouter({ app, plugins, i18n });

  const applyLanguage = (lang: Language) => {
    setRequestLanguage(lang);
    document.documentElement.lang = lang;
    document.title = variant.title[lang];
  };
  applyLanguage(language);

  const options: HostOptions = {
    variant,
    app,
    plugins,
    showLanguageSwitch: appInfo?.isShowIconLanguage ?? variant.settings.isShowIconLanguage,
    async switchLanguage(next) {
      if (isAuthenticated()) await loadPluginLocales(i18n, plugins, next);
      storeLanguage(next);
      await i18n.changeLanguage(next);
      applyLanguage(next);
      // Menu titles are translated into the session: rebuild it in the new language.
      resetSession();
      await router.invalidate();
    },
  };

  // Plugin pages read the composed pages and menu (the profile editor builds trees from them) through the SDK.
  const pages: VariantPages = { routes: app.routes, menu: app.menu, plugins };

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HostOptionsContext.Provider value={options}>
          <LinksContext.Provider value={app.links}>
            <VariantPagesContext.Provider value={pages}>
              <RouterProvider router={router} />
            </VariantPagesContext.Provider>
          </LinksContext.Provider>
        </HostOptionsContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
}
