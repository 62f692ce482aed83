import { describe, expect, it } from 'vitest';
import { composeWebPlugins, definePlugin, menuItem, route } from '@his/sdk/web';
import { defineVariant, SIGNED_IN } from '@his/sdk';
import { buildNavigation } from './navigation';

const page = async () => () => null;
const locales = { vi: async () => ({}), en: async () => ({}) };
const home = definePlugin({ id: 'home', title: 'home.title', locales, routes: [route('/trang-chu', page, { title: 't', permission: SIGNED_IN })], menu: [menuItem('home.menu.title', '/trang-chu', { icon: 'home', order: 0 })] });
const admin = definePlugin({
  id: 'admin', title: 'admin.title', locales,
  routes: [route('/lich-su-thao-tac', page, { title: 't', permission: 'admin.audit' }), route('/quan-tri-he-thong/:key?', page, { title: 't', permission: SIGNED_IN })],
  menu: [menuItem('admin.menu.audit', '/lich-su-thao-tac', { placement: 'right', icon: 'history' }), menuItem('admin.menu.system', '/quan-tri-he-thong')],
});
const variant = defineVariant({ id: 'v', title: { vi: 'v', en: 'v' }, appType: 'HIS', systemType: 'BENH_VIEN', plugins: [] as never, settings: { defaultLanguage: 'vi', isShowIconLanguage: true, his: {}, print: {}, smartPharma: {} } });
const app = composeWebPlugins(variant, [home, admin]);
// Knows every key but those starting with 'menu.', like a catalogue without the demo trees' keys.
const translate = (key: string, namespace: string) => (key.startsWith('menu.') ? undefined : `${namespace}:${key}`);

describe('the menu a profile sees', () => {
  it('a full menu lists every plugin entry with its placement', () => {
    expect(buildNavigation(app, 'full', [], ['admin.audit'], translate)).toEqual([
      { title: 'home:home.menu.title', path: '/trang-chu', icon: 'home', placement: 'main' },
      { title: 'admin:admin.menu.audit', path: '/lich-su-thao-tac', icon: 'history', placement: 'right' },
      { title: 'admin:admin.menu.system', path: '/quan-tri-he-thong', icon: undefined, placement: 'main' },
    ]);
  });

  it('a tree menu keeps its own order and titles, drops pages this variant lacks, and keeps groups', () => {
    const tree = [
      { title: 'home.menu.title', path: '/trang-chu' },
      { title: 'menu.examination', path: '/kham-benh-ngoai-tru' },
      { title: 'Quản trị', children: [{ title: 'Cấu hình', path: '/quan-tri-he-thong/chung' }, { title: 'x', path: '/khong-co' }] },
      { title: 'Trống', children: [{ title: 'x', path: '/khong-co' }] },
    ];
    expect(buildNavigation(app, 'tree', tree, [], translate)).toEqual([
      { title: 'home:home.menu.title', path: '/trang-chu', icon: 'home', placement: 'main' },
      { title: 'host:Quản trị', path: '/quan-tri-he-thong/chung', icon: undefined, placement: 'main', children: [{ title: 'admin:Cấu hình', path: '/quan-tri-he-thong/chung', icon: undefined, placement: 'main' }] },
    ]);
  });

  it('an entry titled with a key nobody defines takes its page\'s menu title', () => {
    expect(buildNavigation(app, 'tree', [{ title: 'menu.auditHistory', path: '/lich-su-thao-tac', placement: 'right' }], ['admin.audit'], translate))
      .toEqual([{ title: 'admin:admin.menu.audit', path: '/lich-su-thao-tac', icon: 'history', placement: 'right' }]);
  });

  it('a full menu leaves out an entry whose page needs a permission the profile lacks, as the server would refuse it', () => {
    expect(buildNavigation(app, 'full', [], [], translate).map((entry) => entry.path)).toEqual(['/trang-chu', '/quan-tri-he-thong']);
    expect(buildNavigation(app, 'full', [], ['other.permission'], translate).map((entry) => entry.path)).toEqual(['/trang-chu', '/quan-tri-he-thong']);
    expect(buildNavigation(app, 'full', [], ['*'], translate).map((entry) => entry.path)).toEqual(['/trang-chu', '/lich-su-thao-tac', '/quan-tri-he-thong']);
  });

  it('a tree menu offers a page any signed-in user may open, whatever the profile holds', () => {
    expect(buildNavigation(app, 'tree', [{ path: '/quan-tri-he-thong/chung' }], [], translate).map((entry) => entry.path)).toEqual(['/quan-tri-he-thong/chung']);
  });

  it('hides an entry whose page needs a permission the profile lacks', () => {
    const tree = [{ title: 'audit', path: '/lich-su-thao-tac' }];
    expect(buildNavigation(app, 'tree', tree, [], translate)).toEqual([]);
    expect(buildNavigation(app, 'tree', tree, ['admin.audit'], translate)).toHaveLength(1);
  });
});
