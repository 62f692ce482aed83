// Entry of the thread that reads an uploaded spreadsheet: the server runs from TypeScript sources, so the thread loads them through tsx too.
import { register } from 'tsx/esm/api';

register();
await import('./sheet-thread.ts');
