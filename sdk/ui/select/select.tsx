// Choosing one entry of a short, known list (Ark UI Select): payment method, sex, receipt book.
import { useMemo, type ReactNode, type Ref } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { cx } from '@his/sdk/styled/css';
import { input, listbox, type InputVariantProps } from '@his/sdk/styled/recipes';
import type { RuleParams } from '@his/sdk/validation';
import { Field } from '../field/field';
import { Icon } from '../icon/icon';

export interface SelectItem {
  value: string;
  label: string;
  /** Shown but not choosable (TamNgung entries). */
  disabled?: boolean;
}

export interface SelectProps<T extends SelectItem = SelectItem> {
  label: ReactNode;
  hideLabel?: boolean;
  items: readonly T[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null, item: T | null) => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: string | null;
  errorParams?: RuleParams;
  /** Called when the list closes without focus staying on the trigger, like a text box's blur. */
  onBlur?: () => void;
  name?: string;
  id?: string;
  size?: NonNullable<InputVariantProps>['size'];
  className?: string;
  ref?: Ref<HTMLElement>;
}

export function Select<T extends SelectItem = SelectItem>({
  label,
  hideLabel,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  required,
  disabled,
  helperText,
  error,
  errorParams,
  onBlur,
  name,
  id,
  size,
  className,
  ref,
}: SelectProps<T>) {
  const { t } = useTranslation('ui');
  const styles = listbox();
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
  const toList = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? [] : [v]);

  return (
    <Field id={id} label={label} hideLabel={hideLabel} labelElement="span" required={required} helperText={helperText} error={error} errorParams={errorParams} className={className}>
      {(control, state) => (
        <ArkSelect.Root
          collection={collection}
          ids={{ trigger: control.id, label: state.labelId }}
          value={toList(value)}
          defaultValue={toList(defaultValue)}
          onValueChange={(details) => onValueChange?.(details.value[0] ?? null, details.items[0] ?? null)}
          disabled={disabled}
          invalid={state.invalid}
          required={state.required}
          name={name}
          positioning={{ sameWidth: true }}
          lazyMount
          unmountOnExit
        >
          <ArkSelect.Control className={styles.control}>
            <ArkSelect.Trigger
              ref={ref as Ref<HTMLButtonElement>}
              className={cx(input({ size }), styles.trigger)}
              aria-describedby={control['aria-describedby']}
              onBlur={onBlur}
            >
              <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder ?? t('ui.select.placeholder')} />
              <ArkSelect.Indicator className={styles.indicator}>
                <Icon name="chevronDown" />
              </ArkSelect.Indicator>
            </ArkSelect.Trigger>
          </ArkSelect.Control>
          <Portal>
            <ArkSelect.Positioner>
              <ArkSelect.Content className={styles.content}>
                {collection.items.map((item) => (
                  <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                    <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                    <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                      <Icon name="check" />
                    </ArkSelect.ItemIndicator>
                  </ArkSelect.Item>
                ))}
              </ArkSelect.Content>
            </ArkSelect.Positioner>
          </Portal>
          <ArkSelect.HiddenSelect />
        </ArkSelect.Root>
      )}
    </Field>
  );
}
