/** The public booking form's promo code (issue 41): its label and why a code does not apply, es/en/fr. */
export const es = {
  ep: {
    promo: {
      label: 'Código promocional (opcional)',
      refused: {
        unknown: 'Ese código promocional no existe',
        inactive: 'Ese código promocional ya no está activo',
        not_yet: 'Ese código promocional todavía no es válido',
        expired: 'Ese código promocional ha caducado',
        used_up: 'Ese código promocional ya se ha usado todas las veces permitidas',
        other_tour: 'Ese código promocional no sirve para este tour',
      },
    },
  },
};
