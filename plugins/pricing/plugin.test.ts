import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '@his/sdk';
import plugin from './plugin';
import { pricingCatalogues } from './rules/catalogues';
import { catalogueOfSlug, catalogueSlug, PATIENT_GROUP_CATALOGUES } from './web/patient-group-catalogues';
import vi from './locales/vi.json';
import en from './locales/en.json';

const noop = { refetch: () => {}, notify: () => {} };

describe('pricing plugin', () => {
  it('has the routes of the spec and a menu entry for each, reading open to every signed-in profile whose menu lists them', () => {
    expect(plugin.routes?.map((route) => route.path)).toEqual(['/gia-dich-vu', '/doi-tuong/:child?']);
    expect(plugin.routes?.map((route) => route.permission)).toEqual([SIGNED_IN, SIGNED_IN]);
    expect(plugin.menu?.map((item) => item.path)).toEqual(['/gia-dich-vu', '/doi-tuong']);
    expect(plugin.requires).toEqual(['catalogues']);
  });

  it('names its catalogues in URLs as the spec writes paths, and shows the first for no or an unknown name', () => {
    expect(PATIENT_GROUP_CATALOGUES.map((catalogue) => catalogueSlug(catalogue.name))).toEqual(['doi-tuong', 'loai-gia', 'nhom-doi-tuong']);
    expect(catalogueOfSlug('loai-gia')?.name).toBe('DM_LoaiGia');
    expect(catalogueOfSlug(undefined)?.name).toBe('DM_DoiTuong');
    expect(catalogueOfSlug('khong-co')).toBeUndefined();
    expect(pricingCatalogues.map((catalogue) => catalogue.name).filter((name) => !PATIENT_GROUP_CATALOGUES.some((shown) => shown.name === name))).toEqual([]);
  });

  it('reads the price lists again on each price-list event the server emits, and everything on a release', () => {
    const asked: (readonly string[] | undefined)[] = [];
    const context = { ...noop, refetch: (typenames?: readonly string[]) => void asked.push(typenames) };
    const handlers = plugin.subscriptions?.DM_BangGia ?? {};
    expect(Object.keys(handlers).sort()).toEqual(['create', 'delete', 'release', 'update']);
    for (const process of ['create', 'update', 'delete', 'release']) handlers[process]!({ module: 'DM_BangGia', process, idNodes: ['n1'], data: { ids: ['b1'] } }, context);
    expect(asked.slice(0, 3).every((typenames) => typenames?.includes('DM_BangGia') && typenames.includes('DM_BangGiaPage'))).toBe(true);
    expect(asked[3]).toBeUndefined();
  });

  it('refreshes a pricing catalogue\'s lists when another user changes it', () => {
    for (const descriptor of pricingCatalogues) {
      const handlers = plugin.subscriptions?.[descriptor.name] ?? {};
      expect(Object.keys(handlers).sort(), descriptor.name).toEqual(['create', 'import', 'remove', 'update']);
      const asked: (readonly string[] | undefined)[] = [];
      handlers.update!({ module: descriptor.name, process: 'update', idNodes: [], data: {} }, { ...noop, refetch: (typenames) => void asked.push(typenames) });
      expect(asked[0]).toEqual(expect.arrayContaining([descriptor.name, `${descriptor.name}Page`]));
    }
  });

  it('has every text in both languages, under its own prefix, and every key the pages name', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
    expect(Object.keys(vi).filter((key) => !key.startsWith('pricing.'))).toEqual([]);
    const sources = readdirSync(join(import.meta.dirname, 'web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('testing'))
      .map((file) => readFileSync(join(import.meta.dirname, 'web', file), 'utf8'));
    const named = [
      plugin.title,
      ...(plugin.routes ?? []).map((route) => route.title),
      ...(plugin.menu ?? []).map((item) => item.title),
      ...sources.flatMap((source) => [...source.matchAll(/['"`](pricing\.[\w.]+[\w])['"`]/g)].map((match) => match[1]!)),
    ];
    expect(named.length).toBeGreaterThan(60);
    // A key counted with `count` lives in its plural forms.
    const exists = (key: string) => key in vi || (`${key}_one` in vi && `${key}_other` in vi);
    expect(named.filter((key) => !exists(key))).toEqual([]);
    // Keys built from a kind or a state: every kind and state has its text.
    const built = ['DichVu', 'LieuTrinh'].flatMap((kind) => ['code', 'name', 'add', 'addPlaceholder', 'table', 'empty', 'count'].map((part) => `pricing.lines.${kind}.${part}`))
      .concat(['DichVu', 'LieuTrinh'].map((kind) => `pricing.editor.tab.${kind}`), ['ChuaPhatHanh', 'DaPhatHanh', 'HienHanh'].map((state) => `pricing.state.${state}`));
    expect(built.filter((key) => !exists(key))).toEqual([]);
  });
});
