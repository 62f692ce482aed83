// The nodes a profile acts on, each with its role: a pair per line, added, changed and taken off; a refusal of the
// server naming one pair shows under it.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Icon, IconButton, Select } from '@his/sdk/ui';
import type { NodeRoleRow } from './profile-values';

export interface NodeChoice {
  _id: string;
  code: string;
  name: string;
}

export interface RoleChoice {
  code: string;
  name: string;
}

export interface PairErrors {
  idNode?: { key: string; params?: Record<string, string | number> };
  role?: { key: string; params?: Record<string, string | number> };
  /** A refusal of the whole pair, already in words. */
  pair?: string;
}

export interface NodeRolesEditorProps {
  rows: readonly NodeRoleRow[];
  /** Null while they load. */
  nodes: readonly NodeChoice[] | null;
  roles: readonly RoleChoice[] | null;
  onAdd: () => void;
  onChange: (key: string, change: { idNode?: string | null; role?: string | null }) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
  /** Row index → what the server or the form said of it. */
  errors?: ReadonlyMap<number, PairErrors>;
  /** A refusal of the pairs as a whole, already in words. */
  error?: string | null;
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDir: 'column', gap: '2' });
const pairRow = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr) auto', sm: 'minmax(0, 3fr) minmax(0, 2fr) auto' }, gap: '2', alignItems: 'end', border: 'none', p: '0', m: '0', minW: '0' });
const roleCell = css({ gridColumn: { base: '1', sm: 'auto' }, gridRow: { base: '2', sm: 'auto' } });
const errorText = css({ color: 'danger.text', textStyle: 'sm', m: '0' });

// Memoised: the profile's form redraws on every key typed in its name.
export const NodeRolesEditor = memo(function NodeRolesEditor({ rows, nodes, roles, onAdd, onChange, onRemove, disabled = false, errors, error }: NodeRolesEditorProps) {
  const { t } = useTranslation('admin');
  const nodeItems = (nodes ?? []).map((node) => ({ value: node._id, label: `${node.code} – ${node.name}` }));
  // The server names the roles in the reader's language.
  const roleItems = (roles ?? []).map((role) => ({ value: role.code, label: role.name }));
  const nodeLabel = (id: string | null) => nodeItems.find((item) => item.value === id)?.label ?? t('admin.profiles.pairs.noNode');
  const roleLabel = (code: string | null) => roleItems.find((item) => item.value === code)?.label ?? t('admin.profiles.pairs.noRole');

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {rows.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm', m: '0' })}>{t('admin.profiles.pairs.empty')}</p>
      ) : (
        <ol className={list} aria-label={t('admin.profiles.pairs.title')}>
          {rows.map((row, index) => {
            const rowErrors = errors?.get(index);
            const name = t('admin.profiles.pairs.pair', { index: index + 1 });
            return (
              <li key={row.key}>
                <fieldset className={pairRow} aria-label={name}>
                  <Select
                    label={t('admin.profiles.pairs.node')}
                    items={nodeItems}
                    value={row.idNode}
                    placeholder={nodes === null ? t('admin.profiles.loading') : t('admin.profiles.pairs.chooseNode')}
                    disabled={disabled || nodes === null}
                    onValueChange={(value) => onChange(row.key, { idNode: value })}
                    error={rowErrors?.idNode?.key ?? null}
                    errorParams={rowErrors?.idNode?.params}
                  />
                  <Select
                    label={t('admin.profiles.pairs.role')}
                    items={roleItems}
                    value={row.role}
                    placeholder={roles === null ? t('admin.profiles.loading') : t('admin.profiles.pairs.chooseRole')}
                    disabled={disabled || roles === null}
                    onValueChange={(value) => onChange(row.key, { role: value })}
                    error={rowErrors?.role?.key ?? null}
                    errorParams={rowErrors?.role?.params}
                    className={roleCell}
                  />
                  {!disabled && (
                    <IconButton
                      icon={<Icon name="trash" />}
                      tone="danger"
                      lock={false}
                      label={t('admin.profiles.pairs.remove', { node: nodeLabel(row.idNode), role: roleLabel(row.role) })}
                      onClick={() => onRemove(row.key)}
                      className={css({ mb: '0.5' })}
                    />
                  )}
                </fieldset>
                {rowErrors?.pair && <p className={errorText}>{rowErrors.pair}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {error && <p className={errorText}>{error}</p>}
      {!disabled && (
        <div>
          <Button variant="outline" size="sm" lock={false} icon={<Icon name="plus" />} onClick={onAdd}>{t('admin.profiles.pairs.add')}</Button>
        </div>
      )}
    </div>
  );
});
