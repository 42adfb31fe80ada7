/**
 * Made on first use and kept: making a formatter costs far more than formatting with it, and a list formats every row.
 */
let dollars: Intl.NumberFormat | undefined;

/** Money in USD as every screen shows it (the business prices in dollars whatever the UI's language). */
export const usd = (amount: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount);
