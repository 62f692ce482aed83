// An account's profiles in order: the first is the one a sign-in starts with. Each moves up or down or is taken
// off; another is added from those the account does not hold.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Icon, IconButton, Select } from '@his/sdk/ui';
import { moveItem } from './user-values';

export interface ProfileChoice {
  _id: string;
  name: string;
  isLocked: boolean;
}

export interface ProfileOrderEditorProps {
  /** Every profile there is; null while they load. */
  choices: readonly ProfileChoice[] | null;
  /** The chosen ids, in order. */
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
  /** Names of chosen profiles the choices do not hold (a profile the caller may not read), by id. */
  knownNames?: ReadonlyMap<string, string>;
  disabled?: boolean;
  error?: string | null;
  errorParams?: Record<string, string | number>;
}

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDir: 'column', gap: '1' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', px: '2', py: '1', rounded: 'l2', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default' });
const name = css({ flex: '1', minW: '0', overflowWrap: 'anywhere' });
const badge = css({ textStyle: 'xs', color: 'accent.text', bg: 'accent.subtle', rounded: 'l1', px: '1.5', py: '0.5', whiteSpace: 'nowrap' });

export function ProfileOrderEditor({ choices, value, onValueChange, knownNames, disabled, error, errorParams }: ProfileOrderEditorProps) {
  const { t } = useTranslation('admin');
  const byId = new Map((choices ?? []).map((choice) => [choice._id, choice]));
  const nameOf = (id: string) => {
    const choice = byId.get(id);
    if (!choice) return knownNames?.get(id) ?? id;
    return choice.isLocked ? t('admin.users.lockedProfile', { name: choice.name }) : choice.name;
  };
  const remaining = (choices ?? []).filter((choice) => !value.includes(choice._id));

  return (
    <fieldset className={css({ border: 'none', p: '0', m: '0', minW: '0', display: 'flex', flexDir: 'column', gap: '2' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{t('admin.users.profiles')}</legend>
      {value.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{t('admin.users.noProfiles')}</p>
      ) : (
        <ol className={list} aria-label={t('admin.users.profilesInOrder')}>
          {value.map((id, index) => {
            const shown = nameOf(id);
            return (
              <li key={id} className={row}>
                <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{index + 1}.</span>
                <span className={name}>{shown}</span>
                {index === 0 && <span className={badge}>{t('admin.users.defaultProfile')}</span>}
                <IconButton icon={<Icon name="arrowUp" />} size="sm" variant="ghost" label={t('admin.users.moveUp', { name: shown })} disabled={disabled || index === 0} onClick={() => onValueChange(moveItem(value, index, -1))} />
                <IconButton icon={<Icon name="arrowDown" />} size="sm" variant="ghost" label={t('admin.users.moveDown', { name: shown })} disabled={disabled || index === value.length - 1} onClick={() => onValueChange(moveItem(value, index, 1))} />
                <IconButton icon={<Icon name="x" />} size="sm" variant="ghost" label={t('admin.users.removeProfile', { name: shown })} disabled={disabled} onClick={() => onValueChange(value.filter((each) => each !== id))} />
              </li>
            );
          })}
        </ol>
      )}
      <Select
        label={t('admin.users.addProfile')}
        placeholder={choices === null ? t('admin.users.loadingProfiles') : t('admin.users.addProfileHint')}
        items={remaining.map((choice) => ({ value: choice._id, label: choice.isLocked ? t('admin.users.lockedProfile', { name: choice.name }) : choice.name }))}
        value={null}
        onValueChange={(id) => id && onValueChange([...value, id])}
        disabled={disabled || choices === null || remaining.length === 0}
        error={error}
        errorParams={errorParams}
      />
    </fieldset>
  );
}
