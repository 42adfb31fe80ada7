import type { es } from './es';

export const fr: typeof es = {
  ep: {
    promo: {
      label: 'Code promo (facultatif)',
      refused: {
        unknown: 'Ce code promo n’existe pas',
        inactive: 'Ce code promo n’est plus actif',
        not_yet: 'Ce code promo n’est pas encore valable',
        expired: 'Ce code promo a expiré',
        used_up: 'Ce code promo a déjà été utilisé autant de fois que permis',
        other_tour: 'Ce code promo n’est pas valable pour cette excursion',
      },
    },
  },
};
