// What a plugin declares of a document it prints: the key, the name, the paper and the default body with sample data.

/** The kit's paper sizes (sdk/ui/print-frame/paper.ts): A4, A5 and the 80 mm receipt roll. */
export type PrintPaper = 'A4' | 'A5' | 'K80';
export const PRINT_PAPERS: readonly PrintPaper[] = ['A4', 'A5', 'K80'];

export interface PrintTemplateDeclaration {
  /** 'plugin.document', e.g. 'pricing.priceList': the plugin's id first. */
  key: string;
  name: { vi: string; en: string };
  paper: PrintPaper;
  /** Mustache text: what a facility prints until it saves its own version. */
  defaultBody: string;
  /** Data of the shape the plugin renders with: for the preview, the editor and Storybook. */
  sampleData: Record<string, unknown>;
}

export function definePrintTemplate<const T extends PrintTemplateDeclaration>(template: T): T {
  return template;
}

/** The longest body a facility may save, in characters. */
export const PRINT_TEMPLATE_BODY_MAX = 200_000;
