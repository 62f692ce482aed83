// Paper the hospital prints on: A4 records and results, A5 prescriptions and receipts, 80 mm thermal queue tickets.
export type PaperSize = 'A4' | 'A5' | 'K80';
export type Orientation = 'portrait' | 'landscape';

interface PaperGeometry {
  /** Width and height in millimetres, portrait. */
  width: number;
  height: number | null;
  margin: number;
}

const PAPERS: Record<PaperSize, PaperGeometry> = {
  A4: { width: 210, height: 297, margin: 12 },
  A5: { width: 148, height: 210, margin: 8 },
  // A roll: as long as the content.
  K80: { width: 80, height: null, margin: 3 },
};

/** The page rule and body width that make the browser's print dialog start on the right paper. */
export function pageStyle(paper: PaperSize, orientation: Orientation): string {
  const geometry = PAPERS[paper];
  const landscape = orientation === 'landscape' && geometry.height !== null;
  const width = landscape ? geometry.height! : geometry.width;
  const size = geometry.height === null ? `${geometry.width}mm auto` : `${paper} ${orientation}`;
  return [
    `@page { size: ${size}; margin: ${geometry.margin}mm; }`,
    `html, body { margin: 0; background: #fff; color: #000; }`,
    `body { box-sizing: border-box; width: ${width - 2 * geometry.margin}mm; margin: 0 auto; }`,
    `@media screen { body { padding: ${geometry.margin}mm; width: ${width}mm; } }`,
  ].join('\n');
}

/** The preview's width on screen, in millimetres. */
export function previewWidth(paper: PaperSize, orientation: Orientation): number {
  const geometry = PAPERS[paper];
  return orientation === 'landscape' && geometry.height !== null ? geometry.height : geometry.width;
}
