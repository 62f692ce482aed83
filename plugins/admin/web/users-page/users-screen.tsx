// The users screen: staff accounts found by name, state or profile; one opened beside the list (below it on a
// phone) with its lock, password reset, staff member, profiles, sign-ins and open sessions; new ones added.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, Select, TextInput, toast } from '@his/sdk/ui';
import { UserProfileChoicesDocument, UsersListDocument } from '../../generated/auth/graphql';
import { CreateUserDialog } from './create-user-dialog';
import type { StaffSearch } from './staff-picker';
import { UserDetails } from './user-details';
import { UsersTable } from './users-table';
import { LOCK_FILTERS, NO_FILTER, usersVariables, type AdminUser, type LockFilter, type UsersFilterValues } from './user-values';

export interface UsersScreenProps {
  searchStaff: StaffSearch;
  /** Whether the profile holds auth.users.manage here; the server checks it again on every change. */
  canManage: boolean;
  /** The caller's own account, which cannot be locked or reset from here. */
  currentUserId: string | null;
}

const ALL = '*';
const QUIET = { quietErrors: true };
const layout = css({ maxW: '110rem', mx: 'auto', p: { base: '3', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });
const bar = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(14rem, 2fr) repeat(2, minmax(10rem, 1fr)) auto' }, gap: '3', alignItems: 'end' });
const split = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(24rem, 2fr)' }, gap: '4', alignItems: 'start' });

export function UsersScreen({ searchStaff, canManage, currentUserId }: UsersScreenProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<UsersFilterValues>(NO_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const [lastOpened, setLastOpened] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const variables = useMemo(() => usersVariables(filter), [filter]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: UsersListDocument, variables, requestPolicy: 'cache-and-network' });
  // Reading profiles needs auth.profiles.read: without it the filter and the editors have none to offer.
  const [profilesResult] = useQuery({ query: UserProfileChoicesDocument, context: useMemo(() => QUIET, []) });
  const profileChoices = profilesResult.data?.profiles ?? (profilesResult.error ? [] : null);
  const users = data?.users;
  // The open account follows the list's answers; one a new filter leaves out stays open as it was.
  const opened = (openId && users?.find((user) => user._id === openId)) || (lastOpened?._id === openId ? lastOpened : null);
  const details = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // On a phone the account opens below the list: bring it into view.
    if (openId) details.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [openId]);

  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const open = (user: AdminUser) => {
    setLastOpened(user);
    setOpenId(user._id);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, text: typed }));
  };
  const lockItems = LOCK_FILTERS.map((value) => ({ value, label: t(`admin.users.filter.${value}`) }));
  const profileItems = [{ value: ALL, label: t('admin.users.filter.anyProfile') }, ...(profileChoices ?? []).map((profile) => ({ value: profile._id, label: profile.name }))];

  return (
    <main className={layout}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold', m: '0' })}>{t('admin.users.title')}</h1>
        {canManage && <Button icon={<Icon name="plus" />} onClick={() => setCreating(true)}>{t('admin.users.add')}</Button>}
      </div>
      <form role="search" aria-label={t('admin.users.searchLabel')} onSubmit={search} className={bar}>
        <TextInput label={t('admin.users.searchText')} value={typed} onValueChange={setTyped} autoComplete="off" />
        <Select label={t('admin.users.filter.state')} items={lockItems} value={filter.lock} onValueChange={(value) => setFilter((current) => ({ ...current, lock: (value ?? 'all') as LockFilter }))} />
        <Select
          label={t('admin.users.filter.profile')}
          items={profileItems}
          value={filter.profileId ?? ALL}
          onValueChange={(value) => setFilter((current) => ({ ...current, profileId: !value || value === ALL ? null : value }))}
        />
        <Button type="submit" variant="outline" icon={<Icon name="search" />}>{t('admin.users.search')}</Button>
      </form>
      {error && (
        <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', color: 'danger.text' })}>
          <span>{t('admin.users.loadFailed', { message: [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ') || t('error.generic', { ns: 'core' }) })}</span>
          <Button variant="outline" tone="neutral" size="sm" onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('admin.users.retry')}</Button>
        </div>
      )}
      <div className={opened ? split : undefined}>
        <UsersTable users={users} loading={fetching} selectedId={openId} onOpen={open} />
        {opened && (
          <div ref={details}>
            <UserDetails
              key={opened._id}
              user={opened}
              canManage={canManage}
              isSelf={opened._id === currentUserId}
              profileChoices={profileChoices}
              searchStaff={searchStaff}
              onClose={() => setOpenId(null)}
              onChanged={reload}
            />
          </div>
        )}
      </div>
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        profileChoices={profileChoices}
        searchStaff={searchStaff}
        onCreated={(user) => {
          setCreating(false);
          toast.success(t('admin.users.created', { username: user.username }));
          open(user);
          reload();
        }}
      />
    </main>
  );
}
