import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday, periodFilter } from '../../src/admin/resources/reservas/periodWindow';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the reservations period tabs end today in Puerto Plata', () => {
  it(
    'STAFF RES-05 at 01:00 in Puerto Plata (05:00 UTC) on a browser set to UTC-4, today is that day, not ' +
      'yesterday',
    () => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-12-03T05:00:00Z'));
      vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(240);
      expect(localToday()).toBe('2026-12-03');
      expect(periodFilter('diario').fecha_lte).toBe('2026-12-03');
    },
  );

  it('STAFF RES-05 at 23:30 in Puerto Plata (03:30 UTC next day) it is still that evening’s date', () => {
    expect(localToday(new Date('2026-12-03T03:30:00Z'))).toBe('2026-12-02');
  });
});
