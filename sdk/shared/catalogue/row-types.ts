// The TypeScript shapes of a catalogue's rows and inputs, inferred from its descriptor's fields.
import type { Dong, Timestamp } from '../units';
import type { CatalogueField, CatalogueFields, EnumField, JsonField } from './fields';

/** The value of a field when present. */
export type FieldValue<F extends CatalogueField> = F extends { kind: 'text' }
  ? string
  : F extends { kind: 'integer' | 'number' }
    ? number
    : F extends { kind: 'money' }
      ? Dong
      : F extends { kind: 'date' }
        ? Timestamp
        : F extends { kind: 'boolean' }
          ? boolean
          : F extends EnumField<infer V, boolean, number | undefined>
            ? V
            : F extends { kind: 'ref' }
              ? string
              : F extends { kind: 'refs' }
                ? string[]
                : F extends JsonField<infer J, boolean, number | undefined>
                  ? J
                  : never;

// Rows stored before a field existed hold null in it, even when new writes must fill it in.
type AlwaysPresent<F extends CatalogueField> = F extends { kind: 'boolean' | 'refs' } ? true : F extends { required: true; since: undefined } ? true : false;

type RowValue<F extends CatalogueField> = AlwaysPresent<F> extends true ? FieldValue<F> : FieldValue<F> | null;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Columns every catalogue row has besides its descriptor's fields. */
export interface CatalogueSystemColumns {
  _id: string;
  /** The name without accents, lower case: derived on the server, never typed by users. */
  TenKhongDau: string;
  /** Suspended: left out of pickers and of lists unless asked for, kept for the records that use it. */
  TamNgung: boolean;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

export type CatalogueScope = 'global' | 'node';

/** The least a descriptor type must offer for its row and input types to be inferred. */
export interface CatalogueShape {
  fields: CatalogueFields;
  scope: CatalogueScope;
}

/** A stored row, as list, search and get-by-id return it. */
export type CatalogueRow<D extends CatalogueShape> = Simplify<
  CatalogueSystemColumns & { -readonly [K in keyof D['fields']]: RowValue<D['fields'][K]> } & (D['scope'] extends 'node' ? { node_Id: string } : unknown)
>;

type RequiredKeys<F extends CatalogueFields> = {
  [K in keyof F]: F[K] extends { required: true } ? (F[K] extends { kind: 'boolean' } ? never : K) : never;
}[keyof F];

/** What create takes: required fields must be given; the rest may be left out or null. */
export type CatalogueInput<D extends CatalogueShape> = Simplify<
  { -readonly [K in RequiredKeys<D['fields']>]: FieldValue<D['fields'][K]> } & {
    -readonly [K in Exclude<keyof D['fields'], RequiredKeys<D['fields']>>]?: FieldValue<D['fields'][K]> | null;
  } & { TamNgung?: boolean }
>;

/** What update takes: the fields to change; absent fields keep their stored value. */
export type CataloguePatch<D extends CatalogueShape> = Partial<CatalogueInput<D>>;
