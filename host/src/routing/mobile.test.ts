import { describe, expect, it } from 'vitest';
import { desktopPath, devicePath } from './mobile';

describe('phones on /m, desktops off it (spec §2, 520 px)', () => {
  it.each([
    ['a phone on a desktop path goes to its /m copy', '/trang-chu', 400, '/m/trang-chu'],
    ['a phone already on /m stays', '/m/trang-chu', 400, null],
    ['a desktop on an /m path goes back', '/m/trang-chu', 1280, '/trang-chu'],
    ['a desktop on a desktop path stays', '/trang-chu', 1280, null],
    ['exactly 520 px counts as desktop', '/m/xet-nghiem', 520, '/xet-nghiem'],
    ['519 px counts as a phone', '/xet-nghiem', 519, '/m/xet-nghiem'],
    ['a path that merely starts with m is not mobile', '/mien-giam-ngoai-tru', 1280, null],
    ['the /m root on a desktop is the root', '/m', 1280, '/'],
  ] as const)('%s', (_case, path, width, expected) => {
    expect(devicePath(path, width)).toBe(expected);
  });

  it('strips the mobile prefix for permission checks', () => {
    expect(desktopPath('/m/ket-qua-cls/1')).toBe('/ket-qua-cls/1');
    expect(desktopPath('/mien-giam-ngoai-tru')).toBe('/mien-giam-ngoai-tru');
  });
});
