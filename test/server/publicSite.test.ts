import { expect, it } from 'vitest';
import { TOURS_URL, ATTRACTIONS_URL } from '../../src/domain/navigation';
import { SITE_WORDS } from '../../src/server/routes/public-site/words';
import { contactFormSchema } from '../../src/domain/contact';
import { maxLengthOf } from '../../src/domain/validation';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';

interface Page {
  status: number;
  type: string;
  text: string;
  headers: Headers;
}

const HOSTILE = `<script>alert(1)</script>"><img src=x onerror=alert(2)>`;
const tourBody = (fields: Record<string, unknown>) => ({
  nombre: 'Test tour',
  slug: 'test-tour',
  precio: 100,
  duracion: '4 hours',
  capacidad: '1-10 people',
  descripcion: 'A tour for the tests',
  ...fields,
});

describeEachDatabase('public site', (session) => {
  const open = async (path: string, cookie?: string): Promise<Page> => {
    const response = await fetch(`${session().server.url}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: 'manual',
    });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
      headers: response.headers,
    };
  };
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'PUBLIC every public page answers HTML at the site root with the header, the active menu links and ' + 'the footer',
    async () => {
      for (const path of [
        TOURS_URL,
        `${TOURS_URL}/damajagua-waterfalls`,
        ATTRACTIONS_URL,
        '/faq',
        '/about',
        '/media',
        '/contact',
      ]) {
        const page = await open(path);
        expect(page.status, path).toBe(200);
        expect(page.type).toBe('text/html; charset=utf-8');
        expect(page.text).toContain('<a class="brand" href="/">EP Puerto Plata Taxi &amp; Tours</a>');
        expect(page.text).toContain('href="tel:+18095550123"');
        expect(page.text).toMatch(/<li>\s*<a href="\/blog" >Blog<\/a>\s*<\/li>/);
        // Sales & Rentals is an inactive link of the seed's menu.
        expect(page.text).not.toContain('href="/sales-rentals"');
        expect(page.text).toContain('© 2026 EP Puerto Plata Taxi &amp; Tours. All rights reserved.');
      }
      // The home page is the site's own now (issue 40); the admin keeps /ep-control.
      expect((await open('/')).status).toBe(200);
    },
  );

  it('PUBLIC an unknown or inactive tour slug answers a real 404 page, in HTML, with the site around it', async () => {
    const missing = await open(`${TOURS_URL}/no-such-tour`);
    expect(missing.status).toBe(404);
    expect(missing.type).toBe('text/html; charset=utf-8');
    expect(missing.text).toContain(`<h1>${SITE_WORDS.es.notFoundTitle}</h1>`);
    expect(missing.text).toContain('<meta name="robots" content="noindex" />');
    expect(missing.text).toContain('EP Puerto Plata Taxi &amp; Tours');
    const created = await asOwner<{ id: number }>(
      'POST',
      '/api/tours',
      tourBody({ slug: 'hidden-tour', active: false }),
    );
    expect(created.status).toBe(201);
    expect((await open(`${TOURS_URL}/hidden-tour`)).status).toBe(404);
    expect((await open(TOURS_URL)).text).not.toContain('hidden-tour');
  });

  it(
    'PUBLIC every unknown page under the public prefixes, at the root and under /ep-control/, answers the site ' +
      '404 page in the visitor language',
    async () => {
      const missing = [
        `${TOURS_URL}/no-such-tour`,
        `${TOURS_URL}/damajagua-waterfalls/extra`,
        `${ATTRACTIONS_URL}/no-such-attraction`,
        '/faq/no-such-question',
        '/about/team',
        '/contact/form',
        '/media/no-such-album',
        '/no-such-page',
        `/ep-control${TOURS_URL}`,
        `/ep-control${TOURS_URL}/no-such-tour`,
        `/ep-control${ATTRACTIONS_URL}/no-such-attraction`,
        '/ep-control/faq/no-such-question',
        '/ep-control/about/team',
        '/ep-control/media/no-such-album',
      ];
      for (const path of missing) {
        const page = await open(path);
        expect([path, page.status, page.type]).toEqual([path, 404, 'text/html; charset=utf-8']);
        expect(page.text, path).toContain(`<h1>${SITE_WORDS.es.notFoundTitle}</h1>`);
        expect(page.text, path).toContain('<meta name="robots" content="noindex" />');
        expect(page.text, path).toContain('<a class="brand" href="/">EP Puerto Plata Taxi &amp; Tours</a>');
        expect(page.text, path).toMatch(/<li>\s*<a href="\/blog" >Blog<\/a>\s*<\/li>/);
        expect(page.text, path).toContain('© 2026 EP Puerto Plata Taxi &amp; Tours. All rights reserved.');
      }
      // A trailing slash leads to the page without it (issue 40): one URL a page.
      expect((await open('/media/')).headers.get('location')).toBe('/media');
      // A missing page under a language's prefix answers in that language.
      const english = await open('/en/faq/no-such-question');
      expect([english.status, english.text.includes(`<h1>${SITE_WORDS.en.notFoundTitle}</h1>`)]).toEqual([404, true]);
      // A missing file stays a plain 404, the API answers its JSON, and the app's own paths stay the app's.
      for (const path of [
        '/media/no-such-photo.jpg',
        '/api/no-such-route',
        '/ep-control/faq',
        '/ep-control/dueno/tours',
      ]) {
        const other = await open(path);
        expect([path, other.status, other.text.includes(SITE_WORDS.es.notFoundTitle)]).toEqual([path, 404, false]);
      }
    },
  );

  it(
    'CONTACT PUBLIC the contact form has the fields of POST /api/contact, each stopping where the schema does, ' +
      'which refuses one more',
    async () => {
      const page = await open('/contact');
      const form = page.text.slice(
        page.text.indexOf('<form data-contact'),
        page.text.indexOf('</form>', page.text.indexOf('<form data-contact')),
      );
      const names = [...form.matchAll(/name="(\w+)"/g)].map((match) => match[1]);
      expect(names).toEqual(Object.keys(contactFormSchema.shape));
      for (const name of names) {
        const max = maxLengthOf(contactFormSchema.shape[name as keyof typeof contactFormSchema.shape]);
        expect(form, name).toMatch(new RegExp(`name="${name}"[^>]*maxlength="${max}"`));
      }
      const tooLong = {
        nombre: 'A'.repeat(Number(maxLengthOf(contactFormSchema.shape.nombre)) + 1),
        email: 'ana@example.com',
        mensaje: 'Hola',
      };
      const refused = await session().server.call<{ code: string; fields: Record<string, string> }>(
        'POST',
        '/api/contact',
        { body: tooLong },
      );
      expect([refused.status, refused.body.code, Object.keys(refused.body.fields)]).toEqual([
        400,
        'validation',
        ['nombre'],
      ]);
    },
  );

  it('PUBLIC SECURITY a hostile tour name is shown as text on the list and on its page, never as markup', async () => {
    const created = await asOwner(
      'POST',
      '/api/tours',
      tourBody({ nombre: HOSTILE, slug: 'hostile-tour', short_description: HOSTILE, highlights: [HOSTILE] }),
    );
    expect(created.status).toBe(201);
    for (const path of [TOURS_URL, `${TOURS_URL}/hostile-tour`]) {
      const { text } = await open(path);
      expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
      expect(text).not.toContain('<script>alert(1)');
      expect(text).not.toContain('<img src=x');
    }
  });

  it(
    'PUBLIC the tours list shows the active tours featured first, then in the owner order, with duration, ' +
      'rating and from price',
    async () => {
      await asOwner(
        'POST',
        '/api/tours',
        tourBody({ nombre: 'Late featured', slug: 'late-featured', featured: true, order: 999, precio: 45.5 }),
      );
      await asOwner(
        'POST',
        '/api/tours',
        tourBody({ nombre: 'First plain', slug: 'first-plain', featured: false, order: 0 }),
      );
      const { text } = await open(TOURS_URL);
      expect(text.indexOf('Late featured')).toBeGreaterThan(0);
      expect(text.indexOf('Late featured')).toBeLessThan(text.indexOf('First plain'));
      expect(text).toContain('Desde US$45.50');
      expect(text).toContain('Duración: 4 hours');
    },
  );

  it('PUBLIC the language selector leads to the English page at its own URL, where the words are English', async () => {
    const moved = await open(`${TOURS_URL}?lang=en`);
    expect([moved.status, moved.headers.get('location')]).toEqual([301, `/en${TOURS_URL}`]);
    const english = await open(`/en${TOURS_URL}`);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(`<h1>${SITE_WORDS.en.toursTitle}</h1>`);
    expect(english.headers.get('set-cookie')).toBeNull();
    expect((await open('/faq')).text).toContain('<html lang="es">');
  });

  it(
    'PUBLIC SEO the page renders the owner SEO: site title, the page entry title and description, Open Graph ' +
      'and canonical',
    async () => {
      const general = await asOwner('PUT', '/api/seo-general', {
        site_title: 'EP Tours',
        canonical_url: 'https://ep.example/',
        og_image: '/media/og.jpg',
        site_description: 'Site description',
      });
      expect(general.status).toBe(200);
      const filter = encodeURIComponent(JSON.stringify({ slug: ATTRACTIONS_URL.slice(1) }));
      const [seeded] = (await asOwner<Array<Record<string, unknown>>>('GET', `/api/seo?filter=${filter}`)).body;
      const entry = await asOwner('PUT', `/api/seo/${String(seeded.id)}`, {
        ...seeded,
        title: 'Attractions <near> the port',
        description: 'What to see "nearby"',
        image: '',
      });
      expect(entry.status).toBe(200);
      const { text } = await open(ATTRACTIONS_URL);
      expect(text).toContain('<title>Attractions &lt;near&gt; the port</title>');
      expect(text).toContain('<meta name="description" content="What to see &quot;nearby&quot;" />');
      expect(text).toContain('<meta property="og:title" content="Attractions &lt;near&gt; the port" />');
      expect(text).toContain('<meta property="og:image" content="https://ep.example/media/og.jpg" />');
      expect(text).toContain(`<link rel="canonical" href="https://ep.example${ATTRACTIONS_URL}" />`);
      const gallery = await open('/media');
      expect(gallery.text).toContain(`<title>${SITE_WORDS.es.mediaTitle} | EP Tours</title>`);
      expect(gallery.text).toContain('<meta name="description" content="Site description" />');
    },
  );

  it(
    'PUBLIC the places left a day are the tour capacity less the people of its bookings that are not ' + 'cancelled',
    async () => {
      const tour = (
        await asOwner<{ id: number }>('POST', '/api/tours', tourBody({ slug: 'places-tour', capacity_per_day: 8 }))
      ).body;
      const day = daysFromToday(3);
      const left = async () =>
        (
          await session().server.call<{ left: number; booked: number; capacity: number }>(
            'GET',
            `/api/tours/${tour.id}/availability?date=${day}`,
          )
        ).body;
      expect(await left()).toMatchObject({ capacity: 8, booked: 0, left: 8 });
      const book = (personas: number, fecha = day) =>
        session().server.call<{ id: number; version: number }>('POST', '/api/reservations', {
          body: { tour_id: tour.id, fecha, personas, nombre: 'Ana', email: 'ana@example.com' },
        });
      const first = (await book(3)).body;
      await book(2);
      await book(4, daysFromToday(4));
      expect(await left()).toMatchObject({ booked: 5, left: 3 });
      const record = (await asOwner<Record<string, unknown>>('GET', `/api/reservations/${first.id}`)).body;
      expect((await asOwner('PUT', `/api/reservations/${first.id}`, { ...record, estado: 'cancelada' })).status).toBe(
        200,
      );
      expect(await left()).toMatchObject({ booked: 2, left: 6 });
      expect((await session().server.call('GET', `/api/tours/${tour.id}/availability?date=2026-02-30`)).status).toBe(
        400,
      );
      expect((await session().server.call('GET', `/api/tours/99999/availability?date=${day}`)).status).toBe(404);
    },
  );

  it(
    'PUBLIC the tour page carries a booking form posting through the same-origin script, and the CSP admits no ' +
      'inline script',
    async () => {
      const page = await open(`${TOURS_URL}/damajagua-waterfalls`);
      expect(page.text).toContain('<script src="/ep-control/public-site.js" defer></script>');
      // JSON-LD blocks are data, never run; the only script that runs is the same-origin page script.
      const scripts = page.text.match(/<script[^>]*>/g)!.filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts).toEqual(['<script src="/ep-control/public-site.js" defer>']);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(page.text).toContain('data-booking');
      // The seed's Damajagua tour: US$85 for up to 4 people, US$15 each above; 2 adults and 1 child are 3 people.
      const grid = JSON.parse(page.text.match(/data-quotes="([^"]*)"/)![1].replace(/&quot;/g, '"')) as string[][];
      expect(grid[1][1]).toBe('US$85');
      expect(grid[4][1]).toBe('US$115');
      const about = await open('/about');
      expect(about.text).toContain('data-contact');
      expect(about.text).toContain('<h2>Your local drivers and guides in Puerto Plata</h2>');
    },
  );

  it(
    'PERFORMANCE the tour and transfers pages defer their script, the hero picture has its size and priority, and ' +
      'each date field carries its first day as data-min for the script, no min for the parser to format',
    async () => {
      const tour = await open(`${TOURS_URL}/damajagua-waterfalls`);
      const transfers = await open('/airport-transfers');
      for (const page of [tour, transfers]) {
        expect(page.text).toContain('<script src="/ep-control/public-site.js" defer></script>');
        const date = page.text.match(/<input id="[ft]-fecha"[^>]*>/)![0];
        expect(date).toMatch(/ type="date" data-min="\d{4}-\d{2}-\d{2}" /);
        expect(date).not.toMatch(/ min=/);
      }
      const hero = tour.text.match(/<img[^>]*class="hero"[^>]*>/)![0];
      expect(hero).toMatch(/ width="\d+" height="\d+"/);
      expect(hero).toContain('fetchpriority="high"');
      expect(hero).not.toContain('loading="lazy"');
    },
  );
});
