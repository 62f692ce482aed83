// The posting rules editor's model: one row per active payment method (and any inactive one holding a rule) and
// kind of receipt book, with the accounts of the stored rule or empty; what a save sends (the rows with an account);
// and where the server's refusal of a sent rule goes back on screen.
import type { PaymentPostingRulesQuery } from '../../generated/graphql';
import { BOOK_KINDS } from './book-values';

type Method = PaymentPostingRulesQuery['getAllDM_HinhThucThanhToan'][number];
type StoredRule = PaymentPostingRulesQuery['getHinhThucThanhToanHachToans'][number];

export interface PostingRuleRow {
  HinhThucThanhToan_Id: string;
  TenHinhThucThanhToan: string;
  isActive: boolean;
  LoaiQuyenBienLai_Id: string;
  TaiKhoanNo_Id: string;
  TaiKhoanCo_Id: string;
}

export function postingRuleRows(methods: readonly Method[], rules: readonly StoredRule[]): PostingRuleRow[] {
  const ruleOf = (method: string, kind: string) => rules.find((rule) => rule.HinhThucThanhToan_Id === method && rule.LoaiQuyenBienLai_Id === kind);
  return methods
    .filter((method) => method.isActive || rules.some((rule) => rule.HinhThucThanhToan_Id === method._id))
    .flatMap((method) =>
      BOOK_KINDS.map((kind) => {
        const rule = ruleOf(method._id, kind);
        return {
          HinhThucThanhToan_Id: method._id, TenHinhThucThanhToan: method.TenHinhThucThanhToan, isActive: method.isActive, LoaiQuyenBienLai_Id: kind,
          TaiKhoanNo_Id: rule?.TaiKhoanNo_Id ?? '', TaiKhoanCo_Id: rule?.TaiKhoanCo_Id ?? '',
        };
      }),
    );
}

/** The box of a row's account on the form. */
export const accountField = (index: number, field: 'TaiKhoanCo_Id' | 'TaiKhoanNo_Id') => `rows.${index}.${field}`;

export interface SentRule {
  /** The row on screen it came from. */
  index: number;
  input: { HinhThucThanhToan_Id: string; LoaiQuyenBienLai_Id: string; TaiKhoanCo_Id: string | null; TaiKhoanNo_Id: string | null };
}

const account = (text: string) => (text.trim() === '' ? null : text.trim());

/** The rows holding an account, in the order shown; the others are left out, which removes their rule. */
export function postingRuleInputs(rows: readonly PostingRuleRow[]): SentRule[] {
  return rows.flatMap((row, index) => {
    const input = { HinhThucThanhToan_Id: row.HinhThucThanhToan_Id, LoaiQuyenBienLai_Id: row.LoaiQuyenBienLai_Id, TaiKhoanCo_Id: account(row.TaiKhoanCo_Id), TaiKhoanNo_Id: account(row.TaiKhoanNo_Id) };
    return input.TaiKhoanCo_Id === null && input.TaiKhoanNo_Id === null ? [] : [{ index, input }];
  });
}

/** The form's box of a refusal naming `input.<n>.<field>` of what was sent. */
export function refusalFieldOf(field: string, sent: readonly SentRule[]): string {
  const match = /^input\.(\d+)\.(TaiKhoanCo_Id|TaiKhoanNo_Id)$/.exec(field);
  const rule = match ? sent[Number(match[1])] : undefined;
  return rule ? accountField(rule.index, match![2] as 'TaiKhoanCo_Id' | 'TaiKhoanNo_Id') : field;
}
