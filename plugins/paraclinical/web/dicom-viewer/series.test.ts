// The order of a series' slices: by instance number, by position along the normal, as the files came.
import { describe, expect, it } from 'vitest';
import { sortSeries, type SliceKey } from './series';

const AXIAL = [1, 0, 0, 0, 1, 0];
const slice = (file: number, extra: Partial<SliceKey> = {}): SliceKey => ({ file, frame: 0, seriesNumber: 1, instanceNumber: null, position: null, orientation: null, ...extra });
const order = (slices: SliceKey[]) => sortSeries(slices).map((each) => `${each.file}:${each.frame}`);

describe('sortSeries', () => {
  it('When every slice has its own instance number / Then they come by it, whatever the order of the files', () => {
    expect(order([slice(0, { instanceNumber: 3 }), slice(1, { instanceNumber: 1 }), slice(2, { instanceNumber: 2 })])).toEqual(['1:0', '2:0', '0:0']);
  });

  it('When instance numbers repeat / Then the position along the slices\' normal decides', () => {
    const slices = [
      slice(0, { instanceNumber: 1, position: [0, 0, 30], orientation: AXIAL }),
      slice(1, { instanceNumber: 1, position: [0, 0, -10], orientation: AXIAL }),
      slice(2, { instanceNumber: 1, position: [0, 0, 10], orientation: AXIAL }),
    ];
    expect(order(slices)).toEqual(['1:0', '2:0', '0:0']);
  });

  it('When sagittal slices have no numbers / Then they come along that orientation\'s normal, which points to −x', () => {
    const sagittal = [0, 1, 0, 0, 0, -1];
    expect(order([slice(0, { position: [-5, 0, 0], orientation: sagittal }), slice(1, { position: [5, 0, 0], orientation: sagittal })])).toEqual(['1:0', '0:0']);
  });

  it('When nothing tells the order / Then the files keep theirs, and a file\'s frames theirs', () => {
    expect(order([slice(1), slice(0, { frame: 1 }), slice(0)])).toEqual(['0:0', '0:1', '1:0']);
  });

  it('When two series are given / Then the first series comes first, an unnumbered one last', () => {
    const slices = [slice(0, { seriesNumber: null }), slice(1, { seriesNumber: 2, instanceNumber: 1 }), slice(2, { seriesNumber: 1, instanceNumber: 5 })];
    expect(order(slices)).toEqual(['2:0', '1:0', '0:0']);
  });
});
