// Prints web numbers per variant (never asserted): build time by step, what a cold browser downloads
// before the login form is usable (gzip bytes of JS, CSS and fonts; request count; time on localhost
// and under Slow 4G), and the size of each lazily loaded chunk.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { Browser, CDPSession } from 'playwright-core';
import { variants } from '@his/variants';
import { buildVariant } from '../../cli/src/build/build';
import { metafilePath, ROOT } from '../../cli/src/build/paths';
import { runTool, toolScript } from '../../cli/src/build/run-tool';
import { launchBrowser } from '../support/browser';
import { startWebServer } from '../e2e/support/web-server';

/** Slow 4G as Lighthouse defines it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface LoadMeasure {
  requests: number;
  bytes: Record<'js' | 'css' | 'font' | 'other', number>;
  usableMs: number;
}

function kindOf(url: string, mimeType: string): keyof LoadMeasure['bytes'] {
  if (/javascript/.test(mimeType) || url.endsWith('.js')) return 'js';
  if (/css/.test(mimeType) || url.endsWith('.css')) return 'css';
  if (/font/.test(mimeType) || /\.woff2?$/.test(url)) return 'font';
  return 'other';
}

async function measureLogin(browser: Browser, url: string, throttled: boolean): Promise<LoadMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'vi-VN' });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  const responses = new Map<string, { url: string; mimeType: string }>();
  const finished: { id: string; bytes: number; at: number }[] = [];
  let navigationStartedAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (event) => (navigationStartedAt = Math.min(navigationStartedAt, event.timestamp)));
  cdp.on('Network.responseReceived', (event) => responses.set(event.requestId, { url: event.response.url, mimeType: event.response.mimeType }));
  cdp.on('Network.loadingFinished', (event) => finished.push({ id: event.requestId, bytes: event.encodedDataLength, at: event.timestamp }));
  // The moment the submit button exists the form works: it is rendered by the same code that handles it.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector('form button[type=submit]')) {
        (window as unknown as { usableAt: number }).usableAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/his/dang-nhap`);
  await page.waitForFunction(() => (window as unknown as { usableAt?: number }).usableAt !== undefined, null, { timeout: 60_000 });
  const usableMs = await page.evaluate(() => (window as unknown as { usableAt: number }).usableAt);
  // Only what finished loading before the form was usable; CDP timestamps are monotonic seconds from
  // the document request, which starts the page's clock too (within a millisecond or two).
  const usableAt = navigationStartedAt + usableMs / 1000 + 0.005;
  const bytes = { js: 0, css: 0, font: 0, other: 0 };
  let requests = 0;
  for (const entry of finished) {
    const response = responses.get(entry.id);
    if (!response || entry.at > usableAt) continue;
    requests++;
    bytes[kindOf(response.url, response.mimeType)] += entry.bytes;
  }
  await context.close();
  return { requests, bytes, usableMs };
}

function chunkSizes(variantId: string): string[] {
  const metafile = JSON.parse(readFileSync(metafilePath(variantId), 'utf8')) as Metafile;
  return Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && output.entryPoint && /chunks\//.test(file))
    .map(([file, output]) => `${output.entryPoint} ${kb(gzipSync(readFileSync(resolve(ROOT, file))).length)} gz`)
    .sort();
}

async function main(): Promise<void> {
  console.log('web');
  const typecheckStarted = performance.now();
  const typecheck = await runTool(toolScript('typescript', 'tsc'), ['-p', 'tsconfig.json', '--noEmit']).then(() => 'passed', () => 'FAILED');
  console.log(`  typecheck (whole tree, once for all variants): ${(performance.now() - typecheckStarted).toFixed(0)} ms, ${typecheck}`);
  const browser = await launchBrowser();
  try {
    for (const variant of Object.values(variants)) {
      const started = performance.now();
      const report = await buildVariant(variant, { typecheck: false });
      console.log(`  ${variant.id}: build ${(performance.now() - started).toFixed(0)} ms (${report.steps.map((step) => `${step.name} ${step.ms.toFixed(0)}`).join(', ')})`);
      const web = await startWebServer(variant.id);
      try {
        for (const throttled of [false, true]) {
          const measure = await measureLogin(browser, web.url, throttled);
          const total = measure.bytes.js + measure.bytes.css + measure.bytes.font;
          console.log(`    login ${throttled ? 'Slow 4G  ' : 'localhost'}: usable after ${measure.usableMs.toFixed(0)} ms, ${measure.requests} requests, JS+CSS+font ${kb(total)} (JS ${kb(measure.bytes.js)}, CSS ${kb(measure.bytes.css)}, font ${kb(measure.bytes.font)}; other ${kb(measure.bytes.other)})`);
        }
      } finally {
        await web.close();
      }
      for (const line of chunkSizes(variant.id)) console.log(`    chunk ${line}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
