// A labelled checkbox (Ark UI); an error from a form is shown under it and read with it.
import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { useTranslation } from 'react-i18next';
import { cx } from '@his/sdk/styled/css';
import { checkbox, field } from '@his/sdk/styled/recipes';
import type { RuleParams } from '@his/sdk/validation';
import { Icon } from '../icon/icon';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  /** Shows a dash: some, not all, of the items it stands for are checked. */
  indeterminate?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  error?: string | null;
  errorParams?: RuleParams;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, checked, defaultChecked, indeterminate, onCheckedChange, disabled, required, helperText, error, errorParams, name, value, id, className, ref }: CheckboxProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const styles = checkbox();
  const fieldStyles = field();
  const state = indeterminate ? 'indeterminate' : checked;
  return (
    <div className={cx(fieldStyles.root, className)}>
      <ArkCheckbox.Root
        className={styles.root}
        ids={{ hiddenInput: inputId }}
        checked={state}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
        disabled={disabled}
        invalid={Boolean(error)}
        name={name}
        value={value}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <Icon name="check" />
          </ArkCheckbox.Indicator>
          <ArkCheckbox.Indicator className={styles.indicator} indeterminate>
            <Icon name="minus" />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>
          {label}
          {required && (
            <span className={fieldStyles.requiredIndicator} aria-hidden="true">
              {' *'}
            </span>
          )}
        </ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput ref={ref} aria-describedby={[errorId, helperId].filter(Boolean).join(' ') || undefined} aria-required={required || undefined} />
      </ArkCheckbox.Root>
      {error && (
        <p id={errorId} className={fieldStyles.errorText}>
          {t(error, { ns: ['core', 'ui'], ...errorParams })}
        </p>
      )}
      {helperText && (
        <p id={helperId} className={fieldStyles.helperText}>
          {helperText}
        </p>
      )}
    </div>
  );
}
