// A part of the exam acting on its shortcut (F8 opens the order dialog, F9 prints the prescription): the exam's tabs
// count each press and show the part; the part runs its action once per press, also for the press that mounted it.
import { useEffect, useRef } from 'react';

/** Runs `action` once for each press of the part's shortcut, also the press that first showed the part. */
export function useSummoned(summoned: number, action: (() => void) | undefined): void {
  const latest = useRef(action);
  latest.current = action;
  const seen = useRef(0);
  useEffect(() => {
    if (summoned === seen.current) return;
    // Once the tab that shows the part has settled (with the focus): a dialog the action opens then keeps the focus.
    const timer = setTimeout(() => {
      seen.current = summoned;
      latest.current?.();
    }, 0);
    return () => clearTimeout(timer);
  }, [summoned]);
}
