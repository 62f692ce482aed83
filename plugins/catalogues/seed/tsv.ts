// Reads a tab-separated reference file of seed/data/ (UTF-8, one header line) into rows keyed by the header's names.
import { readFileSync } from 'node:fs';

/** The rows of `file`, a URL next to the calling module (`new URL('./data/x.tsv', import.meta.url)`). */
export function readTsv(file: URL): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  const columns = header!.split('\t');
  return lines.map((line, index) => {
    const cells = line.split('\t');
    // A short or long line is a broken file: fail the seed rather than shift columns.
    if (cells.length !== columns.length) throw new Error(`${file.pathname}: line ${index + 2} has ${cells.length} cells, the header ${columns.length}.`);
    return Object.fromEntries(columns.map((column, at) => [column, cells[at]!.normalize('NFC')]));
  });
}
