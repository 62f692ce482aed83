// How many top-menu items fit before the rest go into "More" (spec §2, Shell): an item is estimated at
// 10 px per title character plus 32 px, and 200 px of the bar stay free for the right-hand side.
export const PX_PER_CHARACTER = 10;
export const ITEM_PADDING_PX = 32;
export const RESERVED_PX = 200;
/** Recomputed this long after load (fonts and the right-side icons have settled) and on resize. */
export const RECOMPUTE_DELAY_MS = 1500;

export function estimatedItemWidth(title: string): number {
  return title.length * PX_PER_CHARACTER + ITEM_PADDING_PX;
}

/** The number of items, in order, shown in the bar; the rest go into More. */
export function visibleItemCount(titles: readonly string[], barWidth: number): number {
  let available = barWidth - RESERVED_PX;
  for (let index = 0; index < titles.length; index++) {
    available -= estimatedItemWidth(titles[index]!);
    if (available < 0) return index;
  }
  return titles.length;
}
