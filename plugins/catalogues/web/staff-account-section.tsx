// The staff form's account part (createNhanVien/updateNhanVien's TaiKhoan): the username, a password for a new
// account or a new one for an existing account, the lock, and the profiles it works under. Only holders of
// auth.users.manage edit it; the server checks that again.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findProblem, newPasswordRules, required, usernameRules, type Language } from '@his/sdk';
import type { CatalogueFormSection, CatalogueFormSectionEditorProps, CatalogueRowData } from '@his/sdk/catalogue-screens';
import { useAuthServiceClient, type FieldError } from '@his/sdk/data';
import { Checkbox, PasswordInput, Switch, TextInput } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { ProfileChoicesDocument, type ProfileChoicesQuery } from '../generated/auth/graphql';
import { STAFF_ACCOUNT_LABELS } from '../rules/staff';

export const USERS_MANAGE = 'auth.users.manage';
const LOCKED = { vi: 'đã khoá', en: 'locked' } as const;
// An existing account keeps its password when the box is left empty; what is typed must still be a valid one.
const changedPasswordRules = newPasswordRules.filter((rule) => rule !== required);

interface StoredAccount {
  username: string;
  isLocked: boolean;
  profile_Ids: string[];
}

export interface StaffAccountValue {
  /** Whether the form saves an account: always for a staff member who has one, by choice for one who has none. */
  enabled: boolean;
  username: string;
  /** Empty: keep the password of an existing account. */
  password: string;
  isLocked: boolean;
  profileIds: string[];
}

type Field = keyof typeof STAFF_ACCOUNT_LABELS;

const storedAccount = (row: CatalogueRowData | null): StoredAccount | null => (row?.TaiKhoan as StoredAccount | null | undefined) ?? null;

export function initialAccount(row: CatalogueRowData | null): StaffAccountValue {
  const stored = storedAccount(row);
  return { enabled: stored !== null, username: stored?.username ?? '', password: '', isLocked: stored?.isLocked ?? false, profileIds: stored?.profile_Ids ?? [] };
}

/** The first problem of the account part, named as the server names it ('TaiKhoan.password'). */
export function accountProblem(value: StaffAccountValue, row: CatalogueRowData | null): FieldError | null {
  if (!value.enabled) return null;
  const problemOf = (field: Field, text: string, rules: typeof usernameRules): FieldError | null => {
    const problem = findProblem(text, rules);
    return problem ? { field, messageKey: problem.key, params: problem.params } : null;
  };
  const isNew = storedAccount(row) === null;
  return problemOf('TaiKhoan.username', value.username.trim(), usernameRules)
    ?? (isNew || value.password !== '' ? problemOf('TaiKhoan.password', value.password, newPasswordRules) : null);
}

/** What to send: null when there is no account to save or nothing of it changed. */
export function accountArgument(value: StaffAccountValue, row: CatalogueRowData | null): Record<string, unknown> | null {
  if (!value.enabled) return null;
  const stored = storedAccount(row);
  const username = value.username.trim();
  const unchanged = stored !== null && value.password === '' && stored.username === username && stored.isLocked === value.isLocked
    && stored.profile_Ids.join() === value.profileIds.join();
  if (unchanged) return null;
  return { username, password: value.password === '' ? null : value.password, isLocked: value.isLocked, profile_Ids: value.profileIds };
}

const box = css({ mt: '6', pt: '4', borderTopWidth: '1px', borderColor: 'border', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });
const wide = css({ gridColumn: '1 / -1' });

function useProfileChoices(enabled: boolean): ProfileChoicesQuery['profiles'] | null {
  const client = useAuthServiceClient();
  const [profiles, setProfiles] = useState<ProfileChoicesQuery['profiles'] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void client.query(ProfileChoicesDocument, {}).toPromise().then((result) => {
      if (current && result.data) setProfiles(result.data.profiles);
    });
    return () => {
      current = false;
    };
  }, [client, enabled]);
  return profiles;
}

