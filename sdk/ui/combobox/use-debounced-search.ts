// Debounced server search for Combobox: the latest text wins, older answers are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface DebouncedSearch<T> {
  items: T[];
  status: SearchStatus;
  /** Schedules a search for `text`; a later call before the delay replaces it. */
  request: (text: string) => void;
}

export function useDebouncedSearch<T>(search: (text: string) => Promise<T[]>, delayMs: number): DebouncedSearch<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => () => clearTimeout(timer.current), []);

  const request = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      setStatus('loading');
      timer.current = setTimeout(() => {
        searchRef.current(text).then(
          (found) => {
            if (ticket !== latest.current) return;
            setItems(found);
            setStatus('done');
          },
          () => {
            if (ticket !== latest.current) return;
            setItems([]);
            setStatus('error');
          },
        );
      }, delayMs);
    },
    [delayMs],
  );

  return { items, status, request };
}
