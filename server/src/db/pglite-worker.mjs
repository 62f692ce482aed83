// Entry of the embedded database's worker thread: the server runs from TypeScript sources, so the worker loads them through tsx too.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
