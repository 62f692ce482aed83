import { describe, expect, it } from 'vitest';
import { typenamesIn } from './active-queries';

describe('the types a result holds', () => {
  it('collects __typename at every depth, in lists too', () => {
    const data = { __typename: 'Query', danhSach: [{ __typename: 'BienLai', BenhNhan: { __typename: 'BenhNhan' } }, { __typename: 'BienLai' }], tong: 3 };
    expect([...typenamesIn(data)].sort()).toEqual(['BenhNhan', 'BienLai', 'Query']);
  });

  it('has none for an empty result', () => {
    expect(typenamesIn(null).size).toBe(0);
  });
});
