// Measures the top bar in the browser (its parts and a hidden copy of every entry) and keeps the count of
// entries that fit up to date: on resize, when the web font arrives and when the entries or language change.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { visibleEntries, type VisibleEntries } from './overflow';

/** The brand name gives way (ellipsis) down to this share of the bar before the right-hand icons go into More. */
export const BRAND_SHARE = 0.4;

export interface BarRefs {
  bar: RefObject<HTMLElement | null>;
  nav: RefObject<HTMLElement | null>;
  /** The icons always shown (node, notices, user menu); the right-hand entries sit before them with its gap. */
  fixed: RefObject<HTMLElement | null>;
  /** The hidden copies, marked data-measure="brand" | "main" | "right" | "more". */
  copies: RefObject<HTMLElement | null>;
}

const width = (element: Element | null | undefined) => element?.getBoundingClientRect().width ?? 0;
const px = (value: string) => Number.parseFloat(value) || 0;

function measureBar(refs: BarRefs): VisibleEntries | null {
  const bar = refs.bar.current;
  const copies = refs.copies.current;
  const fixed = refs.fixed.current;
  if (!bar || !copies || !fixed || !refs.nav.current) return null;
  const barStyle = getComputedStyle(bar);
  const content = bar.clientWidth - px(barStyle.paddingLeft) - px(barStyle.paddingRight);
  const widths = (kind: string) => [...copies.querySelectorAll(`[data-measure=${kind}]`)].map(width);
  const brand = Math.min(width(copies.querySelector('[data-measure=brand]')), content * BRAND_SHARE);
  // Brand, navigation and the right-hand group: two gaps of the bar between them.
  const available = content - brand - width(fixed) - 2 * px(barStyle.columnGap);
  return visibleEntries({
    available,
    main: widths('main'),
    right: widths('right'),
    more: width(copies.querySelector('[data-measure=more]')),
    mainGap: px(getComputedStyle(refs.nav.current).columnGap),
    rightGap: px(getComputedStyle(fixed.parentElement ?? fixed).columnGap),
  });
}

/** How many main and right-hand entries the bar shows; `entriesKey` changes when the entries or their titles do. */
export function useBarOverflow(refs: BarRefs, entriesKey: string, initial: VisibleEntries): VisibleEntries {
  const [visible, setVisible] = useState(initial);
  const refsRef = useRef(refs);
  refsRef.current = refs;
  useLayoutEffect(() => {
    let active = true;
    const measure = () => {
      const next = active ? measureBar(refsRef.current) : null;
      if (next) setVisible((current) => (current.main === next.main && current.right === next.right ? current : next));
    };
    measure();
    // The bar's and the fixed icons' sizes follow the window; the copies' sizes follow the font and language.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const ref of [refsRef.current.bar, refsRef.current.fixed, refsRef.current.copies]) if (ref.current) observer?.observe(ref.current);
    window.addEventListener('resize', measure);
    void document.fonts?.ready.then(measure);
    document.fonts?.addEventListener?.('loadingdone', measure);
    return () => {
      active = false;
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      document.fonts?.removeEventListener?.('loadingdone', measure);
    };
  }, [entriesKey]);
  return visible;
}
