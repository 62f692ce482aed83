import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk';

describe('loading a page chunk', () => {
  it('passes the module through', async () => {
    await expect(loadChunk(async () => 'page')).resolves.toBe('page');
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(false);
  });

  it('reports a timeout when the chunk never arrives', async () => {
    const error = await loadChunk(() => new Promise(() => {}), 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(true);
  });
});
