// A small typed form model: values, the spec's rules per field, errors shown on blur and on submit, and
// focus moved to the first invalid field so the user can correct it straight away.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { findProblem, required as requiredRule, type Problem, type Rule, type RuleParams } from '@his/sdk/validation';
import { focusFirstInvalid } from './focus-first-invalid';

export interface FormFieldConfig<V> {
  initial: V;
  /** The spec's generic rules, applied to the value as text ('' for null). */
  rules?: readonly Rule[];
  /** A check that needs the value itself (a date range, a number); returns a message key or a problem. */
  validate?: (value: V) => string | Problem | null;
}

export type FormConfig<T> = { [K in keyof T]: FormFieldConfig<T[K]> };

/** What a field component needs from the form; spread it into the component. */
export interface FormFieldBinding<V> {
  name: string;
  value: V;
  onValueChange: (value: V) => void;
  onBlur: () => void;
  error: string | null;
  errorParams: RuleParams | undefined;
  required: boolean;
  ref: (element: HTMLElement | null) => void;
}

export interface FormState<T> {
  values: T;
  errors: Partial<Record<keyof T, Problem>>;
  /** True once any value differs from its initial value. */
  dirty: boolean;
  field: <K extends keyof T & string>(name: K) => FormFieldBinding<T[K]>;
  setValue: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Shows an error from elsewhere (the server's BAD_USER_INPUT for a field) and takes the user to it. */
  setError: (name: keyof T, key: string, params?: RuleParams) => void;
  /** Checks every field, shows every message and focuses the first invalid field on screen; the values, or null. */
  submit: () => T | null;
  /** An onSubmit handler for a <form>: calls `onValid` with the values when every field passes. */
  handleSubmit: (onValid: (values: T) => void | Promise<unknown>) => (event?: FormEvent) => void;
  reset: (values?: Partial<T>) => void;
}

function asRuleText(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  return typeof value === 'string' ? value : String(value);
}

function problemOf<V>(config: FormFieldConfig<V>, value: V): Problem | null {
  const fromRules = config.rules ? findProblem(asRuleText(value), config.rules) : null;
  if (fromRules) return fromRules;
  const own = config.validate?.(value) ?? null;
  return typeof own === 'string' ? { key: own, params: {} } : own;
}

function initialValues<T>(config: FormConfig<T>): T {
  const values = {} as T;
  for (const name of Object.keys(config) as (keyof T)[]) values[name] = config[name].initial;
  return values;
}

export function useFormState<T extends Record<string, unknown>>(config: FormConfig<T>): FormState<T> {
  // The configuration is read once, like useState's initial value; rules do not change while a form is open.
  const configRef = useRef(config);
  const [values, setValues] = useState<T>(() => initialValues(config));
  const [errors, setErrors] = useState<Partial<Record<keyof T, Problem>>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [initial, setInitial] = useState<T>(() => initialValues(config));
  const elements = useRef(new Map<keyof T, HTMLElement>());
  const refCallbacks = useRef(new Map<keyof T, (element: HTMLElement | null) => void>());
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  // The <form> last submitted through handleSubmit: its invalid controls are searched in the order shown.
  const formElement = useRef<HTMLElement | null>(null);
  // Raised on each refusal; the focus moves once the messages are rendered, so the order on screen is known.
  const [focusRequest, setFocusRequest] = useState(0);

  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const registered = (Object.keys(errorsRef.current) as (keyof T)[]).flatMap((name) => elements.current.get(name) ?? []);
    focusFirstInvalid(registered, formElement.current);
  }, [focusRequest]);

  const setFieldProblem = useCallback((name: keyof T, problem: Problem | null) => {
    setErrors((current) => {
      if (!problem && !current[name]) return current;
      const next = { ...current };
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  }, []);

  const setValue = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => {
      valuesRef.current = { ...valuesRef.current, [name]: value };
      setValues(valuesRef.current);
      // Once the user has left the field, the message follows each correction.
      if (touched[name]) setFieldProblem(name, problemOf(configRef.current[name], value));
    },
    [setFieldProblem, touched],
  );

  const submit = useCallback((): T | null => {
    const current = valuesRef.current;
    const found: Partial<Record<keyof T, Problem>> = {};
    const allTouched: Partial<Record<keyof T, boolean>> = {};
    let invalid = false;
    for (const name of Object.keys(configRef.current) as (keyof T)[]) {
      allTouched[name] = true;
      const problem = problemOf(configRef.current[name], current[name]);
      if (problem) {
        found[name] = problem;
        invalid = true;
      }
    }
    setErrors(found);
    setTouched(allTouched);
    if (invalid) {
      setFocusRequest((count) => count + 1);
      return null;
    }
    return current;
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: T) => void | Promise<unknown>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (event?.currentTarget instanceof HTMLElement) formElement.current = event.currentTarget;
      const result = submit();
      if (result) void onValid(result);
    },
    [submit],
  );

  const field = useCallback(
    <K extends keyof T & string>(name: K): FormFieldBinding<T[K]> => {
      const config = configRef.current[name];
      let ref = refCallbacks.current.get(name);
      if (!ref) {
        // One callback per field, so React does not detach and re-attach the ref on every render.
        ref = (element) => {
          if (element) elements.current.set(name, element);
          else elements.current.delete(name);
        };
        refCallbacks.current.set(name, ref);
      }
      const problem = errors[name];
      return {
        name,
        value: values[name],
        onValueChange: (value) => setValue(name, value),
        onBlur: () => {
          setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
          setFieldProblem(name, problemOf(config, valuesRef.current[name]));
        },
        error: problem?.key ?? null,
        errorParams: problem?.params,
        required: Boolean(config.rules?.includes(requiredRule)),
        ref,
      };
    },
    [errors, setFieldProblem, setValue, values],
  );

  const setError = useCallback(
    (name: keyof T, key: string, params: RuleParams = {}) => {
      setFieldProblem(name, { key, params });
      setFocusRequest((count) => count + 1);
    },
    [setFieldProblem],
  );

  const reset = useCallback((next?: Partial<T>) => {
    const fresh = { ...initialValues(configRef.current), ...next };
    valuesRef.current = fresh;
    setValues(fresh);
    setInitial(fresh);
    setErrors({});
    setTouched({});
  }, []);

  const dirty = useMemo(() => (Object.keys(values) as (keyof T)[]).some((name) => !Object.is(values[name], initial[name])), [values, initial]);

  return { values, errors, dirty, field, setValue, setError, submit, handleSubmit, reset };
}
