// The spec's 1-second lock after a click, stretched to the end of an async handler, so that a double
// click or a slow save never sends the same action twice.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

export const CLICK_LOCK_MS = 1000;

export type ClickHandler<E extends Element> = (event: MouseEvent<E>) => void | Promise<unknown>;

export interface ClickLock<E extends Element> {
  locked: boolean;
  /** True while an async handler has not settled. */
  pending: boolean;
  onClick: (event: MouseEvent<E>) => void;
}

export function useClickLock<E extends Element>(handler: ClickHandler<E> | undefined, blocked: boolean, lockMs = CLICK_LOCK_MS): ClickLock<E> {
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks can arrive before React renders the locked state.
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onClick = useCallback(
    (event: MouseEvent<E>) => {
      if (lockMs === 0 && !blocked) {
        void handler?.(event);
        return;
      }
      if (blocked || lockedRef.current) {
        // Also stops a submit button from submitting its form a second time.
        event.preventDefault();
        return;
      }
      lockedRef.current = true;
      setLocked(true);
      const startedAt = Date.now();
      const unlock = () => {
        if (!mounted.current) return;
        timer.current = setTimeout(() => {
          lockedRef.current = false;
          if (mounted.current) setLocked(false);
        }, Math.max(0, lockMs - (Date.now() - startedAt)));
      };
      let result: void | Promise<unknown>;
      try {
        result = handler?.(event);
      } catch (error) {
        unlock();
        throw error;
      }
      if (result instanceof Promise) {
        setPending(true);
        // The handler reports its own failure; the lock only has to end.
        result.then(
          () => undefined,
          () => undefined,
        ).finally(() => {
          if (mounted.current) setPending(false);
          unlock();
        });
      } else {
        unlock();
      }
    },
    [blocked, handler, lockMs],
  );

  return { locked, pending, onClick };
}
