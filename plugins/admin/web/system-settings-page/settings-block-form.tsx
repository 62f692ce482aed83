// One block of settings as a form: a control per declared setting, saved together with updateSettingType, which
// receives only the changed keys so that another administrator's change to other keys is kept.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, toast } from '@his/sdk/ui';
import { UpdateSettingTypeDocument } from '../../generated/graphql';
import { SettingField } from './setting-field';
import { changesOf, draftOf, type DraftValue, type SettingBlock, type SettingFieldSpec, type SettingValues } from './setting-values';

export interface SettingsBlockFormProps {
  block: SettingBlock;
  /** The block's declared settings, as the server describes them. */
  fields: readonly SettingFieldSpec[];
  saved: SettingValues;
  /** The block's secret keys that hold a value. */
  secretsSet: ReadonlySet<string>;
  /** Without settings.edit the block is shown but cannot change (the server would refuse it). */
  canEdit: boolean;
  /** Without settings.manage the secrets cannot be replaced (the server would refuse it). */
  canManageSecrets: boolean;
  onSaved: () => void;
}

interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

const fieldsGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start' });
const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', pt: '2' });

function initialDrafts(fields: readonly SettingFieldSpec[], saved: SettingValues): Record<string, DraftValue> {
  return Object.fromEntries(fields.map((field) => [field.key, field.secret ? '' : draftOf(saved[field.key], field.kind)]));
}

export function SettingsBlockForm({ block, fields, saved, secretsSet, canEdit, canManageSecrets, onSaved }: SettingsBlockFormProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language === 'en' ? 'en' : 'vi';
  const [drafts, setDrafts] = useState(() => initialDrafts(fields, saved));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [{ fetching }, update] = useMutation(UpdateSettingTypeDocument);
  const changes = useMemo(() => changesOf(saved, drafts, fields), [saved, drafts, fields]);
  const dirty = Object.keys(changes.input).length > 0 || Object.keys(changes.errors).length > 0;
  const blockTitle = t(`admin.settings.tab.${block}`);
  const kindOf = new Map(fields.map((field) => [field.key, field.kind]));

  const change = (key: string, value: DraftValue) => {
    setDrafts((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const reset = () => {
    setDrafts(initialDrafts(fields, saved));
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const local = Object.entries(changes.errors);
    if (local.length > 0) {
      setErrors(Object.fromEntries(local.map(([key, message]) => [key, { key: `admin:${message}` }])));
      return;
    }
    // The page shows what went wrong next to the field, or once as a toast: not twice.
    const result = await update({ type: block, input: changes.input }, { quietErrors: true });
    if (result.error) {
      const byField: Record<string, FieldError> = {};
      const messages: string[] = [];
      for (const error of result.error.graphQLErrors) {
        const { field, messageKey, params } = (error.extensions ?? {}) as { field?: string; messageKey?: string; params?: Record<string, string | number> };
        // A switch has no place for a message: its error goes to the toast with the others.
        if (field && messageKey && kindOf.has(field) && kindOf.get(field) !== 'switch') byField[field] = { key: messageKey, params };
        // Already in the user's language: the server localizes by the request's language.
        else messages.push(error.message);
      }
      setErrors(byField);
      if (messages.length > 0 || Object.keys(byField).length === 0) toast.error(messages.length > 0 ? [...new Set(messages)].join(', ') : t('error.generic', { ns: 'core' }));
      return;
    }
    toast.success(t('admin.settings.saved', { block: blockTitle }));
    onSaved();
  };

  // Languages have names in the plugin's texts; other choices are codes, shown as they are.
  const choiceLabel = (key: string, value: string) => (key === 'defaultLanguage' ? t(`admin.settings.language.${value}`, { defaultValue: value }) : value);

  // The key is the server's name for a setting, not the user's: the label says what it is.
  const helperOf = (field: SettingFieldSpec) => {
    if (!field.secret) return undefined;
    const state = t(secretsSet.has(field.key) ? 'admin.settings.secret.set' : 'admin.settings.secret.notSet');
    return canManageSecrets ? `${state} ${t('admin.settings.secret.replace')}` : `${state} ${t('admin.settings.secret.needsManage')}`;
  };

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', py: '4' })}>
      <form onSubmit={save} aria-label={blockTitle} className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {fields.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{t('admin.settings.empty')}</p>
        ) : (
          <div className={fieldsGrid}>
            {fields.map((field) => (
              <SettingField
                key={field.key}
                settingKey={field.key}
                kind={field.kind}
                label={field.label[lang]}
                helperText={helperOf(field)}
                value={drafts[field.key] ?? ''}
                onValueChange={(value) => change(field.key, value)}
                choices={field.choices?.map((value) => ({ value, label: choiceLabel(field.key, value) }))}
                secret={field.secret}
                error={errors[field.key]?.key}
                errorParams={errors[field.key]?.params}
                disabled={field.secret ? !canManageSecrets : !canEdit}
              />
            ))}
          </div>
        )}
        {(canEdit || canManageSecrets) && fields.length > 0 && (
          <div className={actions}>
            <Button variant="outline" tone="neutral" onClick={reset} disabled={!dirty || fetching} lock={false}>
              {t('admin.settings.reset')}
            </Button>
            <Button type="submit" loading={fetching} disabled={!dirty}>
              {t('admin.settings.save')}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
