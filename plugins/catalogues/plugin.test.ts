import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import plugin from './plugin';
import { catalogueDescriptors } from './rules';
import { GROUPS, catalogueOfGroup } from './web/groups';
import { catalogueSlug } from './web/slugs';
import vi from './locales/vi.json';
import en from './locales/en.json';

describe('catalogues plugin', () => {
  it('has the routes of the spec, each group with an optional child, and a menu entry for each', () => {
    expect(plugin.routes?.map((route) => route.path)).toEqual([
      '/he-thong-danh-muc/:child?', '/dich-vu/:child?', '/can-lam-sang/:child?', '/kham-suc-khoe/:child?', '/icd-thuong-dung/:child?',
      '/thiet-bi', '/loai-khach-hang', '/chuc-vu', '/nhan-vien', '/co-so-to-chuc',
    ]);
    const menuPaths = plugin.menu?.map((item) => item.path) ?? [];
    for (const route of plugin.routes ?? []) expect(menuPaths).toContain(route.path.replace('/:child?', ''));
  });

  it('names catalogues in URLs as the spec writes paths, one slug per catalogue of a group', () => {
    expect(catalogueSlug('DM_DanToc')).toBe('dan-toc');
    expect(catalogueSlug('DM_ICDCanLamSang')).toBe('icd-can-lam-sang');
    expect(catalogueSlug('DM_YLenhChamSoc')).toBe('y-lenh-cham-soc');
    for (const group of GROUPS) {
      const slugs = group.catalogues.map((catalogue) => catalogueSlug(catalogue.name));
      expect(new Set(slugs).size, group.path).toBe(slugs.length);
      expect(catalogueOfGroup(group, slugs[1])).toBe(group.catalogues[1]);
      expect(catalogueOfGroup(group, undefined)).toBe(group.catalogues[0]);
    }
  });

  it('offers every catalogue on some screen', () => {
    const shown = new Set([...GROUPS.flatMap((group) => group.catalogues.map((catalogue) => catalogue.name)), 'DM_ThietBi', 'DM_NhomBenhNhan', 'DM_ChucVu', 'NhanVien']);
    expect(catalogueDescriptors.map((descriptor) => descriptor.name).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('refreshes a catalogue\'s lists when another user changes it', () => {
    for (const descriptor of catalogueDescriptors) expect(Object.keys(plugin.subscriptions?.[descriptor.name] ?? {}).sort()).toEqual(['create', 'import', 'remove', 'update']);
  });

  it('has every text in both languages, under its own prefix, and every key the pages name', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
    expect(Object.keys(vi).filter((key) => !key.startsWith('catalogues.'))).toEqual([]);
    const sources = readdirSync(join(import.meta.dirname, 'web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => readFileSync(join(import.meta.dirname, 'web', file), 'utf8'));
    const named = [
      plugin.title,
      ...(plugin.routes ?? []).map((route) => route.title),
      ...(plugin.menu ?? []).map((item) => item.title),
      ...sources.flatMap((source) => [...source.matchAll(/['"`](catalogues\.[\w.]+[\w])['"`]/g)].map((match) => match[1]!)),
    ];
    expect(named.filter((key) => !(key in vi))).toEqual([]);
  });
});
