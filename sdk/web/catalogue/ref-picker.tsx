// Choosing rows of another catalogue for a `…_Id` field (one row) or a `…_Ids` field (a list of rows).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Combobox, type ComboboxItem } from '../../ui/combobox/combobox';
import { IconButton } from '../../ui/button/icon-button';
import { Icon } from '../../ui/icon/icon';
import type { AnyCatalogue } from '../../shared/catalogue';
import type { RuleParams } from '../../shared/validation';
import { useCatalogueSearch } from './use-catalogue-search';

interface PickerBase {
  label: ReactNode;
  target: AnyCatalogue;
  required?: boolean;
  error?: string | null;
  errorParams?: RuleParams;
  onBlur?: () => void;
}

// Stored ids arrive without their names: the target's search with idDefault brings each one back, suspended or not.
function useItemsOf(target: AnyCatalogue, ids: readonly string[]): Map<string, ComboboxItem> {
  const search = useCatalogueSearch(target);
  const [items, setItems] = useState(() => new Map<string, ComboboxItem>());
  const missing = ids.filter((id) => !items.has(id));
  const key = missing.join(',');
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

export interface RefPickerProps extends PickerBase {
  value: string | null;
  onValueChange: (id: string | null) => void;
}

export function RefPicker({ label, target, value, onValueChange, required, error, errorParams, onBlur }: RefPickerProps) {
  const search = useCatalogueSearch(target);
  const items = useItemsOf(target, value ? [value] : []);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const shown = value ? (chosen?.value === value ? chosen : (items.get(value) ?? { value, label: '…' })) : null;
  return (
    <Combobox
      label={label}
      search={(text) => search(text)}
      value={shown}
      onValueChange={(item) => {
        setChosen(item);
        onValueChange(item?.value ?? null);
      }}
      required={required}
      error={error}
      errorParams={errorParams}
      onBlur={onBlur}
    />
  );
}

export interface RefsPickerProps extends PickerBase {
  value: readonly string[];
  onValueChange: (ids: string[]) => void;
}

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0', mt: '1.5' });
const chip = css({ display: 'inline-flex', alignItems: 'center', gap: '1', ps: '2', rounded: 'l2', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', textStyle: 'sm' });

export function RefsPicker({ label, target, value, onValueChange, required, error, errorParams, onBlur }: RefsPickerProps) {
  const { t } = useTranslation('ui');
  const search = useCatalogueSearch(target);
  const items = useItemsOf(target, value);
  const [added, setAdded] = useState(() => new Map<string, ComboboxItem>());
  const itemOf = (id: string) => added.get(id) ?? items.get(id) ?? { value: id, label: '…' };
  return (
    <div>
      <Combobox
        label={label}
        search={async (text) => (await search(text)).filter((item) => !value.includes(item.value))}
        value={null}
        onValueChange={(item) => {
          if (!item) return;
          setAdded((known) => new Map(known).set(item.value, item));
          onValueChange([...value, item.value]);
        }}
        required={required}
        error={error}
        errorParams={errorParams}
        onBlur={onBlur}
      />
      {value.length > 0 && (
        <ul className={chips} aria-label={t('ui.catalogue.chosen')}>
          {value.map((id) => {
            const item = itemOf(id);
            return (
              <li key={id} className={chip}>
                <span>{item.description ? `${item.description} – ${item.label}` : item.label}</span>
                <IconButton
                  icon={<Icon name="x" />}
                  size="sm"
                  variant="ghost"
                  label={t('ui.catalogue.removeChosen', { name: item.label })}
                  onClick={() => onValueChange(value.filter((other) => other !== id))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
