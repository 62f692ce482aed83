import { describe, expect, it } from 'vitest';
import { loadInBatch } from './request-batch';

function countingLoader() {
  const calls: string[][] = [];
  const load = async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key !== 'none').map((key) => [key, key.toUpperCase()]));
  };
  return { calls, load };
}

describe('loadInBatch', () => {
  it('loads the keys asked for in one turn with one call, each caller getting its own value', async () => {
    const request = {};
    const { calls, load } = countingLoader();
    const values = await Promise.all(['a', 'b', 'a', 'none'].map((key) => loadInBatch(request, 'letters', key, load)));
    expect(values).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'none']]);
  });

  it('starts a new batch once one has gone, and never mixes two requests or two names', async () => {
    const first = {};
    const second = {};
    const { calls, load } = countingLoader();
    await Promise.all([loadInBatch(first, 'letters', 'a', load), loadInBatch(second, 'letters', 'b', load), loadInBatch(first, 'other', 'c', load)]);
    await loadInBatch(first, 'letters', 'd', load);
    expect(calls.map((keys) => keys.join())).toEqual(['a', 'b', 'c', 'd']);
  });
});
