// A labelled group of radio buttons (Ark UI): arrow keys move between the options.
import type { ReactNode } from 'react';
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { radioGroup } from '@his/sdk/styled/recipes';
import type { RuleParams } from '@his/sdk/validation';
import { Field } from '../field/field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  error?: string | null;
  errorParams?: RuleParams;
  name?: string;
  id?: string;
  className?: string;
}

export function RadioGroup({ label, options, value, defaultValue, onValueChange, orientation, disabled, required, helperText, error, errorParams, name, id, className }: RadioGroupProps) {
  const styles = radioGroup({ orientation });
  return (
    <Field id={id} label={label} labelElement="span" required={required} helperText={helperText} error={error} errorParams={errorParams} className={className}>
      {(control, state) => (
        <ArkRadioGroup.Root
          ids={{ root: control.id, label: state.labelId }}
          className={styles.items}
          value={value}
          defaultValue={defaultValue}
          onValueChange={(details) => onValueChange?.(details.value)}
          orientation={orientation}
          disabled={disabled}
          name={name}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
        >
          {options.map((option) => (
            <ArkRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
              <ArkRadioGroup.ItemControl className={styles.itemControl} />
              <ArkRadioGroup.ItemText className={styles.itemText}>{option.label}</ArkRadioGroup.ItemText>
              <ArkRadioGroup.ItemHiddenInput />
            </ArkRadioGroup.Item>
          ))}
        </ArkRadioGroup.Root>
      )}
    </Field>
  );
}
