import { es } from '../../src/i18n/features';
import { phrase } from '../../src/i18n/phrase';
import type { Phrase } from '../../src/domain/phrase';

/** The Spanish words a domain rule's key (or phrase) stands for, as the screens and the server show them. */
export const spanish = (words: string | Phrase | undefined) =>
  words === undefined ? undefined : typeof words === 'string' ? phrase(es, words) : phrase(es, words.key, words.args);
