// The name of a slot and the props its fills receive, declared in the owning plugin's contract.ts. It lives in the
// shared face so that a contract.ts, which the server imports too, never pulls the web face in.

/** A named place and the props its fills receive; `Props` exists only for the compiler. */
export interface SlotRef<Props = Record<string, never>> {
  readonly kind: 'slot';
  readonly id: string;
  readonly __props?: (props: Props) => void;
}

export function defineSlot<Props = Record<string, never>>(id: string): SlotRef<Props> {
  return { kind: 'slot', id };
}
