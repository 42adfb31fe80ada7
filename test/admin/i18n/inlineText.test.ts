import { describe, expect, it } from 'vitest';
import { inlineTexts } from './inlineText';

/** Text that is the same in every language, each with why. Anything else a person reads comes from a catalog. */
const ALLOWED: Record<string, string> = {
  'EP Control': 'the product name',
  SEO: 'an acronym, written so in both languages and by the spec',
  URL: 'an acronym, written so in both languages and by the spec',
  h2: 'an HTML element name',
  h3: 'an HTML element name',
  '/airport-transfers, /blog, https://…': "example addresses in a link field's placeholder",
  // The public FAQ page's heading follows the FAQ language the visitor picks there, not the app's language.
  'Preguntas frecuentes': "the FAQ's heading in the FAQ's own language",
  'Frequently Asked Questions': "the FAQ's heading in the FAQ's own language",
};

describe('one home per word', () => {
  it('I18N no screen writes a label, title, placeholder, helper text, notification or JSX text itself', () => {
    const found = inlineTexts('src/admin', []).filter(({ text }) => !(text in ALLOWED));
    expect(found.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
    // It parses every file of the app (~4 s alone): under CI's load the default 5 s is not a fault of the code.
  }, 60_000);
});
