import { describe, expect, it } from 'vitest';
import { cancellationRefund, tripStart } from '../../src/domain/cancellation';

const policy = { free_cancel_hours: 24, late_cancel_refund_percent: 50 };
// 2026-12-10 09:00 in Puerto Plata is 13:00 UTC.
const booking = { paid: 85.55, fecha: '2026-12-10', pickup_time: '09:00' };
const at = (iso: string) => new Date(iso);

describe('the cancellation policy', () => {
  it('BOOKING a trip starts at its pickup on Puerto Plata’s clock, or at the start of its day without one', () => {
    expect(tripStart('2026-12-10', '09:00').toISOString()).toBe('2026-12-10T13:00:00.000Z');
    expect(tripStart('2026-12-10', '').toISOString()).toBe('2026-12-10T04:00:00.000Z');
  });

  it(
    'BOOKING everything paid comes back up to the free hours before; later, the late share rounded down ' +
      'to the cent',
    () => {
      expect(cancellationRefund(booking, policy, at('2026-12-09T13:00:00Z'))).toEqual({
        hours_before: 24,
        free: true,
        percent: 100,
        refund: 85.55,
      });
      expect(cancellationRefund(booking, policy, at('2026-12-09T13:00:01Z'))).toMatchObject({
        free: false,
        percent: 50,
        refund: 42.77,
      });
      expect(
        cancellationRefund(booking, { ...policy, late_cancel_refund_percent: 0 }, at('2026-12-10T12:00:00Z')),
      ).toMatchObject({
        hours_before: 1,
        refund: 0,
      });
      // After the start the late share still applies; nothing paid, nothing back.
      expect(cancellationRefund({ ...booking, paid: 0 }, policy, at('2026-12-11T00:00:00Z'))).toMatchObject({
        refund: 0,
      });
      expect(
        cancellationRefund(
          booking,
          { free_cancel_hours: 0, late_cancel_refund_percent: 150 },
          at('2026-12-11T00:00:00Z'),
        ).refund,
      ).toBe(85.55);
    },
  );
});
