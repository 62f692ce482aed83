// The organisation as the units screen shows it: the flat list of units as a tree (each hospital, its
// departments, their rooms and stores) in rows with their depth, the search over it, and the dialog's values.
import { categoriesUnder, toKhongDau } from '@his/sdk';

export { categoriesUnder };
import type { NodeCategory, NodeFieldsFragment, NewNodeInput, UpdateNodeInput } from '../../generated/auth/graphql';

export type OrgUnit = NodeFieldsFragment;

export interface OrgUnitRow {
  unit: OrgUnit;
  /** 0 for a unit at the top (or whose parent is not listed), 1 below it, … */
  depth: number;
  /** The name of the unit above, when listed. */
  parentName: string | null;
  /** Whether units in use sit directly below it (it cannot be suspended before them). */
  hasActiveChildren: boolean;
}


// Codes in Vietnamese order, 'PK2' before 'PK10'.
const collator = new Intl.Collator('vi', { numeric: true });

function matches(unit: OrgUnit, words: readonly string[]): boolean {
  const text = toKhongDau(`${unit.code} ${unit.name}`);
  return words.every((word) => text.includes(word));
}

/**
 * The rows of the tree in display order: each unit after its parent, siblings by code. With a search, the units
 * whose code or name holds every word (accents ignored), with the units above them so that each stays in place.
 */
export function treeRows(units: readonly OrgUnit[], search = ''): OrgUnitRow[] {
  const byId = new Map(units.map((unit) => [unit._id, unit]));
  const children = new Map<string | null, OrgUnit[]>();
  for (const unit of units) {
    // A unit whose parent is not listed (suspended and hidden, or outside the list) shows at the top.
    const parent = unit.parent_Id !== null && byId.has(unit.parent_Id) ? unit.parent_Id : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  for (const list of children.values()) list.sort((a, b) => collator.compare(a.code, b.code));

  const words = toKhongDau(search).split(' ').filter(Boolean);
  const shown = new Set<string>();
  if (words.length > 0) {
    for (const unit of units) {
      if (!matches(unit, words)) continue;
      // The unit and every unit above it; a cycle in bad data stops at a unit already shown.
      for (let at: OrgUnit | undefined = unit; at && !shown.has(at._id); at = at.parent_Id ? byId.get(at.parent_Id) : undefined) shown.add(at._id);
    }
  }

  const rows: OrgUnitRow[] = [];
  const visited = new Set<string>();
  const visit = (parentId: string | null, depth: number) => {
    for (const unit of children.get(parentId) ?? []) {
      if (visited.has(unit._id)) continue;
      visited.add(unit._id);
      const below = children.get(unit._id) ?? [];
      if (words.length === 0 || shown.has(unit._id)) {
        rows.push({ unit, depth, parentName: parentId ? (byId.get(parentId)?.name ?? null) : null, hasActiveChildren: below.some((child) => !child.isDeleted) });
      }
      visit(unit._id, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

/** What the dialog edits, as text where the user types text (a type, not an interface: the form needs an object type). */
export type OrgUnitValues = {
  code: string;
  name: string;
  category: NodeCategory | null;
  roomType: string;
  phone: string;
  taxCode: string;
  address: string;
  /** Codes separated by commas. */
  queueCodes: string;
  prescriptionTemplate: string;
  canSale: boolean;
};

/** The values of a unit being edited, or of a new one under a parent of `parentCategory`. */
export function valuesOf(unit: OrgUnit | null, parentCategory: NodeCategory | null): OrgUnitValues {
  if (!unit) {
    const category = parentCategory === 'DEPARTMENT' ? 'ROOM' : (categoriesUnder(parentCategory)[0] ?? null);
    return { code: '', name: '', category, roomType: '', phone: '', taxCode: '', address: '', queueCodes: '', prescriptionTemplate: '', canSale: false };
  }
  return {
    code: unit.code,
    name: unit.name,
    category: unit.category,
    roomType: unit.roomType ?? '',
    phone: unit.phone ?? '',
    taxCode: unit.taxCode ?? '',
    address: unit.address ?? '',
    queueCodes: unit.queueCodes.join(', '),
    prescriptionTemplate: unit.prescriptionTemplate ?? '',
    canSale: unit.canSale,
  };
}

/** Queue codes typed with commas, semicolons or spaces, once each. */
export function queueCodesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What updateNode receives: every field, an emptied one as null. */
export function updateInputOf(values: OrgUnitValues): UpdateNodeInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    category: values.category,
    roomType: textOrNull(values.roomType),
    phone: textOrNull(values.phone),
    taxCode: textOrNull(values.taxCode),
    address: textOrNull(values.address),
    queueCodes: queueCodesOf(values.queueCodes),
    prescriptionTemplate: textOrNull(values.prescriptionTemplate),
    canSale: values.canSale,
  };
}

/** What createNodeCLSPhongMach receives for a unit under `parentId`. */
export function newInputOf(values: OrgUnitValues, parentId: string): NewNodeInput {
  const { code, name, ...rest } = updateInputOf(values);
  return { ...rest, code: code!, name: name!, parent_Id: parentId };
}
