// The words of a rendered print, for tests: no style sheet, no tags, single spaces.
export function printedText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
