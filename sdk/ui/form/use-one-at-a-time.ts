// A form's actions one at a time: a second press while a save, an end or a removal runs is dropped, and the buttons
// can show it (busy), so a double click or F4 pressed twice never sends the write twice.
import { useCallback, useRef, useState } from 'react';

export function useOneAtATime(): [busy: boolean, run: (work: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  // The state shows it; the ref drops a second press made before the re-render.
  const running = useRef(false);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
