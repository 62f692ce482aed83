// The typed name of a function one server plugin offers the others, declared in the provider's contract.ts. It lives
// in the shared face so that a contract.ts, which pages may import too, never pulls the server face into a bundle.

/** The name and, for the type checker only, the shape of a provided function. */
export interface ProvidedKey<T> {
  readonly name: string;
  /** Never set: carries T so that `provide` and `provided` agree on the shape. */
  readonly shape?: T;
}

export function providedKey<T>(name: string): ProvidedKey<T> {
  return { name };
}
