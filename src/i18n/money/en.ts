import type { es } from './es';

export const en: typeof es = {
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
        'This payment cannot be deleted: the refunds (US$%{refunded}) would be more than was paid. Delete ' +
        'the refund first.',
      noSuchShipCall: 'That ship call does not exist',
      partyContradicts: 'People (%{personas}) does not match adults + children (%{party})',
      childPriceHelp:
        'Children fill the base price like adults; above it each child pays this or the extra price, ' +
        'whichever is lower. Empty: they pay as adults',
      adultsOnly: 'Adults',
      withChildren: '1 adult + children',
      childAbove: 'Each child above %{people} people pays %{price}: the lower of the child and the extra price',
    },
  },
};
