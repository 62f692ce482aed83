// Every page of every variant names what opening it needs, and that is something the server knows: SIGNED_IN or a
// permission code the core or a plugin of the variant declares. A misspelt code would hide the page from everyone
// but '*' profiles, with no error anywhere else; here it fails. Menu entries open pages and take their permission,
// and the demo profiles hold the permission of every page their trees list.
import { describe, expect, it } from 'vitest';
import { defineVariant, permissionsAllow, SIGNED_IN } from '@his/sdk';
import type { ServerPlugin } from '@his/sdk/server';
import { composeWebPlugins, definePlugin, menuItem, owningRoute, route, type ComposedApp } from '@his/sdk/web';
import { variants } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { loadWebPlugins } from '../../cli/src/build/web-plugins';
import { corePermissions } from '../../server/src/core/permissions';
import { demoOrganisation } from '../../server/src/core/demo-data';

/** What is wrong with the permissions of the composed pages, given the codes the server declares; empty when all is well. */
function routePermissionProblems(app: ComposedApp, declared: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { pluginId, route: page, isPublic } of app.routes) {
    if (isPublic) {
      if (page.permission !== undefined) problems.push(`public page ${page.path} of plugin "${pluginId}" names ${page.permission}, which nobody signed out holds`);
      continue;
    }
    if (typeof page.permission !== 'string' || page.permission === '') problems.push(`page ${page.path} of plugin "${pluginId}" names no permission`);
    else if (page.permission !== SIGNED_IN && !declared.has(page.permission)) {
      problems.push(`page ${page.path} of plugin "${pluginId}" needs ${page.permission}, which neither the core nor a plugin of the variant declares`);
    }
  }
  for (const item of app.menu) {
    const owner = owningRoute(app, item.path);
    if (!owner) problems.push(`menu entry ${item.title} of plugin "${item.pluginId}" opens ${item.path}, which is no page of the variant`);
    else if (item.permission !== undefined && item.permission !== owner.route.permission) {
      problems.push(`menu entry ${item.title} of plugin "${item.pluginId}" names ${item.permission}, but its page ${owner.route.path} needs ${owner.route.permission ?? 'nothing'}`);
    }
  }
  return problems;
}

function declaredCodes(plugins: readonly ServerPlugin[]): Set<string> {
  return new Set([...corePermissions, ...plugins.flatMap((plugin) => plugin.permissions ?? [])].map((permission) => permission.code));
}

describe.each(Object.keys(variants))('the pages of the %s variant', (variantId) => {
  const variant = variants[variantId]!;

  it('each names SIGNED_IN or a permission the server declares, and each menu entry opens a page and takes its permission', async () => {
    const [plugins, { app }] = await Promise.all([loadServerPlugins(variant), loadWebPlugins(variant)]);
    const signedIn = app.routes.filter((composed) => !composed.isPublic);
    expect(signedIn.length).toBeGreaterThan(0);
    expect(routePermissionProblems(app, declaredCodes(plugins))).toEqual([]);
    const checked = signedIn.filter((composed) => composed.route.permission !== SIGNED_IN).length;
    console.info(`${variantId}: ${signedIn.length} pages, ${checked} behind a permission, ${app.menu.length} menu entries`);
  });

  it('each demo profile holds the permission of every page its tree lists', async () => {
    const [plugins, { app }] = await Promise.all([loadServerPlugins(variant), loadWebPlugins(variant)]);
    const problems: string[] = [];
    for (const profile of demoOrganisation(variant).profiles) {
      const contributions = plugins.flatMap((plugin) => plugin.demoProfiles?.[profile.key] ?? []);
      const navigation = [...profile.navigation, ...contributions.flatMap((contribution) => contribution.navigation ?? [])];
      const granted = [...new Set([...profile.grants.flatMap((grant) => grant.permissions), ...contributions.flatMap((contribution) => contribution.permissions ?? [])])];
      for (const { path } of navigation) {
        const owner = path ? owningRoute(app, path) : undefined;
        if (owner?.route.permission && !permissionsAllow(granted, owner.route.permission)) problems.push(`${profile.key} lists ${path}, which needs ${owner.route.permission}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  const page = async () => () => null;
  const locales = { vi: async () => ({}), en: async () => ({}) };
  const variant = defineVariant({ id: 'v', title: { vi: 'v', en: 'v' }, appType: 'HIS', systemType: 'BENH_VIEN', plugins: [] as never, settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} } });
  const compose = (permission: string, menuPermission?: string) => composeWebPlugins(variant, [definePlugin({
    id: 'cashier', title: 'cashier.title', locales,
    routes: [route('/vien-phi-ngoai-tru', page, { title: 't', permission })],
    menu: [menuItem('cashier.menu', '/vien-phi-ngoai-tru', menuPermission ? { permission: menuPermission } : {})],
  })]);
  const declared = new Set(['cashier.read']);

  it.each([
    ['a declared code', 'cashier.read', undefined, 0],
    ['SIGNED_IN', SIGNED_IN, undefined, 0],
    ['a misspelt code', 'cashier.raed', undefined, 1],
    ['a code of a plugin the variant lacks', 'examination.read', undefined, 1],
    ['an empty code', '', undefined, 1],
    ['a menu entry naming another permission than its page', 'cashier.read', 'cashier.collect', 1],
  ] as const)('a page naming %s gives %i problems', (_case, permission, menuPermission, count) => {
    expect(routePermissionProblems(compose(permission, menuPermission), declared)).toHaveLength(count);
  });
});
