// The navigation tree of a profile: the variant's pages to add (a button each, or dragged in), groups to add, and the
// tree itself, ordered and nested by dragging or with each entry's buttons (up, down, in, out, remove), so that the
// keyboard does all the mouse does. Each move is announced.
import { memo, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '@his/sdk/styled/css';
import { Button, Icon, IconButton, TextInput } from '@his/sdk/ui';
import { toKhongDau } from '@his/sdk';
import {
  canDrop, canMove, countEntries, dropNode, findNode, MAX_TREE_ENTRIES, moveNode, newNodeKey, removeNode, renameNode, treePaths,
  type DropPosition, type TreeMove, type TreeNode,
} from './navigation-tree';

/** A page of the variant's menu that the tree may hold. */
export interface PaletteEntry {
  path: string;
  title: string;
  icon?: string;
  placement?: string;
}

export interface NavigationTreeEditorProps {
  tree: TreeNode[];
  onTreeChange: (tree: TreeNode[]) => void;
  palette: readonly PaletteEntry[];
  /** The title an entry shows: its own, else its page's menu title. */
  titleOf: (node: TreeNode) => string;
  disabled?: boolean;
  /** A refusal of the server naming the tree, already in words. */
  error?: string | null;
}

type Dragged = { kind: 'node'; key: string } | { kind: 'page'; path: string };

const MOVE_ICONS = { up: 'arrowUp', down: 'arrowDown', indent: 'chevronRight', outdent: 'chevronLeft' } as const;
const MOVES: readonly TreeMove[] = ['up', 'down', 'indent', 'outdent'];
const HEADING = '(heading)';

const columns = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(14rem, 2fr) minmax(0, 3fr)' }, gap: '4', alignItems: 'start' });
const box = css({ display: 'flex', flexDir: 'column', gap: '2', minW: '0', p: '3', rounded: 'l2', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.subtle' });
const heading = css({ textStyle: 'sm', fontWeight: 'semibold', m: '0' });
const muted = css({ color: 'fg.muted', textStyle: 'xs', overflowWrap: 'anywhere' });
const paletteList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDir: 'column', gap: '1', maxH: '24rem', overflowY: 'auto' });
const paletteRow = css({ display: 'flex', alignItems: 'center', gap: '2', px: '2', py: '1', rounded: 'l1', bg: 'bg.default', cursor: 'grab', '&[aria-disabled=true]': { cursor: 'default', opacity: '0.6' } });
const treeList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDir: 'column', gap: '1', '& &': { ps: { base: '4', md: '6' }, pt: '1', borderInlineStartWidth: '2px', borderColor: 'border.default', ms: '3' } });
const row = css({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', px: '2', py: '1', rounded: 'l2', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default',
  '&[draggable=true]': { cursor: 'grab' },
  '&[data-drop=before]': { boxShadow: 'inset 0 3px 0 0 var(--colors-accent-default)' },
  '&[data-drop=after]': { boxShadow: 'inset 0 -3px 0 0 var(--colors-accent-default)' },
  '&[data-drop=inside]': { outline: '2px dashed', outlineColor: 'accent.default', bg: 'accent.subtle' },
  '&[data-dragging]': { opacity: '0.5' },
});
const rowTitle = css({ flex: '1 1 10rem', minW: '0', display: 'flex', flexDir: 'column' });
const rowActions = css({ display: 'flex', gap: '0.5', flexShrink: '0' });
const endZone = css({ p: '3', rounded: 'l2', borderWidth: '2px', borderStyle: 'dashed', borderColor: 'border.default', color: 'fg.muted', textStyle: 'sm', textAlign: 'center', '&[data-drop]': { borderColor: 'accent.default', bg: 'accent.subtle' } });
const srOnly = css({ srOnly: true });

/** Where over an entry the pointer is: its top quarter puts before, its bottom quarter after, the rest inside. */
function dropPositionAt(event: DragEvent<HTMLElement>): DropPosition {
  const rect = event.currentTarget.getBoundingClientRect();
  if (!rect.height) return 'inside';
  const at = (event.clientY - rect.top) / rect.height;
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'inside';
}

