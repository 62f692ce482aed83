// Who may call each operation of a service. Every root field of the schema is declared: a permission code of the
// catalogue, SIGNED_IN (any signed-in user of the node) or PUBLIC. The host checks the declaration before the
// resolver runs and refuses to start, or to build, a variant with an operation left undeclared.

// The web's routes name the same constants: one definition in the shared face.
export { PUBLIC, SIGNED_IN } from '../shared/access';

/** A permission code ('plugin.action'), several of which any one suffices, SIGNED_IN or PUBLIC. */
export type OperationAccess = string | readonly string[];

export interface AccessMap {
  Query?: Readonly<Record<string, OperationAccess>>;
  Mutation?: Readonly<Record<string, OperationAccess>>;
  Subscription?: Readonly<Record<string, OperationAccess>>;
}

export const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
export type RootType = (typeof ROOT_TYPES)[number];

export function defineAccess<const T extends AccessMap>(map: T): T {
  return map;
}

/** One access map of several parts (a plugin's resolver files); an operation declared twice is a mistake, and named. */
export function mergeAccessMaps(...maps: readonly AccessMap[]): AccessMap {
  const merged: Record<RootType, Record<string, OperationAccess>> = { Query: {}, Mutation: {}, Subscription: {} };
  for (const map of maps) {
    for (const root of ROOT_TYPES) {
      for (const [operation, access] of Object.entries(map[root] ?? {})) {
        if (operation in merged[root]) throw new Error(`${root}.${operation} is declared twice in the access maps`);
        merged[root][operation] = access;
      }
    }
  }
  return merged;
}
