// A labelled one-line text box that checks the spec's form rules on blur.
import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '@his/sdk/styled/css';
import { input, type InputVariantProps } from '@his/sdk/styled/recipes';
import type { Rule, RuleParams } from '@his/sdk/validation';
import { Field } from '../field/field';
import { useControllableValue } from '../field/use-controllable-value';
import { fieldFrameProps, useFieldValidation } from '../field/use-field-validation';

/** Props every labelled control of the kit shares. */
export interface FieldControlBaseProps {
  label: ReactNode;
  hideLabel?: boolean;
  helperText?: ReactNode;
  /** Shows the required marker; implied when `rules` include `required`. */
  required?: boolean;
  /** Checked on blur, then on each change: the first failing rule's message is shown. */
  rules?: readonly Rule[];
  /** A message key from a form or the server; shown instead of the rules' result. */
  error?: string | null;
  errorParams?: RuleParams;
  /** Class of the field frame (label, control and messages). */
  fieldClassName?: string;
}

export interface TextInputProps
  extends FieldControlBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'required'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  size?: NonNullable<InputVariantProps>['size'];
  ref?: Ref<HTMLInputElement>;
}

export function TextInput({
  label,
  hideLabel,
  helperText,
  required,
  rules,
  error,
  errorParams,
  fieldClassName,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  size,
  className,
  onBlur,
  id,
  ref,
  ...rest
}: TextInputProps) {
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({ value, rules, error, errorParams, required });
  return (
    <Field {...fieldFrameProps({ id, label, hideLabel, helperText, fieldClassName }, validation)}>
      {(control) => (
        <input
          ref={ref}
          type="text"
          {...rest}
          {...control}
          className={cx(input({ size }), className)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            validation.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
