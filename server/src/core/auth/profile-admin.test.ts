// A profile's navigation tree as the server accepts it, the rest of a profile's input before the database is asked,
// and what a new profile of each role starts from.
import { describe, expect, it } from 'vitest';
import type { VariantManifest } from '@his/sdk';
import type { HisError, ServerPlugin } from '@his/sdk/server';
import { checkNavigation, decodeProfileInput, NAVIGATION_MAX_ENTRIES, roleDefaultsOf } from './profile-admin';

/** The refusal `run` throws: its message key, field and values. */
function refusalOf(run: () => unknown): { messageKey: string; field?: string; params?: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    const { messageKey, field, params } = (error as HisError).extensions as { messageKey: string; field?: string; params?: Record<string, unknown> };
    return { messageKey, ...(field ? { field } : {}), ...(params ? { params } : {}) };
  }
  throw new Error('expected a refusal');
}

const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ path: `/trang-${index}` }));
/** A group `levels` deep: groups down to one page. */
const nested = (levels: number): unknown[] => (levels === 1 ? [{ path: '/trang-la' }] : [{ title: `Cấp ${levels}`, children: nested(levels - 1) }]);

describe('the navigation tree', () => {
  const accepted: [caseName: string, tree: unknown, kept: unknown][] = [
    ['an empty menu', [], []],
    ['two pages, one on the right', [{ path: '/trang-chu', icon: 'home' }, { path: '/lich-su-thao-tac', title: 'Lịch sử', placement: 'right' }],
      [{ path: '/trang-chu', icon: 'home' }, { path: '/lich-su-thao-tac', title: 'Lịch sử', placement: 'right' }]],
    ['a group three levels deep', nested(3), nested(3)],
    ['a group whose children are an empty list, which is dropped', [{ title: 'Nhóm', children: [] }], [{ title: 'Nhóm' }]],
    ['keys sent as null, which count as absent', [{ path: '/trang-chu', title: null, icon: null, placement: null, children: null }], [{ path: '/trang-chu' }]],
    ['a path with a parameter and a query', [{ path: '/he-thong-danh-muc/dan-toc?tab=1' }], [{ path: '/he-thong-danh-muc/dan-toc?tab=1' }]],
    [`exactly ${NAVIGATION_MAX_ENTRIES} entries`, entries(NAVIGATION_MAX_ENTRIES), entries(NAVIGATION_MAX_ENTRIES)],
  ];

  it.each(accepted)('accepts %s', (_caseName, tree, kept) => {
    expect(checkNavigation(tree)).toEqual(kept);
  });

  const refused: [caseName: string, tree: unknown, refusal: ReturnType<typeof refusalOf>][] = [
    ['an object instead of a list', {}, { messageKey: 'auth.profile.navigationList', field: 'input.navigation' }],
    ['a text instead of a list', '[]', { messageKey: 'auth.profile.navigationList', field: 'input.navigation' }],
    ['an entry that is a text', ['/trang-chu'], { messageKey: 'auth.profile.navigationEntry', field: 'input.navigation.0' }],
    ['an entry that is a list', [[]], { messageKey: 'auth.profile.navigationEntry', field: 'input.navigation.0' }],
    ['a key the menu does not know', [{ path: '/trang-chu', onclick: 'alert(1)' }], { messageKey: 'auth.profile.navigationKey', field: 'input.navigation.0', params: { key: 'onclick' } }],
    ['a number as the title', [{ path: '/trang-chu', title: 1 }], { messageKey: 'validation.text', field: 'input.navigation.0.title' }],
    ['a path of another site', [{ path: '//example.com/x' }], { messageKey: 'auth.profile.navigationPath', field: 'input.navigation.0.path' }],
    ['a script as the path', [{ path: 'javascript:alert(1)' }], { messageKey: 'auth.profile.navigationPath', field: 'input.navigation.0.path' }],
    ['a path without its leading slash', [{ path: 'trang-chu' }], { messageKey: 'auth.profile.navigationPath', field: 'input.navigation.0.path' }],
    ['a path of 201 characters', [{ path: `/${'a'.repeat(200)}` }], { messageKey: 'validation.maxLength', field: 'input.navigation.0.path', params: { max: 200 } }],
    ['a title of 201 characters', [{ title: 'ễ'.repeat(201) }], { messageKey: 'validation.maxLength', field: 'input.navigation.0.title', params: { max: 200 } }],
    ['an icon of 51 characters', [{ icon: 'i'.repeat(51) }], { messageKey: 'validation.maxLength', field: 'input.navigation.0.icon', params: { max: 50 } }],
    ['a NUL character in a title', [{ title: 'a\u0000b' }], { messageKey: 'validation.nullCharacter', field: 'input.navigation.0.title' }],
    ['a placement on the left', [{ path: '/trang-chu', placement: 'left' }], { messageKey: 'validation.oneOf', field: 'input.navigation.0.placement', params: { values: 'main, right' } }],
    ['children that are not a list', [{ title: 'Nhóm', children: { path: '/a' } }], { messageKey: 'auth.profile.navigationList', field: 'input.navigation.0.children' }],
    ['a group four levels deep', nested(4), { messageKey: 'auth.profile.navigationTooDeep', field: 'input.navigation.0.children.0.children.0.children', params: { max: 3 } }],
    [`${NAVIGATION_MAX_ENTRIES + 1} entries on one level`, entries(NAVIGATION_MAX_ENTRIES + 1), { messageKey: 'auth.profile.navigationTooLarge', field: 'input.navigation', params: { max: NAVIGATION_MAX_ENTRIES } }],
    [`${NAVIGATION_MAX_ENTRIES + 1} entries counted over every level`, [{ title: 'Nhóm', children: entries(NAVIGATION_MAX_ENTRIES) }],
      { messageKey: 'auth.profile.navigationTooLarge', field: 'input.navigation', params: { max: NAVIGATION_MAX_ENTRIES } }],
    ['a mistake deep in the tree, named by its position', [{ path: '/a' }, { title: 'Nhóm', children: [{ path: '/b' }, { path: 'c' }] }],
      { messageKey: 'auth.profile.navigationPath', field: 'input.navigation.1.children.1.path' }],
  ];

  it.each(refused)('refuses %s, naming the entry', (_caseName, tree, refusal) => {
    expect(refusalOf(() => checkNavigation(tree))).toEqual(refusal);
  });

  it('keeps only the known keys of what it accepts: what is stored is a copy, not the caller\'s objects', () => {
    const tree = [{ path: '/trang-chu', children: [{ path: '/a' }] }];
    const kept = checkNavigation(tree);
    expect(kept).toEqual(tree);
    expect(kept[0]).not.toBe(tree[0]);
  });
});

