// The route tree of a variant, built from its composed plugins (DESIGN §5): everything under /his,
// login at /dang-nhap, public plugin pages, the signed-in layout (the shell, loaded after login) with
// every plugin page, and a /m copy of every route for phones.
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import type { ComposedApp, ComposedRoute, HisSession, WebPlugin } from '@his/sdk/web';
import type { i18n as I18n } from 'i18next';
import { isAuthenticated } from '../storage';
import { loadPluginLocales } from '../plugin-locales';
import { loadSession } from '../session/session-store';
import { LoginPage } from '../login/login-page';
import { isRouteAvailable, HOME_PATH } from './availability';
import { noticeDeniedRoute } from './denied-route';
import { loadPage } from './chunk';
import { devicePath, isMobilePath, MOBILE_PREFIX } from './mobile';
import { toRouterPath } from './route-path';
import { appPath, BASE_PATH } from './base-path';
import { RootLayout, PageError } from './root-layout';
import type { Language } from '@his/sdk';

export const LOGIN_PATH = '/dang-nhap';

export interface RouterContext {
  session?: HisSession;
}


function onDevice(path: string): string {
  return devicePath(path, window.innerWidth) ?? path;
}

export interface HisRouterOptions {
  app: ComposedApp;
  plugins: readonly WebPlugin[];
  i18n: I18n;
}

export function createHisRouter({ app, plugins, i18n }: HisRouterOptions) {
  const rootRoute = createRootRoute({
    component: RootLayout,
    beforeLoad: ({ location }) => {
      const target = devicePath(appPath(location.pathname), window.innerWidth);
      if (target) throw redirect({ to: target, search: location.search, replace: true });
    },
  });

  const pageRoute = (parent: AnyRoute, composed: ComposedRoute, path: string, guarded: boolean) =>
    createRoute({
      getParentRoute: () => parent,
      path: toRouterPath(path),
      component: lazyRouteComponent(loadPage(composed.route.page)),
      errorComponent: PageError,
      beforeLoad: guarded
        ? ({ context, location, preload }: { context: RouterContext; location: { pathname: string }; preload: boolean }) => {
            const session = context.session;
            if (session && !isRouteAvailable({ menu: session.profile.menu, navigation: rawNavigation(session), permissions: session.permissions }, composed.paths, composed.route.permission)) {
              // A link hovered is preloaded: only a page actually opened is refused aloud and recorded.
              if (!preload) noticeDeniedRoute(appPath(location.pathname), i18n);
              throw redirect({ to: onDevice(HOME_PATH), replace: true });
            }
          }
        : undefined,
    });

  const signedIn = createRoute({
    getParentRoute: () => rootRoute,
    id: 'signed-in',
    beforeLoad: async ({ location }): Promise<RouterContext> => {
      if (!isAuthenticated()) throw redirect({ to: isMobilePath(appPath(location.pathname)) ? `${MOBILE_PREFIX}${LOGIN_PATH}` : LOGIN_PATH, replace: true });
      await loadPluginLocales(i18n, plugins, i18n.language as Language);
      return { session: await loadSession(app, i18n) };
    },
    component: lazyRouteComponent(loadPage(() => import('../shell/shell').then((module) => module.Shell))),
    errorComponent: PageError,
  });

  // Public pages get the plugins' texts and a client without the session, never the shell.
  const publicLayout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'public',
    beforeLoad: async () => {
      await loadPluginLocales(i18n, plugins, i18n.language as Language);
    },
    component: lazyRouteComponent(loadPage(() => import('./public-layout').then((module) => module.PublicLayout))),
    errorComponent: PageError,
  });

  const loginRoutes = [LOGIN_PATH, `${MOBILE_PREFIX}${LOGIN_PATH}`].map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: LoginPage,
      beforeLoad: () => {
        if (isAuthenticated()) throw redirect({ to: onDevice(HOME_PATH), replace: true });
      },
    }));

  const homeRedirects = ['/', MOBILE_PREFIX].map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      beforeLoad: () => {
        throw redirect({ to: onDevice(isAuthenticated() ? HOME_PATH : LOGIN_PATH), replace: true });
      },
    }));

  // Unknown paths go home when signed in, to login otherwise (spec §2); /m paths stay on /m.
  const unknownPaths = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: ({ location }) => {
      const target = isAuthenticated() ? HOME_PATH : LOGIN_PATH;
      throw redirect({ to: isMobilePath(appPath(location.pathname)) ? `${MOBILE_PREFIX}${target}` : target, replace: true });
    },
  });

  const withMobileCopies = (paths: readonly string[]) => paths.flatMap((path) => [path, `${MOBILE_PREFIX}${path}`]);
  const publicRoutes = app.routes.filter((composed) => composed.isPublic)
    .flatMap((composed) => withMobileCopies(composed.paths).map((path) => pageRoute(publicLayout, composed, path, false)));
  const privateRoutes = app.routes.filter((composed) => !composed.isPublic)
    .flatMap((composed) => withMobileCopies(composed.paths).map((path) => pageRoute(signedIn, composed, path, true)));

  const routeTree = rootRoute.addChildren([
    ...loginRoutes,
    ...homeRedirects,
    unknownPaths,
    publicLayout.addChildren(publicRoutes),
    signedIn.addChildren(privateRoutes),
  ]);

  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context: {} as RouterContext,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

/** The profile's raw tree is what the access rule reads; the session keeps only the usable entries. */
function rawNavigation(session: HisSession): unknown {
  const flatten = (entries: HisSession['navigation']): { path: string }[] => entries.flatMap((entry) => [{ path: entry.path }, ...flatten(entry.children ?? [])]);
  return flatten(session.navigation);
}

export type HisRouter = ReturnType<typeof createHisRouter>;
