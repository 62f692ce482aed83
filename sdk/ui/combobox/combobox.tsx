// Picking one entry of a long server-side list by typing (patients, services, ICD codes): the search
// runs after a pause in typing, shows loading and empty states, and suspended entries cannot be chosen.
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Combobox as ArkCombobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { cx, css } from '@his/sdk/styled/css';
import { input, listbox, type InputVariantProps } from '@his/sdk/styled/recipes';
import type { RuleParams } from '@his/sdk/validation';
import { Field } from '../field/field';
import { Icon } from '../icon/icon';
import { Spinner } from '../spinner/spinner';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import { useDebouncedSearch } from './use-debounced-search';

export interface ComboboxItem {
  value: string;
  label: string;
  /** A second line, such as a code or an address. */
  description?: string;
  /** Shown but not choosable (TamNgung entries). */
  disabled?: boolean;
}

export interface ComboboxProps<T extends ComboboxItem = ComboboxItem> {
  label: ReactNode;
  hideLabel?: boolean;
  /** The server search; called with the typed text after `debounceMs` without typing. */
  search: (text: string) => Promise<T[]>;
  debounceMs?: number;
  /** The chosen item (not only its id: it may not be in the current search results). */
  value: T | null;
  onValueChange: (item: T | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: string | null;
  errorParams?: RuleParams;
  onBlur?: () => void;
  /** Custom rendering of a result line. */
  renderItem?: (item: T) => ReactNode;
  name?: string;
  id?: string;
  size?: NonNullable<InputVariantProps>['size'];
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const secondLine = css({ display: 'block', textStyle: 'caption', color: 'fg.muted' });
const roomForTrigger = css({ pe: '10' });

export function Combobox<T extends ComboboxItem = ComboboxItem>({
  label,
  hideLabel,
  search,
  debounceMs = SEARCH_DEBOUNCE_MS,
  value,
  onValueChange,
  placeholder,
  required,
  disabled,
  helperText,
  error,
  errorParams,
  onBlur,
  renderItem,
  name,
  id,
  size,
  className,
  ref,
}: ComboboxProps<T>) {
  const { t } = useTranslation('ui');
  const styles = listbox();
  const results = useDebouncedSearch(search, debounceMs);
  const [inputValue, setInputValue] = useState(value?.label ?? '');
  const [lastValue, setLastValue] = useState(value);
  // The parent may change the value (a form reset); the text box follows it.
  if (lastValue !== value) {
    setLastValue(value);
    setInputValue(value?.label ?? '');
  }

  const items = useMemo(() => {
    // The chosen item stays in the collection so Ark can show it as selected.
    if (!value || results.items.some((item) => item.value === value.value)) return results.items;
    return [...results.items, value];
  }, [results.items, value]);
  const collection = useMemo(
    () =>
      createListCollection<T>({
        items,
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  );
  const shown = results.status === 'done' ? results.items : [];

  return (
    <Field id={id} label={label} hideLabel={hideLabel} required={required} helperText={helperText} error={error} errorParams={errorParams} className={className}>
      {(control, state) => (
        <ArkCombobox.Root
          collection={collection}
          ids={{ input: control.id, label: state.labelId }}
          value={value ? [value.value] : []}
          onValueChange={(details) => onValueChange((details.items[0] as T | undefined) ?? null)}
          inputValue={inputValue}
          onInputValueChange={(details) => {
            setInputValue(details.inputValue);
            if (details.reason === 'input-change') {
              results.request(details.inputValue);
              if (details.inputValue === '' && value) onValueChange(null);
            }
          }}
          onOpenChange={(details) => {
            // Opening with the arrow key or the button shows the first page of results.
            if (details.open && results.status === 'idle') results.request(inputValue);
          }}
          inputBehavior="autohighlight"
          openOnClick
          disabled={disabled}
          invalid={state.invalid}
          required={state.required}
          name={name}
          positioning={{ sameWidth: true }}
          lazyMount
          unmountOnExit
        >
          <ArkCombobox.Control className={styles.control}>
            <ArkCombobox.Input
              ref={ref}
              className={cx(input({ size }), roomForTrigger)}
              placeholder={placeholder ?? t('ui.combobox.placeholder')}
              aria-describedby={control['aria-describedby']}
              aria-required={control['aria-required']}
              onBlur={onBlur}
            />
            <ArkCombobox.Trigger className={styles.inlineTrigger} aria-label={t('ui.select.open')}>
              <Icon name="chevronDown" />
            </ArkCombobox.Trigger>
          </ArkCombobox.Control>
          <Portal>
            <ArkCombobox.Positioner>
              <ArkCombobox.Content className={styles.content}>
                {results.status === 'loading' && (
                  <div className={styles.status}>
                    <Spinner size="sm" label={t('ui.combobox.searching')} showLabel />
                  </div>
                )}
                {results.status === 'error' && (
                  <div className={styles.status} role="alert">
                    {t('ui.combobox.error')}
                  </div>
                )}
                {results.status === 'done' && shown.length === 0 && (
                  <div className={styles.status} role="status">
                    {t('ui.combobox.empty')}
                  </div>
                )}
                {results.status !== 'loading' &&
                  shown.map((item) => (
                    <ArkCombobox.Item key={item.value} item={item} className={styles.item}>
                      <ArkCombobox.ItemText>
                        {renderItem ? (
                          renderItem(item)
                        ) : (
                          <>
                            {item.label}
                            {item.description && <span className={secondLine}>{item.description}</span>}
                          </>
                        )}
                      </ArkCombobox.ItemText>
                      <ArkCombobox.ItemIndicator className={styles.itemIndicator}>
                        <Icon name="check" />
                      </ArkCombobox.ItemIndicator>
                    </ArkCombobox.Item>
                  ))}
              </ArkCombobox.Content>
            </ArkCombobox.Positioner>
          </Portal>
        </ArkCombobox.Root>
      )}
    </Field>
  );
}
