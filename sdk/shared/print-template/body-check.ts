// Refuses template bodies that could put unescaped text or code in a printed page: the check the server runs on save.
import Mustache from 'mustache';

type Token = [string, string, number, number, Token[]?, ...unknown[]];

// '&' is {{{x}}} and {{&x}} (unescaped output); '>' a partial, which would let a body pull in another text.
const REFUSED_TAGS: Record<string, string> = { '&': 'printTemplates.unescapedTag', '>': 'printTemplates.partialTag' };
const SCRIPT = /<\s*script|\son[a-z]+\s*=|javascript:/i;

function refusedTag(tokens: readonly Token[]): string | null {
  for (const token of tokens) {
    const key = REFUSED_TAGS[token[0]];
    if (key) return key;
    const children = token[4];
    if (Array.isArray(children)) {
      const nested = refusedTag(children);
      if (nested) return nested;
    }
  }
  return null;
}

/** The message key of what is wrong with `body`, or null when it may be saved and rendered. */
export function printTemplateBodyProblem(body: string): string | null {
  if (SCRIPT.test(body)) return 'printTemplates.scriptInBody';
  let tokens: Token[];
  try {
    tokens = Mustache.parse(body) as unknown as Token[];
  } catch {
    return 'printTemplates.invalidSyntax';
  }
  return refusedTag(tokens);
}
