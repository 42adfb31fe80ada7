import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../src/domain/bookingPeriods';

describe('reservation periods', () => {
  it('RES-02 mensual: the 12 months up to the current one, then 3 ahead', () => {
    const buckets = periodBuckets('mensual', '2026-11-22');
    expect(buckets).toHaveLength(15);
    expect(buckets[0]).toEqual({ start: '2025-12-01', end: '2025-12-31', label: 'dic 2025' });
    expect(buckets[11]).toEqual({ start: '2026-11-01', end: '2026-11-30', label: 'nov 2026' });
    expect(buckets.at(-1)).toEqual({ start: '2027-02-01', end: '2027-02-28', label: 'feb 2027' });
    expect(buckets.find((bucket) => bucket.start === '2026-02-01')?.end).toBe('2026-02-28');
  });

  it('RES-02 quincenal: halves of the month, 1–15 and 16 to the end', () => {
    const buckets = periodBuckets('quincenal', '2026-11-22');
    expect(buckets).toHaveLength(18);
    expect(buckets[11]).toEqual({ start: '2026-11-16', end: '2026-11-30', label: '16–30 nov' });
    expect(buckets[10]).toEqual({ start: '2026-11-01', end: '2026-11-15', label: '1–15 nov' });
    expect(buckets.at(-1)).toEqual({ start: '2027-02-16', end: '2027-02-28', label: '16–28 feb' });
    expect(buckets[0].start).toBe('2026-06-01');
  });

  it('RES-02 semanal: weeks from Monday, 8 ahead; diario: the days up to today', () => {
    const weeks = periodBuckets('semanal', '2026-11-22');
    expect(weeks[11]).toEqual({ start: '2026-11-16', end: '2026-11-22', label: 'sem. 16 nov' });
    expect(weeks[0].start).toBe('2026-08-31');
    expect(weeks.at(-1)).toEqual({ start: '2027-01-11', end: '2027-01-17', label: 'sem. 11 ene' });
    const days = periodBuckets('diario', '2026-01-03');
    expect(days[11]).toEqual({ start: '2026-01-03', end: '2026-01-03', label: '3 ene' });
    expect(days[0].start).toBe('2025-12-23');
    expect(days).toHaveLength(12);
  });

  it('buckets follow each other without gaps or overlaps', () => {
    for (const period of ['mensual', 'quincenal', 'semanal', 'diario'] as const) {
      const buckets = periodBuckets(period, '2026-03-01');
      for (let index = 1; index < buckets.length; index++) {
        const next = new Date(`${buckets[index - 1].end}T00:00:00Z`).getTime() + 86_400_000;
        expect(new Date(`${buckets[index].start}T00:00:00Z`).getTime(), period).toBe(next);
      }
    }
  });
});
