// The organisation's tree (his_nodes): hospitals, their departments, rooms and stores. One rule for where a unit
// may sit, read by the auth service's checks and by the screens that offer only what it accepts.

/**
 * The core's table of units. Plugins name it only through this constant (catalogue references, foreign keys) and
 * read it only through the organisation service (`@his/sdk/server`, organisation.ts).
 */
export const ORGANISATION_TABLE = 'his_nodes';

export type NodeCategory = 'HOSPITAL' | 'DEPARTMENT' | 'ROOM' | 'STORE';

export const NODE_CATEGORIES: readonly NodeCategory[] = ['HOSPITAL', 'DEPARTMENT', 'ROOM', 'STORE'];

/** The kinds of room the spec names (examination, paraclinical, operating, reception) and the cashier's desk. */
export const ROOM_TYPES = ['EXAMINE_ROOM', 'LABORATORY_ROOM', 'SURGERY_ROOM', 'RECEIVE_ROOM', 'CASHIER_ROOM'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export function isRoomType(value: unknown): value is RoomType {
  return (ROOM_TYPES as readonly unknown[]).includes(value);
}

/** What a unit of each category may sit under; only a hospital may also sit under nothing. */
export const PARENT_CATEGORIES: Readonly<Record<NodeCategory, readonly NodeCategory[]>> = {
  HOSPITAL: ['HOSPITAL'],
  DEPARTMENT: ['HOSPITAL'],
  ROOM: ['DEPARTMENT', 'HOSPITAL'],
  STORE: ['DEPARTMENT', 'HOSPITAL'],
};

/** Whether a unit of `category` may sit under a parent of `parentCategory` (null: at the top of the tree). */
export function fitsUnder(category: NodeCategory, parentCategory: NodeCategory | null): boolean {
  return parentCategory === null ? category === 'HOSPITAL' : PARENT_CATEGORIES[category].includes(parentCategory);
}

/** The categories a unit may have under a parent of `parentCategory` (null: at the top of the tree). */
export function categoriesUnder(parentCategory: NodeCategory | null): NodeCategory[] {
  return NODE_CATEGORIES.filter((category) => fitsUnder(category, parentCategory));
}
