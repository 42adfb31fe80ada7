// No zod here: the visitors' About page imports these words and must stay light.

/** ABOUT-02, ABOUT-04, ABOUT-05: the About Us screen's words, as the spec writes them. */
export const ABOUT_MESSAGES = {
  required: 'Content is required',
  loadError: 'Error loading About Us',
  saved: 'Saved!',
  saveError: 'Error saving About Us',
} as const;
