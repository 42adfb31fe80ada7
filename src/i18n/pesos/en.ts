import type { es } from './es';

export const en: typeof es = {
  ep: {
    pesos: {
      currency: 'Currency',
      usd: 'Dollars (USD)',
      dop: 'Pesos (DOP)',
      amountDop: 'Amount in pesos (RD$)',
      rate: 'Today’s rate (RD$ per US$)',
      rateHelp: 'Remembered for the rest of the day',
      equivalent: 'Comes to %{usd}',
      rateRequired: 'Enter today’s rate, e.g. 58.50',
      rateRange: 'At most 1000 pesos per dollar',
      rateDecimals: 'At most 4 decimals',
      inPesos: 'RD$%{dop} at %{rate}',
    },
  },
};