// Memoised: the profile's form redraws on every key typed in its name.
export const NavigationTreeEditor = memo(function NavigationTreeEditor({ tree, onTreeChange, palette, titleOf, disabled = false, error }: NavigationTreeEditorProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [groupName, setGroupName] = useState('');
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [hint, setHint] = useState<{ key: string; position: DropPosition } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move with a button, focus follows the entry to where it went (a move between lists remounts it).
  const focusAfter = useRef<{ key: string; move: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !listRef.current) return;
    focusAfter.current = null;
    if (wanted.key === HEADING) return void headingRef.current?.focus();
    const entry = listRef.current.querySelector(`[data-entry="${wanted.key}"]`);
    const button = entry?.querySelector<HTMLButtonElement>(`button[data-move="${wanted.move}"]:not(:disabled)`) ?? entry?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    button?.focus();
  }, [tree]);

  const inTree = treePaths(tree);
  const full = countEntries(tree) >= MAX_TREE_ENTRIES;
  const words = toKhongDau(search);
  const shown = palette.filter((entry) => !words || toKhongDau(entry.title).includes(words) || entry.path.includes(words));

  const change = (next: TreeNode[], message: string) => {
    if (next === tree) return;
    onTreeChange(next);
    setAnnouncement(message);
  };
  const pageNode = (entry: PaletteEntry): TreeNode => ({ key: newNodeKey(), path: entry.path, children: [] });
  const addPage = (entry: PaletteEntry) => change([...tree, pageNode(entry)], t('admin.profiles.tree.added', { title: entry.title }));
  const addGroup = () => {
    const title = groupName.trim();
    if (!title) return;
    change([...tree, { key: newNodeKey(), title, children: [] }], t('admin.profiles.tree.added', { title }));
    setGroupName('');
  };
  const move = (node: TreeNode, how: TreeMove) => {
    const next = moveNode(tree, node.key, how);
    focusAfter.current = { key: node.key, move: how };
    change(next, t(`admin.profiles.tree.moved.${how}`, { title: titleOf(node) }));
  };
  const remove = (node: TreeNode) => {
    const found = findNode(tree, node.key);
    change(removeNode(tree, node.key), t('admin.profiles.tree.removed', { title: titleOf(node) }));
    // Focus goes to the entry that takes its place, or the one before, or the list's heading.
    const neighbour = found && (found.siblings[found.index + 1] ?? found.siblings[found.index - 1] ?? found.parent);
    focusAfter.current = { key: neighbour?.key ?? HEADING, move: 'remove' };
  };

  // Dragging: an entry of the tree, or a page of the list, over an entry (before, into, after it) or the end.
  const draggedNodeFits = (targetKey: string, position: DropPosition) => {
    if (!dragged) return false;
    if (dragged.kind === 'node') return canDrop(tree, dragged.key, targetKey, position);
    if (inTree.has(dragged.path) || full) return false;
    const probe: TreeNode = { key: '(probe)', path: dragged.path, children: [] };
    return canDrop([...tree, probe], probe.key, targetKey, position);
  };
  const dropOn = (targetKey: string | null, position: DropPosition) => {
    if (!dragged) return;
    if (dragged.kind === 'node') {
      const node = findNode(tree, dragged.key)?.node;
      if (!node) return;
      if (targetKey === null) change([...removeNode(tree, node.key), node], t('admin.profiles.tree.moved.end', { title: titleOf(node) }));
      else change(dropNode(tree, node.key, targetKey, position), t('admin.profiles.tree.dropped', { title: titleOf(node) }));
      return;
    }
    const entry = palette.find((each) => each.path === dragged.path);
    if (!entry || inTree.has(entry.path) || full) return;
    const node = pageNode(entry);
    change(targetKey === null ? [...tree, node] : dropNode([...tree, node], node.key, targetKey, position), t('admin.profiles.tree.added', { title: entry.title }));
  };
  const endDrag = () => {
    setDragged(null);
    setHint(null);
  };

  const renderEntries = (nodes: readonly TreeNode[], label?: string) => (
    <ol className={treeList} aria-label={label}>
      {nodes.map((node) => {
        const title = titleOf(node);
        const above = findNode(tree, node.key);
        const aboveTitle = above && above.index > 0 ? titleOf(above.siblings[above.index - 1]!) : '';
        return (
          <li key={node.key} data-entry={node.key} aria-label={title}>
            <div
              className={row}
              draggable={!disabled}
              data-drop={hint?.key === node.key ? hint.position : undefined}
              data-dragging={dragged?.kind === 'node' && dragged.key === node.key ? '' : undefined}
              onDragStart={(event) => {
                event.stopPropagation();
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', title);
                setDragged({ kind: 'node', key: node.key });
              }}
              onDragOver={(event) => {
                const position = dropPositionAt(event);
                if (!draggedNodeFits(node.key, position)) return;
                event.preventDefault();
                event.stopPropagation();
                if (hint?.key !== node.key || hint.position !== position) setHint({ key: node.key, position });
              }}
              onDragLeave={() => setHint((current) => (current?.key === node.key ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                const position = dropPositionAt(event);
                if (draggedNodeFits(node.key, position)) dropOn(node.key, position);
                endDrag();
              }}
              onDragEnd={endDrag}
            >
              {!disabled && <Icon name="chevronsUpDown" className={css({ color: 'fg.muted', flexShrink: '0' })} />}
              <span className={rowTitle}>
                {node.path ? (
                  <>
                    <span className={css({ overflowWrap: 'anywhere' })}>{title}</span>
                    <span className={muted}>{node.path}</span>
                  </>
                ) : (
                  <TextInput
                    label={t('admin.profiles.tree.groupName')}
                    hideLabel
                    size="sm"
                    value={node.title ?? ''}
                    maxLength={100}
                    disabled={disabled}
                    onValueChange={(value) => onTreeChange(renameNode(tree, node.key, value))}
                  />
                )}
              </span>
              {!disabled && (
                <span className={rowActions}>
                  {MOVES.map((how) => (
                    <IconButton
                      key={how}
                      data-move={how}
                      size="sm"
                      lock={false}
                      icon={<Icon name={MOVE_ICONS[how]} />}
                      label={t(`admin.profiles.tree.move.${how}`, { title, above: aboveTitle })}
                      disabled={!canMove(tree, node.key, how)}
                      onClick={() => move(node, how)}
                    />
                  ))}
                  <IconButton data-move="remove" size="sm" tone="danger" lock={false} icon={<Icon name="trash" />} label={t('admin.profiles.tree.remove', { title })} onClick={() => remove(node)} />
                </span>
              )}
            </div>
            {node.children.length > 0 && renderEntries(node.children, t('admin.profiles.tree.inside', { title }))}
          </li>
        );
      })}
    </ol>
  );

  return (
    <div className={columns}>
      {!disabled && (
        <section className={box} aria-labelledby="profile-pages-heading">
          <h4 id="profile-pages-heading" className={heading}>{t('admin.profiles.tree.pages')}</h4>
          <TextInput label={t('admin.profiles.tree.searchPages')} size="sm" value={search} onValueChange={setSearch} autoComplete="off" />
          <ul className={paletteList} aria-label={t('admin.profiles.tree.pages')}>
            {shown.map((entry) => {
              const added = inTree.has(entry.path);
              return (
                <li
                  key={entry.path}
                  className={paletteRow}
                  draggable={!added && !full}
                  aria-disabled={added || full || undefined}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'copy';
                    event.dataTransfer.setData('text/plain', entry.title);
                    setDragged({ kind: 'page', path: entry.path });
                  }}
                  onDragEnd={endDrag}
                >
                  <span className={rowTitle}>
                    <span className={css({ overflowWrap: 'anywhere' })}>{entry.title}</span>
                    <span className={muted}>{entry.path}</span>
                  </span>
                  <Button size="sm" variant="outline" lock={false} icon={<Icon name={added ? 'check' : 'plus'} />} disabled={added || full} aria-label={t(added ? 'admin.profiles.tree.inTree' : 'admin.profiles.tree.add', { title: entry.title })} onClick={() => addPage(entry)}>
                    {t(added ? 'admin.profiles.tree.addedShort' : 'admin.profiles.tree.addShort')}
                  </Button>
                </li>
              );
            })}
            {shown.length === 0 && <li className={muted}>{t('admin.profiles.tree.noPages')}</li>}
          </ul>
          <div className={css({ display: 'flex', gap: '2', alignItems: 'end' })}>
            <TextInput label={t('admin.profiles.tree.newGroup')} size="sm" value={groupName} onValueChange={setGroupName} maxLength={100} fieldClassName={css({ flex: '1' })}
              onKeyDown={(event) => {
                // The editor sits in the profile's form: Enter adds the group instead of saving the profile.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addGroup();
                }
              }}
            />
            <Button size="sm" variant="outline" lock={false} icon={<Icon name="plus" />} disabled={!groupName.trim() || full} onClick={addGroup}>{t('admin.profiles.tree.addGroup')}</Button>
          </div>
        </section>
      )}
      <section className={box} aria-labelledby="profile-tree-heading">
        <h4 id="profile-tree-heading" ref={headingRef} className={heading} tabIndex={-1}>{t('admin.profiles.tree.title')}</h4>
        {!disabled && <p className={muted}>{t('admin.profiles.tree.help')}</p>}
        <div ref={listRef}>
          {tree.length === 0 ? <p className={muted}>{t('admin.profiles.tree.empty')}</p> : renderEntries(tree, t('admin.profiles.tree.title'))}
        </div>
        {!disabled && dragged && (
          <div
            className={endZone}
            data-drop={hint?.key === '(end)' ? 'end' : undefined}
            onDragOver={(event) => {
              if (dragged.kind === 'page' && (inTree.has(dragged.path) || full)) return;
              event.preventDefault();
              if (hint?.key !== '(end)') setHint({ key: '(end)', position: 'after' });
            }}
            onDragLeave={() => setHint(null)}
            onDrop={(event) => {
              event.preventDefault();
              dropOn(null, 'after');
              endDrag();
            }}
          >
            {t('admin.profiles.tree.dropAtEnd')}
          </div>
        )}
        {full && <p className={muted}>{t('admin.profiles.tree.full', { max: MAX_TREE_ENTRIES })}</p>}
        {error && <p className={cx(css({ color: 'danger.text', textStyle: 'sm', m: '0' }))}>{error}</p>}
        <p role="status" aria-live="polite" className={srOnly}>{announcement}</p>
      </section>
    </div>
  );
});
