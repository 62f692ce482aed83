// A reset password: read out or copied by hand, so long enough, random, and free of look-alike characters.
import { describe, expect, it } from 'vitest';
import { newPasswordRules, findProblem } from '@his/sdk';
import { randomPassword } from './user-admin';

describe('a reset password', () => {
  it('has 12 letters and digits, none of 0 O 1 l I, and passes the rules of a new password', () => {
    for (let round = 0; round < 200; round++) {
      const password = randomPassword();
      expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
      expect(password).not.toMatch(/[0O1lI]/);
      expect(findProblem(password, newPasswordRules)).toBeNull();
    }
  });

  it('is not the same twice', () => {
    expect(new Set(Array.from({ length: 100 }, () => randomPassword())).size).toBe(100);
  });
});
