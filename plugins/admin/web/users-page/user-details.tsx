// One account on the users screen: what it is, lock and password reset, its staff member, its profiles in order,
// its sign-ins and its open sessions. Changes need auth.users.manage, which the server checks again.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, refusalsOf, useMutation, useQuery, type CombinedError } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, Tabs, toast, useConfirm, type ComboboxItem } from '@his/sdk/ui';
import { Slot } from '@his/sdk/web';
import { recordHistory } from '../../contract';
import {
  EndUserSessionDocument, LinkUserStaffDocument, LockUserDocument, ResetUserPasswordDocument, SetUserProfilesDocument,
  UserLoginHistoryDocument, UserSessionsDocument,
} from '../../generated/auth/graphql';
import { NewPasswordDialog } from './new-password-dialog';
import { OpenSessionsTable } from './open-sessions-table';
import { ProfileOrderEditor, type ProfileChoice } from './profile-order-editor';
import { SignInHistoryTable } from './sign-in-history-table';
import { StaffPicker, staffItemOf, type StaffSearch } from './staff-picker';
import { sameOrder, stateOf, type AdminUser } from './user-values';

export interface UserDetailsProps {
  user: AdminUser;
  canManage: boolean;
  /** The account is the caller's own: it cannot be locked or reset from here. */
  isSelf: boolean;
  profileChoices: readonly ProfileChoice[] | null;
  searchStaff: StaffSearch;
  onClose: () => void;
  /** After each change: the list is asked again, whatever the client caches. */
  onChanged: () => void;
}

const QUIET = { quietErrors: true };
const NETWORK = { requestPolicy: 'network-only' } as const;
const panel = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, rounded: 'l3', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default', minW: '0' });
const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0', overflowWrap: 'anywhere' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const section = css({ display: 'flex', flexDir: 'column', gap: '2', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' });
const sectionTitle = css({ fontWeight: 'semibold', textStyle: 'md', m: '0' });

function refusalOf(error: CombinedError, field: string): { key: string; params: Record<string, string | number> } | null {
  const found = refusalsOf(error).fields.find((each) => each.field === field);
  return found ? { key: found.messageKey, params: found.params as Record<string, string | number> } : null;
}

