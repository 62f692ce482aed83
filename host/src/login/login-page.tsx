// The login page (/dang-nhap): user name and password, each required, the server's refusal in the
// user's language, and the language switch when the settings allow it. Kept small: it is all a
// cold browser loads before staff can sign in.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { check, required } from '@his/sdk/validation';
import { css } from '@his/sdk/styled/css';
import { LoginDocument } from '../../generated/auth/graphql';
import { HisRequestError, request } from '../graphql-request';
import { STORAGE_KEYS, writeStored } from '../storage';
import { resetSession } from '../session/session-store';
import { useHostOptions } from '../host-options';
import { LanguageSwitch } from './language-switch';
import { HOME_PATH } from '../routing/availability';
import { devicePath } from '../routing/mobile';

const page = css({ minH: '100dvh', display: 'grid', placeItems: 'center', bg: 'bg.subtle', p: '4' });
const card = css({ w: 'full', maxW: '24rem', bg: 'bg.default', rounded: 'l3', shadow: 'md', p: { base: '6', md: '8' }, display: 'flex', flexDir: 'column', gap: '4' });
const title = css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.default', textAlign: 'center' });
const subtitle = css({ textStyle: 'md', color: 'fg.muted', textAlign: 'center' });
const field = css({ display: 'flex', flexDir: 'column', gap: '1' });
const label = css({ fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' });
const input = css({ h: '10', px: '3', rounded: 'l2', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default', color: 'fg.default', outline: 'none', _focusVisible: { borderColor: 'accent.solid', boxShadow: '0 0 0 1px var(--colors-accent-solid)' }, _invalid: { borderColor: 'danger.border' } });
const fieldError = css({ textStyle: 'sm', color: 'danger.text' });
const submit = css({ h: '10', rounded: 'l2', bg: 'accent.solid', color: 'accent.onSolid', fontWeight: 'semibold', cursor: 'pointer', _hover: { bg: 'accent.solidHover' }, _disabled: { opacity: 0.6, cursor: 'not-allowed' } });
const alert = css({ p: '3', rounded: 'l2', bg: 'danger.subtle', color: 'danger.text', textStyle: 'sm' });

type Field = 'username' | 'password';

export function LoginPage() {
  const { t, i18n } = useTranslation(['host', 'core']);
  const navigate = useNavigate();
  const { variant, showLanguageSwitch } = useHostOptions();
  const appTitle = variant.title[i18n.language === 'en' ? 'en' : 'vi'];
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const validate = (value: string) => check(value, [required]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = { username: validate(values.username.trim()) ?? undefined, password: validate(values.password) ?? undefined };
    setErrors(found);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    setBusy(true);
    setRefusal('');
    try {
      const { login } = await request('/graphqlauth', LoginDocument, { info: { username: values.username.trim(), password: values.password } });
      writeStored(STORAGE_KEYS.accessToken, login.token);
      writeStored(STORAGE_KEYS.adminToken, login.adminToken);
      writeStored(STORAGE_KEYS.currentNode, null);
      writeStored(STORAGE_KEYS.currentProfile, null);
      resetSession();
      await navigate({ to: devicePath(HOME_PATH, window.innerWidth) ?? HOME_PATH, replace: true });
    } catch (error) {
      setRefusal(error instanceof HisRequestError ? error.describe(t) : t('error.generic', { ns: 'core' }));
      setBusy(false);
    }
  }

  const fieldProps = (name: Field) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
    className: input,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setErrors((current) => ({ ...current, [name]: validate(name === 'username' ? values[name].trim() : values[name]) ?? undefined })),
  });

  return (
    <main className={page}>
      <form className={card} onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
        <div>
          <h1 id="login-heading" className={title}>{t('login.heading')}</h1>
          <p className={subtitle}>{appTitle}</p>
        </div>
        {refusal && <p role="alert" className={alert}>{refusal}</p>}
        <div className={field}>
          <label htmlFor="login-username" className={label}>{t('login.username')}</label>
          <input {...fieldProps('username')} autoComplete="username" autoFocus />
          {errors.username && <span id="login-username-error" className={fieldError}>{t(errors.username, { ns: 'core' })}</span>}
        </div>
        <div className={field}>
          <label htmlFor="login-password" className={label}>{t('login.password')}</label>
          <input {...fieldProps('password')} type="password" autoComplete="current-password" />
          {errors.password && <span id="login-password-error" className={fieldError}>{t(errors.password, { ns: 'core' })}</span>}
        </div>
        <button type="submit" className={submit} disabled={busy} aria-busy={busy}>{busy ? t('login.submitting') : t('login.submit')}</button>
        {showLanguageSwitch && <LanguageSwitch />}
      </form>
    </main>
  );
}
