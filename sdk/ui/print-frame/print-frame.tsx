// A document to print (receipt, prescription, result) rendered into its own frame: the page around it does not
// print, the paper size is set, and the user sees the preview before pressing Print.
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button } from '../button/button';
import { pageStyle, previewWidth, type Orientation, type PaperSize } from './paper';
import { adoptStyles } from './adopt-styles';

export interface PrintFrameHandle {
  /** Opens the browser's print dialog for the document, once its fonts and images have loaded. */
  print(): Promise<void>;
}

export interface PrintFrameProps {
  /** Names the document: the frame's accessible name and the file name a "save as PDF" suggests. */
  title: string;
  paper?: PaperSize;
  orientation?: Orientation;
  /** Shows the Print button under the preview; a screen with its own button (F9) calls `ref.print()`. */
  showPrintButton?: boolean;
  /** Keeps the frame out of sight: for printing straight from a list. */
  hidden?: boolean;
  ref?: Ref<PrintFrameHandle>;
  children: ReactNode;
}

const frameStyle = css({ display: 'block', bg: 'white', borderWidth: '1px', borderColor: 'border.default', shadow: 'sm', maxW: 'full' });
const offscreen = css({ position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', opacity: 0, pointerEvents: 'none' });
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' });

// Copies the page's style sheets (Panda's CSS, the fonts) so the document looks as its components do on screen: linked
// sheets as links, the text of <style> elements through the CSSOM (a copied <style> would be refused by the CSP).
function copyStyles(target: Document): void {
  for (const node of document.querySelectorAll('link[rel="stylesheet"]')) target.head.appendChild(target.importNode(node, true));
  const texts = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((text) => text.trim() !== '');
  if (texts.length > 0) adoptStyles(target, texts);
}

async function loaded(document: Document): Promise<void> {
  const images = [...document.querySelectorAll('img')].filter((image) => !image.complete);
  await Promise.all([
    document.fonts?.ready,
    ...images.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  ]);
}

export function PrintFrame({ title, paper = 'A4', orientation = 'portrait', showPrintButton = true, hidden = false, ref, children }: PrintFrameProps) {
  const { t } = useTranslation('ui');
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);

  // The frame's own document is empty (about:blank) and usable once mounted.
  const copied = useRef(false);
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    document.title = title;
    if (!copied.current) {
      copyStyles(document);
      copied.current = true;
    }
    const removePageStyle = adoptStyles(document, [pageStyle(paper, orientation)]);
    document.documentElement.lang = window.document.documentElement.lang;
    setBody(document.body);
    return removePageStyle;
  }, [title, paper, orientation]);

  // The preview grows with the document instead of scrolling inside it.
  useEffect(() => {
    if (!body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(body.ownerDocument.documentElement.scrollHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);

  const print = useCallback(async () => {
    const view = frame.current?.contentWindow;
    if (!view) return;
    await loaded(view.document);
    view.focus();
    view.print();
  }, []);
  useImperativeHandle(ref, () => ({ print }), [print]);

  return (
    <div className={hidden ? offscreen : stack}>
      <iframe
        ref={frame}
        title={title}
        className={frameStyle}
        style={{ width: `${previewWidth(paper, orientation)}mm`, height: height ? `${height}px` : '60vh' }}
        aria-hidden={hidden || undefined}
        tabIndex={hidden ? -1 : undefined}
      />
      {body && createPortal(children, body)}
      {showPrintButton && !hidden && (
        <Button onClick={print}>{t('ui.print.print')}</Button>
      )}
    </div>
  );
}
