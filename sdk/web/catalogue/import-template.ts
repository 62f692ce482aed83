// The import template of a catalogue: its import columns as the header row and one example row, so a user
// fills a file the import reads instead of learning a list of column names.
import { formatDate } from '../../shared/format';
import type { AnyCatalogue, CatalogueField } from '../../shared/catalogue';
import type { Language, Timestamp } from '../../shared';
import type { SheetCell, SheetColumn, SheetToWrite } from './spreadsheet';

/** Example texts in the user's language; the caller takes them from the message catalogue. */
export interface TemplateWords {
  /** An example code, valid under the code rules ('VD01'). */
  code: string;
  /** An example text for a field, given its label ('Ví dụ: Tên dịch vụ'). */
  text: (label: string) => string;
  /** What to write in a reference column, given the target catalogue's title ('Mã trong Nhóm dịch vụ'). */
  reference: (title: string) => string;
}

function clamp(value: number, spec: { min?: number; max?: number }): number {
  return Math.min(spec.max ?? value, Math.max(spec.min ?? value, value));
}

function exampleCell(descriptor: AnyCatalogue, name: string, spec: CatalogueField, known: ReadonlyMap<string, AnyCatalogue>, words: TemplateWords, lang: Language, today: Timestamp): SheetCell {
  switch (spec.kind) {
    case 'text':
      return (name === descriptor.codeField ? words.code : words.text(spec.label[lang])).slice(0, spec.maxLength);
    case 'integer':
    case 'number':
      return clamp(1, spec);
    case 'money':
      return clamp(100_000, spec);
    case 'boolean':
      // The import reads x as yes, as the export writes it.
      return 'x';
    case 'date':
      return formatDate(today);
    case 'enum':
      return spec.values[0] ?? null;
    case 'ref':
    case 'refs': {
      const target = known.get(spec.target);
      return words.reference(target ? target.title[lang] : spec.label[lang]);
    }
    case 'json':
      return null;
  }
}

/** The template's one sheet: the import columns as headers, then one example row. */
export function importTemplate(
  descriptor: AnyCatalogue,
  columns: readonly SheetColumn[],
  known: ReadonlyMap<string, AnyCatalogue>,
  words: TemplateWords,
  lang: Language,
  today: Timestamp,
): SheetToWrite {
  const example = columns.map((column) => exampleCell(descriptor, column.field, descriptor.fields[column.field]!, known, words, lang, today));
  return { name: descriptor.title[lang].slice(0, 31).replace(/[[\]/\\:*?]/g, ' '), columns, rows: [example] };
}
