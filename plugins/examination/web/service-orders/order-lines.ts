// The order dialog's lines: what each holds, the checks made before asking the server (spec §5: service, place and
// quantity not blank, a diagnosis), the input sent, and where a server refusal goes (`DichVus.<index>.<field>`).
import type { CombinedError } from '@his/sdk/data';
import type { DichVuChoChiDinhQuery } from '../../generated/graphql';

export type OrderLine = DichVuChoChiDinhQuery['dichVuChoChiDinh'][number] & { SoLuong: number | null };

/** Message keys under the fields they concern, by field name. */
export type Placed = Record<string, { key: string; params?: Record<string, string | number> }>;

const MAX_QUANTITY = 1000;
/** The fields the dialog shows besides each line's place and quantity. */
const SHOWN = new Set(['ChanDoan', 'DichVus', 'BacSiChiDinh_Id']);

export function checkLines(lines: readonly OrderLine[], diagnosis: string): Placed {
  const placed: Placed = {};
  if (lines.length === 0) placed.DichVus = { key: 'validation.required' };
  if (diagnosis.trim() === '') placed.ChanDoan = { key: 'examination.orders.diagnosisRequired' };
  lines.forEach((line, index) => {
    if (!line.NoiThucHien_Id) placed[`DichVus.${index}.NoiThucHien_Id`] = { key: 'validation.required' };
    if (line.SoLuong === null) placed[`DichVus.${index}.SoLuong`] = { key: 'validation.required' };
    else if (!Number.isInteger(line.SoLuong) || line.SoLuong < 1 || line.SoLuong > MAX_QUANTITY) {
      placed[`DichVus.${index}.SoLuong`] = { key: 'examination.orders.quantityRange', params: { min: 1, max: MAX_QUANTITY } };
    }
  });
  return placed;
}

export function linesInput(lines: readonly OrderLine[]) {
  return lines.map((line) => ({ DichVu_Id: line.DichVu_Id, NoiThucHien_Id: line.NoiThucHien_Id, SoLuong: line.SoLuong }));
}

const fieldPattern = /^DichVus\.(\d+)\.(DichVu_Id|NoiThucHien_Id|SoLuong)$/;

/**
 * A refusal laid out on the dialog: one naming a line's field, or a field shown, goes under it in the server's words
 * (its key may be reception's or pricing's, whose texts this screen does not load); any other is a message.
 */
export function placeRefusals(error: CombinedError, lineCount: number): { placed: Placed; messages: string[] } {
  const placed: Placed = {};
  const messages: string[] = [];
  for (const each of error.graphQLErrors) {
    const field = (each.extensions as { field?: unknown } | undefined)?.field;
    const line = typeof field === 'string' ? fieldPattern.exec(field) : null;
    if (typeof field === 'string' && ((line && Number(line[1]) < lineCount) || SHOWN.has(field))) {
      placed[field] = { key: 'examination.orders.refused', params: { message: each.message } };
    } else if (each.message) messages.push(each.message);
  }
  if (Object.keys(placed).length === 0 && messages.length === 0) messages.push(error.message);
  return { placed, messages: [...new Set(messages)] };
}
