/** Money in USD as every screen shows it (the business prices in dollars whatever the UI's language). */
export const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
