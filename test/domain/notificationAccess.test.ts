import { expect, it } from 'vitest';
import { notificationTypesFor, seesNotification } from '../../src/domain/notificationAccess';

it(
  'SECURITY each role gets the notifications of the areas it works: the owner all, the secretary messages ' +
    'only, nobody else none',
  () => {
    expect(notificationTypesFor('owner')).toEqual(['reserva', 'mensaje', 'testimonial']);
    expect(notificationTypesFor('secretary')).toEqual(['mensaje']);
    expect(notificationTypesFor(undefined)).toEqual([]);
    expect([
      seesNotification('secretary', 'reserva'),
      seesNotification('secretary', 'testimonial'),
      seesNotification('secretary', 'mensaje'),
    ]).toEqual([false, false, true]);
    expect(seesNotification('owner', 'unknown')).toBe(false);
  },
);
