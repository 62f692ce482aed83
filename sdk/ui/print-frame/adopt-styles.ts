// Style text into a document through the CSSOM (constructable style sheets), which the app's CSP (style-src 'self')
// does not govern, unlike a <style> element; where a DOM lacks them (test DOMs), a <style> element stands in.

/** Adds the sheets to `target`; returns how to take them out again. */
export function adoptStyles(target: Document, cssTexts: readonly string[]): () => void {
  const view = target.defaultView as (Window & typeof globalThis) | null;
  if (!view || !('adoptedStyleSheets' in target) || typeof view.CSSStyleSheet?.prototype?.replaceSync !== 'function') {
    const elements = cssTexts.map((text) => {
      const element = target.createElement('style');
      element.textContent = text;
      target.head.appendChild(element);
      return element;
    });
    return () => elements.forEach((element) => element.remove());
  }
  const sheets = cssTexts.map((text) => {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, ...sheets];
  return () => {
    target.adoptedStyleSheets = target.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  };
}
