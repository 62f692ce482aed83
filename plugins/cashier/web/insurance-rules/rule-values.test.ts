// The insurance rules editor's model, as an accountant reads it: which value is in force, which to check, and what
// the form refuses before saving.
import { describe, expect, it } from 'vitest';
import { RULE_KEYS } from '../../rules/insurance-share';
import { groupRules, newRuleValues, ruleFormProblems, ruleInputOf, type RuleFormValues, type RuleRowData } from './rule-values';

const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) - 7 * 3_600_000;
const rule = (id: string, MaQuyTac: string, GiaTri: number, TuNgay: number, CanKiemTra = false): RuleRowData => ({ _id: id, MaQuyTac, GiaTri, TuNgay, GhiChu: null, CanKiemTra });
const NOW = day(2026, 3, 5) + 8 * 3_600_000;

describe('the rules grouped by key', () => {
  const rows = [rule('a', 'LuongCoSo', 1_800_000, day(2023, 7, 1)), rule('b', 'LuongCoSo', 2_340_000, day(2024, 7, 1), true), rule('c', 'LuongCoSo', 2_530_000, day(2026, 7, 1)), rule('d', 'Khac', 1, day(2020, 1, 1))];
  const groups = groupRules(rows, NOW);

  it('every known rule in the money rules\' order, unknown ones after', () => {
    expect(groups.map((group) => group.MaQuyTac)).toEqual([...RULE_KEYS, 'Khac']);
  });
  it('newest first; the one in force is the latest from a day not after today, not one decided for later', () => {
    expect(groups[0]!.rows.map((row) => row._id)).toEqual(['c', 'b', 'a']);
    expect(groups[0]!.inForce?._id).toBe('b');
    expect(groups[0]!.toCheck).toBe(1);
  });
  it('a rule without a value has none in force', () => {
    expect(groups[1]).toEqual({ MaQuyTac: 'NguongChiPhiThap', rows: [], inForce: null, toCheck: 0 });
  });
  it('a value decided from today is in force today', () => {
    expect(groupRules([rule('e', 'TaiKham', 30, day(2026, 3, 5))], NOW)[7]!.inForce?._id).toBe('e');
  });
});

describe('the form', () => {
  const values = (changes: Partial<RuleFormValues>): RuleFormValues => ({ ...newRuleValues('NguongChiPhiThap', day(2026, 7, 1)), GiaTri: 15, ...changes });

  it.each<[string, Partial<RuleFormValues>, Record<string, string>]>([
    ['a percent with two decimals passes', { GiaTri: 15.25 }, {}],
    ['a value is required', { GiaTri: null }, { GiaTri: 'validation.required' }],
    ['a day is required', { TuNgay: null }, { TuNgay: 'validation.required' }],
    ['a rule is required', { MaQuyTac: null }, { MaQuyTac: 'validation.required' }],
    ['a percent above 100', { GiaTri: 101 }, { GiaTri: 'validation.max' }],
    ['a base salary in part of a đồng', { MaQuyTac: 'LuongCoSo', GiaTri: 2_340_000.5 }, { GiaTri: 'validation.integer' }],
  ])('%s', (_name, changes, expected) => {
    expect(Object.fromEntries(Object.entries(ruleFormProblems(values(changes))).map(([field, problem]) => [field, problem.key]))).toEqual(expected);
  });

  it('sends the start of the day in Vietnam and the note trimmed, or null', () => {
    expect(ruleInputOf(values({ TuNgay: day(2026, 7, 1) + 15 * 3_600_000, GhiChu: '  QĐ 123 ' }))).toEqual({ MaQuyTac: 'NguongChiPhiThap', GiaTri: 15, TuNgay: day(2026, 7, 1), GhiChu: 'QĐ 123' });
    expect(ruleInputOf(values({})).GhiChu).toBeNull();
  });
});
