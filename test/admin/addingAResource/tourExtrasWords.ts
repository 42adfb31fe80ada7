/** The throwaway resource's words, as the guide's step 4 writes them: src/i18n/tourExtras/es.ts and en.ts in one. */
export const es = {
  resources: { 'tour-extras': { name: 'Extra del tour |||| Extras de los tours', fields: { code: 'Código' } } },
};

export const en: typeof es = {
  resources: { 'tour-extras': { name: 'Tour extra |||| Tour extras', fields: { code: 'Code' } } },
};
