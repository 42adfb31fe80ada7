/** How the money came or went; no processor is involved, staff record what happened. */
export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'paypal', 'other'] as const;
