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
        'No se puede eliminar este pago: lo reembolsado (US$%{refunded}) superaría lo pagado. Elimina antes el reembolso.',
      noSuchShipCall: 'Esa escala de crucero no existe',
      partyContradicts: 'Personas (%{personas}) no coincide con adultos + niños (%{party})',
      childPriceHelp:
        'Los niños llenan el precio base como adultos; por encima, cada niño paga esto o el precio extra si es menor. Vacío: pagan como adultos',
      adultsOnly: 'Adultos',
      withChildren: '1 adulto + niños',
      childAbove:
        'Cada niño por encima de %{people} personas paga %{price}: el menor entre el precio de niño y el extra',
    },
  },
};

export const en = {
  ep: {
    money: {
      notAmount: 'Type an amount in dollars, e.g. 85 or 85.50',
      twoDecimals: 'At most 2 decimals',
      negative: 'At least 0',
      positive: 'The amount must be greater than 0',
      atMost: 'At most US$%{max}',
      quoteTooLarge: 'This booking’s price (US$%{price}) is above the maximum of US$%{max}',
      refundTooLarge: 'Cannot refund more than was paid: US$%{paid} is left to refund',
      paymentRefunded:
        'This payment cannot be deleted: the refunds (US$%{refunded}) would be more than was paid. Delete the refund first.',
      noSuchShipCall: 'That ship call does not exist',
      partyContradicts: 'People (%{personas}) does not match adults + children (%{party})',
      childPriceHelp:
        'Children fill the base price like adults; above it each child pays this or the extra price, whichever is lower. Empty: they pay as adults',
      adultsOnly: 'Adults',
      withChildren: '1 adult + children',
      childAbove: 'Each child above %{people} people pays %{price}: the lower of the child and the extra price',
    },
  },
};
