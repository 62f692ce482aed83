import { describe, expect, it } from 'vitest';
import { estimatedItemWidth, visibleItemCount } from './overflow';

describe('top menu overflow (10 px a character + 32 px, 200 px margin)', () => {
  it('estimates an item from its title', () => {
    expect(estimatedItemWidth('Trang chủ')).toBe(9 * 10 + 32);
  });

  it.each([
    ['everything fits on a wide bar', ['Trang chủ', 'Khám bệnh'], 1280, 2],
    ['the item that would cross the margin goes into More', ['Trang chủ', 'Khám bệnh', 'Viện phí ngoại trú'], 200 + 122 + 122 + 100, 2],
    ['an exact fit stays in the bar', ['abc', 'abcd'], 200 + 62 + 72, 2],
    ['nothing fits on a bar narrower than the margin', ['Trang chủ'], 150, 0],
  ] as const)('%s', (_case, titles, width, expected) => {
    expect(visibleItemCount(titles, width)).toBe(expected);
  });
});
