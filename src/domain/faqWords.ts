// No zod here: the visitors' FAQ page imports these words and must stay light.

/** FAQ-02, FAQ-03, FAQ-06..08: the FAQ screen's words, as the spec writes them. */
export const FAQ_MESSAGES = {
  confirmDelete: 'Delete this FAQ?',
  empty: 'No FAQs yet.',
  loadError: 'Error loading FAQs',
  deleted: 'Deleted!',
  deleteError: 'Error deleting FAQ',
  saved: 'Saved!',
  saveError: 'Error saving FAQ',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
} as const;

/** The public site shows the FAQs of the visitor's language; the spec's FAQ has no language, so Spanish is assumed. */
export const FAQ_LANGUAGES = ['es', 'en'] as const;
export const FAQ_LANGUAGE_LABELS: Record<(typeof FAQ_LANGUAGES)[number], string> = { es: 'Español', en: 'English' };
