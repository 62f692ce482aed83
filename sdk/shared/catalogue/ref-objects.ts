// The row a ref field points to, as a field of its own: 'ChucVu_Id' comes with 'ChucVu', so a list can show the
// position's name instead of its id. Server schema and web documents both follow this one rule.
import { SYSTEM_COLUMNS, type AnyCatalogue } from './descriptor';

export interface RefObjectField {
  /** The ref field: 'ChucVu_Id'. */
  field: string;
  /** The object beside it: 'ChucVu'. */
  objectField: string;
  target: AnyCatalogue;
}

/** The ref fields of a descriptor whose target is known and whose name without `_Id` is free, with that name. */
export function refObjectFields(descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue>): RefObjectField[] {
  const taken = new Set<string>([...Object.keys(descriptor.fields), ...SYSTEM_COLUMNS]);
  return Object.entries(descriptor.fields).flatMap(([field, spec]): RefObjectField[] => {
    if (spec.kind !== 'ref' || !field.endsWith('_Id')) return [];
    const target = known.get(spec.target);
    const objectField = field.slice(0, -'_Id'.length);
    return target && objectField !== '' && !taken.has(objectField) ? [{ field, objectField, target }] : [];
  });
}
