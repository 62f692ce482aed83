// The insurance rules editor's model: the dated values grouped by rule in the money rules' order, the value in force
// today, the ones to check against the current decision, and the add-or-change form with the money rules' own check.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { checkRuleValue, RULE_KEYS, type RuleKey } from '../../rules/insurance-share';
import type { QuyTacBhytFieldsFragment, QuyTacBhytInput } from '../../generated/graphql';
import type { FieldProblems } from '../fee-screens/refusals';

export type RuleRowData = QuyTacBhytFieldsFragment;

export interface RuleGroup {
  MaQuyTac: string;
  /** Newest first. */
  rows: RuleRowData[];
  /** The value in force at the moment asked (the latest from a day not after it), if any. */
  inForce: RuleRowData | null;
  /** How many of its values are to check against the current decision. */
  toCheck: number;
}

/** LuongCoSo is an amount in đồng; every other rule a percent. */
export const isMoneyRule = (MaQuyTac: string) => MaQuyTac === 'LuongCoSo';

/** Every known rule, in the money rules' order, even one without a value yet (then none is in force); unknown keys after. */
export function groupRules(rows: readonly RuleRowData[], at: Timestamp): RuleGroup[] {
  const keys: string[] = [...RULE_KEYS, ...[...new Set(rows.map((row) => row.MaQuyTac))].filter((key) => !(RULE_KEYS as readonly string[]).includes(key)).sort()];
  return keys.map((MaQuyTac) => {
    const own = rows.filter((row) => row.MaQuyTac === MaQuyTac).sort((a, b) => b.TuNgay - a.TuNgay);
    return { MaQuyTac, rows: own, inForce: own.find((row) => row.TuNgay <= at) ?? null, toCheck: own.filter((row) => row.CanKiemTra).length };
  });
}

export interface RuleFormValues {
  _id: string | null;
  MaQuyTac: RuleKey | null;
  GiaTri: number | null;
  TuNgay: Timestamp | null;
  GhiChu: string;
}

export const RULE_FORM_FIELDS = ['MaQuyTac', 'GiaTri', 'TuNgay', 'GhiChu'] as const;
export const MAX_RULE_NOTE = 500;

export const newRuleValues = (MaQuyTac: RuleKey | null, TuNgay: Timestamp): RuleFormValues => ({ _id: null, MaQuyTac, GiaTri: null, TuNgay, GhiChu: '' });

export function ruleValuesOf(row: RuleRowData): RuleFormValues {
  return { _id: row._id, MaQuyTac: (RULE_KEYS as readonly string[]).includes(row.MaQuyTac) ? (row.MaQuyTac as RuleKey) : null, GiaTri: row.GiaTri, TuNgay: row.TuNgay, GhiChu: row.GhiChu ?? '' };
}

export function ruleFormProblems(values: RuleFormValues): FieldProblems {
  const problems: FieldProblems = {};
  if (values.MaQuyTac === null) problems.MaQuyTac = { key: 'validation.required', params: {} };
  if (values.TuNgay === null) problems.TuNgay = { key: 'validation.required', params: {} };
  if (values.GiaTri === null) problems.GiaTri = { key: 'validation.required', params: {} };
  else if (values.MaQuyTac !== null) {
    const problem = checkRuleValue(values.MaQuyTac, values.GiaTri);
    if (problem) problems[problem.field] = { key: problem.key, params: { ...problem.params } };
  }
  return problems;
}

/** What the API takes: the day as its start in Vietnam, the note trimmed or null. */
export function ruleInputOf(values: RuleFormValues): QuyTacBhytInput {
  return { MaQuyTac: values.MaQuyTac ?? '', GiaTri: values.GiaTri ?? 0, TuNgay: startOfDay(values.TuNgay ?? 0), GhiChu: values.GhiChu.trim() === '' ? null : values.GhiChu.trim() };
}
