// A profile between the editor and the auth service: what is sent, a role started from, the catalogue grouped, and
// where each refusal goes.
import { describe, expect, it } from 'vitest';
import { areaOf, draftOf, draftProblems, groupPermissions, profileInputOf, rowOf, searchProfiles, withCodes, withPairAdded, withPairChanged, withPairRemoved, withRoleDefaults, type AdminProfile, type PermissionEntry } from './profile-values';

const cashier: AdminProfile = {
  _id: 'p-tn', name: 'Thu ngân', menu: 'tree', isLocked: false,
  navigation: [{ path: '/trang-chu' }, { title: 'Viện phí', children: [{ path: '/vien-phi-ngoai-tru' }] }],
  nodeRoles: [{ idNode: 'n-cs01', role: 'CASHIER' }, { idNode: 'n-cs01', role: 'NURSE' }, { idNode: 'n-cs02', role: 'CASHIER' }],
  permissions: [{ idNode: 'n-cs01', idPermissions: ['cashier.collect'] }, { idNode: 'n-cs02', idPermissions: [] }],
};

const catalogue: PermissionEntry[] = [
  { code: 'auth.users.read', plugin: 'core', title: 'Xem tài khoản' },
  { code: 'cashier.collect', plugin: 'cashier', title: 'Thu tiền' },
  { code: 'cashier.refund', plugin: 'cashier', title: 'Hoàn tiền' },
  { code: 'reception.receive', plugin: 'reception', title: 'Tiếp nhận bệnh nhân' },
];
const pluginTitle = (plugin: string) => ({ core: 'Hệ thống', cashier: 'Viện phí', reception: 'Tiếp đón' })[plugin] ?? plugin;

describe('a profile being edited', () => {
  it('is sent as it was read', () => {
    const { navigation, ...rest } = cashier;
    const input = profileInputOf(draftOf(cashier));
    expect(input).toEqual({ name: 'Thu ngân', menu: 'tree', navigation, nodeRoles: rest.nodeRoles, permissions: rest.permissions });
  });

  it('a new profile starts with a tree menu and nothing in it', () => {
    expect(profileInputOf(draftOf(null))).toEqual({ name: '', menu: 'tree', navigation: [], nodeRoles: [], permissions: [] });
  });

  it('sends permissions for the nodes of its pairs only, and each pair once', () => {
    let draft = draftOf(cashier);
    const [first, , third] = draft.nodeRoles;
    draft = withPairRemoved(draft, third!.key);
    draft = withPairChanged(draft, first!.key, { role: 'NURSE' });
    expect(profileInputOf(draft)).toMatchObject({ nodeRoles: [{ idNode: 'n-cs01', role: 'NURSE' }], permissions: [{ idNode: 'n-cs01', idPermissions: ['cashier.collect'] }] });
  });

  it('stops before sending a nameless profile or a pair without its node or role', () => {
    const draft = withPairAdded({ ...draftOf(null), name: '  ' });
    expect(draftProblems(draft)).toEqual([
      { field: 'input.name', key: 'validation.required' },
      { field: 'input.nodeRoles.0.idNode', key: 'admin.profiles.nodeRequired' },
      { field: 'input.nodeRoles.0.role', key: 'admin.profiles.roleRequired' },
    ]);
  });

  it('started from a role, takes its tree and its permissions on every node, and gives both to a node added after', () => {
    const defaults = { navigation: [{ path: '/trang-chu' }, { path: '/vien-phi-ngoai-tru' }], permissions: ['cashier.collect', 'cashier.refund'] };
    let draft = withRoleDefaults(draftOf(cashier), 'CASHIER', defaults);
    expect(profileInputOf(draft)).toMatchObject({
      navigation: defaults.navigation,
      permissions: [{ idNode: 'n-cs01', idPermissions: defaults.permissions }, { idNode: 'n-cs02', idPermissions: defaults.permissions }],
    });
    draft = withPairAdded(draft);
    expect(draft.nodeRoles.at(-1)).toMatchObject({ idNode: null, role: 'CASHIER' });
    draft = withPairChanged(draft, draft.nodeRoles.at(-1)!.key, { idNode: 'n-kkb' });
    expect(profileInputOf(draft).permissions.at(-1)).toEqual({ idNode: 'n-kkb', idPermissions: defaults.permissions });
  });

  it('a new profile started from a role gets a first pair of that role', () => {
    const draft = withRoleDefaults(draftOf(null), 'DOCTOR', { navigation: [], permissions: ['x'] });
    expect(draft.nodeRoles).toMatchObject([{ idNode: null, role: 'DOCTOR' }]);
  });
});

describe('the permission catalogue in the editor', () => {
  it('is grouped by plugin in the server\'s order', () => {
    expect(groupPermissions(catalogue, pluginTitle).map((group) => [group.title, group.entries.map((entry) => entry.code)])).toEqual([
      ['Hệ thống', ['auth.users.read']],
      ['Viện phí', ['cashier.collect', 'cashier.refund']],
      ['Tiếp đón', ['reception.receive']],
    ]);
  });

  it.each([
    ['a title without accents', 'hoan tien', [['Viện phí', ['cashier.refund']]]],
    ['a code', 'reception.', [['Tiếp đón', ['reception.receive']]]],
    ['a plugin\'s title, which keeps all of it', 'vien phi', [['Viện phí', ['cashier.collect', 'cashier.refund']]]],
    ['nothing known', 'khong co', []],
  ])('is searched by %s', (_case, search, expected) => {
    expect(groupPermissions(catalogue, pluginTitle, search).map((group) => [group.title, group.entries.map((entry) => entry.code)])).toEqual(expected);
  });

  it('adds or takes away a plugin\'s codes at once, keeping the others', () => {
    expect(withCodes(['a', 'x'], ['a', 'b'], true)).toEqual(['a', 'x', 'b']);
    expect(withCodes(['a', 'x', 'b'], ['a', 'b'], false)).toEqual(['x']);
  });
});

describe('a refusal on the form', () => {
  it.each([
    ['input.name', 'name', null],
    ['name', 'name', null],
    ['input.menu', 'menu', null],
    ['input.navigation.0.children.2.path', 'navigation', null],
    ['input.nodeRoles.2.idNode', 'nodeRoles', 2],
    ['input.nodeRoles[1].role', 'nodeRoles', 1],
    ['input.nodeRoles', 'nodeRoles', null],
    ['input.permissions.0.idPermissions', 'permissions', null],
    ['_id', 'other', null],
  ] as const)('%s goes to %s', (field, area, row) => {
    expect(areaOf(field)).toBe(area);
    expect(rowOf(field)).toBe(row);
  });

  it('profiles are found by name whatever the accents', () => {
    expect(searchProfiles([{ name: 'Thu ngân' }, { name: 'Bác sĩ' }], 'thu ngan')).toEqual([{ name: 'Thu ngân' }]);
  });
});
