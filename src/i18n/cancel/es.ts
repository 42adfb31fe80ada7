/** Cancelling by the tour's policy (issue 41): what was paid, what the policy gives back, the refund in one step. */
export const es = {
  ep: {
    cancel: {
      freeHours: 'Cancelación gratuita (horas antes)',
      freeHoursHelp: 'Hasta estas horas antes de la recogida se devuelve todo lo pagado',
      latePercent: 'Reembolso al cancelar después (%)',
      latePercentHelp: 'Parte de lo pagado que se devuelve pasada la cancelación gratuita (0: nada)',
      percentMax: 'Como máximo 100',
      loading: 'Calculando el reembolso…',
      paid: 'Pagado: %{amount}',
      policyFree: 'Política del tour: gratis hasta %{hours} h antes; después se devuelve el %{percent} %.',
      inWindow: 'Faltan %{hours} h para la recogida: dentro de la cancelación gratuita, se devuelve todo.',
      lateWindow: 'Faltan %{hours} h para la recogida: fuera de la cancelación gratuita, se devuelve el %{percent} %.',
      started: 'La recogida ya pasó: se devuelve el %{percent} %.',
      refundDue: 'Reembolso según la política: %{amount}',
      method: 'Devolver en',
      cancelAndRefund: 'Cancelar y reembolsar %{amount}',
      cancelOnly: 'Cancelar sin reembolso',
      keep: 'No cancelar',
      cancelled: 'Reserva cancelada',
      cancelledRefunded: 'Reserva cancelada y %{amount} reembolsados',
      alreadyCancelled: 'Esta reserva ya estaba cancelada',
      refundReference: 'Cancelación: política del tour (%{percent} %)',
      goodwill: 'Un descuento de cortesía no es un reembolso: cambia el precio de la reserva con su motivo (Editar).',
    },
  },
};
