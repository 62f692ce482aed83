import { describe, expect, it } from 'vitest';
import { concernsAudience, labBellAudience } from './lab-bell';

describe('the laboratory bell', () => {
  it.each([
    ['a clerk', 'NVVT', 'clerk'],
    ['a director', 'GĐ', 'directors'],
    ['a deputy director', 'PGĐ', 'directors'],
    ['a technician gets none', 'KTV', null],
    ['staff without a position get none', null, null],
  ] as const)('%s', (_case, position, expected) => {
    expect(labBellAudience(position)).toBe(expected);
  });

  it('directors hear of samples awaiting issue, the clerk of issued unsigned ones', () => {
    expect(concernsAudience('YeuCauBanHanh', 'directors')).toBe(true);
    expect(concernsAudience('BanHanhChuaKy', 'directors')).toBe(false);
    expect(concernsAudience('BanHanhChuaKy', 'clerk')).toBe(true);
  });
});
