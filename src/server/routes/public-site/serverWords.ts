import { es } from '../../../i18n/features';
import { en } from '../../../i18n/featuresEn';
import type { Tree } from '../../../i18n/tree';

/**
 * The catalog sections whose words the booking and contact routes answer with (answers: the limit on visitors' writes).
 */
const SECTIONS = ['reservations', 'contact', 'validation', 'answers'] as const;

function pairs(spanish: Tree, english: Tree, into: Array<[string, string]>) {
  for (const [key, value] of Object.entries(spanish)) {
    const other = english[key];
    // A plural phrase reaches the page as one of its forms, so each form is a pair of its own.
    if (typeof value === 'string' && typeof other === 'string' && value !== other) {
      const forms = value.split('||||').map((form) => form.trim());
      const others = other.split('||||').map((form) => form.trim());
      forms.forEach((form, index) => into.push([form, others[index] ?? others[0]]));
    } else if (typeof value === 'object' && typeof other === 'object') pairs(value, other, into);
  }
  return into;
}

/**
 * The server answers in Spanish (src/server/http/words.ts); an English page carries each of those messages
 * beside its English from the same catalogs ('%{limit}' and the like stand for the values), so the page script
 * shows the visitor's language.
 */
export const ENGLISH_OF_SPANISH: ReadonlyArray<[string, string]> = SECTIONS.flatMap((section) =>
  pairs(es.ep[section] as unknown as Tree, en.ep[section] as unknown as Tree, []),
);
