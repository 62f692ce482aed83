// A profile's navigation tree while it is edited: each entry keyed for the screen, moved up, down, in and out, dragged
// before, after or into another, and turned back into what the auth service stores. A move that would break the
// tree (into itself, deeper than the server keeps) leaves it as it was.

/** How deep the auth service keeps a tree (a page, in a group, in a group) and how many entries in all. */
export const MAX_TREE_DEPTH = 3;
export const MAX_TREE_ENTRIES = 300;

export type Placement = 'main' | 'right';

/** One entry of the navigation tree as the auth service stores it. */
export interface NavigationItem {
  title?: string;
  path?: string;
  icon?: string;
  placement?: Placement;
  children?: NavigationItem[];
}

/** An entry on the screen: a page (path) or a group (title only), with a key that stays while it moves. */
export interface TreeNode {
  key: string;
  path?: string;
  title?: string;
  icon?: string;
  placement?: Placement;
  children: TreeNode[];
}

export type TreeMove = 'up' | 'down' | 'indent' | 'outdent';
export type DropPosition = 'before' | 'after' | 'inside';

let lastKey = 0;
/** A key no other entry on the page has. */
export function newNodeKey(): string {
  lastKey += 1;
  return `entry-${lastKey}`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The stored tree as entries to edit; what is not an entry is dropped. */
export function treeFromNavigation(navigation: unknown): TreeNode[] {
  if (!Array.isArray(navigation)) return [];
  return navigation.flatMap((item): TreeNode[] => {
    if (!item || typeof item !== 'object') return [];
    const { path, title, icon, placement, children } = item as Record<string, unknown>;
    const node: TreeNode = { key: newNodeKey(), children: treeFromNavigation(children) };
    if (text(path)) node.path = path as string;
    if (text(title)) node.title = title as string;
    if (text(icon)) node.icon = icon as string;
    if (placement === 'main' || placement === 'right') node.placement = placement;
    return node.path || node.title || node.children.length ? [node] : [];
  });
}

/** The entries as the auth service stores them: no keys, no empty lists of children. */
export function navigationFromTree(nodes: readonly TreeNode[]): NavigationItem[] {
  return nodes.map((node) => ({
    ...(node.title !== undefined ? { title: node.title } : {}),
    ...(node.path !== undefined ? { path: node.path } : {}),
    ...(node.icon !== undefined ? { icon: node.icon } : {}),
    ...(node.placement !== undefined ? { placement: node.placement } : {}),
    ...(node.children.length ? { children: navigationFromTree(node.children) } : {}),
  }));
}

export interface FoundNode {
  node: TreeNode;
  /** The entry holding it; null at the top. */
  parent: TreeNode | null;
  siblings: readonly TreeNode[];
  index: number;
  /** 1 at the top. */
  depth: number;
}

export function findNode(nodes: readonly TreeNode[], key: string, parent: TreeNode | null = null, depth = 1): FoundNode | null {
  for (const [index, node] of nodes.entries()) {
    if (node.key === key) return { node, parent, siblings: nodes, index, depth };
    const found = findNode(node.children, key, node, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Levels an entry spans with what it holds: 1 for an entry holding none. */
export function treeHeight(node: TreeNode): number {
  return 1 + Math.max(0, ...node.children.map(treeHeight));
}

export function countEntries(nodes: readonly TreeNode[]): number {
  return nodes.reduce((total, node) => total + 1 + countEntries(node.children), 0);
}

/** Every page path in the tree. */
export function treePaths(nodes: readonly TreeNode[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: readonly TreeNode[]) => list.forEach((node) => {
    if (node.path) paths.add(node.path);
    visit(node.children);
  });
  visit(nodes);
  return paths;
}

function without(nodes: readonly TreeNode[], key: string): TreeNode[] {
  return nodes.filter((node) => node.key !== key).map((node) => ({ ...node, children: without(node.children, key) }));
}

/** The tree with `node` put at `index` among the children of `parentKey` (the top when null). */
function insertAt(nodes: readonly TreeNode[], parentKey: string | null, index: number, node: TreeNode): TreeNode[] {
  if (parentKey === null) return [...nodes.slice(0, index), node, ...nodes.slice(index)];
  return nodes.map((each) => (each.key === parentKey ? { ...each, children: [...each.children.slice(0, index), node, ...each.children.slice(index)] } : { ...each, children: insertAt(each.children, parentKey, index, node) }));
}

function contains(node: TreeNode, key: string): boolean {
  return node.children.some((child) => child.key === key || contains(child, key));
}

/** Where a move would put the entry: its new parent and place, or null when it cannot go there. */
function targetOf(nodes: readonly TreeNode[], key: string, move: TreeMove): { parentKey: string | null; index: number; depth: number } | null {
  const found = findNode(nodes, key);
  if (!found) return null;
  const { parent, siblings, index, depth } = found;
  const parentKey = parent?.key ?? null;
  switch (move) {
    case 'up':
      return index > 0 ? { parentKey, index: index - 1, depth } : null;
    case 'down':
      return index < siblings.length - 1 ? { parentKey, index: index + 1, depth } : null;
    case 'indent': {
      // Into the entry above it, as that entry's last.
      const above = siblings[index - 1];
      return above ? { parentKey: above.key, index: above.children.length, depth: depth + 1 } : null;
    }
    case 'outdent': {
      if (!parent) return null;
      const holder = findNode(nodes, parent.key)!;
      return { parentKey: holder.parent?.key ?? null, index: holder.index + 1, depth: depth - 1 };
    }
  }
}

/** Whether the entry can make this move (a button that cannot is disabled). */
export function canMove(nodes: readonly TreeNode[], key: string, move: TreeMove): boolean {
  const target = targetOf(nodes, key, move);
  if (!target) return false;
  return target.depth + treeHeight(findNode(nodes, key)!.node) - 1 <= MAX_TREE_DEPTH;
}

/** The tree after the move; the same tree when the entry cannot make it. */
export function moveNode(nodes: TreeNode[], key: string, move: TreeMove): TreeNode[] {
  if (!canMove(nodes, key, move)) return nodes;
  const target = targetOf(nodes, key, move)!;
  const node = findNode(nodes, key)!.node;
  return insertAt(without(nodes, key), target.parentKey, target.index, node);
}

/** Whether the dragged entry may be dropped there: not on or into itself, and no deeper than the server keeps. */
export function canDrop(nodes: readonly TreeNode[], key: string, targetKey: string, position: DropPosition): boolean {
  const dragged = findNode(nodes, key);
  const target = findNode(nodes, targetKey);
  if (!dragged || !target || key === targetKey || contains(dragged.node, targetKey)) return false;
  const depth = position === 'inside' ? target.depth + 1 : target.depth;
  return depth + treeHeight(dragged.node) - 1 <= MAX_TREE_DEPTH;
}

/** The tree with the dragged entry put before, after or into (as the last) the target entry. */
export function dropNode(nodes: TreeNode[], key: string, targetKey: string, position: DropPosition): TreeNode[] {
  if (!canDrop(nodes, key, targetKey, position)) return nodes;
  const node = findNode(nodes, key)!.node;
  const rest = without(nodes, key);
  const target = findNode(rest, targetKey)!;
  if (position === 'inside') return insertAt(rest, targetKey, target.node.children.length, node);
  return insertAt(rest, target.parent?.key ?? null, target.index + (position === 'after' ? 1 : 0), node);
}

export function removeNode(nodes: readonly TreeNode[], key: string): TreeNode[] {
  return without(nodes, key);
}

/** The tree with a group's or page's own title changed (an empty one goes back to the page's menu title). */
export function renameNode(nodes: readonly TreeNode[], key: string, title: string): TreeNode[] {
  return nodes.map((node) => {
    if (node.key !== key) return { ...node, children: renameNode(node.children, key, title) };
    const { title: _old, ...rest } = node;
    return title.trim() ? { ...rest, title } : rest;
  });
}
