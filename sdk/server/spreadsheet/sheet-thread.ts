// The reading thread's work: one file in, its first sheet's rows (or why not) out, then the thread ends.
import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet, type SheetLimits } from './sheet-read';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: SheetLimits };
parentPort!.postMessage(await readFirstSheet(bytes, limits));
