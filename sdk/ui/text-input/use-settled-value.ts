// A value once the user has paused: what a search box asks the server for, not every keystroke.
import { useEffect, useState } from 'react';

export function useSettledValue<T>(value: T, pauseMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
