/** Payments in Dominican pesos (issue 41): the day's rate, the pesos taken and their USD. */
export const es = {
  ep: {
    pesos: {
      currency: 'Moneda',
      usd: 'Dólares (USD)',
      dop: 'Pesos (DOP)',
      amountDop: 'Importe en pesos (RD$)',
      rate: 'Tasa del día (RD$ por US$)',
      rateHelp: 'Se recuerda para el resto del día',
      equivalent: 'Equivale a %{usd}',
      rateRequired: 'Escribe la tasa del día, p. ej. 58.50',
      rateRange: 'Como máximo 1000 pesos por dólar',
      rateDecimals: 'Máximo 4 decimales',
      inPesos: 'RD$%{dop} a %{rate}',
    },
  },
};
