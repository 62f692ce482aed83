// One block of settings as a form: a control per key, saved together with updateSettingType, which
// receives only the changed keys so that another administrator's change to other keys is kept.
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, toast } from '@his/sdk/ui';
import { UpdateSettingTypeDocument } from '../../generated/graphql';
import { NewSettingForm } from './new-setting-form';
import { SettingField } from './setting-field';
import { changesOf, draftOf, kindOf, type DraftValue, type SettingBlock, type SettingKind, type SettingValues } from './setting-values';

export interface SettingsBlockFormProps {
  block: SettingBlock;
  saved: SettingValues;
  /** Without settings.edit the block is shown but cannot change (the server would refuse it). */
  canEdit: boolean;
  onSaved: () => void;
}

interface FieldError {
  key: string;
  params?: Record<string, string | number>;
}

const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4', alignItems: 'start' });
const actions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', pt: '2' });

const LANGUAGES = ['vi', 'en'] as const;

function initialKinds(saved: SettingValues): Record<string, SettingKind> {
  return Object.fromEntries(Object.entries(saved).map(([key, value]) => [key, kindOf(value)]));
}

function initialDrafts(saved: SettingValues, kinds: Record<string, SettingKind>): Record<string, DraftValue> {
  return Object.fromEntries(Object.entries(kinds).map(([key, kind]) => [key, draftOf(saved[key], kind)]));
}

export function SettingsBlockForm({ block, saved, canEdit, onSaved }: SettingsBlockFormProps) {
  const { t } = useTranslation('admin');
  const [kinds, setKinds] = useState(() => initialKinds(saved));
  const [drafts, setDrafts] = useState(() => initialDrafts(saved, kinds));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [{ fetching }, update] = useMutation(UpdateSettingTypeDocument);
  const changes = useMemo(() => changesOf(saved, drafts, kinds), [saved, drafts, kinds]);
  const dirty = Object.keys(changes.input).length > 0 || Object.keys(changes.errors).length > 0;
  const keys = Object.keys(kinds);
  const blockTitle = t(`admin.settings.tab.${block}`);

  const change = (key: string, value: DraftValue) => {
    setDrafts((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  const reset = () => {
    const kindsNow = initialKinds(saved);
    setKinds(kindsNow);
    setDrafts(initialDrafts(saved, kindsNow));
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
        if (field && messageKey && field in kinds && kinds[field] !== 'switch') byField[field] = { key: messageKey, params };
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

  const label = (key: string) => t(`admin.settings.key.${key}`, { defaultValue: '' }) || key;

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', py: '4' })}>
      <form onSubmit={save} aria-label={blockTitle} className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {keys.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{t('admin.settings.empty')}</p>
        ) : (
          <div className={fields}>
            {keys.map((key) => (
              <SettingField
                key={key}
                settingKey={key}
                kind={kinds[key]!}
                label={label(key)}
                helperText={label(key) === key ? undefined : key}
                value={drafts[key] ?? ''}
                onValueChange={(value) => change(key, value)}
                choices={block === 'general' && key === 'defaultLanguage' ? LANGUAGES.map((value) => ({ value, label: t(`admin.settings.language.${value}`) })) : undefined}
                error={errors[key]?.key}
                errorParams={errors[key]?.params}
                disabled={!canEdit}
              />
            ))}
          </div>
        )}
        {canEdit && (
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
      {canEdit && block !== 'general' && (
        <NewSettingForm
          existingKeys={keys}
          onAdd={(key, kind) => {
            setKinds((current) => ({ ...current, [key]: kind }));
            setDrafts((current) => ({ ...current, [key]: draftOf(undefined, kind) }));
          }}
        />
      )}
    </div>
  );
}