function StaffAccountEditor({ value, onValueChange, row, error, readOnly, lang }: CatalogueFormSectionEditorProps<StaffAccountValue>) {
  const { t } = useTranslation('catalogues');
  const canManage = useHasPermission(USERS_MANAGE);
  const profiles = useProfileChoices(canManage && value.enabled);
  if (!canManage) return null;
  const label = (field: Field) => STAFF_ACCOUNT_LABELS[field][lang];
  const errorOf = (field: Field) => (error?.field === field ? { error: error.messageKey, errorParams: error.params } : {});
  const change = (patch: Partial<StaffAccountValue>) => onValueChange({ ...value, ...patch });
  const hasAccount = storedAccount(row) !== null;
  const toggleProfile = (id: string, on: boolean) => change({ profileIds: on ? [...value.profileIds, id] : value.profileIds.filter((each) => each !== id) });

  return (
    <fieldset className={box} disabled={readOnly} aria-label={t('catalogues.account.title')}>
      <legend className={css({ fontWeight: 'semibold', float: 'left', w: 'full', mb: '2' })}>{t('catalogues.account.title')}</legend>
      {!hasAccount && (
        <div className={wide}>
          <Switch label={t('catalogues.account.create')} checked={value.enabled} onCheckedChange={(enabled) => change({ enabled })} />
        </div>
      )}
      {value.enabled && (
        <>
          <TextInput
            label={label('TaiKhoan.username')}
            required
            rules={usernameRules}
            autoComplete="off"
            value={value.username}
            onValueChange={(username) => change({ username })}
            {...errorOf('TaiKhoan.username')}
          />
          <PasswordInput
            label={label('TaiKhoan.password')}
            required={!hasAccount}
            rules={hasAccount ? changedPasswordRules : newPasswordRules}
            helperText={hasAccount ? t('catalogues.account.keepPassword') : undefined}
            autoComplete="new-password"
            value={value.password}
            onValueChange={(password) => change({ password })}
            {...errorOf('TaiKhoan.password')}
          />
          <div className={wide}>
            <Switch label={label('TaiKhoan.isLocked')} helperText={t('catalogues.account.lockHelp')} checked={value.isLocked} onCheckedChange={(isLocked) => change({ isLocked })} />
          </div>
          <fieldset className={wide} aria-label={label('TaiKhoan.profile_Ids')}>
            <legend className={css({ fontWeight: 'medium', mb: '1' })}>{label('TaiKhoan.profile_Ids')}</legend>
            {profiles === null ? (
              <p className={css({ color: 'fg.muted' })}>{t('catalogues.account.loadingProfiles')}</p>
            ) : (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                {profiles.map((profile) => (
                  <Checkbox
                    key={profile._id}
                    label={profile.isLocked ? t('catalogues.account.lockedProfile', { name: profile.name }) : profile.name}
                    checked={value.profileIds.includes(profile._id)}
                    onCheckedChange={(on) => toggleProfile(profile._id, on)}
                  />
                ))}
              </div>
            )}
            {error?.field === 'TaiKhoan.profile_Ids' && <p role="alert" className={css({ color: 'danger.text', textStyle: 'sm' })}>{t(error.messageKey, { ...error.params, ns: 'core' })}</p>}
            {!hasAccount && value.profileIds.length === 0 && <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{t('catalogues.account.noProfileHelp')}</p>}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}

export const staffAccountSection: CatalogueFormSection<StaffAccountValue> = {
  argument: { name: 'TaiKhoan', type: 'TaiKhoanNhanVienInput' },
  selection: 'TaiKhoan { _id username isLocked isOnline profile_Ids }',
  initial: initialAccount,
  check: accountProblem,
  toArgument: accountArgument,
  Editor: StaffAccountEditor,
  columns: (lang: Language) => [
    {
      id: 'TaiKhoan',
      header: STAFF_ACCOUNT_LABELS['TaiKhoan.username'][lang],
      accessor: (row) => storedAccount(row)?.username ?? '',
      cell: (row) => {
        const stored = storedAccount(row);
        if (!stored) return '';
        return stored.isLocked ? `${stored.username} (${LOCKED[lang]})` : stored.username;
      },
      width: '10rem',
      sortable: true,
    },
  ],
};
