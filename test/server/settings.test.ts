import { expect, it } from 'vitest';
import { HOME_KEYS, SERVICES_KEYS, TEXT_KEYS, WHY_CHOOSE_KEYS } from '../../src/domain/siteTexts';
import { describeEachDatabase } from './support/testServer';

type Settings = Record<string, unknown> & { version: number };
type Entry = { key: string; value: string };

const valid = {
  siteName: 'Puerto Plata Rides',
  contactEmail: 'hola@ppr.do',
  contactPhone: '+1 809 555 0190',
  contactPhone2: '',
  address: 'Calle Duarte 12, Puerto Plata',
  logo: '/media/logo-ep.png',
  favicon: '',
  language_selector_visible: false,
};

describeEachDatabase('settings', (session) => {
  const call = <T = unknown>(method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
    session().server.call<T>(method, path, options);

  it(
    'API-22 SET-03 SET-04 SET-08 GET /api/header-settings answers every field before the first save: selector ' +
      'visible, secondary phone empty',
    async () => {
      const { status, body } = await call<Settings>('GET', '/api/header-settings');
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual([...Object.keys(valid), 'version'].sort());
      expect(body.language_selector_visible).toBe(true);
      expect(body.contactPhone2).toBe('');
    },
  );

  it('SET-07 the favicon is a PNG or ICO: a JPEG address is refused, a PNG one saved', async () => {
    const before = await call<Settings>('GET', '/api/header-settings');
    const jpeg = await call<{ fields: Record<string, string> }>('PUT', '/api/header-settings', {
      cookie: session().owner,
      body: { ...valid, favicon: '/media/icono.jpg', version: before.body.version },
    });
    expect(jpeg.status).toBe(400);
    expect(jpeg.body.fields).toHaveProperty('favicon');
    const png = await call<Settings>('PUT', '/api/header-settings', {
      cookie: session().owner,
      body: { ...valid, favicon: '/media/icono.png', version: before.body.version },
    });
    expect(png.status).toBe(200);
    expect(png.body.favicon).toBe('/media/icono.png');
  });

  it(
    'API-23 SET-02 SET-04 PUT /api/header-settings saves the object (the owner only); the public read ' + 'answers it',
    async () => {
      const before = await call<Settings>('GET', '/api/header-settings');
      expect((await call('PUT', '/api/header-settings', { cookie: session().secretary, body: valid })).status).toBe(
        403,
      );
      expect((await call('PUT', '/api/header-settings', { body: valid })).status).toBe(401);
      const saved = await call<Settings>('PUT', '/api/header-settings', {
        cookie: session().owner,
        body: { ...valid, version: before.body.version },
      });
      expect(saved.status).toBe(200);
      expect((await call<Settings>('GET', '/api/header-settings')).body).toMatchObject(valid);
    },
  );

  it(
    'SET-05 siteName, a valid contactEmail and contactPhone are required; images must be site paths ' + 'or http(s)',
    async () => {
      const answer = await call<{ fields: Record<string, string> }>('PUT', '/api/header-settings', {
        cookie: session().owner,
        body: { ...valid, siteName: '', contactEmail: 'not-an-email', contactPhone: '', logo: 'javascript:alert(1)' },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields).sort()).toEqual(['contactEmail', 'contactPhone', 'logo', 'siteName']);
    },
  );

  it(
    'API-24 SET-13 SET-14 SET-15 GET /api/home-texts?lang answers {key, value} for the 11 home, 21 services_ ' +
      'and 8 Why Choose keys',
    async () => {
      const { status, body } = await call<Entry[]>('GET', '/api/home-texts?lang=es');
      expect(status).toBe(200);
      expect(body.map(({ key }) => key)).toEqual(TEXT_KEYS);
      expect(HOME_KEYS).toHaveLength(11);
      expect(SERVICES_KEYS).toHaveLength(21);
      expect(SERVICES_KEYS.every((key) => key.startsWith('services_'))).toBe(true);
      expect(WHY_CHOOSE_KEYS).toHaveLength(8);
      expect(body.find(({ key }) => key === 'book_ride')?.value).toBe('Reservar traslado');
      expect(
        (await call<Entry[]>('GET', '/api/home-texts?lang=en')).body.find(({ key }) => key === 'book_ride')?.value,
      ).toBe('Book a ride');
    },
  );

  it(
    'API-25 SET-12 SET-16 PUT /api/home-texts {texts, lang} saves per language; other languages and keys ' +
      'keep theirs',
    async () => {
      const saved = await call<Entry[]>('PUT', '/api/home-texts', {
        cookie: session().owner,
        body: { lang: 'fr', texts: [{ key: 'hero_title', value: 'Bienvenue à Puerto Plata' }] },
      });
      expect(saved.status).toBe(200);
      const fr = (await call<Entry[]>('GET', '/api/home-texts?lang=fr')).body;
      expect(fr.find(({ key }) => key === 'hero_title')?.value).toBe('Bienvenue à Puerto Plata');
      expect(fr.find(({ key }) => key === 'book_ride')?.value).toBe('Réserver un trajet');
      const en = (await call<Entry[]>('GET', '/api/home-texts?lang=en')).body;
      expect(en.find(({ key }) => key === 'hero_title')?.value).toBe('Taxi, tours and excursions in Puerto Plata');
      await call('PUT', '/api/home-texts', {
        cookie: session().owner,
        body: { lang: 'fr', texts: [{ key: 'book_ride', value: 'Réserver' }] },
      });
      const again = (await call<Entry[]>('GET', '/api/home-texts?lang=fr')).body;
      expect(again.find(({ key }) => key === 'hero_title')?.value).toBe('Bienvenue à Puerto Plata');
    },
  );

  it(
    "SET-16 a texts save is the owner's, names known keys only and one of en, es, fr; plain text is " +
      'stored as typed',
    async () => {
      expect(
        (await call('PUT', '/api/home-texts', { cookie: session().secretary, body: { lang: 'es', texts: [] } })).status,
      ).toBe(403);
      expect(
        (await call('PUT', '/api/home-texts', { cookie: session().owner, body: { lang: 'de', texts: [] } })).status,
      ).toBe(400);
      expect(
        (
          await call('PUT', '/api/home-texts', {
            cookie: session().owner,
            body: { lang: 'es', texts: [{ key: 'evil', value: 'x' }] },
          })
        ).status,
      ).toBe(400);
      expect((await call('GET', '/api/home-texts?lang=xx')).status).toBe(400);
      const typed = 'Reserve <ahora> & "pague" después';
      await call('PUT', '/api/home-texts', {
        cookie: session().owner,
        body: { lang: 'es', texts: [{ key: 'reserve_now', value: typed }] },
      });
      expect(
        (await call<Entry[]>('GET', '/api/home-texts?lang=es')).body.find(({ key }) => key === 'reserve_now')?.value,
      ).toBe(typed);
    },
  );
});
