// A labelled multi-line text box with the same rules and messages as TextInput.
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx, css } from '@his/sdk/styled/css';
import { input } from '@his/sdk/styled/recipes';
import { Field } from '../field/field';
import { useControllableValue } from '../field/use-controllable-value';
import { fieldFrameProps, useFieldValidation } from '../field/use-field-validation';
import type { FieldControlBaseProps } from '../text-input/text-input';

export interface TextareaProps
  extends FieldControlBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'required'> {
  label: ReactNode;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

const multiline = css({ h: 'auto', minH: '20', py: '2', resize: 'vertical', textStyle: 'sm' });

export function Textarea({
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
  className,
  onBlur,
  id,
  rows = 3,
  ref,
  ...rest
}: TextareaProps) {
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({ value, rules, error, errorParams, required });
  return (
    <Field {...fieldFrameProps({ id, label, hideLabel, helperText, fieldClassName }, validation)}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...rest}
          {...control}
          className={cx(input(), multiline, className)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={(event) => {
            validation.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