export function UserDetails({ user, canManage, isSelf, profileChoices, searchStaff, onClose, onChanged }: UserDetailsProps) {
  const { t } = useTranslation('admin');
  const [confirm, confirmElement] = useConfirm();
  const [reset, setReset] = useState<{ username: string; newPassword: string } | null>(null);
  const [tab, setTab] = useState('history');
  const variables = useMemo(() => ({ idUser: user._id }), [user._id]);
  const [history, refetchHistory] = useQuery({ query: UserLoginHistoryDocument, variables, requestPolicy: 'network-only' });
  const [sessions, refetchSessions] = useQuery({ query: UserSessionsDocument, variables, requestPolicy: 'network-only' });
  const [{ fetching: locking }, lock] = useMutation(LockUserDocument);
  const [{ fetching: resetting }, resetPassword] = useMutation(ResetUserPasswordDocument);
  const [{ fetching: ending }, endSession] = useMutation(EndUserSessionDocument);
  const refetchActivity = useCallback(() => {
    refetchHistory(NETWORK);
    refetchSessions(NETWORK);
    onChanged();
  }, [refetchHistory, refetchSessions, onChanged]);

  const state = stateOf(user);
  const toggleLock = async () => {
    const locking = !user.isLocked;
    const asked = await confirm({
      title: t(locking ? 'admin.users.lockTitle' : 'admin.users.unlockTitle', { username: user.username }),
      message: t(locking ? 'admin.users.lockQuestion' : 'admin.users.unlockQuestion', { username: user.username }),
      confirmLabel: t(locking ? 'admin.users.lock' : 'admin.users.unlock'),
      tone: locking ? 'danger' : 'accent',
    });
    if (!asked) return;
    const result = await lock({ idUser: user._id, isLocked: locking }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t(locking ? 'admin.users.locked' : 'admin.users.unlocked', { username: user.username }));
    refetchActivity();
  };
  const resetOne = async () => {
    const asked = await confirm({
      title: t('admin.users.resetTitle', { username: user.username }),
      message: t('admin.users.resetQuestion', { username: user.username }),
      confirmLabel: t('admin.users.reset'),
      tone: 'danger',
    });
    if (!asked) return;
    const result = await resetPassword({ idUser: user._id }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    if (result.data) setReset({ username: user.username, newPassword: result.data.resetPassword.newPassword });
    refetchActivity();
  };
  const endOne = useCallback(async (session: { _id: string }) => {
    const result = await endSession({ idSession: session._id }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t('admin.users.sessions.ended'));
    refetchActivity();
  }, [endSession, refetchActivity, t]);

  return (
    <section className={panel} aria-labelledby="user-details-heading">
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h2 id="user-details-heading" className={css({ textStyle: 'lg', fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' })}>{user.username}</h2>
        <Button variant="ghost" tone="neutral" lock={false} onClick={onClose}>{t('admin.users.closeDetails')}</Button>
      </div>
      <dl className={facts}>
        <dt>{t('admin.users.staff')}</dt>
        <dd>{user.employee ? `${user.employee.TenNhanVien} (${user.employee.MaNhanVien})` : t('admin.users.noStaff')}</dd>
        <dt>{t('admin.users.position')}</dt>
        <dd>{user.employee?.ChucVu?.TenChucVu ?? '—'}</dd>
        <dt>{t('admin.users.state')}</dt>
        <dd>{t(`admin.users.state.${state}`)}</dd>
        <dt>{t('admin.users.lastSignIn')}</dt>
        <dd>{user.lastSignIn === null ? t('admin.users.neverSignedIn') : formatDateTime(user.lastSignIn)}</dd>
      </dl>
      {user.mustChangePassword && <p className={css({ p: '2', rounded: 'l2', bg: 'accent.subtle', color: 'accent.text', textStyle: 'sm' })}>{t('admin.users.mustChangePassword')}</p>}
      <div className={actions}>
        {canManage && !isSelf && (
          <>
            <Button variant="outline" tone={user.isLocked ? 'accent' : 'danger'} loading={locking} icon={<Icon name={user.isLocked ? 'check' : 'x'} />} onClick={toggleLock}>
              {t(user.isLocked ? 'admin.users.unlock' : 'admin.users.lock')}
            </Button>
            <Button variant="outline" loading={resetting} icon={<Icon name="settings" />} onClick={resetOne}>{t('admin.users.reset')}</Button>
          </>
        )}
        {canManage && isSelf && <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{t('admin.users.selfNote')}</p>}
        <Slot slot={recordHistory} props={{ entity: 'User', entityId: user._id, recordName: user.username }} />
      </div>
      <StaffLink key={`${user._id}:${user.NhanVien_Id ?? ''}`} user={user} canManage={canManage} searchStaff={searchStaff} onChanged={onChanged} />
      <ProfilesOfUser key={`${user._id}:${user.profiles.map((each) => each._id).join()}`} user={user} canManage={canManage} profileChoices={profileChoices} onChanged={onChanged} />
      <Tabs
        label={t('admin.users.activity')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'history', label: t('admin.users.history.title'), content: <SignInHistoryTable entries={history.data?.loginHistory} loading={history.fetching} /> },
          {
            value: 'sessions',
            label: t('admin.users.sessions.tab', { total: sessions.data?.userSessions.length ?? 0 }),
            content: <OpenSessionsTable sessions={sessions.data?.userSessions} loading={sessions.fetching} canEnd={canManage} busy={ending} onEnd={endOne} />,
          },
        ]}
      />
      {confirmElement}
      <NewPasswordDialog reset={reset} onClose={() => setReset(null)} />
    </section>
  );
}

function StaffLink({ user, canManage, searchStaff, onChanged }: { user: AdminUser; canManage: boolean; searchStaff: StaffSearch; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const [staff, setStaff] = useState<ComboboxItem | null>(() => staffItemOf(user.employee));
  const [refused, setRefused] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  const [{ fetching }, link] = useMutation(LinkUserStaffDocument);
  const save = async (NhanVien_Id: string | null) => {
    setRefused(null);
    const result = await link({ idUser: user._id, NhanVien_Id }, QUIET);
    if (result.error) {
      const placed = refusalOf(result.error, 'NhanVien_Id');
      if (placed) setRefused(placed);
      else toast.error(refusalText(result.error));
      return;
    }
    toast.success(NhanVien_Id ? t('admin.users.staffLinked', { username: user.username }) : t('admin.users.staffUnlinked', { username: user.username }));
    onChanged();
  };
  const changed = (staff?.value ?? null) !== user.NhanVien_Id;
  return (
    <div className={section}>
      <h3 className={sectionTitle}>{t('admin.users.staffLink')}</h3>
      <StaffPicker search={searchStaff} value={staff} onValueChange={(item) => { setStaff(item); setRefused(null); }} disabled={!canManage} error={refused?.key ?? null} errorParams={refused?.params} />
      {canManage && (
        <div className={actions}>
          <Button size="sm" disabled={!changed || staff === null} loading={fetching} onClick={() => void save(staff?.value ?? null)}>{t('admin.users.saveStaff')}</Button>
          {user.NhanVien_Id && (
            <Button size="sm" variant="outline" tone="neutral" loading={fetching} onClick={() => void save(null)}>{t('admin.users.unlinkStaff')}</Button>
          )}
        </div>
      )}
    </div>
  );
}

function ProfilesOfUser({ user, canManage, profileChoices, onChanged }: { user: AdminUser; canManage: boolean; profileChoices: readonly ProfileChoice[] | null; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const stored = user.profiles.map((profile) => profile._id);
  const [ids, setIds] = useState<string[]>(stored);
  const [refused, setRefused] = useState<{ key: string; params: Record<string, string | number> } | null>(null);
  const [{ fetching }, setProfiles] = useMutation(SetUserProfilesDocument);
  const knownNames = useMemo(() => new Map(user.profiles.map((profile) => [profile._id, profile.name])), [user.profiles]);
  const save = async () => {
    setRefused(null);
    const result = await setProfiles({ idUser: user._id, profile_Ids: ids }, QUIET);
    if (result.error) {
      const placed = refusalOf(result.error, 'profile_Ids');
      if (placed) setRefused(placed);
      else toast.error(refusalText(result.error));
      return;
    }
    toast.success(t('admin.users.profilesSaved', { username: user.username }));
    onChanged();
  };
  return (
    <div className={section}>
      <ProfileOrderEditor choices={profileChoices} value={ids} onValueChange={setIds} knownNames={knownNames} disabled={!canManage} error={refused?.key ?? null} errorParams={refused?.params} />
      {canManage && (
        <div className={actions}>
          <Button size="sm" disabled={sameOrder(ids, stored)} loading={fetching} onClick={() => void save()}>{t('admin.users.saveProfiles')}</Button>
          {!sameOrder(ids, stored) && (
            <Button size="sm" variant="outline" tone="neutral" lock={false} onClick={() => setIds(stored)}>{t('admin.users.undoProfiles')}</Button>
          )}
        </div>
      )}
    </div>
  );
}
