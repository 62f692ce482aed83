// Choosing one row or a list of rows found by a search (a catalogue's, the organisational units'): stored ids arrive
// without their names, so each is brought back once through the search with idDefault, suspended or not.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Combobox, type ComboboxItem } from '../../ui/combobox/combobox';
import { IconButton } from '../../ui/button/icon-button';
import { Icon } from '../../ui/icon/icon';
import type { RuleParams } from '../../shared/validation';

/** `search(text)` for typing; `search('', id)` finds the item of a stored id. */
export type ItemSearch = (text: string, idDefault?: string) => Promise<ComboboxItem[]>;

export interface SearchPickerBase {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  error?: string | null;
  errorParams?: RuleParams;
  onBlur?: () => void;
  name?: string;
}

function useItemsOf(search: ItemSearch, ids: readonly string[]): Map<string, ComboboxItem> {
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

export interface SearchPickerProps extends SearchPickerBase {
  search: ItemSearch;
  value: string | null;
  onValueChange: (id: string | null) => void;
}

export function SearchPicker({ search, value, onValueChange, ...field }: SearchPickerProps) {
  const items = useItemsOf(search, value ? [value] : []);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const shown = value ? (chosen?.value === value ? chosen : (items.get(value) ?? { value, label: '…' })) : null;
  return (
    <Combobox
      {...field}
      search={(text) => search(text)}
      value={shown}
      onValueChange={(item) => {
        setChosen(item);
        onValueChange(item?.value ?? null);
      }}
    />
  );
}

export interface SearchMultiPickerProps extends SearchPickerBase {
  search: ItemSearch;
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0', mt: '1.5' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', ps: '2', rounded: 'l2', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', textStyle: 'sm' });
const chipReadOnly = css({ pe: '2' });

/** The chosen rows as chips under the search box, each with a button taking it off (none when disabled). */
export function SearchMultiPicker({ search, value, onValueChange, disabled, ...field }: SearchMultiPickerProps) {
  const { t } = useTranslation('ui');
  const items = useItemsOf(search, value);
  const [added, setAdded] = useState(() => new Map<string, ComboboxItem>());
  const itemOf = (id: string) => added.get(id) ?? items.get(id) ?? { value: id, label: '…' };
  return (
    <div>
      <Combobox
        {...field}
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
