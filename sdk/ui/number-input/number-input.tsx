// A labelled number box: groups thousands with commas as the user types, keeps the caret after the same digit,
// and reports the number (null when empty). What cannot be read stays as typed and is refused under the box.
import { useEffect, useMemo, useRef, useState, type FocusEvent, type InputHTMLAttributes, type Ref } from 'react';
import { css, cx } from '@his/sdk/styled/css';
import { input, type InputVariantProps } from '@his/sdk/styled/recipes';
import type { Rule } from '@his/sdk/validation';
import { Field } from '../field/field';
import { fieldFrameProps, useFieldValidation } from '../field/use-field-validation';
import type { FieldControlBaseProps } from '../text-input/text-input';
import { editNumberText, readNumberText, textOfNumber, type NumberTextOptions } from './number-text';

export interface NumberInputProps
  extends FieldControlBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'required' | 'min' | 'max' | 'type'> {
  value?: number | null;
  defaultValue?: number | null;
  /**
   * The number as typed, null when empty, NaN while the text is not a number: a form that checks its values
   * refuses NaN, so '1.5.5' is never saved as 155 nor 'abc' as empty. A value out of bounds is reported as typed.
   */
  onValueChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Digits allowed after the dot; 0 (the default) for whole numbers. */
  fractionDigits?: number;
  /** Thousands commas; on by default. */
  grouping?: boolean;
  size?: NonNullable<InputVariantProps>['size'];
  ref?: Ref<HTMLInputElement>;
}

function rangeRule(key: string, limit: number, outside: (value: number) => boolean, options: NumberTextOptions): Rule {
  const test = (text: string) => {
    const { value } = readNumberText(text, options);
    return value !== null && outside(value) ? key : null;
  };
  return Object.assign(test, { params: { [key.endsWith('min') ? 'min' : 'max']: textOfNumber(limit, { fractionDigits: 10, allowNegative: true, grouping: true }) } });
}

// Figures line up under each other in a column of boxes, as on a bill.
const numeric = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export function NumberInput({
  label,
  hideLabel,
  helperText,
  required,
  rules,
  error,
  errorParams,
  fieldClassName,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  fractionDigits = 0,
  grouping = true,
  size,
  className,
  onBlur,
  id,
  ref,
  ...rest
}: NumberInputProps) {
  const options: NumberTextOptions = { fractionDigits, allowNegative: min === undefined || min < 0, grouping };
  const [text, setText] = useState(() => textOfNumber(valueProp === undefined ? defaultValue : valueProp, options));
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // A value set from outside (a loaded record, a reset) replaces the text unless it is what the text already says.
  useEffect(() => {
    if (valueProp === undefined) return;
    // NaN is this box's own report of unreadable text: the text stays as typed.
    setText((current) => (Object.is(readNumberText(current, options).value, valueProp) ? current : textOfNumber(valueProp, options)));
    // Only a new value reformats: grouping and digits do not change while a value is being edited.
  }, [valueProp]);

  useEffect(() => {
    if (pendingCaret.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const textRule: Rule = Object.assign((current: string) => readNumberText(current, options).problem, { params: { digits: fractionDigits } });
  const allRules = useMemo(
    () => [
      ...(rules ?? []),
      textRule,
      ...(min === undefined ? [] : [rangeRule('ui.number.min', min, (value) => value < min, options)]),
      ...(max === undefined ? [] : [rangeRule('ui.number.max', max, (value) => value > max, options)]),
    ],
    // The options follow min and fractionDigits, which are in the list.
    [rules, min, max, fractionDigits],
  );
  const textProblem = readNumberText(text, options).problem;
  // A form flags the NaN or the bound it was given; what is wrong with the text itself says more, so it is shown.
  const shownError = error && textProblem ? textProblem : error;
  const shownParams = error && textProblem ? textRule.params : errorParams;
  const validation = useFieldValidation({ value: text, rules: allRules, error: shownError, errorParams: shownParams, required });

  const change = (raw: string, caret: number) => {
    const edited = editNumberText(raw, caret, options);
    pendingCaret.current = edited.caret;
    setText(edited.text);
    const next = readNumberText(edited.text, options).value;
    const previous = readNumberText(text, options).value;
    if (!Object.is(next, previous)) onValueChange?.(next);
  };

  return (
    <Field {...fieldFrameProps({ id, label, hideLabel, helperText, fieldClassName }, validation)}>
      {(control) => (
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          type="text"
          inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          {...rest}
          {...control}
          className={cx(input({ size }), numeric, className)}
          value={text}
          onChange={(event) => change(event.target.value, event.target.selectionStart ?? event.target.value.length)}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            // '1,000.' is a half-typed number: show what it stands for. Text with a problem stays as typed.
            const read = readNumberText(text, options);
            if (read.value !== null && read.problem === null) setText(textOfNumber(read.value, options));
            validation.onBlur();
            onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
