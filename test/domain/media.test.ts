import { describe, expect, it } from 'vitest';
import { displayNameOf } from '../../src/domain/media';
import { SITE_TEXT_DEFAULTS } from '../../src/domain/siteTextDefaults';
import { TEXT_KEYS, textsFor } from '../../src/domain/siteTexts';

describe('media names', () => {
  it('MEDIA-02 an uploaded file is shown by the last segment of its name, never a path', () => {
    expect(displayNameOf('../../etc/passwd.png')).toBe('passwd.png');
    expect(displayNameOf('C:\\fotos\\playa.jpg')).toBe('playa.jpg');
    expect(displayNameOf('..')).toBe('image');
    expect(displayNameOf('ma\u0000l\u001fecon.png')).toBe('malecon.png');
    expect(displayNameOf(undefined)).toBe('image');
    expect(displayNameOf(`${'a'.repeat(300)}.png`)).toHaveLength(200);
  });

  it('MEDIA-02 STAFF a name with quotes reads as typed, not as the browser escaped it (%22)', () => {
    expect(displayNameOf('Playa %22Dorada%22.png')).toBe('Playa "Dorada".png');
    expect(displayNameOf('linea%0Auno.png')).toBe('linea uno.png');
  });
});

describe('site texts', () => {
  it('SET-12 SET-16 every key of a language: saved value, else its default, else the English one', () => {
    const texts = textsFor('fr', { hero_title: 'Bonjour' }, SITE_TEXT_DEFAULTS);
    expect(texts.map(({ key }) => key)).toEqual(TEXT_KEYS);
    expect(texts.find(({ key }) => key === 'hero_title')?.value).toBe('Bonjour');
    expect(texts.find(({ key }) => key === 'home')?.value).toBe('Accueil');
    expect(texts.find(({ key }) => key === 'services_title')?.value).toBe('Our services');
    expect(TEXT_KEYS.every((key) => SITE_TEXT_DEFAULTS.en[key] && SITE_TEXT_DEFAULTS.es[key])).toBe(true);
  });
});
