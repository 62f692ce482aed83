// The menu rule shared by the shell and the profile editor's preview: which entries of a tree a profile is offered.
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../shared/access';
import { defineVariant } from '../shared/variant';
import { composeWebPlugins } from './compose';
import { definePlugin, menuItem, route } from './plugin';
import { buildNavigation, owningRoute } from './profile-menu';

const page = async () => () => null;
const locales = { vi: async () => ({}), en: async () => ({}) };
const home = definePlugin({ id: 'home', title: 'home.title', locales, routes: [route('/trang-chu', page, { title: 't', permission: SIGNED_IN })], menu: [menuItem('home.menu', '/trang-chu', { icon: 'home', order: 0 })] });
const admin = definePlugin({
  id: 'admin', title: 'admin.title', locales,
  routes: [
    route('/quan-tri-he-thong/:key?', page, { title: 't', permission: SIGNED_IN }),
    route('/quan-tri-he-thong/nguoi-dung', page, { title: 't', permission: 'auth.users.read' }),
    route('/lich-su-thao-tac', page, { title: 't', permission: 'admin.audit.read' }),
  ],
  menu: [menuItem('admin.menu.settings', '/quan-tri-he-thong'), menuItem('admin.menu.users', '/quan-tri-he-thong/nguoi-dung'), menuItem('admin.menu.audit', '/lich-su-thao-tac', { placement: 'right' })],
});
const variant = defineVariant({ id: 'v', title: { vi: 'v', en: 'v' }, appType: 'HIS', systemType: 'BENH_VIEN', plugins: [] as never, settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} } });
const app = composeWebPlugins(variant, [home, admin]);
const translate = (key: string, namespace: string) => (key.includes('.') ? `${namespace}:${key}` : undefined);
const titles = (entries: ReturnType<typeof buildNavigation>): unknown[] => entries.map((entry) => (entry.children ? [entry.title, titles(entry.children)] : entry.title));

describe('the menu a profile is offered', () => {
  it('a path that is a page of its own belongs to that page, not to a pattern that also takes it', () => {
    expect(owningRoute(app, '/quan-tri-he-thong/nguoi-dung')?.route.permission).toBe('auth.users.read');
    expect(owningRoute(app, '/quan-tri-he-thong/chung')?.route.path).toBe('/quan-tri-he-thong/:key?');
    expect(owningRoute(app, '/khong-co')).toBeUndefined();
  });

  it('a page needing a permission the profile lacks is left out, however deep it sits', () => {
    const tree = [
      { path: '/trang-chu' },
      { title: 'Quản trị', children: [{ path: '/quan-tri-he-thong/nguoi-dung' }, { path: '/lich-su-thao-tac' }] },
    ];
    expect(titles(buildNavigation(app, 'tree', tree, ['admin.audit.read'], translate))).toEqual(['home:home.menu', ['Quản trị', ['admin:admin.menu.audit']]]);
    expect(titles(buildNavigation(app, 'tree', tree, [], translate))).toEqual(['home:home.menu']);
  });

  it('a group takes the path of its first entry the profile may open', () => {
    const tree = [{ title: 'Quản trị', children: [{ path: '/quan-tri-he-thong/nguoi-dung' }, { path: '/quan-tri-he-thong/chung' }] }];
    expect(buildNavigation(app, 'tree', tree, [], translate)[0]?.path).toBe('/quan-tri-he-thong/chung');
    expect(buildNavigation(app, 'tree', tree, ['auth.users.read'], translate)[0]?.path).toBe('/quan-tri-he-thong/nguoi-dung');
  });

  it('a refused page holding entries stays as their heading', () => {
    const tree = [{ path: '/lich-su-thao-tac', children: [{ path: '/quan-tri-he-thong' }] }];
    expect(buildNavigation(app, 'tree', tree, [], translate)).toEqual([
      { title: 'admin:admin.menu.audit', path: '/quan-tri-he-thong', icon: undefined, placement: 'right', children: [{ title: 'admin:admin.menu.settings', path: '/quan-tri-he-thong', icon: undefined, placement: 'main' }] },
    ]);
  });

  it('a profile holding * is offered every page of its tree', () => {
    const tree = [{ path: '/quan-tri-he-thong/nguoi-dung' }, { path: '/lich-su-thao-tac' }];
    expect(titles(buildNavigation(app, 'tree', tree, ['*'], translate))).toEqual(['admin:admin.menu.users', 'admin:admin.menu.audit']);
  });

  it('what is not a tree gives no menu', () => {
    expect(buildNavigation(app, 'tree', { path: '/trang-chu' }, [], translate)).toEqual([]);
    expect(buildNavigation(app, 'tree', [null, 'x', { path: '/trang-chu' }], [], translate)).toHaveLength(1);
  });
});
