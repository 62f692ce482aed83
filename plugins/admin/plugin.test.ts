import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '@his/sdk';
import plugin from './plugin';
import { AUDIT_ACTIONS } from './rules/audit-log';
import { SETTING_BLOCKS } from './web/system-settings-page/setting-values';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('admin plugin', () => {
  it('declares the settings, users, profiles, audit history, sign-in locks and print templates pages, all but the settings behind their permissions', () => {
    expect(plugin.routes?.map((route) => [route.path, route.permission])).toEqual([
      ['/quan-tri-he-thong/:key?', SIGNED_IN],
      ['/quan-tri-he-thong/nguoi-dung', 'auth.users.read'],
      ['/quan-tri-he-thong/ho-so-quyen', 'auth.profiles.read'],
      ['/lich-su-thao-tac', 'admin.audit.read'],
      ['/khoa-dang-nhap', 'auth.users.manage'],
      ['/mau-in', 'templates.read'],
    ]);
    expect(plugin.menu?.map((item) => [item.path, item.placement ?? 'main', item.icon])).toEqual([
      ['/quan-tri-he-thong', 'main', 'settings'],
      ['/quan-tri-he-thong/nguoi-dung', 'main', 'user'],
      ['/quan-tri-he-thong/ho-so-quyen', 'main', 'user'],
      ['/lich-su-thao-tac', 'right', 'history'],
      ['/khoa-dang-nhap', 'right', 'user'],
      ['/mau-in', 'right', 'printer'],
    ]);
  });

  it('has every text in both languages, under its own prefix', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
    for (const key of [plugin.title, ...(plugin.routes ?? []).map((route) => route.title), ...(plugin.menu ?? []).map((item) => item.title)]) {
      expect(vi).toHaveProperty([key]);
    }
    expect(Object.keys(vi).filter((key) => !key.startsWith('admin.'))).toEqual([]);
  });

  it('has a text for every key the pages name, every action and every settings tab', () => {
    const sources = readdirSync(join(import.meta.dirname, 'web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => readFileSync(join(import.meta.dirname, 'web', file), 'utf8'));
    const named = sources.flatMap((source) => [...source.matchAll(/['"`](?:admin:)?(admin\.[\w.]+[\w])['"`]/g)].map((match) => match[1]!));
    const dynamic = [
      ...AUDIT_ACTIONS.map((action) => `admin.audit.action.${action}`),
      ...SETTING_BLOCKS.map((block) => `admin.settings.tab.${block}`),
      ...['time', 'user', 'node', 'action', 'entity', 'entityId', 'detail'].map((column) => `admin.audit.column.${column}`),
      ...['vi', 'en'].map((language) => `admin.settings.language.${language}`),
      ...['locked', 'online', 'offline'].map((state) => `admin.users.state.${state}`),
      ...['all', 'active', 'locked'].map((filter) => `admin.users.filter.${filter}`),
      ...['LOGIN', 'LOGIN_FAILED', 'LOGOUT'].map((action) => `admin.users.history.${action}`),
      ...['full', 'tree'].map((kind) => `admin.profiles.menuKind.${kind}`),
      ...['active', 'locked'].map((state) => `admin.profiles.state.${state}`),
      ...['up', 'down', 'indent', 'outdent'].flatMap((move) => [`admin.profiles.tree.move.${move}`, `admin.profiles.tree.moved.${move}`]),
    ];
    expect(named.length).toBeGreaterThan(20);
    expect([...named, ...dynamic].filter((key) => !(key in vi))).toEqual([]);
  });
});
