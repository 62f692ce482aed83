import { describe, expect, it } from 'vitest';
import { visibleEntries, type BarWidths } from './overflow';

// Three main entries of 100 px, two right-hand icons of 36 px, More of 70 px, gaps of 4 px.
const bar = (available: number): BarWidths => ({ available, main: [100, 100, 100], right: [36, 36], more: 70, mainGap: 4, rightGap: 4 });
const icons = 2 * (36 + 4);

describe('top bar overflow, from measured widths', () => {
  it.each([
    ['everything fits on a wide bar, without More', icons + 3 * 100 + 2 * 4, { main: 3, right: 2 }],
    ['one pixel short: the last main entry goes into More', icons + 3 * 100 + 2 * 4 - 1, { main: 2, right: 2 }],
    ['as many main entries as fit beside More are shown, not just the first', icons + 2 * 104 + 70, { main: 2, right: 2 }],
    ['a little less: one main entry and More', icons + 2 * 104 + 69, { main: 1, right: 2 }],
    ['More alone beside the icons', icons + 70, { main: 0, right: 2 }],
    ['not even More fits beside both icons: the last icon goes into More', icons + 69, { main: 0, right: 1 }],
    ['a phone-sized bar: only More', 75, { main: 0, right: 0 }],
  ] as const)('%s', (_case, available, expected) => {
    expect(visibleEntries(bar(available))).toEqual(expected);
  });

  it('keeps half a pixel of rounding from pushing an entry out', () => {
    expect(visibleEntries(bar(icons + 3 * 100 + 2 * 4 - 0.4))).toEqual({ main: 3, right: 2 });
  });

  it('shows a bar with no entries as it is', () => {
    expect(visibleEntries({ ...bar(0), main: [], right: [] })).toEqual({ main: 0, right: 0 });
  });
});
