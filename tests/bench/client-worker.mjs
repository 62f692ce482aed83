// The benchmark's clients, on a thread of their own: their requests and the parsing of the answers do not take
// the server's event loop, as a browser's do not. Each client sends its calls one after another; all clients at once.
// Replies with the latency of every call (ms, request to parsed answer) or the first error.
/* global fetch, performance */
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, clients } = workerData;

async function call({ query, variables }) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const result = await response.json();
  const ms = performance.now() - started;
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return ms;
}

try {
  const samples = [];
  await Promise.all(clients.map(async (calls) => {
    for (const next of calls) samples.push(await call(next));
  }));
  parentPort.postMessage({ samples });
} catch (error) {
  parentPort.postMessage({ error: String(error) });
}
