import { describe, expect, it } from 'vitest';
import type { CatalogueRowData } from '@his/sdk/catalogue-screens';
import { accountArgument, accountProblem, initialAccount } from './staff-account-section';

const withAccount = { _id: 'nv1', TamNgung: false, TaiKhoan: { username: 'bs.lan', isLocked: false, profile_Ids: ['p1'] } } as CatalogueRowData;
const withoutAccount = { _id: 'nv2', TamNgung: false, TaiKhoan: null } as CatalogueRowData;

describe('the staff form\'s account part', () => {
  it('starts from the stored account, with an empty password that keeps the old one', () => {
    expect(initialAccount(withAccount)).toEqual({ enabled: true, username: 'bs.lan', password: '', isLocked: false, profileIds: ['p1'] });
    expect(initialAccount(null)).toEqual({ enabled: false, username: '', password: '', isLocked: false, profileIds: [] });
  });

  it('sends nothing when no account is wanted or nothing of the stored one changed', () => {
    expect(accountArgument(initialAccount(withoutAccount), withoutAccount)).toBeNull();
    expect(accountArgument(initialAccount(withAccount), withAccount)).toBeNull();
  });

  it('sends the account when it is new or changed, a kept password as null', () => {
    expect(accountArgument({ ...initialAccount(withAccount), isLocked: true }, withAccount))
      .toEqual({ username: 'bs.lan', password: null, isLocked: true, profile_Ids: ['p1'] });
    expect(accountArgument({ enabled: true, username: ' bs.moi ', password: 'Moi@2026', isLocked: false, profileIds: [] }, null))
      .toEqual({ username: 'bs.moi', password: 'Moi@2026', isLocked: false, profile_Ids: [] });
  });

  it('asks a new account for a password, and an existing one only for a valid new one', () => {
    expect(accountProblem({ enabled: true, username: 'bs.moi', password: '', isLocked: false, profileIds: [] }, null))
      .toEqual({ field: 'TaiKhoan.password', messageKey: 'validation.required', params: {} });
    expect(accountProblem({ ...initialAccount(withAccount) }, withAccount)).toBeNull();
    expect(accountProblem({ ...initialAccount(withAccount), password: '123' }, withAccount))
      .toEqual({ field: 'TaiKhoan.password', messageKey: 'validation.minLength', params: { min: 6 } });
    expect(accountProblem({ ...initialAccount(withAccount), username: 'bác sĩ' }, withAccount))
      .toMatchObject({ field: 'TaiKhoan.username', messageKey: 'validation.usernameFormat' });
    expect(accountProblem({ ...initialAccount(withoutAccount), username: 'x y' }, withoutAccount)).toBeNull();
  });
});
