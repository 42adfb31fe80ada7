import { describe, expect, it } from 'vitest';
import { ENGLISH_OF_SPANISH } from '../../src/server/routes/public-site/serverWords';
import { spanish } from '../../src/server/http/words';
import { withArgs } from '../../src/domain/messageArgs';

/** What the page script does with a pair (public/public-site.js, translator): the Spanish, its values as wildcards. */
function english(answer: string): string {
  for (const [es, en] of ENGLISH_OF_SPANISH) {
    const names: string[] = [];
    const literal = es.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${literal.replace(/%\{(\w+)\}/g, (_, name: string) => (names.push(name), '(.+?)'))}$`);
    const match = pattern.exec(answer);
    if (match)
      return en.replace(/%\{(\w+)\}/g, (whole, name: string) =>
        names.includes(name) ? match[names.indexOf(name) + 1] : whole,
      );
  }
  return answer;
}

describe('the English public pages read the server in English', () => {
  it(
    "PUBLIC a visitor's too many submissions, answered in Spanish, shows in English on an English page, one " +
      'minute or many',
    () => {
      expect(english(spanish(withArgs('ep.answers.tooManySubmissions', { smart_count: 10 })))).toBe(
        'Too many submissions from this address. Try again in 10 minutes.',
      );
      expect(english(spanish(withArgs('ep.answers.tooManySubmissions', { smart_count: 1 })))).toBe(
        'Too many submissions from this address. Try again in 1 minute.',
      );
    },
  );

  it('PUBLIC every pair is a single form, never a whole plural phrase the page could not match', () => {
    expect(ENGLISH_OF_SPANISH.filter(([es, en]) => es.includes('||||') || en.includes('||||'))).toEqual([]);
  });
});
