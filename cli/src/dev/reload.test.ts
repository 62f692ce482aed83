// Marking a dev build: the page gets one reload tag naming the latest build, and the server cannot serve a stale copy.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distDir } from '../build/paths';
import { BUILD_FILE, currentBuild, markBuild, RELOAD_SCRIPT } from './reload';

const variantId = `test-reload-${process.pid}`;
const dist = distDir(variantId);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('marking a dev build', () => {
  it('tags index.html once with the latest build, writes the script and the id file, and drops the compressed copy', () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(resolve(dist, 'index.html'), '<html><head><title>HIS</title></head><body></body></html>');
    writeFileSync(resolve(dist, 'index.html.gz'), 'stale');
    markBuild(variantId, 'b1');
    // An API restart marks the same bundle again.
    markBuild(variantId, 'b2');
    const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
    expect(html.match(/dev-reload\.js/g)).toHaveLength(1);
    expect(html).toContain(`<script type="module" src="/his/${RELOAD_SCRIPT}?build=b2"></script>`);
    expect(existsSync(resolve(dist, 'index.html.gz'))).toBe(false);
    expect(readFileSync(resolve(dist, RELOAD_SCRIPT), 'utf8')).toContain(`/his/${BUILD_FILE}`);
    expect(currentBuild(variantId)).toBe('b2');
  });
});
