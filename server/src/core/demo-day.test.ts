// The demo day's calendar: the day a run records, and when the next run comes, both by the day in Vietnam (UTC+7).
import { describe, expect, it } from 'vitest';
import { demoDayKind, nextRunDelay } from './demo-day';

const at = (iso: string) => Date.parse(iso);

describe('the demo day calendar', () => {
  it.each([
    ['a morning in Vietnam', '2026-03-14T02:00:00Z', 'demo-day:2026-03-14'],
    ['the last minute of the day in Vietnam', '2026-03-14T16:59:59Z', 'demo-day:2026-03-14'],
    ['midnight in Vietnam, still the evening before in UTC', '2026-03-14T17:00:00Z', 'demo-day:2026-03-15'],
    ['the new year in Vietnam', '2025-12-31T17:30:00Z', 'demo-day:2026-01-01'],
  ])('records %s as its Vietnamese day', (_case, iso, kind) => {
    expect(demoDayKind(at(iso))).toBe(kind);
  });

  it.each([
    ['from noon in Vietnam, twelve hours and five seconds', '2026-03-14T05:00:00Z', 12 * 3600_000 + 5_000],
    ['from a second before midnight, six seconds', '2026-03-14T16:59:59Z', 6_000],
    ['from just after midnight, the next midnight', '2026-03-14T17:00:01Z', 24 * 3600_000 + 4_000],
  ])('plans the next run %s', (_case, iso, delay) => {
    expect(nextRunDelay(at(iso))).toBe(delay);
  });
});
