/**
 * Words a rule chooses without writing them: a key of the screen catalogs (src/admin/i18n) and the values it
 * names. The screen renders it in the user's language; the domain stays free of copy.
 */
export interface Phrase {
  key: string;
  args?: Record<string, string | number>;
}
