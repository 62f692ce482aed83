// Whether the data table's scroll box hides columns before or after what it shows, and which sides' pinned
// columns leave enough room for the others to be read; kept up to date on scroll and resize.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Columns are scrolled out of view on the start side. */
  hiddenStart: boolean;
  /** Columns lie beyond the box on the end side. */
  hiddenEnd: boolean;
  /** The start side's pinned columns fit (they say which row it is, so they are kept first). */
  pinStart: boolean;
  /** The end side's pinned columns fit beside the start side's, which are pinned: actions pinned beside a
   *  scrolled-away name would not say which row they act on. */
  pinEnd: boolean;
}

// Pinned columns may take this much of the box; more, and too little is left to scroll (on a phone they
// would cover it all).
const MAX_PINNED_SHARE = 0.75;
const INITIAL: ScrollEdges = { hiddenStart: false, hiddenEnd: false, pinStart: true, pinEnd: true };

const pinnedWidth = (box: Element, side: 'start' | 'end') =>
  // Measured the same pinned or not: a sticky cell keeps its width.
  [...box.querySelectorAll(`thead th[data-pin=${side}]`)].reduce((sum, cell) => sum + cell.getBoundingClientRect().width, 0);

export function useScrollEdges(scrollerRef: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(INITIAL);
  useLayoutEffect(() => {
    const box = scrollerRef.current;
    if (!box) return;
    const update = () => {
      // Negative when the text runs right to left.
      const scrolled = Math.abs(box.scrollLeft);
      const hidden = box.scrollWidth - box.clientWidth;
      const room = box.clientWidth * MAX_PINNED_SHARE;
      const start = pinnedWidth(box, 'start');
      const pinStart = start <= room;
      const next: ScrollEdges = {
        // A pixel of slack: zoomed screens report fractional scroll positions.
        hiddenStart: scrolled > 1,
        hiddenEnd: hidden - scrolled > 1,
        pinStart,
        pinEnd: pinStart && start + pinnedWidth(box, 'end') <= room,
      };
      setEdges((previous) => ((Object.keys(next) as (keyof ScrollEdges)[]).every((key) => previous[key] === next[key]) ? previous : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box resizes with the window; the table inside it when its columns or their widths change.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollerRef]);
  return edges;
}
