// Slots: named places in one plugin's screens (or the shell) where other plugins put UI, with typed props. The
// owner declares the slot in its contract.ts; a filler names it there and gives a lazily loaded component.
import type { ComponentType } from 'react';
import { defineSlot, type SlotRef } from '../shared/slot-ref';
import { recordHistorySlot } from '../shared/record-history';

export { defineSlot, type SlotRef };

/** A plugin's contribution to a slot. */
export interface SlotFill<Props = any> {
  readonly slot: SlotRef<Props>;
  /** Unique within the plugin, e.g. 'lab-bell'. */
  readonly id: string;
  /** Lower comes first; ties keep the manifest's plugin order. */
  readonly order?: number;
  /** Shown only to a profile holding it on the current node (the server still checks every call). */
  readonly permission?: string;
  /** Loaded when the slot first shows, so a fill costs the login bundle nothing. */
  readonly component: () => Promise<{ default: ComponentType<Props> }>;
}

export function fillSlot<Props>(slot: SlotRef<Props>, fill: Omit<SlotFill<Props>, 'slot'>): SlotFill<Props> {
  return { slot, ...fill };
}

/** The shell's own slots, which the host declares and the host or the SDK's screens render. */
export const SHELL_SLOTS = {
  /** Icons of the top bar, before the notices and the user menu. */
  topBarEnd: defineSlot('shell.topBar.end'),
  /** Beside a record's own actions on its screen: the record's audit history (administration fills it). */
  recordHistory: recordHistorySlot,
} as const;
