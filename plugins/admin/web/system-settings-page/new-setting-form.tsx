// Adds a key to a settings block (a print template name, a new flag): its name and the kind of its value.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, Select, TextInput } from '@his/sdk/ui';
import { isSettingKeyName, type SettingKind } from './setting-values';

export interface NewSettingFormProps {
  existingKeys: readonly string[];
  onAdd: (key: string, kind: SettingKind) => void;
}

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' }, gap: '3', alignItems: 'end' });
const KINDS: readonly Exclude<SettingKind, 'json'>[] = ['text', 'switch', 'number'];

export function NewSettingForm({ existingKeys, onAdd }: NewSettingFormProps) {
  const { t } = useTranslation('admin');
  const [key, setKey] = useState('');
  const [kind, setKind] = useState<SettingKind>('text');
  const [error, setError] = useState<{ key: string; params?: Record<string, string> } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = key.trim();
    if (!isSettingKeyName(name)) return setError({ key: 'admin:admin.settings.add.keyFormat' });
    if (existingKeys.includes(name)) return setError({ key: 'admin:admin.settings.add.keyExists', params: { key: name } });
    onAdd(name, kind);
    setKey('');
    setError(null);
  };

  return (
    <form onSubmit={submit} aria-label={t('admin.settings.add.title')}>
      <fieldset className={css({ borderTopWidth: '1px', borderColor: 'border', pt: '4', display: 'flex', flexDir: 'column', gap: '3' })}>
        <legend className={css({ fontWeight: 'semibold', pe: '2' })}>{t('admin.settings.add.title')}</legend>
        <div className={row}>
          <TextInput
            label={t('admin.settings.add.key')}
            value={key}
            onValueChange={(next) => {
              setKey(next);
              setError(null);
            }}
            error={error?.key}
            errorParams={error?.params}
            autoComplete="off"
            spellCheck={false}
          />
          <Select
            label={t('admin.settings.add.kind')}
            items={KINDS.map((value) => ({ value, label: t(`admin.settings.add.kind.${value}`) }))}
            value={kind}
            onValueChange={(next) => setKind((next as SettingKind | null) ?? 'text')}
          />
          <Button type="submit" variant="outline" icon={<Icon name="plus" />} lock={false}>
            {t('admin.settings.add.submit')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
