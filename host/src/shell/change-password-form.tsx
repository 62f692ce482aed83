// The change-password form: the old password, the new one twice. The server ends every session of the user on
// success, so the user then signs in again with the new password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PasswordInput } from '@his/sdk/ui';
import { newPasswordRules, required } from '@his/sdk/validation';
import { ChangePasswordDocument } from '../../generated/auth/graphql';
import { HisRequestError, request } from '../graphql-request';
import { clearSession } from '../storage';

export interface ChangePasswordFormProps {
  /** Without it the form has no cancel button: the user must change the password to go on. */
  onCancel?: () => void;
}

export function ChangePasswordForm({ onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation(['host', 'core']);
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const mismatch = values.confirm.length > 0 && values.confirm !== values.newPassword;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!values.oldPassword || !values.newPassword || values.confirm !== values.newPassword) return;
    setRefusal('');
    try {
      await request('/graphqlauth', ChangePasswordDocument, { input: { oldPassword: values.oldPassword, newPassword: values.newPassword } });
      setDone(true);
      clearSession();
      setTimeout(() => location.reload(), 1500);
    } catch (error) {
      setRefusal(error instanceof HisRequestError ? error.describe(t) : t('error.generic', { ns: 'core' }));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: '0.75rem' }}>
      {refusal && <p role="alert">{refusal}</p>}
      {done && <p role="status">{t('shell.changePassword.done')}</p>}
      <PasswordInput label={t('shell.changePassword.old')} value={values.oldPassword} onValueChange={set('oldPassword')} rules={[required]} required autoComplete="current-password" />
      <PasswordInput label={t('shell.changePassword.new')} value={values.newPassword} onValueChange={set('newPassword')} rules={newPasswordRules} required autoComplete="new-password" />
      <PasswordInput label={t('shell.changePassword.confirm')} value={values.confirm} onValueChange={set('confirm')} rules={[required]} required autoComplete="new-password" error={mismatch ? t('shell.changePassword.mismatch') : null} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        {onCancel && <Button variant="outline" onClick={onCancel}>{t('shell.cancel')}</Button>}
        <Button type="submit" disabled={done}>{t('shell.changePassword.submit')}</Button>
      </div>
    </form>
  );
}
