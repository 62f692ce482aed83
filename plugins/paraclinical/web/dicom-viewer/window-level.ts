// Window and level (VOI LUT, DICOM PS3.3 C.11.2.1.2.1): which stored values show from black to white, the presets a
// radiologist expects, the change a drag makes, and an image's pixels turned into grey levels for a canvas.

export interface Window {
  /** Window centre (level) and width, in the image's output units (Hounsfield units on CT). */
  center: number;
  width: number;
}

export interface WindowPreset extends Window {
  /** A message key of the viewer. */
  key: string;
}

/** The usual CT windows; other modalities start from the file's own window or the image's range. */
export const WINDOW_PRESETS: readonly WindowPreset[] = [
  { key: 'lung', center: -600, width: 1500 },
  { key: 'mediastinum', center: 40, width: 400 },
  { key: 'bone', center: 400, width: 1800 },
  { key: 'brain', center: 40, width: 80 },
];

/** The grey level (0–255) of a value under a window: PS3.3's linear function, width at least 1. */
export function greyLevel(value: number, { center, width }: Window): number {
  const w = Math.max(1, width);
  const low = center - 0.5 - (w - 1) / 2;
  const high = center - 0.5 + (w - 1) / 2;
  if (value <= low) return 0;
  if (value > high) return 255;
  return Math.round(((value - (center - 0.5)) / (w - 1) + 0.5) * 255);
}

/** The window showing a range of values from black to white. */
export function windowOfRange(min: number, max: number): Window {
  const width = Math.max(1, max - min + 1);
  return { center: min + width / 2, width };
}

/**
 * The window after a drag of (dx, dy) pixels from `start`: right widens, down raises the level, as in most viewers.
 * A drag across the viewport sweeps about the image's whole range.
 */
export function draggedWindow(start: Window, dx: number, dy: number, range: number): Window {
  const step = Math.max(range, 1) / 512;
  return { center: Math.round(start.center + dy * step), width: Math.max(1, Math.round(start.width + dx * step)) };
}

export interface GreyImage {
  rows: number;
  columns: number;
  /** The stored values of one frame, one sample per pixel. */
  values: ArrayLike<number>;
  /** Modality LUT: output = stored × slope + intercept. */
  slope: number;
  intercept: number;
  /** MONOCHROME1 shows its lowest values white. */
  inverted: boolean;
}

/** RGBA pixels of a monochrome frame under a window, for a canvas's ImageData. */
export function greyPixels(image: GreyImage, window: Window): Uint8ClampedArray<ArrayBuffer> {
  const count = image.rows * image.columns;
  const out = new Uint8ClampedArray(count * 4);
  // One grey level per stored value would need a table the size of the value range; a direct computation is as fast
  // for the few hundred thousand pixels of an ultrasound or X-ray frame.
  for (let index = 0; index < count; index++) {
    const grey = greyLevel(image.values[index]! * image.slope + image.intercept, window);
    const shown = image.inverted ? 255 - grey : grey;
    const at = index * 4;
    out[at] = shown;
    out[at + 1] = shown;
    out[at + 2] = shown;
    out[at + 3] = 255;
  }
  return out;
}

/** RGBA pixels of a colour frame (RGB, 8 bits), interleaved or by plane; a window does not apply. */
export function colourPixels(rows: number, columns: number, values: ArrayLike<number>, planar: boolean): Uint8ClampedArray<ArrayBuffer> {
  const count = rows * columns;
  const out = new Uint8ClampedArray(count * 4);
  for (let index = 0; index < count; index++) {
    const at = index * 4;
    out[at] = planar ? values[index]! : values[index * 3]!;
    out[at + 1] = planar ? values[count + index]! : values[index * 3 + 1]!;
    out[at + 2] = planar ? values[2 * count + index]! : values[index * 3 + 2]!;
    out[at + 3] = 255;
  }
  return out;
}
