// Window and level as DICOM defines them, the presets, the drag, and a frame's pixels under a window.
import { describe, expect, it } from 'vitest';
import { colourPixels, draggedWindow, greyLevel, greyPixels, windowOfRange, WINDOW_PRESETS } from './window-level';

describe('greyLevel (PS3.3 C.11.2.1.2.1, linear)', () => {
  const soft = { center: 40, width: 400 };
  it.each([
    ['far below the window is black', -1000, soft, 0],
    ['the lower edge is black', -160.5, soft, 0],
    ['the centre is mid-grey', 40, soft, 128],
    ['just inside the top is near white', 239, soft, 255],
    ['above the window is white', 3000, soft, 255],
    ['a width below 1 counts as 1: a threshold at the centre', 10, { center: 10, width: 0 }, 255],
    ['the same threshold below the centre', 9, { center: 10, width: 0 }, 0],
  ])('%s', (_case, value, window, grey) => {
    expect(greyLevel(value, window)).toBe(grey);
  });

  it('rises with the value inside the window', () => {
    const levels = [-150, -50, 40, 130, 230].map((value) => greyLevel(value, soft));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(levels.length);
  });
});

describe('presets and windows of a range', () => {
  it('offers lung, mediastinum, bone and brain', () => {
    expect(WINDOW_PRESETS.map((preset) => [preset.key, preset.center, preset.width])).toEqual([
      ['lung', -600, 1500], ['mediastinum', 40, 400], ['bone', 400, 1800], ['brain', 40, 80],
    ]);
  });

  it('a range from 0 to 255 is shown from black to white', () => {
    const window = windowOfRange(0, 255);
    expect([greyLevel(0, window), greyLevel(255, window)]).toEqual([0, 255]);
  });
});

describe('draggedWindow', () => {
  it.each([
    ['right widens', 100, 0, { center: 40, width: 600 }],
    ['left narrows, never below 1', -1000, 0, { center: 40, width: 1 }],
    ['down raises the level', 0, 50, { center: 140, width: 400 }],
    ['up lowers it', 0, -20, { center: 0, width: 400 }],
  ])('%s', (_case, dx, dy, window) => {
    expect(draggedWindow({ center: 40, width: 400 }, dx, dy, 1024)).toEqual(window);
  });
});

describe('pixels for a canvas', () => {
  const image = { rows: 1, columns: 3, values: [0, 100, 200], slope: 1, intercept: 0, inverted: false };
  it('turns stored values into grey RGBA under the window, the modality LUT applied first', () => {
    expect([...greyPixels(image, { center: 100, width: 200 })]).toEqual([0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255]);
    expect([...greyPixels({ ...image, slope: 2, intercept: -100 }, { center: 100, width: 200 })].filter((_, index) => index % 4 === 0)).toEqual([0, 128, 255]);
  });

  it('shows MONOCHROME1 the other way round', () => {
    expect([...greyPixels({ ...image, inverted: true }, { center: 100, width: 200 })].filter((_, index) => index % 4 === 0)).toEqual([255, 127, 0]);
  });

  it('reads RGB pixel by pixel or plane by plane', () => {
    expect([...colourPixels(1, 2, [1, 2, 3, 4, 5, 6], false)]).toEqual([1, 2, 3, 255, 4, 5, 6, 255]);
    expect([...colourPixels(1, 2, [1, 4, 2, 5, 3, 6], true)]).toEqual([1, 2, 3, 255, 4, 5, 6, 255]);
  });
});
