// The benchmark's clients, on a thread of their own: their requests and the parsing of the answers do not take
// the server's event loop, as a browser's do not. Each client sends its calls one after another on its own kept-alive
// connection; all clients at once. Node's http module rather than fetch: on a machine whose two cores the server and
// its database share, the clients' own work is what a browser's machine would do, and fetch takes about twice as much.
// With `intervalMs`, each client sends a call every so many milliseconds from a random start, answered or not, as a
// search box sends at most one search per debounce delay and twenty people type independently.
// Replies with the latency of every call (ms, request to parsed answer) or the first error.
/* global performance */
import { Buffer } from 'node:buffer';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

const { url, headers, clients, intervalMs } = workerData;
const agent = new Agent({ keepAlive: true });

function post(body) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 500)}`));
        else resolve(text);
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function call({ query, variables }) {
  const started = performance.now();
  const result = JSON.parse(await post(JSON.stringify({ query, variables })));
  const ms = performance.now() - started;
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return ms;
}

const samples = [];

async function oneAfterAnother(calls) {
  for (const next of calls) samples.push(await call(next));
}

async function paced(calls) {
  const start = performance.now() + Math.random() * intervalMs;
  await Promise.all(calls.map(async (next, index) => {
    await sleep(Math.max(0, start + index * intervalMs - performance.now()));
    samples.push(await call(next));
  }));
}

try {
  await Promise.all(clients.map(intervalMs ? paced : oneAfterAnother));
  agent.destroy();
  parentPort.postMessage({ samples });
} catch (error) {
  agent.destroy();
  parentPort.postMessage({ error: String(error) });
}
