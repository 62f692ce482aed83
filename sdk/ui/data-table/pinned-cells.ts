// How a pinned column's cells stay in place while the others scroll sideways under them, with a shadow on the
// edge past which columns are hidden. The rules hold only for the sides the scroller says fit (data-pin-start,
// data-pin-end).
import type { CSSProperties } from 'react';
import { css, cx } from '@his/sdk/styled/css';
import type { ColumnPin } from './data-table-column';

// Drawn outside the cell, over the scrolled columns, towards the hidden side.
const startShadow = '6px 0 6px -4px rgb(15 23 42 / 0.3)';
const endShadow = '-6px 0 6px -4px rgb(15 23 42 / 0.3)';

// Panda's selector types want the '&' at an end: the scroller's marker outside, the cell's side inside.
const pinned = css({
  '[data-pin-start] &': { '&[data-pin=start]': { position: 'sticky', insetInlineStart: 'var(--pin-offset)' } },
  '[data-pin-end] &': { '&[data-pin=end]': { position: 'sticky', insetInlineEnd: 'var(--pin-offset)' } },
  '[data-pin-start][data-hidden-start] &': { '&[data-pin-edge=start]': { boxShadow: startShadow } },
  '[data-pin-end][data-hidden-end] &': { '&[data-pin-edge=end]': { boxShadow: endShadow } },
});
// Opaque, as the row's own background would be, so that scrolled cells never show through.
const cellLayer = { zIndex: '1', bg: 'bg.default' } as const;
const pinnedCell = css({
  '[data-pin-start] &': { '&[data-pin=start]': cellLayer },
  '[data-pin-end] &': { '&[data-pin=end]': cellLayer },
  '[data-pin-start] tr:hover > &': { '&[data-pin=start]': { bg: 'bg.subtle' } },
  '[data-pin-end] tr:hover > &': { '&[data-pin=end]': { bg: 'bg.subtle' } },
  '[data-pin-start] tr[aria-selected=true] > &': { '&[data-pin=start]': { bg: 'accent.subtle' } },
  '[data-pin-end] tr[aria-selected=true] > &': { '&[data-pin=end]': { bg: 'accent.subtle' } },
});
// Above both the scrolled header cells and the pinned body cells that pass under the sticky header.
const headerLayer = { zIndex: 'calc(token(zIndex.sticky) + 1)', bg: 'bg.muted' } as const;
const pinnedHeader = css({ '[data-pin-start] &': { '&[data-pin=start]': headerLayer }, '[data-pin-end] &': { '&[data-pin=end]': headerLayer } });

export interface PinnedCellProps {
  className?: string;
  style?: CSSProperties;
  'data-pin'?: ColumnPin['side'];
  'data-pin-edge'?: ColumnPin['side'];
}

/** The class, offset and markers of a header (`th`) or body cell of a pinned column; nothing for the others. */
export function pinnedCellProps(pin: ColumnPin | undefined, part: 'header' | 'cell', className: string): PinnedCellProps {
  if (!pin) return { className };
  return {
    className: cx(className, pinned, part === 'header' ? pinnedHeader : pinnedCell),
    style: { '--pin-offset': pin.offset } as CSSProperties,
    'data-pin': pin.side,
    'data-pin-edge': pin.edge ? pin.side : undefined,
  };
}
