// @vitest-environment happy-dom
// A second press while the first action runs is dropped; once it ends, the next press runs.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('runs one action at a time and reports it busy meanwhile', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let finish!: () => void;
    let runs = 0;
    const work = () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first!: Promise<void>;
    act(() => {
      first = result.current[1](work);
      void result.current[1](work);
    });
    expect(runs).toBe(1);
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);
    act(() => void result.current[1](work));
    expect(runs).toBe(2);
    await act(async () => finish());
  });
});
