// Bundles a variant's web entry with esbuild: ESM with code splitting (each plugin's pages load on
// first visit), minified, with a metafile; writes index.html and a .gz beside every text asset.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { HIS_VERSION, type VariantManifest } from '@his/sdk';
import { distDir, generatedDir, ROOT } from './paths';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export interface BundleResult {
  metafile: esbuild.Metafile;
  entryScript: string;
  stylesheet: string;
}

function writeStylesEntry(variantId: string, pandaCss: string): string {
  const file = resolve(generatedDir(variantId), 'styles.css');
  // Only the regular and semibold faces; unicode-range makes the browser fetch just the subsets a page uses.
  writeFileSync(file, [
    "@import '@fontsource/be-vietnam-pro/400.css';",
    "@import '@fontsource/be-vietnam-pro/600.css';",
    `@import './${relative(generatedDir(variantId), pandaCss)}';`,
    '',
  ].join('\n'));
  return file;
}

function indexHtml(variant: VariantManifest, entryScript: string, stylesheet: string): string {
  const lang = variant.settings.defaultLanguage;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="his-version" content="${HIS_VERSION}">
<title>${variant.title[lang]}</title>
<link rel="stylesheet" href="/his/${stylesheet}">
<script type="module" src="/his/${entryScript}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}

export async function bundleVariant(variant: VariantManifest, entry: string, pandaCss: string, options: { minify?: boolean } = {}): Promise<BundleResult> {
  const outdir = distDir(variant.id);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const styles = writeStylesEntry(variant.id, pandaCss);
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: entry, styles },
    outdir: resolve(outdir, 'assets'),
    publicPath: '/his/assets/',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome109', 'safari16'],
    minify: options.minify ?? true,
    sourcemap: 'linked',
    metafile: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    define: { 'process.env.NODE_ENV': '"production"', __HIS_CHUNK_TIMEOUT__: String(CHUNK_LOAD_TIMEOUT_MS) },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entryScript = outputs.find(([, output]) => output.entryPoint && resolve(ROOT, output.entryPoint) === entry)?.[0];
  const stylesheet = outputs.find(([file]) => /assets\/styles-[^/]+\.css$/.test(file))?.[0];
  if (!entryScript || !stylesheet) throw new Error('esbuild produced no entry script or stylesheet');
  const toPublic = (file: string) => relative(outdir, resolve(ROOT, file)).replace(/\\/g, '/');
  writeFileSync(resolve(outdir, 'index.html'), indexHtml(variant, toPublic(entryScript), toPublic(stylesheet)));
  writeFileSync(resolve(outdir, 'metafile.json'), JSON.stringify(result.metafile));
  // Pre-compressed copies, served when the browser accepts gzip (fonts are compressed already).
  for (const [file] of outputs) {
    if (/\.(js|css|map)$/.test(file)) writeFileSync(resolve(ROOT, file) + '.gz', gzipSync(readFileSync(resolve(ROOT, file)), { level: 9 }));
  }
  writeFileSync(resolve(outdir, 'index.html.gz'), gzipSync(readFileSync(resolve(outdir, 'index.html')), { level: 9 }));
  return { metafile: result.metafile, entryScript: toPublic(entryScript), stylesheet: toPublic(stylesheet) };
}
