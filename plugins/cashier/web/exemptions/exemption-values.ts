// The exemptions form's values: one discount per bill line, a percent or an amount (typing one clears the other),
// the lines a save sends (those changed; a cleared discount is sent as 0%), and the problems found before sending,
// with the money rules' own check (checkDiscount).
import { checkDiscount } from '../../rules/insurance-share';
import type { MienGiamInput } from '../../generated/graphql';
import type { FeeBillLine } from '../fee-screens/fee-bill';
import type { FieldProblems } from '../fee-screens/refusals';

export interface DiscountDraft {
  PhanTramGiamGia: number | null;
  SoTienGiamGia: number | null;
}

export type DiscountDrafts = Record<string, DiscountDraft>;

/** A line's discount takes no change once it is collected or not charged at all. */
export const isDiscountable = (line: Pick<FeeBillLine, 'DaThuTien' | 'KhongThuTien'>) => !line.DaThuTien && !line.KhongThuTien;

/** What the line holds now: its percent when it was given as one, else its amount. */
export function draftOf(line: Pick<FeeBillLine, 'PhanTramGiamGia' | 'SoTienGiamGia'>): DiscountDraft {
  if (line.PhanTramGiamGia > 0) return { PhanTramGiamGia: line.PhanTramGiamGia, SoTienGiamGia: null };
  return { PhanTramGiamGia: null, SoTienGiamGia: line.SoTienGiamGia > 0 ? line.SoTienGiamGia : null };
}

export function draftsOf(lines: readonly FeeBillLine[]): DiscountDrafts {
  return Object.fromEntries(lines.map((line) => [line._id, draftOf(line)]));
}

/** The draft after typing in one of its two boxes: the other empties. */
export function typed(field: keyof DiscountDraft, value: number | null): DiscountDraft {
  return field === 'PhanTramGiamGia' ? { PhanTramGiamGia: value, SoTienGiamGia: null } : { PhanTramGiamGia: null, SoTienGiamGia: value };
}

const same = (a: DiscountDraft, b: DiscountDraft) => (a.PhanTramGiamGia ?? 0) === (b.PhanTramGiamGia ?? 0) && (a.SoTienGiamGia ?? 0) === (b.SoTienGiamGia ?? 0);

/** The lines whose discount the user changed, as the API takes them; an emptied discount is 0%. */
export function changedLines(lines: readonly FeeBillLine[], drafts: DiscountDrafts): MienGiamInput[] {
  return lines.flatMap((line): MienGiamInput[] => {
    const draft = drafts[line._id];
    if (!draft || !isDiscountable(line) || same(draft, draftOf(line))) return [];
    // An amount being typed (NaN) is sent as typed, so that the check before sending refuses it rather than 0%.
    if (draft.SoTienGiamGia !== null && draft.SoTienGiamGia !== 0) return [{ ChiTiet_Id: line._id, SoTienGiamGia: draft.SoTienGiamGia }];
    return [{ ChiTiet_Id: line._id, PhanTramGiamGia: draft.PhanTramGiamGia ?? 0 }];
  });
}

/** The name of a line's box on the form, as problems are keyed. */
export const lineField = (lineId: string, field: keyof DiscountDraft) => `${lineId}.${field}`;

/** The problems of the lines sent and of the reason, keyed by the form's field names; empty when it may be sent. */
export function exemptionProblems(lines: readonly FeeBillLine[], drafts: DiscountDrafts, reason: string): FieldProblems {
  const problems: FieldProblems = {};
  const byId = new Map(lines.map((line) => [line._id, line] as const));
  for (const change of changedLines(lines, drafts)) {
    const line = byId.get(String(change.ChiTiet_Id))!;
    const problem = checkDiscount({ PhanTramGiamGia: change.PhanTramGiamGia ?? undefined, SoTienGiamGia: change.SoTienGiamGia ?? undefined }, line.ThanhTien, line.BenhNhanTT);
    if (problem) problems[lineField(line._id, problem.field === 'PhanTramGiamGia' ? 'PhanTramGiamGia' : 'SoTienGiamGia')] = { key: problem.key, params: { ...problem.params } };
  }
  if (reason.trim() === '') problems.LyDo = { key: 'validation.required', params: {} };
  return problems;
}
