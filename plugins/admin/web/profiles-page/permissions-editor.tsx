// The permissions a profile holds on one of its nodes, from the permission catalogue grouped by plugin: searched, a
// plugin's all at once, each by its title and code. Codes the catalogue does not list (the seeded administrator's
// '*') are shown apart, to be kept or taken away. Codes are marked translate="no": identifiers, not words.
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Checkbox, TextInput } from '@his/sdk/ui';
import { ALL_PERMISSIONS, groupPermissions, withCodes, type PermissionEntry } from './profile-values';

export interface PermissionsEditorProps {
  /** Null while it loads. */
  catalogue: readonly PermissionEntry[] | null;
  pluginTitle: (plugin: string) => string;
  /** The codes held on the node. */
  held: readonly string[];
  onHeldChange: (codes: string[]) => void;
  disabled?: boolean;
}

const group = css({ border: 'none', m: '0', p: '0', minW: '0', display: 'flex', flexDir: 'column', gap: '1', pt: '2', borderTopWidth: '1px', borderColor: 'border.default' });
const groupHead = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: '2' });
const legend = css({ fontWeight: 'semibold', textStyle: 'sm', float: 'left', m: '0' });
const entries = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '4', rowGap: '1', ps: '2' });
const code = css({ display: 'block', fontFamily: 'mono', textStyle: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' });

// Memoised: the profile's form redraws on every key typed in its name.
export const PermissionsEditor = memo(function PermissionsEditor({ catalogue, pluginTitle, held, onHeldChange, disabled = false }: PermissionsEditorProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  if (catalogue === null) return <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{t('admin.profiles.loading')}</p>;
  const groups = groupPermissions(catalogue, pluginTitle, search);
  const known = new Set(catalogue.map((entry) => entry.code));
  const others = held.filter((each) => !known.has(each));

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <TextInput label={t('admin.profiles.permissions.search')} size="sm" value={search} onValueChange={setSearch} autoComplete="off" />
      {groups.length === 0 && <p className={css({ color: 'fg.muted', textStyle: 'sm', m: '0' })}>{t('admin.profiles.permissions.none')}</p>}
      {groups.map((each) => {
        const codes = each.entries.map((entry) => entry.code);
        const count = codes.filter((entry) => held.includes(entry)).length;
        return (
          <fieldset key={each.plugin} className={group}>
            <div className={groupHead}>
              <legend className={legend}>{t('admin.profiles.permissions.group', { title: each.title, count, total: codes.length })}</legend>
              <Checkbox
                label={t('admin.profiles.permissions.all', { title: each.title })}
                checked={count === codes.length}
                indeterminate={count > 0 && count < codes.length}
                disabled={disabled}
                onCheckedChange={(on) => onHeldChange(withCodes(held, codes, on))}
              />
            </div>
            <div className={entries}>
              {each.entries.map((entry) => (
                <Checkbox
                  key={entry.code}
                  label={<><span>{entry.title}</span> <span className={code} translate="no">{entry.code}</span></>}
                  checked={held.includes(entry.code)}
                  disabled={disabled}
                  onCheckedChange={(on) => onHeldChange(withCodes(held, [entry.code], on))}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {others.length > 0 && (
        <fieldset className={group}>
          <legend className={legend}>{t('admin.profiles.permissions.others')}</legend>
          <div className={entries}>
            {others.map((each) => (
              <Checkbox
                key={each}
                label={each === ALL_PERMISSIONS ? <><span>{t('admin.profiles.permissions.everything')}</span> <span className={code} translate="no">*</span></> : <span className={code} translate="no">{each}</span>}
                checked
                disabled={disabled}
                onCheckedChange={(on) => onHeldChange(withCodes(held, [each], on))}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
});
