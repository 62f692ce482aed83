// Loading a page's chunk: a chunk that fails or takes longer than the spec's 120 s becomes a
// ChunkLoadError, which the route's error screen shows as 'Loading chunk failed' with a reload button.
import type { ComponentType } from 'react';

declare const __HIS_CHUNK_TIMEOUT__: number | undefined;
export const CHUNK_LOAD_TIMEOUT_MS = typeof __HIS_CHUNK_TIMEOUT__ === 'number' ? __HIS_CHUNK_TIMEOUT__ : 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(readonly timedOut: boolean, cause?: unknown) {
    super(timedOut ? 'Loading chunk timed out' : 'Loading chunk failed', { cause });
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    load().then(
      (value) => { clearTimeout(timer); resolve(value); },
      (cause: unknown) => { clearTimeout(timer); console.error('chunk load failed', cause); reject(new ChunkLoadError(false, cause)); },
    );
  });
}

export function loadPage(load: () => Promise<ComponentType>): () => Promise<{ default: ComponentType }> {
  return () => loadChunk(load).then((component) => ({ default: component }));
}
