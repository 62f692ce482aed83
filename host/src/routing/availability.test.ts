import { describe, expect, it } from 'vitest';
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
  ] as const)('%s', (_case, paths, permission, expected) => {
    expect(isRouteAvailable(cashier, paths, permission)).toBe(expected);
  });

  it('a full menu opens everything', () => {
    expect(isRouteAvailable({ menu: 'full', navigation: [], permissions: [] }, ['/kham-benh-ngoai-tru'], 'examination.view')).toBe(true);
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
