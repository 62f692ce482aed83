// The profiles screen: the profiles found by name, each with its menu kind, nodes and state; one opened in the editor
// in the list's place (a tree, its pairs and its permissions need the width), or a new one made.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, TextInput } from '@his/sdk/ui';
import { useAppEvent, type VariantPages } from '@his/sdk/web';
import { ProfileNodesDocument, ProfilesListDocument } from '../../generated/auth/graphql';
import { ProfileEditor } from './profile-editor';
import { PROFILE_EVENTS, searchProfiles, type ListedProfile } from './profile-values';
import { ProfilesTable } from './profiles-table';

export interface ProfilesScreenProps {
  /** The variant's pages and menu entries, which trees are built from. */
  pages: VariantPages;
  /** Whether the profile holds auth.profiles.manage here; the server checks it again on every change. */
  canManage: boolean;
}

type Opened = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

const layout = css({ maxW: '110rem', mx: 'auto', p: { base: '3', md: '6' }, display: 'flex', flexDir: 'column', gap: '4' });
const bar = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'minmax(14rem, 28rem) auto' }, gap: '3', alignItems: 'end' });

export function ProfilesScreen({ pages, canManage }: ProfilesScreenProps) {
  const { t } = useTranslation('admin');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Opened>({ kind: 'list' });
  const [{ data, fetching, error }, refetch] = useQuery({ query: ProfilesListDocument, requestPolicy: 'cache-and-network' });
  const [nodes] = useQuery({ query: ProfileNodesDocument });
  const profiles = useMemo(() => (data ? searchProfiles(data.profiles, search) : undefined), [data, search]);
  const nodeName = useCallback((id: string) => {
    const node = nodes.data?.getNodes.find((each) => each._id === id);
    return node ? node.name : id;
  }, [nodes.data]);
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // Another administrator's change shows here too.
  useAppEvent(PROFILE_EVENTS.module, (event) => {
    if (PROFILE_EVENTS.processes.includes(event.process)) reload();
  });
  const open = useCallback((profile: ListedProfile) => setOpened({ kind: 'edit', id: profile._id }), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };

  return (
    <main className={layout}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold', m: '0' })}>{t('admin.profiles.title')}</h1>
        {canManage && opened.kind === 'list' && <Button icon={<Icon name="plus" />} onClick={() => setOpened({ kind: 'new' })}>{t('admin.profiles.add')}</Button>}
      </div>
      {opened.kind === 'list' ? (
        <>
          <form role="search" aria-label={t('admin.profiles.searchLabel')} onSubmit={submit} className={bar}>
            <TextInput label={t('admin.profiles.searchText')} value={typed} onValueChange={setTyped} autoComplete="off" />
            <Button type="submit" variant="outline" icon={<Icon name="search" />}>{t('admin.profiles.search')}</Button>
          </form>
          {error && (
            <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', color: 'danger.text' })}>
              <span>{t('admin.profiles.listFailed', { message: refusalText(error) })}</span>
              <Button variant="outline" tone="neutral" size="sm" onClick={reload}>{t('admin.profiles.retry')}</Button>
            </div>
          )}
          <ProfilesTable profiles={profiles} loading={fetching} nodeName={nodeName} onOpen={open} />
        </>
      ) : (
        <ProfileEditor
          key={opened.kind === 'edit' ? opened.id : 'new'}
          profileId={opened.kind === 'edit' ? opened.id : null}
          pages={pages}
          canManage={canManage}
          onClose={() => {
            setOpened({ kind: 'list' });
            reload();
          }}
          onSaved={(profile, created) => {
            if (created) setOpened({ kind: 'edit', id: profile._id });
            reload();
          }}
          onChanged={reload}
        />
      )}
    </main>
  );
}
