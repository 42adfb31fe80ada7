/** The throwaway resource's words, as the guide's step 4 writes them: src/i18n/promoCodes/es.ts and en.ts in one. */
export const es = {
  resources: { 'promo-codes': { name: 'Código promocional |||| Códigos promocionales', fields: { code: 'Código' } } },
};

export const en: typeof es = {
  resources: { 'promo-codes': { name: 'Promo code |||| Promo codes', fields: { code: 'Code' } } },
};
