// The minutes' two states: a draft is signed with the write right and is then closed to change; reopening it needs
// its own right.
import { describe, expect, it } from 'vitest';
import { CONSULTATION_REOPEN, CONSULTATION_WRITE } from './permissions';
import { isOpen, isTrangThai, STATE_MOVES, stateLabelKey } from './states';

describe('the minutes\' states', () => {
  it.each([
    ['a draft is signed with the write right', 'Nhap', 'DaKy', CONSULTATION_WRITE],
    ['signed minutes are reopened with their own right', 'DaKy', 'Nhap', CONSULTATION_REOPEN],
  ] as const)('%s', (_case, from, to, permission) => {
    expect(STATE_MOVES[from]).toEqual({ from, to, permission });
  });

  it('takes changes only while a draft', () => {
    expect(isOpen('Nhap')).toBe(true);
    expect(isOpen('DaKy')).toBe(false);
  });

  it('knows only its two states, each named by a key', () => {
    expect(['Nhap', 'DaKy', 'DaHuy', null].map(isTrangThai)).toEqual([true, true, false, false]);
    expect(stateLabelKey('DaKy')).toBe('consultation.state.DaKy');
  });
});
