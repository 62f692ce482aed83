// Keyboard use of the data table's rows: one row in the tab order (roving tabindex), arrows, Page Up/Down,
// Home and End move between rows, scrolling the virtual list to the row first, and Enter activates it.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';

export interface RowFocusOptions {
  count: number;
  /** The row to start from, such as the selected one; asked once. */
  initialIndex: () => number;
  rowHeight: number;
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  scrollerRef: RefObject<HTMLDivElement | null>;
  onActivate: (index: number) => void;
}

export interface RowFocus {
  activeIndex: number;
  onRowFocus: (index: number) => void;
  onRowKeyDown: (index: number, event: KeyboardEvent<HTMLTableRowElement>) => void;
}

export function useRowFocus({ count, initialIndex, rowHeight, virtualizer, scrollerRef, onActivate }: RowFocusOptions): RowFocus {
  const [active, setActive] = useState(initialIndex);
  // The row to focus once it is rendered: after a jump it exists only when the scroll has been handled.
  const pendingFocus = useRef<number | null>(null);
  const activeIndex = Math.max(0, Math.min(active, count - 1));

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = scrollerRef.current?.querySelector<HTMLTableRowElement>(`tr[data-index="${index}"]`);
    if (!row) return;
    pendingFocus.current = null;
    // The virtualizer has already scrolled the row into view, clear of the sticky header.
    row.focus({ preventScroll: true });
  });

  const moveTo = (from: number, index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    if (next === from) return;
    setActive(next);
    pendingFocus.current = next;
    // Back at the first row, the caption above it comes back into view too.
    if (next === 0) virtualizer.scrollToOffset(0);
    else virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onRowKeyDown = (index: number, event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed in a control inside the row belong to that control.
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollerRef.current?.clientHeight || virtualizer.options.initialRect?.height || 0) / rowHeight) - 2);
    const targets: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, PageDown: index + page, PageUp: index - page, Home: 0, End: count - 1 };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(index, target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onActivate(index);
    }
  };

  return { activeIndex, onRowFocus: setActive, onRowKeyDown };
}
