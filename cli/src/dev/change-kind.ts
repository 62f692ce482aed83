// What a changed source file asks of `his dev`: regenerate code (compose, typed documents), rebundle the web, restart
// the API. Only the API process and the code generators load modules once; the bundler reads every file afresh.

export interface DevWork {
  /** Compose the plugins and regenerate typed documents (a fresh process: imports are cached in this one). */
  codegen: boolean;
  /** Bundle the web again and reload the open pages. */
  bundle: boolean;
  /** Restart the API process. */
  api: boolean;
}

export const NO_WORK: DevWork = { codegen: false, bundle: false, api: false };

const WEB = { codegen: false, bundle: true, api: false };
const API = { codegen: false, bundle: false, api: true };
const BOTH = { codegen: false, bundle: true, api: true };
const EVERYTHING = { codegen: true, bundle: true, api: true };
// A variant manifest is read once, when `his dev` starts, so its changes need a new `his dev`; the rest are below.

// Files nothing running reads: output of the tools, tests, stories and docs.
const IGNORED = /(^|\/)(generated|node_modules|dist|\.data)\/|\.(test|stories)\.tsx?$|\.md$|(^|\/)\.|~$/;

/** The work a change of `path` (relative to the repository, '/'-separated) needs. */
export function workFor(path: string): DevWork {
  if (IGNORED.test(path)) return NO_WORK;
  const plugin = /^plugins\/[^/]+\/(.+)$/.exec(path)?.[1];
  if (plugin !== undefined) {
    if (/^web\//.test(plugin)) return WEB;
    // The operations and the routes and menus feed the typed documents and the web entry.
    if (/^operations\//.test(plugin) || plugin === 'plugin.ts') return { codegen: true, bundle: true, api: false };
    // The schema feeds the typed documents too.
    if (plugin === 'server.ts' || /^api\/schema/.test(plugin)) return EVERYTHING;
    if (/^(api|seed|server)\//.test(plugin)) return API;
    // Rules, the contract and the locales are read on both sides.
    return BOTH;
  }
  if (/^host\/operations\//.test(path)) return { codegen: true, bundle: true, api: false };
  if (/^(host\/(src|locales)|sdk\/(web|ui))\//.test(path)) return WEB;
  if (/^(server\/src|sdk\/server)\//.test(path)) return API;
  if (/^sdk\//.test(path)) return BOTH;
  return NO_WORK;
}

/** The work of several changes at once, as one batch does it. */
export function workForAll(paths: Iterable<string>): DevWork {
  const work = { ...NO_WORK };
  for (const path of paths) {
    const one = workFor(path);
    work.codegen ||= one.codegen;
    work.bundle ||= one.bundle;
    work.api ||= one.api;
  }
  return work;
}
