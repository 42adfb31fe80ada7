import type { es } from './es';

export const en: typeof es = {
  ep: {
    promo: {
      label: 'Promo code (optional)',
      refused: {
        unknown: 'That promo code does not exist',
        inactive: 'That promo code is no longer active',
        not_yet: 'That promo code is not valid yet',
        expired: 'That promo code has expired',
        used_up: 'That promo code has been used as many times as allowed',
        other_tour: 'That promo code is not valid for this tour',
      },
    },
  },
};
