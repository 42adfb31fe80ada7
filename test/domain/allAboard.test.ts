import { describe, expect, it } from 'vitest';
import { allAboardKey, allAboardRisk, bookingAllAboardRisk, tourReturn } from '../../src/domain/allAboard';

describe('a cruise guest’s return against the all-aboard time', () => {
  it(
    'BOOKING a tour is back its duration after it leaves, read on the safe side; unknown without a time ' +
      'to leave at',
    () => {
      expect(tourReturn('09:00', '5 horas')).toBe('14:00');
      expect(tourReturn('09:00', '3-4 hours')).toBe('13:00');
      expect(tourReturn('', '5 horas')).toBe('');
    },
  );

  it(
    'BOOKING a return an hour or more before all aboard is no risk; closer says it is before, at or after it ' +
      'and by how much',
    () => {
      expect(allAboardRisk('13:30', '14:30')).toBeUndefined();
      expect(allAboardRisk('14:00', '14:30')).toEqual({
        back: '14:00',
        all_aboard: '14:30',
        side: 'before',
        minutes: 30,
      });
      expect(allAboardRisk('14:30', '14:30')).toMatchObject({ side: 'same', minutes: 0 });
      // The return 30 minutes AFTER all aboard is said to be after it, never "less than an hour before".
      expect(allAboardRisk('15:00', '14:30')).toEqual({
        back: '15:00',
        all_aboard: '14:30',
        side: 'after',
        minutes: 30,
      });
      expect(allAboardRisk('', '14:30')).toBeUndefined();
    },
  );

  it('BOOKING a booking leaves at its departure, else at its pickup; the words follow the side', () => {
    const call = { all_aboard_time: '15:00' };
    expect(bookingAllAboardRisk({ departure_time: '09:00', pickup_time: '08:15' }, { duracion: '5 horas' }, call)).toBe(
      undefined,
    );
    const late = bookingAllAboardRisk({ departure_time: '', pickup_time: '10:00' }, { duracion: '5 horas' }, call);
    expect(late).toMatchObject({ back: '15:00', side: 'same' });
    expect(allAboardKey('ep.cruise.warning', { side: 'after' })).toBe('ep.cruise.warning.after');
  });
});
