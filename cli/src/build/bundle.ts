// Bundles a variant's web entry with esbuild: ESM with code splitting (each plugin's pages load on
// first visit), minified; writes index.html and a .gz beside every text asset, and the metafile outside the served folder.
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { HIS_VERSION, type VariantManifest } from '@his/sdk';
import { distDir, generatedDir, metafilePath, pluginDir, ROOT } from './paths';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export interface BundleResult {
  metafile: esbuild.Metafile;
  entryScript: string;
  stylesheet: string;
}

/**
 * The web font is a stylesheet of its own, linked by the shell after sign-in: the login page renders
 * in the system font and stays within its byte budget. Only the regular and semibold faces;
 * unicode-range makes the browser fetch just the subsets a page uses.
 */
function writeFontsEntry(variantId: string): string {
  const file = resolve(generatedDir(variantId), 'fonts.css');
  writeFileSync(file, "@import '@fontsource/be-vietnam-pro/400.css';\n@import '@fontsource/be-vietnam-pro/600.css';\n");
  return file;
}

/** The page's stylesheet: Panda's output and the boot skeleton that index.html shows before the app renders. */
function writeStylesEntry(variantId: string, pandaCss: string): string {
  const file = resolve(generatedDir(variantId), 'styles.css');
  writeFileSync(file, `@import '${pandaCss.replace(/\\/g, '/')}';\n@import '${resolve(ROOT, 'host/src/boot-skeleton.css').replace(/\\/g, '/')}';\n`);
  return file;
}

const LOADING = { vi: 'Đang tải…', en: 'Loading…' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function indexHtml(variant: VariantManifest, entryScript: string, stylesheet: string, fonts: string): string {
  const lang = variant.settings.defaultLanguage;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="his-version" content="${HIS_VERSION}">
<title>${variant.title[lang]}</title>
<meta name="his-fonts" content="/his/${fonts}">
<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%230f766e'/%3E%3Cpath d='M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z' fill='white'/%3E%3C/svg%3E">
<link rel="stylesheet" href="/his/${stylesheet}">
<script type="module" src="/his/${entryScript}"></script>
</head>
<body>
<div id="root"><div class="his-boot" role="status"><div class="his-boot-bar"><span class="his-boot-title">${escapeHtml(variant.title[lang])}</span></div><p class="his-boot-text">${LOADING[lang]}</p></div></div>
</body>
</html>
`;
}

// The shell, the plugins' pages and the kit, which load after sign-in; each is a lazy chunk's root or inside one.
const LAZY_SOURCES = /[\\/](host[\\/]src[\\/]shell[\\/].+|plugins[\\/][^\\/]+[\\/]web[\\/].+|sdk[\\/]ui[\\/]index)\.tsx?$/;

/**
 * esbuild gives each set of chunks that share a module a chunk of its own, so the login page would load every
 * library it shares with some later page as a separate file (react, the router, i18next, …). Making every lazy
 * module reach the start-up code too (boot and the plugins' manifests) gives all of it the same sharers: one
 * chunk, loaded with the login page.
 */
function oneStartupChunk(variant: VariantManifest): esbuild.Plugin {
  const startup = [
    resolve(ROOT, 'host/src/boot.tsx'),
    ...(variant.plugins as readonly string[]).map((id) => resolve(pluginDir(id), 'plugin.ts')).filter((file) => existsSync(file)),
  ];
  const imports = startup.map((file) => `import ${JSON.stringify(file)};`).join('\n');
  return {
    name: 'one-startup-chunk',
    setup(build) {
      build.onLoad({ filter: LAZY_SOURCES }, (args) => {
        if (/\.(test|stories)\.tsx?$/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        return { contents: `${imports}\n${source}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * Emscripten builds (the DICOM viewer's CharLS and OpenJPEG decoders) `require('fs')` and `require('path')` on a
 * branch that runs under Node only; in the browser bundle those resolve to an empty module instead of failing the
 * build. Limited to those packages, so a browser module that needs Node still fails here.
 */
function nodeOnlyRequires(): esbuild.Plugin {
  const EMSCRIPTEN_PACKAGES = /[\\/]node_modules[\\/]@cornerstonejs[\\/]codec-[^\\/]+[\\/]/;
  return {
    name: 'node-only-requires',
    setup(build) {
      build.onResolve({ filter: /^(fs|path)$/ }, (args) => (args.kind === 'require-call' && EMSCRIPTEN_PACKAGES.test(args.importer) ? { path: args.path, namespace: 'node-only' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'node-only' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

export interface BundleOptions {
  minify?: boolean;
  /** Source maps inside the scripts, for `his dev`; a production bundle has none to hand out. */
  sourceMaps?: boolean;
}

export async function bundleVariant(variant: VariantManifest, entry: string, pandaCss: string, options: BundleOptions = {}): Promise<BundleResult> {
  const outdir = distDir(variant.id);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const fonts = writeFontsEntry(variant.id);
  const styles = writeStylesEntry(variant.id, pandaCss);
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { main: entry, styles, fonts },
    outdir: resolve(outdir, 'assets'),
    publicPath: '/his/assets/',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome109', 'safari16'],
    minify: options.minify ?? true,
    sourcemap: options.sourceMaps ? 'inline' : false,
    metafile: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    // WebAssembly binaries inlined in the chunk that imports them (the DICOM codecs), so nothing is served beside it.
    loader: { '.woff2': 'file', '.woff': 'file', '.wasm': 'binary' },
    define: { 'process.env.NODE_ENV': '"production"', __HIS_CHUNK_TIMEOUT__: String(CHUNK_LOAD_TIMEOUT_MS) },
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [oneStartupChunk(variant), nodeOnlyRequires()],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entryScript = outputs.find(([, output]) => output.entryPoint && resolve(ROOT, output.entryPoint) === entry)?.[0];
  const cssOutput = (name: string) => outputs.find(([file]) => new RegExp(`assets/${name}-[^/]+\\.css$`).test(file))?.[0];
  const stylesheet = cssOutput('styles');
  const fontSheet = cssOutput('fonts');
  if (!entryScript || !stylesheet || !fontSheet) throw new Error('esbuild produced no entry script, stylesheet or font sheet');
  const toPublic = (file: string) => relative(outdir, resolve(ROOT, file)).replace(/\\/g, '/');
  writeFileSync(resolve(outdir, 'index.html'), indexHtml(variant, toPublic(entryScript), toPublic(stylesheet), toPublic(fontSheet)));
  mkdirSync(dirname(metafilePath(variant.id)), { recursive: true });
  writeFileSync(metafilePath(variant.id), JSON.stringify(result.metafile));
  // Pre-compressed copies, served when the browser accepts gzip (fonts are compressed already).
  for (const [file] of outputs) {
    if (/\.(js|css)$/.test(file)) writeFileSync(resolve(ROOT, file) + '.gz', gzipSync(readFileSync(resolve(ROOT, file)), { level: 9 }));
  }
  writeFileSync(resolve(outdir, 'index.html.gz'), gzipSync(readFileSync(resolve(outdir, 'index.html')), { level: 9 }));
  return { metafile: result.metafile, entryScript: toPublic(entryScript), stylesheet: toPublic(stylesheet) };
}
