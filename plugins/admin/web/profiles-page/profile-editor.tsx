// One profile made or changed: its name and menu kind, a role to start from, its navigation tree, its node–role
// pairs, its permissions on each node and a preview of the menu it gives there; locked or unlocked after a question.
// Changes need auth.profiles.manage, which the server checks again; its refusals show next to the field they name.
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from '@his/sdk/data';
import { refusalText, useClient, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, RadioGroup, Select, Spinner, TextInput, toast, useConfirm } from '@his/sdk/ui';
import { owningRoute, type Translate, type VariantPages } from '@his/sdk/web';
import {
  CreateProfileDocument, LockProfileDocument, ProfileDetailsDocument, ProfileNodesDocument, ProfilePermissionCatalogueDocument, ProfileRolesDocument,
  RoleDefaultsDocument, UpdateProfileDocument,
} from '../../generated/auth/graphql';
import { MenuPreview } from './menu-preview';
import { NavigationTreeEditor, type PaletteEntry } from './navigation-tree-editor';
import { navigationFromTree, type TreeNode } from './navigation-tree';
import { NodeRolesEditor, type PairErrors } from './node-roles-editor';
import { PermissionsEditor } from './permissions-editor';
import {
  areaOf, draftNodes, draftOf, draftProblems, MENU_KINDS, profileInputOf, rowOf, withPairAdded, withPairChanged, withPairRemoved, withRoleDefaults,
  type AdminProfile, type FormArea, type MenuKind, type ProfileDraft,
} from './profile-values';

export interface ProfileEditorProps {
  /** The profile to change; null for a new one. */
  profileId: string | null;
  pages: VariantPages;
  canManage: boolean;
  onClose: () => void;
  onSaved: (profile: AdminProfile, created: boolean) => void;
  /** After a lock or an unlock: the list is asked again. */
  onChanged: () => void;
}

/** A refusal placed on the form: the field it names, its key and parameters, and the server's own words. */
interface Placed {
  field: string;
  area: FormArea;
  key: string;
  params: Record<string, string | number>;
  message: string;
}

const QUIET = { quietErrors: true };
const NONE: readonly string[] = [];
const STATIC = { requestPolicy: 'cache-first' } as const;
const panel = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '5' }, rounded: 'l3', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default', minW: '0' });
const block = css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' });
const blockTitle = css({ textStyle: 'md', fontWeight: 'semibold', m: '0' });
const basics = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 2fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr) minmax(0, 3fr)' }, gap: '4', alignItems: 'start' });
const lower = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(18rem, 2fr)' }, gap: '4', alignItems: 'start' });
const muted = css({ color: 'fg.muted', textStyle: 'sm', m: '0' });
const errorText = css({ color: 'danger.text', textStyle: 'sm', m: '0' });
const saveBar = css({ position: 'sticky', bottom: '0', zIndex: '1', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: '2', py: '2', bg: 'bg.default', borderTopWidth: '1px', borderColor: 'border.default' });
const badge = css({ textStyle: 'xs', rounded: 'l1', px: '2', py: '0.5', whiteSpace: 'nowrap', bg: 'danger.subtle', color: 'danger.text' });

function placedOf(error: CombinedError): { placed: Placed[]; messages: string[] } {
  const placed: Placed[] = [];
  const messages: string[] = [];
  for (const each of error.graphQLErrors) {
    const { code, field, messageKey, params } = (each.extensions ?? {}) as Record<string, unknown>;
    const area = typeof field === 'string' ? areaOf(field) : 'other';
    if (code === 'BAD_USER_INPUT' && typeof field === 'string' && typeof messageKey === 'string' && area !== 'other') {
      placed.push({ field, area, key: messageKey, params: params && typeof params === 'object' ? (params as Record<string, string | number>) : {}, message: each.message });
    } else if (each.message) messages.push(each.message);
  }
  if (placed.length === 0 && messages.length === 0) messages.push(refusalText(error));
  return { placed, messages: [...new Set(messages)] };
}

