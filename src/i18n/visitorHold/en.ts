import type { es } from './es';

export const en: typeof es = {
  ep: {
    visitorHold: {
      tooMany:
        'You already have unconfirmed bookings for that day; we will confirm them before taking more. For a ' +
        'large group, write or call us.',
    },
  },
};
