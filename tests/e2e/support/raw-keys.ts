// Finds what only a programmer should read on a screen: identifiers, message keys, ids and JSON among the texts
// a user sees, so that a browser test fails when a label is missing or a technical message leaks through.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

// Unicode-aware edges: JavaScript's \b treats Vietnamese letters as non-word characters, so "Đơn" would end a word.
const START = String.raw`(?<![\p{L}\p{N}_.\-])`;
const END = String.raw`(?![\p{L}\p{N}_])`;

/** Each kind of raw key, by name, so that a failure says what it found. */
const RAW_KEY_PATTERNS: readonly { kind: string; pattern: RegExp }[] = [
  // EXAMINE_ROOM, DM_DichVu, congBHYT_MatKhau, MAU_TOA_IN_1: prose has no underscore inside a word.
  { kind: 'identifier with underscores', pattern: new RegExp(String.raw`${START}[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9]${END}`, 'gu') },
  // admin.audit.read, menu.examination: two or more words of two letters or more, joined by dots; not a web
  // address or file name (hd.vn, bao-cao.pdf), nor the abbreviations of prose (v.v., e.g., TP.HCM). A user name
  // has the same shape (bs.mai), so only a key of a known namespace or with a camelCase word counts (below).
  {
    kind: 'message key',
    pattern: new RegExp(
      String.raw`${START}[a-z][A-Za-z0-9]+(?:\.[a-z][A-Za-z0-9]+)+(?<!\.(?:vn|com|org|net|io|gov|edu|info|html?|pdf|xlsx?|docx?|csv|json|xml|png|jpe?g|svg|txt))${END}(?!\.[a-z])`,
      'gu',
    ),
  },
  // defaultLanguage, isCoGiaVienPhi: a word that starts in lower case and turns to upper case inside.
  { kind: 'camelCase identifier', pattern: new RegExp(String.raw`${START}[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*${END}`, 'gu') },
  { kind: 'id', pattern: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi },
  // The server's own ids (newId: 24 hexadecimal digits), which a number of that length would not be.
  { kind: 'id', pattern: /(?<![0-9A-Za-z])(?=[0-9]*[a-f])[0-9a-f]{24}(?![0-9A-Za-z])/g },
  // urql's prefixes of a failed operation's message.
  { kind: 'technical error', pattern: /\[(?:Network|GraphQL)\]/g },
  { kind: 'JSON', pattern: /[{[]\s*"[^"\n]*"\s*:/g },
];

const ROOT = resolve(import.meta.dirname, '../../..');
/** Namespaces of keys that no catalogue starts with but a menu or form could show. */
const OTHER_NAMESPACES = ['menu', 'common', 'core', 'permission'];
let namespaces: Set<string> | undefined;

/** The first words of every message key of the catalogues (core, kit, host and plugins), and the plugin ids. */
function keyNamespaces(): Set<string> {
  if (namespaces) return namespaces;
  namespaces = new Set(OTHER_NAMESPACES);
  for (const folder of ['sdk', 'host', 'plugins']) {
    for (const file of readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })) {
      if (file.includes('node_modules') || !/(^|[\\/])locales[\\/][a-z]{2}\.json$/.test(file)) continue;
      for (const key of Object.keys(JSON.parse(readFileSync(join(ROOT, folder, file), 'utf8')) as object)) namespaces.add(key.split('.')[0]!);
    }
  }
  for (const plugin of readdirSync(join(ROOT, 'plugins'))) namespaces.add(plugin);
  return namespaces;
}

function isMessageKey(text: string): boolean {
  const words = text.split('.');
  return keyNamespaces().has(words[0]!) || words.some((word) => /[a-z][A-Z]/.test(word));
}

// Units of measure written as the clinic writes them, not identifiers.
const UNITS = new Set(['mmHg', 'mEq', 'pH', 'mL', 'dL', 'kPa', 'mU', 'nCi', 'pCO2', 'pO2']);

export interface RawKey {
  kind: string;
  /** The raw key itself. */
  match: string;
  /** The text it was found in, shortened. */
  text: string;
}

/** The raw keys in `texts`, each once. */
export function findRawKeys(texts: readonly string[]): RawKey[] {
  const found = new Map<string, RawKey>();
  for (const text of texts) {
    for (const { kind, pattern } of RAW_KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        if (kind === 'camelCase identifier' && UNITS.has(match[0])) continue;
        if (kind === 'message key' && !isMessageKey(match[0])) continue;
        if (!found.has(match[0])) found.set(match[0], { kind, match: match[0], text: text.length > 120 ? `${text.slice(0, 117)}…` : text });
      }
    }
  }
  return [...found.values()];
}

/**
 * What a user of the page can read: the page's visible text (open dialogs, menus and notices are in the body too),
 * each line on its own, and the placeholders, titles and accessible names of elements on screen.
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.body.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    if (document.title) texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** Fails the test, naming each raw key and where it stood, when the page shows any. */
export async function expectNoRawKeys(page: Page, where = page.url()): Promise<void> {
  const found = findRawKeys(await visibleTexts(page));
  expect(found.map((key) => `${key.kind} "${key.match}" in "${key.text}"`), `raw keys on ${where}`).toEqual([]);
}
