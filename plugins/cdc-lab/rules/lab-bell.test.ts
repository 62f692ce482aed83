import { describe, expect, it } from 'vitest';
import { concernsAudience, labBellAudience } from './lab-bell';

describe('the laboratory bell', () => {
  it.each([
    ['a clerk in the laboratory variant', 'CDC', 'NVVT', 'clerk'],
    ['a director', 'CDC', 'GĐ', 'directors'],
    ['a deputy director', 'CDC', 'PGĐ', 'directors'],
    ['a technician gets none', 'CDC', 'KTV', null],
    ['a director of a hospital gets none', 'HIS', 'GĐ', null],
    ['staff without a position get none', 'CDC', null, null],
  ] as const)('%s', (_case, appType, position, expected) => {
    expect(labBellAudience(appType, position)).toBe(expected);
  });

  it('directors hear of samples awaiting issue, the clerk of issued unsigned ones', () => {
    expect(concernsAudience('YeuCauBanHanh', 'directors')).toBe(true);
    expect(concernsAudience('BanHanhChuaKy', 'directors')).toBe(false);
    expect(concernsAudience('BanHanhChuaKy', 'clerk')).toBe(true);
  });
});
