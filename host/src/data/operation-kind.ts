// Which kinds of operation a GraphQL document defines, read from its text without loading a GraphQL parser
// into the bundle: the batching fetch only sees request bodies, and must never batch a mutation.

export type OperationKind = 'query' | 'mutation' | 'subscription';

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

/**
 * The kinds of the top-level operation definitions in `document`. Strings, block strings and comments are
 * skipped, and only names that open a top-level definition count, so a field or argument named `mutation`
 * is not mistaken for one. When in doubt it reports more kinds, never fewer.
 */
export function operationKinds(document: string): Set<OperationKind> {
  const kinds = new Set<OperationKind>();
  let braces = 0;
  let parens = 0;
  let atDefinitionStart = true;
  let i = 0;
  while (i < document.length) {
    const char = document[i]!;
    if (char === '#') {
      const end = document.indexOf('\n', i);
      i = end === -1 ? document.length : end + 1;
      continue;
    }
    if (char === '"') {
      i = skipString(document, i);
      continue;
    }
    if (char === '(') parens++;
    else if (char === ')') parens--;
    else if (parens === 0 && char === '{') {
      // A selection set at the top level with no keyword before it is the query shorthand.
      if (braces === 0 && atDefinitionStart) kinds.add('query');
      atDefinitionStart = false;
      braces++;
    } else if (parens === 0 && char === '}') {
      braces--;
      if (braces === 0) atDefinitionStart = true;
    } else if (braces === 0 && parens === 0 && atDefinitionStart && NAME_START.test(char)) {
      let end = i + 1;
      while (end < document.length && NAME_CHAR.test(document[end]!)) end++;
      const word = document.slice(i, end);
      if (word === 'query' || word === 'mutation' || word === 'subscription') kinds.add(word);
      atDefinitionStart = false;
      i = end;
      continue;
    }
    i++;
  }
  return kinds;
}

/** The index just past the string (or block string) that starts at `start`. */
function skipString(document: string, start: number): number {
  if (document.startsWith('"""', start)) {
    let i = start + 3;
    while (i < document.length) {
      if (document.startsWith('\\"""', i)) i += 4;
      else if (document.startsWith('"""', i)) return i + 3;
      else i++;
    }
    return document.length;
  }
  let i = start + 1;
  while (i < document.length && document[i] !== '"' && document[i] !== '\n') i += document[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Only pure reads may share a POST: see batch-fetch.ts for why mutations and subscriptions travel alone. */
export function isQueryOnly(document: string): boolean {
  const kinds = operationKinds(document);
  return kinds.size === 1 && kinds.has('query');
}
