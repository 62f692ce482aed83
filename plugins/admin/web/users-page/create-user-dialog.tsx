// Adding a user: a user name and a password checked by the auth service's own rules before sending, a staff member
// or none, and profiles in order; a refusal goes under the field it names.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordRules, usernameRules } from '@his/sdk';
import { placeRefusal, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, PasswordInput, TextInput, useFormState, type ComboboxItem } from '@his/sdk/ui';
import { CreateUserDocument } from '../../generated/auth/graphql';
import { ProfileOrderEditor, type ProfileChoice } from './profile-order-editor';
import { StaffPicker, type StaffSearch } from './staff-picker';
import type { AdminUser } from './user-values';

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
  profileChoices: readonly ProfileChoice[] | null;
  searchStaff: StaffSearch;
}

const QUIET = { quietErrors: true };
const SERVER_FIELDS = new Set(['input.username', 'input.password', 'input.NhanVien_Id', 'input.profile_Ids']);

export function CreateUserDialog({ open, onClose, onCreated, profileChoices, searchStaff }: CreateUserDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('admin.users.createTitle')}
      size="md"
      footer={
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', w: 'full' })}>
          <Button variant="outline" tone="neutral" lock={false} onClick={onClose}>{t('admin.users.cancel')}</Button>
          <Button type="submit" form={formId} loading={saving}>{t('admin.users.create')}</Button>
        </div>
      }
    >
      {/* Mounted with the dialog: each opening starts empty. */}
      {open && <CreateUserForm formId={formId} onSaving={setSaving} onCreated={onCreated} profileChoices={profileChoices} searchStaff={searchStaff} />}
    </Dialog>
  );
}

interface CreateUserFormProps extends Pick<CreateUserDialogProps, 'onCreated' | 'profileChoices' | 'searchStaff'> {
  formId: string;
  onSaving: (saving: boolean) => void;
}

function CreateUserForm({ formId, onSaving, onCreated, profileChoices, searchStaff }: CreateUserFormProps) {
  const { t } = useTranslation('admin');
  const [, create] = useMutation(CreateUserDocument);
  const form = useFormState<{ username: string; password: string }>({
    username: { initial: '', rules: usernameRules },
    password: { initial: '', rules: newPasswordRules },
  });
  const [staff, setStaff] = useState<ComboboxItem | null>(null);
  const [profileIds, setProfileIds] = useState<string[]>([]);
  const [placed, setPlaced] = useState<Record<string, { key: string; params: Record<string, string | number> }>>({});
  const [messages, setMessages] = useState<string[]>([]);

  const save = form.handleSubmit(async (values) => {
    setMessages([]);
    setPlaced({});
    onSaving(true);
    const result = await create({ input: { username: values.username.trim(), password: values.password, NhanVien_Id: staff?.value ?? null, profile_Ids: profileIds } }, QUIET);
    onSaving(false);
    if (result.error) {
      const refusal = placeRefusal(result.error, SERVER_FIELDS);
      for (const name of ['username', 'password'] as const) {
        const found = refusal.placed[`input.${name}`];
        if (found) form.setError(name, found.key, found.params);
      }
      setPlaced(refusal.placed as typeof placed);
      setMessages(refusal.messages);
      return;
    }
    if (result.data) onCreated(result.data.createUser);
  });

  return (
    <form id={formId} onSubmit={save} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      {messages.length > 0 && <p role="alert" className={css({ color: 'danger.text' })}>{messages.join(', ')}</p>}
      <TextInput label={t('admin.users.username')} autoComplete="off" {...form.field('username')} />
      <PasswordInput label={t('admin.users.password')} autoComplete="new-password" {...form.field('password')} />
      <StaffPicker
        search={searchStaff}
        value={staff}
        onValueChange={setStaff}
        error={placed['input.NhanVien_Id']?.key ?? null}
        errorParams={placed['input.NhanVien_Id']?.params}
      />
      <ProfileOrderEditor
        choices={profileChoices}
        value={profileIds}
        onValueChange={setProfileIds}
        error={placed['input.profile_Ids']?.key ?? null}
        errorParams={placed['input.profile_Ids']?.params}
      />
      {profileIds.length === 0 && <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{t('admin.users.noProfileHelp')}</p>}
    </form>
  );
}
