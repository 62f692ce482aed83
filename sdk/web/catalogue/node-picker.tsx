// Choosing organisational units (his_nodes: hospitals, departments, rooms, stores) for a field holding one unit's
// id or a list of them, over the auth service's searchNodes: a stored id shows its unit's name, suspended or not.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Combobox, type ComboboxItem } from '../../ui/combobox/combobox';
import { IconButton } from '../../ui/button/icon-button';
import { Icon } from '../../ui/icon/icon';
import type { RuleParams } from '../../shared/validation';
import { useAuthServiceClient } from '../auth-service';

export type NodeCategory = 'HOSPITAL' | 'DEPARTMENT' | 'ROOM' | 'STORE';

/** The target name a catalogue field gives for units. */
export const NODES_TARGET = 'his_nodes';

// The SDK cannot use a plugin's generated documents; this one follows the auth schema's searchNodes.
const SEARCH_NODES = `query searchNodes($searchString: String!, $limit: Int, $idDefault: String) {
  searchNodes(searchString: $searchString, limit: $limit, idDefault: $idDefault) { _id code name category isDeleted }
}`;
const LIMIT = 20;
// searchNodes has no category argument: with a filter, ask for more and keep those of the categories.
const FILTERED_LIMIT = 100;

interface FoundNode {
  _id: string;
  code: string;
  name: string;
  category: NodeCategory;
  isDeleted: boolean;
}

export function nodeItem(node: FoundNode): ComboboxItem {
  return { value: node._id, label: node.name, description: node.code, disabled: node.isDeleted };
}

/** `search(text)` for typing; `search('', id)` finds the item of a stored id, suspended or not, whatever its category. */
export function useNodeSearch(categories?: readonly NodeCategory[]): (text: string, idDefault?: string) => Promise<ComboboxItem[]> {
  const client = useAuthServiceClient();
  const key = categories?.join(',') ?? '';
  return useCallback(
    async (text: string, idDefault?: string) => {
      const filter = key ? key.split(',') : null;
      const variables = { searchString: text, limit: filter ? FILTERED_LIMIT : LIMIT, idDefault: idDefault ?? null };
      const result = await client.query<{ searchNodes: FoundNode[] }>(SEARCH_NODES, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      const found = result.data?.searchNodes ?? [];
      const kept = filter ? found.filter((node) => node._id === idDefault || filter.includes(node.category)).slice(0, LIMIT) : found;
      return kept.map(nodeItem);
    },
    [client, key],
  );
}

// Stored ids arrive without names: a search with idDefault brings each one back.
function useItemsOf(search: (text: string, idDefault?: string) => Promise<ComboboxItem[]>, ids: readonly string[]): Map<string, ComboboxItem> {
  const [items, setItems] = useState(() => new Map<string, ComboboxItem>());
  const key = ids.filter((id) => !items.has(id)).join(',');
  useEffect(() => {
    if (key === '') return;
    let current = true;
    void Promise.all(key.split(',').map((id) => search('', id).then((found) => found.find((item) => item.value === id)))).then((found) => {
      if (!current) return;
      setItems((known) => {
        const next = new Map(known);
        for (const item of found) if (item) next.set(item.value, item);
        return next;
      });
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [key, search]);
  return items;
}

interface PickerBase {
  label: ReactNode;
  /** Only units of these categories can be chosen; all by default. */
  categories?: readonly NodeCategory[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  error?: string | null;
  errorParams?: RuleParams;
  onBlur?: () => void;
  name?: string;
}

export interface NodePickerProps extends PickerBase {
  value: string | null;
  onValueChange: (id: string | null) => void;
}

export function NodePicker({ label, categories, value, onValueChange, ...field }: NodePickerProps) {
  const search = useNodeSearch(categories);
  const items = useItemsOf(search, value ? [value] : []);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const shown = value ? (chosen?.value === value ? chosen : (items.get(value) ?? { value, label: '…' })) : null;
  return (
    <Combobox
      {...field}
      label={label}
      search={(text) => search(text)}
      value={shown}
      onValueChange={(item) => {
        setChosen(item);
        onValueChange(item?.value ?? null);
      }}
    />
  );
}

export interface NodesPickerProps extends PickerBase {
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0', mt: '1.5' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', ps: '2', rounded: 'l2', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', textStyle: 'sm' });
const chipReadOnly = css({ pe: '2' });

export function NodesPicker({ label, categories, value, onValueChange, disabled, ...field }: NodesPickerProps) {
  const { t } = useTranslation('ui');
  const search = useNodeSearch(categories);
  const items = useItemsOf(search, value);
  const [added, setAdded] = useState(() => new Map<string, ComboboxItem>());
  const itemOf = (id: string) => added.get(id) ?? items.get(id) ?? { value: id, label: '…' };
  return (
    <div>
      <Combobox
        {...field}
        label={label}
        disabled={disabled}
        search={async (text) => (await search(text)).filter((item) => !value.includes(item.value))}
        value={null}
        onValueChange={(item) => {
          if (!item) return;
          setAdded((known) => new Map(known).set(item.value, item));
          onValueChange([...value, item.value]);
        }}
      />
      {value.length > 0 && (
        <ul className={chips} aria-label={t('ui.catalogue.chosen')}>
          {value.map((id) => {
            const item = itemOf(id);
            return (
              <li key={id} className={disabled ? `${chip} ${chipReadOnly}` : chip}>
                <span>{item.description ? `${item.description} – ${item.label}` : item.label}</span>
                {!disabled && (
                  <IconButton
                    icon={<Icon name="x" />}
                    size="sm"
                    variant="ghost"
                    label={t('ui.catalogue.removeChosen', { name: item.label })}
                    onClick={() => onValueChange(value.filter((other) => other !== id))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
