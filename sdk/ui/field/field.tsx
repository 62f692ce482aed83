// A form control's frame: visible label, required marker, helper text and the translated error message,
// with the ids that tie them to the control (label for, aria-describedby, aria-invalid).
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, css } from '@his/sdk/styled/css';
import { field } from '@his/sdk/styled/recipes';

/** Attributes a field hands to its control element. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** What a field knows about itself, for controls that need more than the attributes (Ark parts). */
export interface FieldState {
  labelId: string;
  helperTextId: string | undefined;
  errorTextId: string | undefined;
  invalid: boolean;
  required: boolean;
}

export interface FieldProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** Keeps the label for screen readers only, for a control whose purpose is shown otherwise (a table cell). */
  hideLabel?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  /** A message key ('validation.required'), looked up in `core` and then `ui`; a plugin's key in its namespace first. */
  error?: string | null;
  errorParams?: Readonly<Record<string, string | number>>;
  id?: string;
  /** `span` when the control names itself from the label id (radio groups, Ark selects), not with `for`. */
  labelElement?: 'label' | 'span';
  className?: string;
  children: (control: FieldControlProps, state: FieldState) => ReactNode;
}

const srOnly = css({ srOnly: true });

/** A plugin's own rule keys start with its id ('catalogues.icdCodeFormat'): its namespace is tried first. */
export function messageNamespaces(key: string): string[] {
  const prefix = key.split('.')[0]!;
  return prefix === 'validation' || prefix === 'ui' || prefix === key ? ['core', 'ui'] : [prefix, 'core', 'ui'];
}

export function Field({ label, hideLabel, required = false, helperText, error, errorParams, id, labelElement = 'label', className, children }: FieldProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const labelId = `${controlId}-label`;
  const helperTextId = helperText ? `${controlId}-helper` : undefined;
  const errorTextId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorTextId, helperTextId].filter(Boolean).join(' ') || undefined;
  const styles = field();
  const Label = labelElement;

  return (
    <div className={cx(styles.root, className)} data-invalid={error ? '' : undefined}>
      <Label id={labelId} htmlFor={labelElement === 'label' ? controlId : undefined} className={cx(styles.label, hideLabel && srOnly)}>
        {label}
        {/* Assistive technology hears aria-required on the control instead of the star. */}
        {required && (
          <span className={styles.requiredIndicator} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children(
        {
          id: controlId,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          'aria-required': required ? true : undefined,
        },
        { labelId, helperTextId, errorTextId, invalid: Boolean(error), required },
      )}
      {error && (
        <p id={errorTextId} className={styles.errorText}>
          {t(error, { ns: messageNamespaces(error), ...errorParams })}
        </p>
      )}
      {helperText && (
        <p id={helperTextId} className={styles.helperText}>
          {helperText}
        </p>
      )}
    </div>
  );
}