export function ProfileEditor({ profileId, pages, canManage, onClose, onSaved, onChanged }: ProfileEditorProps) {
  const { t } = useTranslation('admin');
  const variables = useMemo(() => ({ _id: profileId ?? '' }), [profileId]);
  const [details, refetchDetails] = useQuery({ query: ProfileDetailsDocument, variables, pause: profileId === null, requestPolicy: 'network-only', context: useMemo(() => QUIET, []) });
  const loaded = profileId === null ? null : details.data?.profile;

  if (profileId !== null && loaded === undefined) {
    return (
      <section className={panel} aria-label={t('admin.profiles.editTitle')}>
        {details.error ? (
          <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
            <span className={errorText}>{refusalText(details.error)}</span>
            <Button variant="outline" size="sm" onClick={() => refetchDetails({ requestPolicy: 'network-only' })}>{t('admin.profiles.retry')}</Button>
            <Button variant="ghost" size="sm" lock={false} onClick={onClose}>{t('admin.profiles.backToList')}</Button>
          </div>
        ) : <Spinner label={t('admin.profiles.loading')} />}
      </section>
    );
  }
  if (profileId !== null && loaded === null) {
    return (
      <section className={panel} aria-label={t('admin.profiles.editTitle')}>
        <p role="alert" className={errorText}>{t('admin.profiles.notFound')}</p>
        <div><Button variant="outline" size="sm" lock={false} onClick={onClose}>{t('admin.profiles.backToList')}</Button></div>
      </section>
    );
  }
  return (
    <ProfileForm
      key={loaded?._id ?? 'new'}
      profile={loaded ?? null}
      pages={pages}
      canManage={canManage}
      onClose={onClose}
      onSaved={onSaved}
      onLocked={() => {
        refetchDetails({ requestPolicy: 'network-only' });
        onChanged();
      }}
    />
  );
}

interface ProfileFormProps extends Omit<ProfileEditorProps, 'profileId' | 'onChanged'> {
  profile: AdminProfile | null;
  onLocked: () => void;
}

