// The lint rule that keeps plugins apart: a file under plugins/<id>/ may import another plugin only through that
// plugin's contract.ts (its provided-function keys, route refs, permissions, events and slots), never its other
// files. The import is resolved against the importing file, so every way of spelling the path is caught.
import { dirname, relative, resolve } from 'node:path';

const ROOT = import.meta.dirname;
const CONTRACT = /^contract(\.ts)?$/;

/** The plugin folder a path lies in (plugins/<id>, or a test plugin's tests/plugins/<id>), and the rest inside it. */
function pluginOf(path) {
  const match = /^(?:tests\/)?plugins\/([a-z0-9-]+)(?:\/(.*))?$/.exec(relative(ROOT, path).split('\\').join('/'));
  return match ? { id: match[1], rest: match[2] ?? '' } : null;
}

export const pluginIsolation = {
  meta: {
    type: 'problem',
    docs: { description: 'A plugin imports another plugin only through its contract.ts' },
    messages: {
      foreign: 'A plugin must not import another plugin\'s files ("{{target}}" of plugin "{{plugin}}"): import its contract.ts, or share through sdk/.',
    },
    schema: [],
  },
  create(context) {
    const own = pluginOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      // Relative paths from the file; a bare 'plugins/x/…' (a path alias) from the root.
      const absolute = specifier.startsWith('.') ? resolve(dirname(context.filename), specifier) : /(^|\/)plugins\//.test(specifier) ? resolve(ROOT, specifier.slice(specifier.indexOf('plugins/'))) : null;
      if (!absolute) return;
      const target = pluginOf(absolute);
      if (!target || target.id === own.id || CONTRACT.test(target.rest)) return;
      context.report({ node: source, messageId: 'foreign', data: { target: target.rest || '.', plugin: target.id } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
