// A customer's sign-in account in the directory (spec §7 account mutations): its state, creating one, the business
// flag, activate, lock and a new password. A password is sent once and never read back; the server decides.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation, useQuery, type FieldError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, PasswordInput, Spinner, Switch, TextInput, toast } from '@his/sdk/ui';
import type { CombinedError } from 'urql';
import {
  ActivateAccountDocument,
  ChangePasswordCustomerDocument,
  CreateAccountCustomerDocument,
  CustomerAccountDocument,
  LockAccountDocument,
  SetBusinessAccountDocument,
} from '../../generated/graphql';

const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0' } });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' });
const grow = css({ flex: '1', minW: '12rem' });

export interface CustomerAccountProps {
  patientId: string;
}

export function CustomerAccount({ patientId }: CustomerAccountProps) {
  const { t } = useTranslation('reception');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: CustomerAccountDocument, variables: { id: patientId }, requestPolicy: 'cache-and-network' });
  const [, create] = useMutation(CreateAccountCustomerDocument);
  const [, setBusiness] = useMutation(SetBusinessAccountDocument);
  const [, activate] = useMutation(ActivateAccountDocument);
  const [, lock] = useMutation(LockAccountDocument);
  const [, changePassword] = useMutation(ChangePasswordCustomerDocument);
  // Kept here rather than read from the mutation hooks, so each answer settles the form it belongs to.
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [account, setAccount] = useState({ username: '', password: '' });
  const [newPassword, setNewPassword] = useState('');
  const patient = data?.benhNhan;

  if (error) return <p role="alert">{refusalText(error)}</p>;
  if (!patient) return fetching ? <Spinner label={t('reception.directory.loading')} /> : <p>{t('reception.directory.notFound')}</p>;

  const ids = [patient._id];
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  /** Sends one change; a refusal naming a field shows under it, any other is a toast. True once accepted. */
  const send = async (run: () => Promise<{ error?: CombinedError }>, success: string) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    const named = fieldErrorOf(result.error);
    setFieldError(named);
    if (result.error) {
      if (!named) toast.error(refusalText(result.error));
      return false;
    }
    toast.success(t(success));
    refresh();
    return true;
  };
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError : null);

  if (!patient.username) {
    const usernameError = errorFor('userInput.username');
    const passwordError = errorFor('userInput.password');
    const submit = async () => {
      if (await send(() => create({ id: patient._id, userInput: account }, { quietErrors: true }), 'reception.account.created')) setAccount({ username: '', password: '' });
    };
    return (
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <p className={css({ color: 'fg.muted', m: '0' })}>{t('reception.account.none')}</p>
        <div className={row}>
          <div className={grow}>
            <TextInput label={t('reception.account.username')} required autoComplete="off" value={account.username} onValueChange={(username) => setAccount((current) => ({ ...current, username }))}
              error={usernameError?.messageKey ?? null} errorParams={usernameError?.params} />
          </div>
          <div className={grow}>
            <PasswordInput label={t('reception.account.password')} required autoComplete="new-password" value={account.password} onValueChange={(password) => setAccount((current) => ({ ...current, password }))}
              error={passwordError?.messageKey ?? null} errorParams={passwordError?.params} />
          </div>
          <Button onClick={submit} loading={busy}>{t('reception.account.create')}</Button>
        </div>
      </div>
    );
  }

  const locked = patient.TrangThaiTaiKhoan === 'Locked';
  const passwordError = errorFor('password');
  const submitPassword = async () => {
    // The password leaves the screen once the server has it.
    if (await send(() => changePassword({ ids, password: newPassword }, { quietErrors: true }), 'reception.account.passwordChanged')) setNewPassword('');
  };
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <dl className={facts}>
        <dt>{t('reception.account.username')}</dt>
        <dd>{patient.username}</dd>
        <dt>{t('reception.account.state')}</dt>
        <dd>{patient.TrangThaiTaiKhoan ? t(`reception.account.state.${patient.TrangThaiTaiKhoan}`) : '—'}</dd>
      </dl>
      <Switch label={t('reception.account.business')} checked={patient.isBusinessAccount}
        onCheckedChange={(value) => void send(() => setBusiness({ ids, value }, { quietErrors: true }), 'reception.account.saved')} />
      <div className={row}>
        {locked ? (
          <Button variant="outline" onClick={() => void send(() => activate({ ids }, { quietErrors: true }), 'reception.account.saved')} loading={busy}>
            {t('reception.account.activate')}
          </Button>
        ) : (
          <Button variant="outline" tone="danger" onClick={() => void send(() => lock({ ids }, { quietErrors: true }), 'reception.account.saved')} loading={busy}>
            {t('reception.account.lock')}
          </Button>
        )}
      </div>
      <div className={row}>
        <div className={grow}>
          <PasswordInput label={t('reception.account.newPassword')} autoComplete="new-password" value={newPassword} onValueChange={setNewPassword}
            error={passwordError?.messageKey ?? null} errorParams={passwordError?.params} />
        </div>
        <Button onClick={submitPassword} loading={busy} disabled={newPassword === ''}>{t('reception.account.changePassword')}</Button>
      </div>
    </div>
  );
}