function ProfileForm({ profile, pages, canManage, onClose, onSaved, onLocked }: ProfileFormProps) {
  const { t, i18n } = useTranslation('admin');
  const client = useClient();
  const formId = useId();
  const headingId = useId();
  const [confirm, confirmElement] = useConfirm();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [baseline, setBaseline] = useState(() => JSON.stringify(profileInputOf(draftOf(profile))));
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [startRole, setStartRole] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [viewedNode, setViewedNode] = useState<string | null>(null);

  const [roles] = useQuery({ query: ProfileRolesDocument, ...STATIC });
  const [nodes] = useQuery({ query: ProfileNodesDocument, ...STATIC });
  const [catalogue] = useQuery({ query: ProfilePermissionCatalogueDocument, ...STATIC });
  const [{ fetching: creating }, create] = useMutation(CreateProfileDocument);
  const [{ fetching: updating }, updateProfile] = useMutation(UpdateProfileDocument);
  const saving = creating || updating;
  const [{ fetching: locking }, lock] = useMutation(LockProfileDocument);
  const editable = canManage;

  // Made again when the language changes, so that what it titled is titled again.
  const language = i18n.language;
  const translate = useCallback<Translate>((key, namespace) => {
    const ns = [namespace, 'host'];
    return i18n.exists(key, { ns, lng: language }) ? i18n.t(key, { ns, lng: language }) : undefined;
  }, [i18n, language]);
  const palette = useMemo((): PaletteEntry[] => pages.menu.map((item) => ({ path: item.path, title: translate(item.title, item.pluginId) ?? item.title, icon: item.icon, placement: item.placement })), [pages, translate]);
  const titleOf = useCallback((node: TreeNode) => {
    const owner = node.path ? owningRoute(pages, node.path) : undefined;
    if (node.title) return translate(node.title, owner?.pluginId ?? 'host') ?? node.title;
    return palette.find((entry) => entry.path === node.path)?.title ?? node.path ?? '';
  }, [pages, palette, translate]);
  const pluginTitle = useCallback((plugin: string) => {
    if (plugin === 'core') return t('admin.profiles.permissions.core');
    const found = pages.plugins.find((each) => each.id === plugin);
    return (found && translate(found.title, found.id)) ?? plugin;
  }, [pages, translate, t]);

  const nodeList = nodes.data?.getNodes ?? (nodes.error ? [] : null);
  const nodeName = (id: string) => {
    const node = nodeList?.find((each) => each._id === id);
    return node ? `${node.code} – ${node.name}` : id;
  };
  const profileNodes = draftNodes(draft);
  const shownNode = viewedNode && profileNodes.includes(viewedNode) ? viewedNode : (profileNodes[0] ?? null);
  const input = profileInputOf(draft);
  const dirty = JSON.stringify(input) !== baseline;

  // What the server or the form said, by where it shows.
  const first = (area: FormArea) => placed.find((each) => each.area === area) ?? null;
  const nameError = first('name');
  const menuError = first('menu');
  const words = (area: FormArea) => placed.filter((each) => each.area === area && (area !== 'nodeRoles' || rowOf(each.field) === null)).map((each) => each.message).join(', ') || null;
  const pairErrors = useMemo(() => {
    const byRow = new Map<number, PairErrors>();
    for (const each of placed) {
      const index = each.area === 'nodeRoles' ? rowOf(each.field) : null;
      if (index === null) continue;
      const errors = byRow.get(index) ?? {};
      if (each.field.endsWith('idNode')) errors.idNode = { key: each.key, params: each.params };
      else if (each.field.endsWith('role')) errors.role = { key: each.key, params: each.params };
      else errors.pair = each.message;
      byRow.set(index, errors);
    }
    return byRow;
  }, [placed]);

  // Stable handlers, so that typing the name does not redraw the tree, the pairs and every permission.
  const changeTree = useCallback((tree: TreeNode[]) => setDraft((current) => ({ ...current, tree })), []);
  const addPair = useCallback(() => setDraft(withPairAdded), []);
  const changePair = useCallback((key: string, change: { idNode?: string | null; role?: string | null }) => setDraft((current) => withPairChanged(current, key, change)), []);
  const removePair = useCallback((key: string) => setDraft((current) => withPairRemoved(current, key)), []);
  const changeHeld = useCallback((codes: string[]) => {
    if (shownNode) setDraft((current) => ({ ...current, permissions: { ...current.permissions, [shownNode]: codes } }));
  }, [shownNode]);
  const navigation = useMemo(() => navigationFromTree(draft.tree), [draft.tree]);
  const navigationError = words('navigation');
  const pairsError = words('nodeRoles');
  const applyRole = async () => {
    if (!startRole) return;
    const role = roles.data?.roles.find((each) => each.code === startRole);
    const hasContent = draft.tree.length > 0 || Object.values(draft.permissions).some((codes) => codes.length > 0);
    if (hasContent) {
      const asked = await confirm({
        title: t('admin.profiles.startFrom.confirmTitle', { role: role?.name ?? startRole }),
        message: t('admin.profiles.startFrom.confirmQuestion'),
        confirmLabel: t('admin.profiles.startFrom.apply'),
      });
      if (!asked) return;
    }
    setStarting(true);
    const result = await client.query(RoleDefaultsDocument, { role: startRole }, { ...QUIET, requestPolicy: 'network-only' }).toPromise();
    setStarting(false);
    if (result.error || !result.data) return void toast.error(result.error ? refusalText(result.error) : t('admin.profiles.loadFailed'));
    setDraft((current) => withRoleDefaults(current, startRole, result.data!.roleDefaults));
    toast.success(t('admin.profiles.startFrom.applied', { role: role?.name ?? startRole }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable) return;
    setMessages([]);
    const problems = draftProblems(draft);
    if (problems.length) {
      setPlaced(problems.map((each) => ({ field: each.field, area: areaOf(each.field), key: each.key, params: {}, message: t(each.key, { ns: each.key.startsWith('admin.') ? 'admin' : 'core' }) })));
      return;
    }
    setPlaced([]);
    const result = profile
      ? await updateProfile({ _id: profile._id, input }, QUIET).then(({ data, error }) => ({ error, saved: data?.updateProfile }))
      : await create({ input }, QUIET).then(({ data, error }) => ({ error, saved: data?.createProfile }));
    if (result.error) {
      const refusal = placedOf(result.error);
      setPlaced(refusal.placed);
      setMessages(refusal.messages);
      return;
    }
    const saved = result.saved;
    if (!saved) return;
    setBaseline(JSON.stringify(input));
    toast.success(t(profile ? 'admin.profiles.saved' : 'admin.profiles.created', { name: saved.name }));
    onSaved(saved, !profile);
  };

  const close = async () => {
    if (dirty && editable) {
      const asked = await confirm({ title: t('admin.profiles.discardTitle'), message: t('admin.profiles.discardQuestion'), confirmLabel: t('admin.profiles.discard'), tone: 'danger' });
      if (!asked) return;
    }
    onClose();
  };

  const toggleLock = async () => {
    if (!profile) return;
    const locking = !profile.isLocked;
    const asked = await confirm({
      title: t(locking ? 'admin.profiles.lockTitle' : 'admin.profiles.unlockTitle', { name: profile.name }),
      message: t(locking ? 'admin.profiles.lockQuestion' : 'admin.profiles.unlockQuestion', { name: profile.name }),
      confirmLabel: t(locking ? 'admin.profiles.lock' : 'admin.profiles.unlock'),
      tone: locking ? 'danger' : 'accent',
    });
    if (!asked) return;
    const result = await lock({ _id: profile._id, isLocked: locking }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t(locking ? 'admin.profiles.locked' : 'admin.profiles.unlocked', { name: profile.name }));
    onLocked();
  };

  const roleItems = (roles.data?.roles ?? []).map((role) => ({ value: role.code, label: role.name }));
  const nodeItems = profileNodes.map((id) => ({ value: id, label: nodeName(id) }));
  const heldHere = (shownNode && draft.permissions[shownNode]) || NONE;

  return (
    <section className={panel} aria-labelledby={headingId}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minW: '0' })}>
          <h2 id={headingId} className={css({ textStyle: 'lg', fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' })}>
            {profile ? t('admin.profiles.editNamed', { name: profile.name }) : t('admin.profiles.createTitle')}
          </h2>
          {profile?.isLocked && <span className={badge}>{t('admin.profiles.state.locked')}</span>}
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {profile && editable && (
            <Button variant="outline" tone={profile.isLocked ? 'accent' : 'danger'} loading={locking} icon={<Icon name={profile.isLocked ? 'check' : 'x'} />} onClick={toggleLock}>
              {t(profile.isLocked ? 'admin.profiles.unlock' : 'admin.profiles.lock')}
            </Button>
          )}
          <Button variant="ghost" tone="neutral" lock={false} icon={<Icon name="chevronLeft" />} onClick={close}>{t('admin.profiles.backToList')}</Button>
        </div>
      </div>
      {!editable && <p className={muted}>{t('admin.profiles.readOnly')}</p>}

      <form id={formId} onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        <div className={basics}>
          <TextInput
            label={t('admin.profiles.name')}
            required
            maxLength={100}
            value={draft.name}
            onValueChange={(name) => setDraft((current) => ({ ...current, name }))}
            disabled={!editable}
            error={nameError?.key ?? null}
            errorParams={nameError?.params}
            autoComplete="off"
          />
          <RadioGroup
            label={t('admin.profiles.menu')}
            orientation="horizontal"
            options={MENU_KINDS.map((kind) => ({ value: kind, label: t(`admin.profiles.menuKind.${kind}`) }))}
            value={draft.menu}
            onValueChange={(menu) => menu && setDraft((current) => ({ ...current, menu: menu as MenuKind }))}
            disabled={!editable}
            error={menuError?.key ?? null}
            errorParams={menuError?.params}
          />
          {editable && (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' })}>
              <Select
                label={t('admin.profiles.startFrom.label')}
                items={roleItems}
                value={startRole}
                onValueChange={setStartRole}
                placeholder={roles.data ? t('admin.profiles.startFrom.placeholder') : t('admin.profiles.loading')}
                disabled={!roles.data}
                className={css({ flex: '1 1 12rem', minW: '0' })}
              />
              <Button variant="outline" loading={starting} disabled={!startRole} onClick={applyRole}>{t('admin.profiles.startFrom.apply')}</Button>
            </div>
          )}
        </div>

        <section className={block} aria-labelledby={`${formId}-tree`}>
          <h3 id={`${formId}-tree`} className={blockTitle}>{t('admin.profiles.tree.section')}</h3>
          {draft.menu === 'full' ? (
            <p className={muted}>{t('admin.profiles.tree.fullMenu')}</p>
          ) : (
            <NavigationTreeEditor tree={draft.tree} onTreeChange={changeTree} palette={palette} titleOf={titleOf} disabled={!editable} error={navigationError} />
          )}
        </section>

        <div className={lower}>
          <div className={css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' })}>
            <section className={block} aria-labelledby={`${formId}-pairs`}>
              <h3 id={`${formId}-pairs`} className={blockTitle}>{t('admin.profiles.pairs.title')}</h3>
              <NodeRolesEditor
                rows={draft.nodeRoles}
                nodes={nodeList}
                roles={roles.data?.roles ?? (roles.error ? [] : null)}
                onAdd={addPair}
                onChange={changePair}
                onRemove={removePair}
                disabled={!editable}
                errors={pairErrors}
                error={pairsError}
              />
            </section>
            <section className={block} aria-labelledby={`${formId}-permissions`}>
              <h3 id={`${formId}-permissions`} className={blockTitle}>{t('admin.profiles.permissions.title')}</h3>
              {words('permissions') && <p className={errorText}>{words('permissions')}</p>}
              {shownNode === null ? (
                <p className={muted}>{t('admin.profiles.permissions.noNode')}</p>
              ) : (
                <>
                  <Select label={t('admin.profiles.permissions.node')} items={nodeItems} value={shownNode} onValueChange={(value) => value && setViewedNode(value)} />
                  <PermissionsEditor
                    key={shownNode}
                    catalogue={catalogue.data?.permissionCatalogue ?? (catalogue.error ? [] : null)}
                    pluginTitle={pluginTitle}
                    held={heldHere}
                    onHeldChange={changeHeld}
                    disabled={!editable}
                  />
                </>
              )}
            </section>
          </div>
          <section className={block} aria-labelledby={`${formId}-preview`}>
            <h3 id={`${formId}-preview`} className={blockTitle}>{shownNode ? t('admin.profiles.preview.at', { node: nodeName(shownNode) }) : t('admin.profiles.preview.title')}</h3>
            {shownNode === null && draft.menu !== 'full' ? (
              <p className={muted}>{t('admin.profiles.preview.noNode')}</p>
            ) : (
              <MenuPreview pages={pages} menu={draft.menu} navigation={navigation} permissions={heldHere} translate={translate} />
            )}
          </section>
        </div>

        {editable && (
          // Kept in view at the bottom of the window, with what the server said: the permissions make the form long.
          <div className={saveBar}>
            {messages.length > 0 && <p role="alert" className={css({ color: 'danger.text', textStyle: 'sm', m: '0', flex: '1 1 16rem' })}>{messages.join(', ')}</p>}
            {dirty && <span className={css({ color: 'fg.muted', textStyle: 'sm', alignSelf: 'center' })}>{t('admin.profiles.unsaved')}</span>}
            <Button type="submit" loading={saving} icon={<Icon name="check" />}>{t(profile ? 'admin.profiles.save' : 'admin.profiles.create')}</Button>
          </div>
        )}
      </form>
      {confirmElement}
    </section>
  );
}
