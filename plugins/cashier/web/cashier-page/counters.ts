// The cashier counters a cashier may work at: the facility's rooms of the kind CASHIER_ROOM in the organisational units,
// found below the node the cashier works at as the server's queue finds them; the codes a call and a dismissal send;
// and the counter remembered in this browser, so that it is chosen again the next time the screen opens here.
import type { CashierCountersQuery } from '../../generated/auth/graphql';

type OrganisationNode = CashierCountersQuery['getNodes'][number];

export interface CashierCounter {
  _id: string;
  code: string;
  name: string;
  /** The queue codes the counter serves (the QMS's), empty when it serves any. */
  queueCodes: readonly string[];
}

export const COUNTER_ROOM_TYPE = 'CASHIER_ROOM';
// Deeper than any real facility → department → room tree: a parent cycle typed by mistake cannot loop for ever.
const MAX_DEPTH = 16;

/** The counters among `nodes` that are `placeId` or lie below it, by code. */
export function countersOf(nodes: readonly OrganisationNode[], placeId: string): CashierCounter[] {
  const byId = new Map(nodes.map((node) => [node._id, node]));
  const within = (node: OrganisationNode) => {
    let current: OrganisationNode | undefined = node;
    for (let depth = 0; current && depth <= MAX_DEPTH; depth++) {
      if (current._id === placeId) return true;
      current = current.parent_Id ? byId.get(current.parent_Id) : undefined;
    }
    return false;
  };
  return nodes
    .filter((node) => node.category === 'ROOM' && node.roomType === COUNTER_ROOM_TYPE && within(node))
    .map(({ _id, code, name, queueCodes }) => ({ _id, code, name, queueCodes }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The queue a counter calls from and dismisses in: its first queue code, or its own code when it serves any. */
export const queueCodeOf = (counter: CashierCounter): string => counter.queueCodes[0] ?? counter.code;

/** The sub-queue of a ticket on the QMS display: priority patients have their own. */
export const subQueueOf = (ticket: { UuTien: boolean }): string => (ticket.UuTien ? 'UuTien' : 'Thuong');

const KEY = 'cashier-counter';

export function readCounterChoice(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode, a sandboxed frame): the cashier chooses the counter each time.
    return null;
  }
}

export function writeCounterChoice(counterId: string | null): void {
  try {
    if (counterId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, counterId);
  } catch {
    // As above: nothing to remember with.
  }
}
