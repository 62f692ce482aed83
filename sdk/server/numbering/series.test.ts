import { describe, expect, it } from 'vitest';
import { defineNumberSeries, formatSeriesCode, seriesCounterKey } from './series';

describe('number series', () => {
  it('writes prefix, year and the padded number, never cutting a larger number', () => {
    const series = defineNumberSeries({ name: 'reception.patientCode', prefix: 'BN', yearDigits: 2, padding: 6, reset: 'yearly' });
    expect(formatSeriesCode(series, 123, 2026)).toBe('BN26000123');
    expect(formatSeriesCode(series, 1234567, 2026)).toBe('BN261234567');
    expect(formatSeriesCode(defineNumberSeries({ name: 'a.b', padding: 4, yearDigits: 4, reset: 'yearly' }), 7, 2027)).toBe('20270007');
    expect(formatSeriesCode(defineNumberSeries({ name: 'a.b' }), 42, 2026)).toBe('42');
  });

  it('keeps one counter per facility, and per year only when the series restarts yearly', () => {
    const yearly = defineNumberSeries({ name: 'a.visit', yearDigits: 2, reset: 'yearly' });
    const lasting = defineNumberSeries({ name: 'a.record' });
    expect(seriesCounterKey(yearly, 'f1', 2026)).not.toBe(seriesCounterKey(yearly, 'f1', 2027));
    expect(seriesCounterKey(yearly, 'f1', 2026)).not.toBe(seriesCounterKey(yearly, 'f2', 2026));
    expect(seriesCounterKey(lasting, 'f1', 2026)).toBe(seriesCounterKey(lasting, 'f1', 2027));
  });

  it('refuses at declaration a series whose codes could collide or be malformed', () => {
    expect(() => defineNumberSeries({ name: 'a.visit', reset: 'yearly' })).toThrow(/must show the year/);
    expect(() => defineNumberSeries({ name: 'visit' })).toThrow(/<plugin>\.<name>/);
    expect(() => defineNumberSeries({ name: 'a.b', padding: 0 })).toThrow(/padding/);
    expect(() => defineNumberSeries({ name: 'a.b', yearDigits: 3 as 2 })).toThrow(/yearDigits/);
  });
});
