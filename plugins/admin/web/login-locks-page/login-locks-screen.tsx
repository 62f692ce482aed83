// The sign-in locks screen: user names held at an address after failed sign-ins, and addresses held for every
// name; an administrator looks one name up and clears a lock or all of a name's.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, TextInput, toast } from '@his/sdk/ui';
import { ClearLoginLocksDocument, LoginLocksDocument } from '../../generated/auth/graphql';
import { LoginLocksTable, type LoginLockRow } from './login-locks-table';

const layout = css({ maxW: '70rem', mx: 'auto', p: { base: '4', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' });

export function LoginLocksScreen() {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState<string | null>(null);
  const variables = useMemo(() => ({ username }), [username]);
  // Locks run out on their own: always asked of the server.
  const [{ data, fetching, error }, refetch] = useQuery({ query: LoginLocksDocument, variables, requestPolicy: 'network-only' });
  const [{ fetching: clearing }, clear] = useMutation(ClearLoginLocksDocument);
  const locks = data?.loginLocks;
  const failure = error && [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ');

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim() || null);
  };

  const clearLocks = async (target: { username: string | null; address: string | null }, done: string) => {
    const result = await clear(target, { quietErrors: true });
    if (result.error) {
      const messages = [...new Set(result.error.graphQLErrors.map((each) => each.message))];
      toast.error(messages.length > 0 ? messages.join(', ') : t('error.generic', { ns: 'core' }));
      return;
    }
    toast.success(done);
    refetch({ requestPolicy: 'network-only' });
  };

  const clearOne = (lock: LoginLockRow) =>
    clearLocks(
      { username: lock.username ?? null, address: lock.address },
      lock.username ? t('admin.loginLocks.cleared', { username: lock.username, address: lock.address }) : t('admin.loginLocks.clearedAddress', { address: lock.address }),
    );
  const namedLocks = username ? (locks ?? []).filter((lock) => lock.username) : [];

  return (
    <main className={layout}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('admin.loginLocks.title')}</h1>
      <p className={css({ color: 'fg.muted' })}>{t('admin.loginLocks.explanation')}</p>
      <form role="search" aria-label={t('admin.loginLocks.search')} onSubmit={search} className={bar}>
        <TextInput label={t('admin.loginLocks.username')} value={typed} onValueChange={setTyped} autoComplete="off" />
        <Button type="submit" icon={<Icon name="search" />}>
          {t('admin.loginLocks.search')}
        </Button>
        {username && namedLocks.length > 0 && (
          <Button tone="danger" variant="outline" loading={clearing} onClick={() => clearLocks({ username, address: null }, t('admin.loginLocks.clearedAll', { username }))}>
            {t('admin.loginLocks.clearAll', { username })}
          </Button>
        )}
      </form>
      {error && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          {t('admin.loginLocks.loadFailed', { message: failure || t('error.generic', { ns: 'core' }) })}
        </p>
      )}
      <LoginLocksTable locks={locks} loading={fetching} busy={clearing} onClear={clearOne} />
    </main>
  );
}
