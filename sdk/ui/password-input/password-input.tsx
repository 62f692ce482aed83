// A password box with a show/hide toggle, so a long password can be checked before signing in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, css } from '@his/sdk/styled/css';
import { input } from '@his/sdk/styled/recipes';
import { Field } from '../field/field';
import { useControllableValue } from '../field/use-controllable-value';
import { fieldFrameProps, useFieldValidation } from '../field/use-field-validation';
import { IconButton } from '../button/icon-button';
import { Icon } from '../icon/icon';
import type { TextInputProps } from '../text-input/text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

const wrapper = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const toggle = css({ position: 'absolute', insetEnd: '1', h: '8', minW: '8' });
const withToggle = css({ pe: '10' });

export function PasswordInput({
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
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(false);
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onValueChange);
  const validation = useFieldValidation({ value, rules, error, errorParams, required });
  return (
    <Field {...fieldFrameProps({ id, label, hideLabel, helperText, fieldClassName }, validation)}>
      {(control) => (
        <div className={wrapper}>
          <input
            ref={ref}
            autoComplete={autoComplete}
            spellCheck={false}
            {...rest}
            {...control}
            type={visible ? 'text' : 'password'}
            className={cx(input({ size }), withToggle, className)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={(event) => {
              validation.onBlur();
              onBlur?.(event);
            }}
          />
          <IconButton
            className={toggle}
            size="sm"
            label={visible ? t('ui.password.hide') : t('ui.password.show')}
            icon={<Icon name={visible ? 'eyeOff' : 'eye'} />}
            aria-controls={control.id}
            // A second click right away must hide the password again.
            lock={false}
            onClick={() => setVisible((shown) => !shown)}
          />
        </div>
      )}
    </Field>
  );
}
