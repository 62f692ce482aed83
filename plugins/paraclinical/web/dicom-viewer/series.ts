// The order of the slices of a series (spec: scroll through the series): by series, then by InstanceNumber when every
// slice has its own, else by position along the slices' normal, else as the files came; a multi-frame file's frames in
// their order.

export interface SliceKey {
  /** The file's place in the address, and the frame in the file. */
  file: number;
  frame: number;
  seriesNumber: number | null;
  instanceNumber: number | null;
  position: readonly number[] | null;
  orientation: readonly number[] | null;
}

/** The slice normal of an orientation (row × column direction cosines). */
function normalOf(orientation: readonly number[]): [number, number, number] {
  const [rx, ry, rz, cx, cy, cz] = orientation as [number, number, number, number, number, number];
  return [ry * cz - rz * cy, rz * cx - rx * cz, rx * cy - ry * cx];
}

const byArrival = (a: SliceKey, b: SliceKey) => a.file - b.file || a.frame - b.frame;

function sortedWithinSeries<T extends SliceKey>(slices: readonly T[]): T[] {
  const numbers = slices.map((slice) => slice.instanceNumber);
  if (numbers.every((value) => value !== null) && new Set(numbers).size === slices.length) {
    return [...slices].sort((a, b) => a.instanceNumber! - b.instanceNumber! || byArrival(a, b));
  }
  const oriented = slices.find((slice) => slice.orientation?.length === 6)?.orientation;
  if (oriented && slices.every((slice) => slice.position?.length === 3)) {
    const normal = normalOf(oriented);
    const along = (slice: T) => slice.position![0]! * normal[0] + slice.position![1]! * normal[1] + slice.position![2]! * normal[2];
    return [...slices].sort((a, b) => along(a) - along(b) || byArrival(a, b));
  }
  return [...slices].sort((a, b) => (a.instanceNumber ?? Infinity) - (b.instanceNumber ?? Infinity) || byArrival(a, b));
}

/** The slices in viewing order: series by number (unnumbered last), each series sorted as above. */
export function sortSeries<T extends SliceKey>(slices: readonly T[]): T[] {
  const series = new Map<number | null, T[]>();
  for (const slice of slices) series.set(slice.seriesNumber, [...(series.get(slice.seriesNumber) ?? []), slice]);
  const numbers = [...series.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return numbers.flatMap((number) => sortedWithinSeries(series.get(number)!));
}
