// Field builders of a catalogue descriptor: each field says how its value is typed, stored, checked and labelled.
import type { Rule } from '../validation';

/** Text in both languages, for labels and titles shown by generated screens and in error messages. */
export interface Label {
  vi: string;
  en: string;
}

/** Longest text a field holds when its descriptor names no maxLength: enough for a note, short of a document. */
export const DEFAULT_TEXT_MAX_LENGTH = 500;

export interface FieldBase<Kind extends string, Required extends boolean, Since extends number | undefined> {
  kind: Kind;
  label: Label;
  required: Required;
  /**
   * The catalogue version that added this field; undefined for the fields of the first version. A field added
   * after a catalogue reached a database must carry the next version here, so that a migration adds its column.
   */
  since: Since;
  /** Shown as help under the field in the edit dialog. */
  description?: Label;
}

export interface TextField<R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'text', R, S> {
  maxLength: number;
  /** A UNIQUE constraint in the table: the engine reports a duplicate with the value, never a raw SQL error. */
  unique: boolean;
  /** Form rules of sdk validation, checked on the web while typing and on the server on every write. */
  rules: readonly Rule[];
  multiline: boolean;
}

export interface IntegerField<R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'integer', R, S> {
  min?: number;
  max?: number;
}

export interface NumberField<R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'number', R, S> {
  min?: number;
  max?: number;
}

/** Integer đồng. */
export interface MoneyField<R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'money', R, S> {
  min?: number;
  max?: number;
}

/** Never null: absent means false (or the field's default). */
export interface BooleanField<S extends number | undefined = number | undefined> extends FieldBase<'boolean', false, S> {
  default: boolean;
}

/** A point in time in epoch milliseconds; a day is its midnight in Asia/Ho_Chi_Minh. */
export type DateField<R extends boolean = boolean, S extends number | undefined = number | undefined> = FieldBase<'date', R, S>;

export interface EnumField<V extends string = string, R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'enum', R, S> {
  values: readonly V[];
  /** How a select shows each value; the raw value where absent. */
  valueLabels?: Partial<Record<V, Label>>;
}

/** The `_id` of a row of another catalogue (or of this one), by the target catalogue's name. */
export interface RefField<T extends string = string, R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'ref', R, S> {
  target: T;
}

/** Several `_id`s of rows of another catalogue; never null, empty when none. */
export interface RefsField<T extends string = string, R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'refs', R, S> {
  target: T;
}

export interface JsonField<J = unknown, R extends boolean = boolean, S extends number | undefined = number | undefined> extends FieldBase<'json', R, S> {
  /** Carries the value's type for inference only; always undefined at runtime. */
  readonly valueType?: J;
}

export type CatalogueField =
  | TextField
  | IntegerField
  | NumberField
  | MoneyField
  | BooleanField
  | DateField
  | EnumField
  | RefField
  | RefsField
  | JsonField;

export type FieldKind = CatalogueField['kind'];

export type CatalogueFields = Readonly<Record<string, CatalogueField>>;

interface CommonOptions {
  label: Label;
  required?: boolean;
  since?: number;
  description?: Label;
}

type RequiredOf<O> = O extends { required: true } ? true : false;
type SinceOf<O> = O extends { since: infer S extends number } ? S : undefined;

function base<K extends string, O extends CommonOptions>(kind: K, options: O) {
  return {
    kind,
    label: options.label,
    required: (options.required ?? false) as RequiredOf<O>,
    since: options.since as SinceOf<O>,
    ...(options.description ? { description: options.description } : {}),
  };
}

export interface TextOptions extends CommonOptions {
  maxLength?: number;
  unique?: boolean;
  rules?: readonly Rule[];
  multiline?: boolean;
}

export interface RangeOptions extends CommonOptions {
  min?: number;
  max?: number;
}

export interface EnumOptions<V extends string> extends CommonOptions {
  valueLabels?: Partial<Record<V, Label>>;
}

/**
 * The builders, used as `field.text({ label, required: true })`. `required: true` (and `since`) are kept as
 * literal types, so a catalogue's row and input types say which values can be null.
 */
export const field = {
  text<const O extends TextOptions>(options: O): TextField<RequiredOf<O>, SinceOf<O>> {
    return {
      ...base('text', options),
      maxLength: options.maxLength ?? DEFAULT_TEXT_MAX_LENGTH,
      unique: options.unique ?? false,
      rules: options.rules ?? [],
      multiline: options.multiline ?? false,
    };
  },
  integer<const O extends RangeOptions>(options: O): IntegerField<RequiredOf<O>, SinceOf<O>> {
    return { ...base('integer', options), ...range(options) };
  },
  number<const O extends RangeOptions>(options: O): NumberField<RequiredOf<O>, SinceOf<O>> {
    return { ...base('number', options), ...range(options) };
  },
  /** Integer đồng, zero or more unless `min` says otherwise: a price below zero is a typing mistake. */
  money<const O extends RangeOptions>(options: O): MoneyField<RequiredOf<O>, SinceOf<O>> {
    return { ...base('money', options), ...range({ ...options, min: options.min ?? 0 }) };
  },
  boolean<const O extends Omit<CommonOptions, 'required'> & { default?: boolean }>(options: O): BooleanField<SinceOf<O>> {
    return { ...base('boolean', { ...options, required: false as const }), default: options.default ?? false };
  },
  date<const O extends CommonOptions>(options: O): DateField<RequiredOf<O>, SinceOf<O>> {
    return base('date', options);
  },
  enum<const V extends string, const O extends EnumOptions<V>>(values: readonly V[], options: O): EnumField<V, RequiredOf<O>, SinceOf<O>> {
    return { ...base('enum', options), values, ...(options.valueLabels ? { valueLabels: options.valueLabels } : {}) };
  },
  /** A field named `…_Id` holding the `_id` of a row of the catalogue named `target`. */
  ref<const T extends string, const O extends CommonOptions>(target: T, options: O): RefField<T, RequiredOf<O>, SinceOf<O>> {
    return { ...base('ref', options), target };
  },
  /** A field named `…_Ids` holding `_id`s of rows of the catalogue named `target`; required means at least one. */
  refs<const T extends string, const O extends CommonOptions>(target: T, options: O): RefsField<T, RequiredOf<O>, SinceOf<O>> {
    return { ...base('refs', options), target };
  },
  /** Any JSON value. Naming its type (`field.json<Settings>(…)`) stops inference of the options: the field then types as optional. */
  json<J = unknown, const O extends CommonOptions = CommonOptions>(options: O): JsonField<J, RequiredOf<O>, SinceOf<O>> {
    return base('json', options);
  },
};

function range(options: RangeOptions): { min?: number; max?: number } {
  return {
    ...(options.min !== undefined ? { min: options.min } : {}),
    ...(options.max !== undefined ? { max: options.max } : {}),
  };
}
