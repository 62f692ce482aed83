// Validation of one field on its own: silent until the first blur, then re-checked as the user corrects.
import { useCallback, useState, type ReactNode } from 'react';
import { findProblem, required as requiredRule, type Rule, type RuleParams } from '@his/sdk/validation';

export interface FieldValidation {
  /** The message key to show, or null. */
  error: string | null;
  errorParams: RuleParams | undefined;
  /** Whether the rules make the field mandatory (they include `required`). */
  required: boolean;
  /** Call when the control loses focus. */
  onBlur: () => void;
}

interface Options {
  value: string;
  rules: readonly Rule[] | undefined;
  /** An error from outside (a form, the server) wins over the field's own rules. */
  error: string | null | undefined;
  errorParams: RuleParams | undefined;
  required: boolean | undefined;
}

export function useFieldValidation({ value, rules, error, errorParams, required }: Options): FieldValidation {
  const [touched, setTouched] = useState(false);
  const onBlur = useCallback(() => setTouched(true), []);
  const own = touched && rules ? findProblem(value, rules) : null;
  if (error) return { error, errorParams, required: required ?? Boolean(rules?.includes(requiredRule)), onBlur };
  return {
    error: own?.key ?? null,
    errorParams: own?.params,
    required: required ?? Boolean(rules?.includes(requiredRule)),
    onBlur,
  };
}

/** What a labelled control's Field frame shows: its own texts and what its validation found. */
export function fieldFrameProps(
  props: { id?: string; label: ReactNode; hideLabel?: boolean; helperText?: ReactNode; fieldClassName?: string },
  validation: FieldValidation,
) {
  return {
    id: props.id,
    label: props.label,
    hideLabel: props.hideLabel,
    helperText: props.helperText,
    required: validation.required,
    error: validation.error,
    errorParams: validation.errorParams,
    className: props.fieldClassName,
  };
}
