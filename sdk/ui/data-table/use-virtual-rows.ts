// Row virtualisation for the data table: which rows to render and the spacer heights above and below
// them, so that the table keeps real <tr> rows (and its roles) while holding only a screenful of them.
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsOptions {
  count: number;
  rowHeight: number;
  /** The scroll viewport's height as given to the table, used until (or unless) the box can be measured. */
  viewportHeight: number;
  getRowKey: (index: number) => string;
  scrollerRef: RefObject<HTMLDivElement | null>;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  headRef: RefObject<HTMLTableSectionElement | null>;
}

export interface VirtualRows {
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  spaceBefore: number;
  spaceAfter: number;
}

// Enough rows beyond the viewport that a fast wheel or a held arrow key rarely shows a blank band.
const OVERSCAN = 8;

export function useVirtualRows({ count, rowHeight, viewportHeight, getRowKey, scrollerRef, bodyRef, headRef }: VirtualRowsOptions): VirtualRows {
  // The rows start below the caption and the header, and the sticky header covers the top of the viewport.
  const [offsets, setOffsets] = useState({ bodyTop: 0, headHeight: 0 });
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, onRect: (rect: Rect) => void) =>
      // A box without layout (in a hidden tab, or a DOM without layout) measures 0 and would get no rows at
      // all: it gets the rows of the height it was given instead, and real measures as soon as it has them.
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight })),
    [viewportHeight],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize,
    getItemKey: getRowKey,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: observeRect,
    scrollMargin: offsets.bodyTop,
    scrollPaddingStart: offsets.headHeight,
  });

  useLayoutEffect(() => {
    const body = bodyRef.current;
    const table = body?.closest('table');
    if (!body || !table) return;
    // From the table's top, which is the scroller's top: no scroll position to get wrong.
    const bodyTop = Math.round(body.getBoundingClientRect().top - table.getBoundingClientRect().top);
    const headHeight = Math.round(headRef.current?.getBoundingClientRect().height ?? 0);
    setOffsets((previous) => (previous.bodyTop === bodyTop && previous.headHeight === headHeight ? previous : { bodyTop, headHeight }));
  });

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    virtualizer,
    indexes: items.map((item) => item.index),
    spaceBefore: first ? first.start - offsets.bodyTop : 0,
    spaceAfter: last ? virtualizer.getTotalSize() - (last.end - offsets.bodyTop) : 0,
  };
}
