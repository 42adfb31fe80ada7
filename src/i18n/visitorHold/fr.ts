import type { es } from './es';

export const fr: typeof es = {
  ep: {
    visitorHold: {
      tooMany:
        'Vous avez déjà des réservations non confirmées pour ce jour ; nous les confirmerons avant d’en ' +
        'accepter d’autres. Pour un grand groupe, écrivez-nous ou appelez-nous.',
    },
  },
};
