// A value that the parent may control (value + onChange) or leave to the component (defaultValue).
import { useCallback, useState } from 'react';

export function useControllableValue<T>(value: T | undefined, defaultValue: T, onChange: ((value: T) => void) | undefined): [T, (value: T) => void] {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
