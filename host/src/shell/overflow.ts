// How many top-bar entries fit before the rest go into "More" (spec §2, Shell), from widths measured in
// the browser: main entries leave first, and the right-hand icons follow only when not even "More" fits
// beside them, so that on a phone-sized bar nothing overlaps and every entry stays one tap away.

export interface BarWidths {
  /** Room for the main navigation and the right-hand entry icons together, in px. */
  available: number;
  /** Each main entry's width, in menu order. */
  main: readonly number[];
  /** Each right-hand entry icon's width, in order. */
  right: readonly number[];
  /** The "More" trigger's width. */
  more: number;
  /** The space between two main entries (and between the last one and "More"). */
  mainGap: number;
  /** The space after each right-hand icon (the next one or the always-shown icons follow it). */
  rightGap: number;
}

export interface VisibleEntries {
  main: number;
  right: number;
}

function rowWidth(widths: readonly number[], gap: number): number {
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
}

/** The number of main and right-hand entries, each in order, shown in the bar; the rest go into More. */
export function visibleEntries(bar: BarWidths): VisibleEntries {
  // Rounding of sub-pixel widths must not push out an entry that fits, hence the half-pixel tolerances.
  const { available, main, right, more, mainGap, rightGap } = bar;
  const rightRoom = (count: number) => rowWidth(right.slice(0, count), rightGap) + (count > 0 ? rightGap : 0);
  if (rightRoom(right.length) + rowWidth(main, mainGap) <= available + 0.5) return { main: main.length, right: right.length };
  let shownRight = right.length;
  while (shownRight > 0 && rightRoom(shownRight) + more > available + 0.5) shownRight--;
  let room = available - rightRoom(shownRight) - more;
  let shownMain = 0;
  while (shownMain < main.length && room - main[shownMain]! - mainGap >= -0.5) {
    room -= main[shownMain]! + mainGap;
    shownMain++;
  }
  return { main: shownMain, right: shownRight };
}
