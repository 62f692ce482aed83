// The system settings screen: a tab per settings block with the settings the server declares, each saved on its own.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Spinner, Tabs } from '@his/sdk/ui';
import { GetSettingDocument } from '../../generated/graphql';
import { SettingsBlockForm } from './settings-block-form';
import { blockValues, fieldsOf, secretsSetOf, SETTING_BLOCKS, type SettingBlock } from './setting-values';

export interface SystemSettingsProps {
  block: SettingBlock;
  onBlockChange: (block: SettingBlock) => void;
  /** Whether the profile holds settings.edit here; the server checks it again on every save. */
  canEdit: boolean;
  /** Whether it holds settings.manage, which replacing a secret (a portal password) needs. */
  canManageSecrets?: boolean;
}

const page = css({ maxW: '72rem', mx: 'auto', p: { base: '4', md: '8' }, display: 'flex', flexDir: 'column', gap: '4' });
const notice = css({ p: '3', rounded: 'l2', bg: 'accent.subtle', color: 'accent.text' });

export function SystemSettings({ block, onBlockChange, canEdit, canManageSecrets = false }: SystemSettingsProps) {
  const { t } = useTranslation('admin');
  const [{ data, fetching, error }, refetch] = useQuery({ query: GetSettingDocument });
  const reload = () => refetch({ requestPolicy: 'network-only' });

  return (
    <main className={page}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('admin.settings.title')}</h1>
      {!canEdit && !canManageSecrets && <p className={notice}>{t('admin.settings.readOnly')}</p>}
      {!data && fetching && <Spinner label={t('admin.settings.loading')} showLabel />}
      {!data && error && (
        <div role="alert" className={css({ display: 'flex', gap: '3', alignItems: 'center', color: 'danger.text' })}>
          <span>{t('admin.settings.loadFailed', { message: error.graphQLErrors[0]?.message ?? t('error.generic', { ns: 'core' }) })}</span>
          <Button variant="outline" tone="neutral" size="sm" onClick={reload}>{t('admin.settings.retry')}</Button>
        </div>
      )}
      {data && (
        <Tabs
          label={t('admin.settings.tabs')}
          value={block}
          onValueChange={(value) => onBlockChange(value as SettingBlock)}
          items={SETTING_BLOCKS.map((each) => {
            const saved = blockValues(data.getSetting, each);
            const secretsSet = secretsSetOf(data.getSetting.secretsSet, each);
            return {
              value: each,
              label: t(`admin.settings.tab.${each}`),
              // Keyed by the saved values: after a save, or a reload that brings another's change, the form starts again from them.
              content: (
                <SettingsBlockForm
                  key={JSON.stringify([saved, [...secretsSet]])}
                  block={each}
                  fields={fieldsOf(data.settingDeclarations, each)}
                  saved={saved}
                  secretsSet={secretsSet}
                  canEdit={canEdit}
                  canManageSecrets={canManageSecrets}
                  onSaved={reload}
                />
              ),
            };
          })}
        />
      )}
    </main>
  );
}
