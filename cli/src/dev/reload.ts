// Tells the pages open on `his dev` that a new build is served: a build id file and a small script that polls it.
// Polling a static file, not a server-sent stream: the web server only serves files, and the security policy
// allows scripts and requests from the page's own origin, which both are.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { distDir } from '../build/paths';

export const BUILD_FILE = 'dev-build.json';
export const RELOAD_SCRIPT = 'dev-reload.js';
const POLL_MS = 400;
const RELOAD_TAG = new RegExp(`<script type="module" src="/his/${RELOAD_SCRIPT.replace('.', '\\.')}\\?build=[^"]*"></script>\n`);

// The page knows its own build from the script's address; any other id in the file means a newer build.
const script = `// his dev only: reloads the page when a newer build is served.
const loaded = new URL(import.meta.url).searchParams.get('build');
setInterval(async () => {
  try {
    const response = await fetch('/his/${BUILD_FILE}', { cache: 'no-store' });
    const { build } = await response.json();
    if (build && build !== loaded) location.reload();
  } catch {
    // Mid-build or the API restarting: the next poll asks again.
  }
}, ${POLL_MS});
`;

/** Marks the variant's freshly bundled dist/ as build `build`: the reload script, its tag in index.html and the id file. */
export function markBuild(variantId: string, build: string): void {
  const dist = distDir(variantId);
  writeFileSync(resolve(dist, RELOAD_SCRIPT), script);
  const index = resolve(dist, 'index.html');
  // A build that only restarted the API finds the tag of the previous one.
  const html = readFileSync(index, 'utf8').replace(RELOAD_TAG, '');
  writeFileSync(index, html.replace('</head>', `<script type="module" src="/his/${RELOAD_SCRIPT}?build=${build}"></script>\n</head>`));
  // The server prefers the compressed copy, which lacks the tag.
  if (existsSync(`${index}.gz`)) rmSync(`${index}.gz`);
  writeFileSync(resolve(dist, BUILD_FILE), JSON.stringify({ build }));
}

/** The build id the variant's dist/ is marked with, or null. */
export function currentBuild(variantId: string): string | null {
  try {
    return (JSON.parse(readFileSync(resolve(distDir(variantId), BUILD_FILE), 'utf8')) as { build: string }).build;
  } catch {
    return null;
  }
}
