/** Money's words (issue 38): amounts parsed strictly and bounded, a booking's payments written one at a time. */
export const es = {
  ep: {
    money: {
      notAmount: 'Escribe un importe en dólares, p. ej. 85 o 85.50',
      twoDecimals: 'Máximo 2 decimales',
      negative: 'Mínimo 0',
      positive: 'El importe debe ser mayor que 0',
      atMost: 'Como máximo US$%{max}',
      quoteTooLarge: 'El precio de esta reserva (US$%{price}) supera el máximo de US$%{max}',
      refundTooLarge: 'No se puede reembolsar más de lo pagado: quedan US$%{paid} por reembolsar',
      paymentRefunded:
        'No se puede eliminar este pago: lo reembolsado (US$%{refunded}) superaría lo pagado. Elimina antes ' +
        'el reembolso.',
      noSuchShipCall: 'Esa escala de crucero no existe',
      partyContradicts: 'Personas (%{personas}) no coincide con adultos + niños (%{party})',
      childPriceHelp:
        'Los niños llenan el precio base como adultos; por encima, cada niño paga esto o el precio extra si ' +
        'es menor. Vacío: pagan como adultos',
      adultsOnly: 'Adultos',
      withChildren: '1 adulto + niños',
      childAbove:
        'Cada niño por encima de %{people} personas paga %{price}: el menor entre el precio de niño y el extra',
    },
  },
};
