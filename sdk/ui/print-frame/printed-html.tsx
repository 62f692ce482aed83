// Server-rendered print HTML inside a PrintFrame, under a CSP without inline styles: the template's <style> rules and
// style attributes go in through the CSSOM (which style-src does not govern), and the document uses the embedded font.
import { useLayoutEffect, useRef } from 'react';
import { adoptStyles } from './adopt-styles';

export interface PrintedHtmlProps {
  /** HTML of a rendered print template (the server's renderPrintTemplate, or the SDK's renderer in a story). */
  html: string;
}

// The web font the build serves from our own origin (@fontsource/be-vietnam-pro, Vietnamese glyphs included): the
// print frame copies its stylesheet, so printing never waits on a remote host.
export const PRINT_FONT_FAMILY = "'Be Vietnam Pro', 'Noto Sans', Arial, sans-serif";

const MOVED_STYLE = 'data-his-style';

/** Moves `html` into `host`: markup by import (scripts parsed this way never run), styles through the CSSOM. */
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
  for (const script of parsed.querySelectorAll('script')) script.remove();
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
