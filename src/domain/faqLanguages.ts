// No zod here: the visitors' FAQ page imports this list and must stay light.

/** The public site shows the FAQs of the visitor's language; the spec's FAQ has no language, so Spanish is assumed. */
export const FAQ_LANGUAGES = ['es', 'en'] as const;
