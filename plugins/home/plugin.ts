// Home (/trang-chu): who is signed in, where, with which profile, and the menu as tiles.
import { SIGNED_IN } from '@his/sdk';
import { definePlugin, menuItem, route } from '@his/sdk/web';

export default definePlugin({
  id: 'home',
  title: 'home.title',
  routes: [
    route('/trang-chu', () => import('./web/home-page').then((module) => module.HomePage), { title: 'home.title', permission: SIGNED_IN, mobile: true }),
  ],
  menu: [menuItem('home.menu.title', '/trang-chu', { icon: 'home', order: 0 })],
  locales: { vi: () => import('./locales/vi.json'), en: () => import('./locales/en.json') },
});
