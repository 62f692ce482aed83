// The users screen's rules: filters as the API's variables, profiles moved in order, what an account's state reads as.
import { describe, expect, it } from 'vitest';
import { moveItem, sameOrder, stateOf, usersVariables } from './user-values';

describe('the filters as variables', () => {
  it.each([
    { name: 'nothing chosen', filter: { text: '  ', lock: 'all', profileId: null }, expected: { searchString: null, limit: 200, isLocked: null, idProfile: null } },
    { name: 'locked accounts of a profile found by name', filter: { text: ' Lan ', lock: 'locked', profileId: 'p1' }, expected: { searchString: 'Lan', limit: 200, isLocked: true, idProfile: 'p1' } },
    { name: 'accounts in use', filter: { text: '', lock: 'active', profileId: null }, expected: { searchString: null, limit: 200, isLocked: false, idProfile: null } },
  ] as const)('$name', ({ filter, expected }) => {
    expect(usersVariables(filter)).toEqual(expected);
  });
});

describe('moving a profile', () => {
  it.each([
    { name: 'the second one up becomes the first', index: 1, by: -1, expected: ['b', 'a', 'c'] },
    { name: 'the first one down becomes the second', index: 0, by: 1, expected: ['b', 'a', 'c'] },
    { name: 'the first one up stays', index: 0, by: -1, expected: ['a', 'b', 'c'] },
    { name: 'the last one down stays', index: 2, by: 1, expected: ['a', 'b', 'c'] },
  ] as const)('$name', ({ index, by, expected }) => {
    expect(moveItem(['a', 'b', 'c'], index, by)).toEqual(expected);
  });

  it('tells an order changed from one kept', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('an account\'s state', () => {
  it.each([
    { name: 'locked, even with a session left', user: { isLocked: true, isOnline: true }, expected: 'locked' },
    { name: 'online with a session open', user: { isLocked: false, isOnline: true }, expected: 'online' },
    { name: 'offline without one', user: { isLocked: false, isOnline: false }, expected: 'offline' },
  ])('$name', ({ user, expected }) => {
    expect(stateOf(user)).toBe(expected);
  });
});
