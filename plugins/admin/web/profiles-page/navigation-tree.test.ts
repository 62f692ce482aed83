// Editing a profile's navigation tree: each move as the administrator makes it, and the moves that are refused.
import { describe, expect, it } from 'vitest';
import { canDrop, canMove, countEntries, dropNode, moveNode, navigationFromTree, removeNode, renameNode, treeFromNavigation, treePaths, type DropPosition, type TreeMove, type TreeNode } from './navigation-tree';

// Each entry shown by its path or title, with what it holds.
type Shape = string | [string, Shape[]];
const shape = (nodes: readonly TreeNode[]): Shape[] => nodes.map((node) => (node.children.length ? [node.path ?? node.title!, shape(node.children)] : node.path ?? node.title!));
const keyOf = (nodes: readonly TreeNode[], name: string): string => {
  for (const node of nodes) {
    if (node.path === name || node.title === name) return node.key;
    const inner = (() => { try { return keyOf(node.children, name); } catch { return null; } })();
    if (inner) return inner;
  }
  throw new Error(`no entry ${name}`);
};

const stored = [
  { path: '/trang-chu', icon: 'home' },
  { title: 'Tiếp đón', children: [{ path: '/tiep-nhan-ngoai-tru' }, { path: '/benh-nhan' }] },
  { path: '/vien-phi-ngoai-tru' },
];

describe('a navigation tree being edited', () => {
  it('reads the stored tree and gives it back as it was', () => {
    const tree = treeFromNavigation(stored);
    expect(shape(tree)).toEqual(['/trang-chu', ['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']], '/vien-phi-ngoai-tru']);
    expect(navigationFromTree(tree)).toEqual(stored);
    expect(countEntries(tree)).toBe(5);
    expect([...treePaths(tree)]).toEqual(['/trang-chu', '/tiep-nhan-ngoai-tru', '/benh-nhan', '/vien-phi-ngoai-tru']);
  });

  it('drops what is not an entry and keys it cannot keep', () => {
    expect(navigationFromTree(treeFromNavigation([null, 'x', {}, { path: '/a', placement: 'left', extra: 1 }, { title: ' ' }]))).toEqual([{ path: '/a' }]);
    expect(treeFromNavigation({ path: '/a' })).toEqual([]);
  });

  it.each<[string, string, TreeMove, Shape[]]>([
    ['a page moved up', '/vien-phi-ngoai-tru', 'up', ['/trang-chu', '/vien-phi-ngoai-tru', ['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']]]],
    ['a page moved down', '/trang-chu', 'down', [['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']], '/trang-chu', '/vien-phi-ngoai-tru']],
    ['a page moved into the group above it, as its last', '/vien-phi-ngoai-tru', 'indent', ['/trang-chu', ['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan', '/vien-phi-ngoai-tru']]]],
    ['a page moved out of its group, just after it', '/tiep-nhan-ngoai-tru', 'outdent', ['/trang-chu', ['Tiếp đón', ['/benh-nhan']], '/tiep-nhan-ngoai-tru', '/vien-phi-ngoai-tru']],
    ['a page moved up inside its group', '/benh-nhan', 'up', ['/trang-chu', ['Tiếp đón', ['/benh-nhan', '/tiep-nhan-ngoai-tru']], '/vien-phi-ngoai-tru']],
    ['a group moved under the page above it, with what it holds', 'Tiếp đón', 'indent', [['/trang-chu', [['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']]]], '/vien-phi-ngoai-tru']],
  ])('%s', (_case, name, move, expected) => {
    const tree = treeFromNavigation(stored);
    expect(canMove(tree, keyOf(tree, name), move)).toBe(true);
    expect(shape(moveNode(tree, keyOf(tree, name), move))).toEqual(expected);
  });

  it.each<[string, string, TreeMove]>([
    ['the first entry cannot go up', '/trang-chu', 'up'],
    ['the last entry cannot go down', '/vien-phi-ngoai-tru', 'down'],
    ['the first entry has nothing above to go into', '/trang-chu', 'indent'],
    ['an entry at the top cannot go out', '/trang-chu', 'outdent'],
    ['the first in a group cannot go into what is not above it', '/tiep-nhan-ngoai-tru', 'indent'],
  ])('%s', (_case, name, move) => {
    const tree = treeFromNavigation(stored);
    expect(canMove(tree, keyOf(tree, name), move)).toBe(false);
    expect(moveNode(tree, keyOf(tree, name), move)).toBe(tree);
  });

  it('refuses a move deeper than three levels', () => {
    const tree = treeFromNavigation([{ title: 'A', children: [{ title: 'B', children: [{ path: '/c' }, { path: '/d' }] }] }]);
    expect(canMove(tree, keyOf(tree, '/d'), 'indent')).toBe(false);
    const flat = treeFromNavigation([{ path: '/x' }, { title: 'A', children: [{ title: 'B', children: [{ path: '/c' }] }] }]);
    expect(canMove(flat, keyOf(flat, 'A'), 'indent')).toBe(false);
  });

  it.each<[string, string, string, DropPosition, Shape[]]>([
    ['dragged before another entry', '/vien-phi-ngoai-tru', '/trang-chu', 'before', ['/vien-phi-ngoai-tru', '/trang-chu', ['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']]]],
    ['dragged after an entry in a group', '/trang-chu', '/tiep-nhan-ngoai-tru', 'after', [['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/trang-chu', '/benh-nhan']], '/vien-phi-ngoai-tru']],
    ['dragged into a page, which then holds it', '/benh-nhan', '/vien-phi-ngoai-tru', 'inside', ['/trang-chu', ['Tiếp đón', ['/tiep-nhan-ngoai-tru']], ['/vien-phi-ngoai-tru', ['/benh-nhan']]]],
    ['a group dragged to the end', 'Tiếp đón', '/vien-phi-ngoai-tru', 'after', ['/trang-chu', '/vien-phi-ngoai-tru', ['Tiếp đón', ['/tiep-nhan-ngoai-tru', '/benh-nhan']]]],
  ])('%s', (_case, name, target, position, expected) => {
    const tree = treeFromNavigation(stored);
    expect(shape(dropNode(tree, keyOf(tree, name), keyOf(tree, target), position))).toEqual(expected);
  });

  it('refuses a drop onto or into the dragged entry itself', () => {
    const tree = treeFromNavigation(stored);
    expect(canDrop(tree, keyOf(tree, 'Tiếp đón'), keyOf(tree, 'Tiếp đón'), 'after')).toBe(false);
    expect(canDrop(tree, keyOf(tree, 'Tiếp đón'), keyOf(tree, '/benh-nhan'), 'inside')).toBe(false);
    expect(dropNode(tree, keyOf(tree, 'Tiếp đón'), keyOf(tree, '/benh-nhan'), 'before')).toBe(tree);
  });

  it('removes an entry with what it holds, and renames a group', () => {
    const tree = treeFromNavigation(stored);
    expect(shape(removeNode(tree, keyOf(tree, 'Tiếp đón')))).toEqual(['/trang-chu', '/vien-phi-ngoai-tru']);
    expect(shape(renameNode(tree, keyOf(tree, 'Tiếp đón'), 'Đón tiếp'))[1]).toEqual(['Đón tiếp', ['/tiep-nhan-ngoai-tru', '/benh-nhan']]);
    expect(navigationFromTree(renameNode(tree, keyOf(tree, '/trang-chu'), ''))[0]).toEqual({ path: '/trang-chu', icon: 'home' });
  });
});
