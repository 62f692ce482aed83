import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '@his/sdk';
import { matchesPattern } from '@his/sdk/web';
import { isRouteAvailable, navigationPaths } from './availability';

const cashier = {
  menu: 'tree',
  permissions: ['cashier.collect'],
  navigation: [
    { title: 'home', path: '/trang-chu' },
    { title: 'fees', path: '/vien-phi-ngoai-tru' },
    { title: 'group', children: [{ title: 'books', path: '/quyen-bien-lai' }, { title: 'catalogues', path: '/he-thong-danh-muc/dan-toc' }] },
  ],
};

describe('which routes a profile may open', () => {
  it('collects paths from nested navigation', () => {
    expect(navigationPaths(cashier.navigation)).toEqual(['/trang-chu', '/vien-phi-ngoai-tru', '/quyen-bien-lai', '/he-thong-danh-muc/dan-toc']);
    expect(navigationPaths('not a tree')).toEqual([]);
  });

  it.each([
    ['a path in the tree', ['/vien-phi-ngoai-tru'], undefined, true],
    ['a path nested in a group', ['/quyen-bien-lai'], undefined, true],
    ['a path not in the tree', ['/kham-benh-ngoai-tru'], undefined, false],
    ['a parameterised route the tree opens one child of', ['/he-thong-danh-muc/:child?'], undefined, true],
    ['a route whose legacy alias is in the tree', ['/tiep-nhan', '/tiepnhan'], undefined, false],
    ['home, always', ['/trang-chu'], 'anything', true],
    ['a path in the tree without the route\'s permission', ['/vien-phi-ngoai-tru'], 'cashier.cancel', false],
    ['a path in the tree with the route\'s permission', ['/vien-phi-ngoai-tru'], 'cashier.collect', true],
    ['a path in the tree whose page any signed-in user may open', ['/quyen-bien-lai'], SIGNED_IN, true],
    ['a page any signed-in user may open, not in the tree', ['/kham-benh-ngoai-tru'], SIGNED_IN, false],
  ] as const)('%s', (_case, paths, permission, expected) => {
    expect(isRouteAvailable(cashier, paths, permission)).toBe(expected);
  });

  it.each([
    ['opens a page any signed-in user may open', [], ['/kham-benh-ngoai-tru'], SIGNED_IN, true],
    ['opens a page whose permission the profile holds', ['examination.read'], ['/kham-benh-ngoai-tru'], 'examination.read', true],
    ['refuses a page whose permission the profile lacks, whose data the server would refuse', ['cashier.read'], ['/kham-benh-ngoai-tru'], 'examination.read', false],
    ['opens any page to a profile holding *', ['*'], ['/kham-benh-ngoai-tru'], 'examination.read', true],
    ['opens home, whatever the profile holds', [], ['/trang-chu'], 'home.view', true],
  ] as const)('a full menu %s', (_case, permissions, paths, permission, expected) => {
    expect(isRouteAvailable({ menu: 'full', navigation: [], permissions }, paths, permission)).toBe(expected);
  });

  it.each([
    ['/benh-nhan/:child?', '/benh-nhan', true],
    ['/benh-nhan/:child?', '/benh-nhan/ho-so', true],
    ['/benh-nhan/:child', '/benh-nhan', false],
    ['/benh-nhan', '/benh-nhan/ho-so', false],
    ['/ket-qua-cls/:idBenhNhan/:soPhieuYeuCau?', '/ket-qua-cls/42', true],
  ] as const)('pattern %s against %s is %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});
