// `his dev`: build once (no typecheck, unminified, source maps), serve, and on every change do only the work it
// needs: a page edit rebundles the web and reloads the open pages; server code restarts the API process; an
// operation, a manifest or a schema regenerates the typed documents first.
import { watch, type FSWatcher } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { VariantManifest } from '@his/sdk';
import { bundleVariant } from './build/bundle';
import type { PandaContext } from '@pandacss/node';
import { loadPanda, pandaCssgen } from './build/panda';
import { generatedDir, ROOT } from './build/paths';
import type { ServeOptions } from './serve';
import { startApiProcess, type ApiProcess } from './dev/api-process';
import { workFor, workForAll, type DevWork } from './dev/change-kind';
import { incrementalCss } from './dev/incremental-css';
import { markBuild } from './dev/reload';
import { runChild } from './dev/run-child';

// Not variants/: the manifest is read once, at start; a changed manifest needs a new `his dev`.
const WATCHED = ['host/src', 'host/operations', 'host/locales', 'sdk', 'server/src', 'plugins'];
// Editors write a file in several steps; one batch takes them all.
const SETTLE_MS = 150;

export interface DevRound {
  work: DevWork;
  /** Time from the batch's start to the new build being served (and the API answering, when restarted). */
  ms: number;
  build: string;
}

export interface DevSession {
  readonly url: string;
  readonly api: ApiProcess;
  /** Called after every round of work, for the log and for tests. */
  onRound(listener: (round: DevRound) => void): void;
  close(): Promise<void>;
}

export interface DevOptions {
  log?: (line: string) => void;
  /** Folders to watch, relative to the repository (default: every source folder). */
  watched?: readonly string[];
}

export async function startDevelopment(variant: VariantManifest, options: ServeOptions, { log = (line) => process.stdout.write(`${line}\n`), watched = WATCHED }: DevOptions = {}): Promise<DevSession> {
  const entry = resolve(generatedDir(variant.id), 'main.ts');
  let buildCount = 0;
  let panda: PandaContext | undefined;
  /** Bundles the web; `changed` (repository paths) limits the stylesheet's work to those files once Panda has parsed all. */
  const bundle = async (changed?: Iterable<string>) => {
    const cssStarted = performance.now();
    let css: string;
    if (panda && changed) css = await incrementalCss(panda, variant.id, changed);
    else {
      panda = await loadPanda(variant.id);
      css = await pandaCssgen(panda, variant.id);
    }
    const bundleStarted = performance.now();
    await bundleVariant(variant, entry, css, { minify: false, sourceMaps: true });
    log(`  panda ${(bundleStarted - cssStarted).toFixed(0)} ms, esbuild ${(performance.now() - bundleStarted).toFixed(0)} ms`);
    const build = `${Date.now().toString(36)}-${++buildCount}`;
    markBuild(variant.id, build);
    return build;
  };

  const started = performance.now();
  await runChild('codegen', variant);
  let build = await bundle();
  const api = await startApiProcess(variant, options);
  log(`built and started ${variant.id} in ${(performance.now() - started).toFixed(0)} ms`);

  const listeners: ((round: DevRound) => void)[] = [];
  const doWork = async (changed: ReadonlySet<string>) => {
    const work = workForAll(changed);
    const roundStarted = performance.now();
    try {
      if (work.codegen) await runChild('codegen', variant);
      // The API restarts while the web bundles: the two share nothing.
      await Promise.all([work.bundle ? bundle(changed).then((next) => (build = next)) : undefined, work.api ? api.restart() : undefined]);
      // A restarted API may serve a changed schema: the pages reload too.
      if (work.api && !work.bundle) {
        build = `${Date.now().toString(36)}-${++buildCount}`;
        markBuild(variant.id, build);
      }
      const round = { work, ms: performance.now() - roundStarted, build };
      log(`${[work.codegen && 'codegen', work.bundle && 'web', work.api && 'API restart'].filter(Boolean).join(' + ')} in ${round.ms.toFixed(0)} ms`);
      for (const listener of listeners) listener(round);
    } catch (error) {
      log(`dev: ${(error as Error).message}`);
    }
  };

  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const watchers: FSWatcher[] = watched.map((folder) =>
    watch(resolve(ROOT, folder), { recursive: true }, (_event, file) => {
      if (!file) return;
      const path = relative(ROOT, resolve(ROOT, folder, String(file))).split('\\').join('/');
      const work = workFor(path);
      if (!work.codegen && !work.bundle && !work.api) return;
      pending.add(path);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const batch = pending;
        pending = new Set();
        running = running.then(() => doWork(batch));
      }, SETTLE_MS);
    }),
  );
  log(`watching ${watched.join(', ')}: web ${api.url}/his/`);

  return {
    url: api.url,
    api,
    onRound: (listener) => void listeners.push(listener),
    close: async () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      await running;
      await api.stop();
    },
  };
}