describe('a profile\'s input', () => {
  const valid = { name: ' Thu ngân ca tối ', menu: 'tree', navigation: [], nodeRoles: [{ idNode: 'n1', role: 'CASHIER' }], permissions: [{ idNode: 'n1', idPermissions: ['cashier.read'] }] };

  it('trims the name, drops repeated unit-role pairs and merges the codes given twice for one unit', () => {
    expect(decodeProfileInput({
      ...valid,
      nodeRoles: [{ idNode: 'n1', role: 'CASHIER' }, { idNode: 'n1', role: 'CASHIER' }, { idNode: 'n1', role: 'NURSE' }],
      permissions: [{ idNode: 'n1', idPermissions: ['a', 'b'] }, { idNode: 'n1', idPermissions: ['b', 'c'] }],
    })).toEqual({
      name: 'Thu ngân ca tối', menu: 'tree', navigation: [],
      nodeRoles: [{ idNode: 'n1', role: 'CASHIER' }, { idNode: 'n1', role: 'NURSE' }],
      permissions: [{ idNode: 'n1', idPermissions: ['a', 'b', 'c'] }],
    });
  });

  const refused: [caseName: string, input: Record<string, unknown>, refusal: ReturnType<typeof refusalOf>][] = [
    ['a blank name', { name: '   ' }, { messageKey: 'validation.required', field: 'input.name', params: {} }],
    ['a name of 101 characters', { name: 'ễ'.repeat(101) }, { messageKey: 'validation.maxLength', field: 'input.name', params: { max: 100 } }],
    ['a menu other than full or tree', { menu: 'all' }, { messageKey: 'validation.oneOf', field: 'input.menu', params: { values: 'full, tree' } }],
    ['no unit', { nodeRoles: [] }, { messageKey: 'auth.profile.nodeRequired', field: 'input.nodeRoles' }],
    ['a unit without its role', { nodeRoles: [{ idNode: 'n1', role: ' ' }] }, { messageKey: 'validation.required', field: 'input.nodeRoles.0.role' }],
    ['an empty permission code', { permissions: [{ idNode: 'n1', idPermissions: ['a', ''] }] }, { messageKey: 'validation.required', field: 'input.permissions.0.idPermissions.1' }],
  ];

  it.each(refused)('refuses %s, naming the field', (_caseName, change, refusal) => {
    expect(refusalOf(() => decodeProfileInput({ ...valid, ...change }))).toEqual(refusal);
  });
});

describe('what a new profile of a role starts from', () => {
  const variant = { id: 'hospital', title: { vi: 'Bệnh viện', en: 'Hospital' } } as VariantManifest;
  const plugins: Pick<ServerPlugin, 'demoProfiles' | 'permissions'>[] = [
    {
      permissions: [{ code: 'cashier.collect', title: { vi: 'Thu tiền', en: 'Collect' } }, { code: 'reception.receive', title: { vi: 'Tiếp đón', en: 'Receive' } }],
      demoProfiles: {
        cashier: { navigation: [{ path: '/vien-phi-ngoai-tru' }], permissions: ['cashier.collect', 'auth.users.read', 'other.notInVariant'] },
        receptionist: { navigation: [{ path: '/tiep-nhan-ngoai-tru' }], permissions: ['reception.receive'] },
        nurse: { navigation: [{ path: '/tiep-nhan-ngoai-tru' }, { path: '/phieu-cham-soc' }] },
      },
    },
  ];

  it('gives a cashier the home page, the cashier pages and the permissions the variant declares', () => {
    expect(roleDefaultsOf('CASHIER', variant, plugins)).toEqual({
      role: 'CASHIER',
      navigation: [{ title: 'home.menu.title', path: '/trang-chu', icon: 'home' }, { path: '/vien-phi-ngoai-tru' }],
      permissions: ['auth.users.read', 'cashier.collect'],
    });
  });

  it('gives a nurse what the receptionist and the nurse demo profiles have, each page once', () => {
    expect(roleDefaultsOf('NURSE', variant, plugins)).toMatchObject({
      navigation: [{ path: '/trang-chu' }, { path: '/tiep-nhan-ngoai-tru' }, { path: '/phieu-cham-soc' }],
      permissions: ['reception.receive'],
    });
  });

  it('gives a role without a demo profile the home page and no permission', () => {
    expect(roleDefaultsOf('OUTSIDE_DOCTOR', variant, plugins)).toEqual({ role: 'OUTSIDE_DOCTOR', navigation: [{ title: 'home.menu.title', path: '/trang-chu', icon: 'home' }], permissions: [] });
  });

  it('gives the director\'s grants of the core to an administrator', () => {
    expect(roleDefaultsOf('ADMINISTRATOR', variant, plugins).permissions).toEqual(['auth.users.read']);
  });
});
