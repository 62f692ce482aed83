// Server-rendered print HTML inside a PrintFrame, under a CSP without inline styles: the template's <style> rules and
// style attributes go in through the CSSOM (which style-src does not govern), and the document uses the embedded font.
import { useLayoutEffect, useRef } from 'react';
import { adoptStyles } from './adopt-styles';

export interface PrintedHtmlProps {
  /** HTML of a rendered print template (the server's renderPrintTemplate, the SDK's renderer in a story) or of a provider's page. */
  html: string;
}

// The web font the build serves from our own origin (@fontsource/be-vietnam-pro, Vietnamese glyphs included): the
// print frame copies its stylesheet, so printing never waits on a remote host.
export const PRINT_FONT_FAMILY = "'Be Vietnam Pro', 'Noto Sans', Arial, sans-serif";

const MOVED_STYLE = 'data-his-style';

// Elements that run, embed or redirect rather than print. Imported into a live document, an event handler would run
// (only a script parsed by DOMParser stays inert): a provider's e-invoice page is not our template, so nothing of
// this kind is trusted, whatever its source.
const ACTIVE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, animate, set';
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'poster', 'background', 'data']);
const SCRIPT_URL = /^(?:javascript:|vbscript:|data:text\/html)/i;

/** A URL as a browser reads its scheme: control characters and spaces dropped wherever they are ('java\tscript:'). */
function withoutControls(url: string): string {
  return [...url].filter((character) => character.charCodeAt(0) > 0x20).join('');
}

/** Takes out of a parsed body what could run once imported: active elements, event handlers, script URLs. */
function makeInert(body: HTMLElement): void {
  for (const element of body.querySelectorAll(ACTIVE_ELEMENTS)) element.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || (URL_ATTRIBUTES.has(lower) && SCRIPT_URL.test(withoutControls(value)))) element.removeAttribute(name);
    }
  }
}

/** Moves `html` into `host`: markup by import, made inert first, styles through the CSSOM. */
function mount(host: HTMLElement, html: string): () => void {
  // Even an inert parsed document reports its <style> blocks and style attributes to the CSP as refused inline
  // styles: they are taken out of the text first (the renderer escapes data, so every '<' left starts a real tag).
  const cssTexts: string[] = [];
  const markup = html
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_block, cssText: string) => {
      cssTexts.push(cssText);
      return '';
    })
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/(\s)style=/gi, `$1${MOVED_STYLE}=`));
  const parsed = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
  makeInert(parsed.body);
  const styled = [...parsed.body.querySelectorAll<HTMLElement>(`[${MOVED_STYLE}]`)].map((element) => {
    const text = element.getAttribute(MOVED_STYLE) ?? '';
    element.removeAttribute(MOVED_STYLE);
    return { element, text };
  });
  const document = host.ownerDocument;
  const imported = new Map<Node, Node>();
  const fragment = document.createDocumentFragment();
  for (const child of [...parsed.body.childNodes]) fragment.appendChild(document.importNode(child, true));
  host.replaceChildren(fragment);
  // Same order in both trees: pair each parsed element that had a style with its imported copy.
  const copies = [...host.querySelectorAll<HTMLElement>('*')];
  const originals = [...parsed.body.querySelectorAll<HTMLElement>('*')];
  originals.forEach((original, index) => imported.set(original, copies[index]!));
  for (const { element, text } of styled) {
    const copy = imported.get(element) as HTMLElement | undefined;
    if (copy) copy.style.cssText = text;
  }
  const release = adoptStyles(document, cssTexts);
  return () => {
    release();
    host.replaceChildren();
  };
}

export function PrintedHtml({ html }: PrintedHtmlProps) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (host.current ? mount(host.current, html) : undefined), [html]);
  return <div ref={host} data-printed-html="" style={{ fontFamily: PRINT_FONT_FAMILY }} />;
}
