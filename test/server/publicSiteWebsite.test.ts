import sharp from 'sharp';
import { expect, it } from 'vitest';
import { TOURS_URL } from '../../src/domain/navigation';
import { SITE_WORDS } from '../../src/server/routes/public-site/words';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';

const ORIGIN = 'https://www.example-tours.com';

interface Page {
  status: number;
  type: string;
  text: string;
  headers: Headers;
}

/** Every JSON-LD block of a page, parsed (a block that does not parse fails the test). */
const structured = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body) as Record<string, unknown>,
  );
const typesOf = (page: string) => structured(page).flatMap((item) => [item['@type']].flat());
const linksOf = (page: string) =>
  [...page.matchAll(/href="([^"#]*)/g)]
    .map(([, href]) => href.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));

describeEachDatabase(
  'public website',
  (session) => {
    const open = async (path: string, headers: Record<string, string> = {}): Promise<Page> => {
      const response = await fetch(`${session().server.url}${path}`, { headers, redirect: 'manual' });
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
      "PUBLIC the home page at / shows the owner's texts, featured tours, approved testimonials, this week's " +
        'ships, phones and WhatsApp',
      async () => {
        await asOwner('PUT', '/api/home-texts', {
          lang: 'es',
          texts: [{ key: 'hero_title', value: 'Bienvenidos a Puerto Plata' }],
        });
        const ship = await asOwner<{ id: number }>('POST', '/api/ship-calls', {
          ship: 'Test Voyager',
          terminal: 'Amber Cove',
          date: daysFromToday(2),
          arrival_time: '08:00',
          all_aboard_time: '17:00',
        });
        expect(ship.status).toBe(201);
        const hidden = await session().server.call<{ id: number }>('POST', '/api/testimonials', {
          body: { name: 'Unapproved Guest', text: 'Not yet approved', rating: 4 },
        });
        expect(hidden.status).toBe(201);
        const home = await open('/');
        expect(home.status).toBe(200);
        expect(home.text).toContain('<html lang="es">');
        expect(home.text).toContain('<h1>Bienvenidos a Puerto Plata</h1>');
        expect(home.text).toContain('Test Voyager');
        expect(home.text).toContain('María Fernández');
        expect(home.text).not.toContain('Unapproved Guest');
        expect(home.text).toContain('href="tel:+18095550123"');
        expect(home.text).toContain('href="https://wa.me/18095550123"');
        expect(home.text).toContain(SITE_WORDS.es.featuredTours);
        expect(home.text).toContain(`href="${TOURS_URL}/`);
        // The admin keeps its own address: / no longer sends visitors to the staff login.
        expect(home.headers.get('location')).toBeNull();
      },
    );

    it(
      'PUBLIC each language has its own URL, hreflang alternates for every language and x-default, and a ' +
        'canonical of its own',
      async () => {
        const french = await open(`/fr${TOURS_URL}`);
        expect(french.status).toBe(200);
        expect(french.text).toContain('<html lang="fr">');
        expect(french.text).toContain(`<h1>${SITE_WORDS.fr.toursTitle}</h1>`);
        expect(french.text).toContain(`<link rel="canonical" href="${ORIGIN}/fr${TOURS_URL}" />`);
        for (const [code, url] of [
          ['es', `${ORIGIN}${TOURS_URL}`],
          ['en', `${ORIGIN}/en${TOURS_URL}`],
          ['fr', `${ORIGIN}/fr${TOURS_URL}`],
          ['x-default', `${ORIGIN}${TOURS_URL}`],
        ])
          expect(french.text).toContain(`<link rel="alternate" hreflang="${code}" href="${url}" />`);
        expect((await open('/en')).text).toContain(`<link rel="canonical" href="${ORIGIN}/en" />`);
        // The default language lives unprefixed: its prefixed path and an old ?lang= link redirect there.
        expect([(await open('/es/faq')).status, (await open('/es/faq')).headers.get('location')]).toEqual([
          301,
          '/faq',
        ]);
        expect((await open('/faq?lang=fr')).headers.get('location')).toBe('/fr/faq');
        // Links inside a page stay in its language.
        expect(french.text).toContain(`href="/fr${TOURS_URL}/`);
        expect(french.text).toContain('href="/fr/blog"');
      },
    );

    it(
      'PUBLIC the language selector offers English, Español and Français, and is hidden when the ' + 'owner hides it',
      async () => {
        const shown = await open('/en/blog');
        for (const [code, href] of [
          ['es', '/blog'],
          ['en', '/en/blog'],
          ['fr', '/fr/blog'],
        ])
          expect(shown.text).toMatch(new RegExp(`href="${href}"\\s+hreflang="${code}"`));
        const settings = await asOwner<Record<string, unknown>>('GET', '/api/header-settings');
        await asOwner('PUT', '/api/header-settings', { ...settings.body, language_selector_visible: false });
        try {
          expect((await open('/en/blog')).text).not.toContain('class="langs"');
        } finally {
          await asOwner('PUT', '/api/header-settings', { ...settings.body, language_selector_visible: true });
        }
      },
    );

    it('PUBLIC a crawl from / in every language finds no link answering 4xx or 5xx', async () => {
      const seen = new Map<string, number>();
      const queue = ['/', '/en', '/fr'];
      while (queue.length) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        const page = await open(path);
        seen.set(path, page.status);
        if (!page.type.startsWith('text/html')) continue;
        for (const link of linksOf(page.text)) if (!seen.has(link)) queue.push(link);
      }
      const broken = [...seen].filter(([, status]) => status >= 400);
      expect(broken).toEqual([]);
      for (const path of [
        '/airport-transfers',
        '/blog',
        '/privacy-policy',
        '/terms-of-service',
        '/cancellation-policy',
      ])
        expect(seen.get(path), path).toBe(200);
      expect(seen.size).toBeGreaterThan(50);
    });

    it(
      'PUBLIC the sitemap lists every active tour in every language with its last change; robots.txt follows ' +
        'the SEO setting',
      async () => {
        const tours = await asOwner<Array<{ slug: string; active: boolean }>>('GET', '/api/tours');
        const sitemap = await open('/sitemap.xml');
        expect(sitemap.type).toContain('application/xml');
        for (const tour of tours.body.filter((item) => item.active)) {
          for (const prefix of ['', '/en', '/fr'])
            expect(sitemap.text).toContain(`<loc>${ORIGIN}${prefix}${TOURS_URL}/${tour.slug}</loc><lastmod>`);
        }
        for (const path of ['/', '/en', '/fr', '/blog', '/fr/airport-transfers', '/en/privacy-policy', '/fr/contact'])
          expect(sitemap.text).toMatch(
            new RegExp(`<loc>${ORIGIN}${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
          );

        const robots = await open('/robots.txt');
        expect(robots.text).toBe(
          `User-agent: *\nAllow: /\nDisallow: /ep-control/\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
        );
        const seo = await asOwner<Record<string, unknown>>('GET', '/api/seo-general');
        await asOwner('PUT', '/api/seo-general', { ...seo.body, robots_txt: 'User-agent: *\nDisallow: /private/' });
        try {
          expect((await open('/robots.txt')).text).toBe(
            `User-agent: *\nDisallow: /private/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
          );
        } finally {
          await asOwner('PUT', '/api/seo-general', seo.body);
        }
      },
    );

    it(
      'PUBLIC every page type carries JSON-LD that parses: business, tour offer in USD, post, FAQ and ' + 'breadcrumbs',
      async () => {
        const home = await open('/');
        expect(typesOf(home.text)).toEqual(expect.arrayContaining(['TravelAgency', 'LocalBusiness']));
        const business = structured(home.text)[0] as { telephone: string[]; address: { addressLocality: string } };
        expect(business.telephone).toContain('+1 809 555 0123');
        expect(business.address.addressLocality).toBe('Puerto Plata');

        const tour = await open(`${TOURS_URL}/damajagua-waterfalls`);
        const trip = structured(tour.text).find((item) => [item['@type']].flat().includes('TouristTrip')) as {
          offers: { priceCurrency: string; price: string };
        };
        expect(trip.offers.priceCurrency).toBe('USD');
        expect(Number(trip.offers.price)).toBeGreaterThan(0);
        expect(typesOf(tour.text)).toContain('BreadcrumbList');

        expect(typesOf((await open('/faq')).text)).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
        const posts = await open('/blog');
        const [first] = linksOf(posts.text).filter((href) => href.startsWith('/blog/'));
        expect(typesOf((await open(first)).text)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));

        const checklist = await asOwner<{ data: string }>('GET', '/api/seo-checklist');
        const item = (JSON.parse(checklist.body.data) as Array<{ label: string; status: string; value: string }>).find(
          (entry) => entry.label.startsWith('Datos estructurados'),
        );
        expect(item?.status).toBe('ok');
        expect(item?.value).toContain('TouristTrip');
      },
    );

    it("PUBLIC canonical, og:url and og:image come from PUBLIC_URL, never from the request's Host header", async () => {
      const page = await open('/en/faq', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
      expect(page.text).not.toContain('evil.example');
      expect(page.text).toContain(`<meta property="og:url" content="${ORIGIN}/en/faq" />`);
      expect((await open('/robots.txt', { host: 'evil.example' })).text).not.toContain('evil.example');
    });

    it(
      'PUBLIC the blog lists published posts 10 a page with categories and tags; a post carries the SEO its ' +
        'editor set',
      async () => {
        const category = await asOwner<{ id: number }>('POST', '/api/blog/categories', {
          name: 'Guías',
          slug: 'guias',
        });
        for (let index = 1; index <= 12; index += 1) {
          const created = await asOwner('POST', '/api/blog/posts', {
            title: `Guide number ${index}`,
            slug: `guide-${index}`,
            summary: `Summary ${index}`,
            content: `<p>Body ${index}</p>`,
            status: 'published',
            category_id: category.body.id,
            tags: ['guide'],
            seo_title: `SEO title ${index}`,
            seo_description: `SEO description ${index}`,
            og_title: `OG title ${index}`,
            twitter_card: 'summary_large_image',
            robots_meta: 'noindex,follow',
            canonical_url: `${ORIGIN}/blog/guide-${index}`,
          });
          expect(created.status).toBe(201);
        }
        await asOwner('POST', '/api/blog/posts', { title: 'Draft', slug: 'a-draft', status: 'draft' });
        const guides = await open('/blog?category=guias');
        expect(guides.text.match(/<li class="card">/g)).toHaveLength(10);
        expect(guides.text).toContain('href="/blog?category=guias&amp;page=2"');
        const second = await open('/blog?category=guias&page=2');
        expect(second.text.match(/<li class="card">/g)).toHaveLength(2);
        expect((await open('/blog?tag=guide')).text).toContain('Guide number 12');
        expect((await open('/blog')).text).not.toContain('a-draft');
        expect((await open('/blog/a-draft')).status).toBe(404);
        expect((await open('/blog?page=99')).status).toBe(404);

        const post = await open('/blog/guide-3');
        expect(post.text).toContain('<title>SEO title 3 | ');
        expect(post.text).toContain('<meta name="description" content="SEO description 3" />');
        expect(post.text).toContain('<meta property="og:title" content="OG title 3" />');
        expect(post.text).toContain('<meta property="og:type" content="article" />');
        expect(post.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
        expect(post.text).toContain('<meta name="robots" content="noindex,follow" />');
        expect(post.text).toContain(`<link rel="canonical" href="${ORIGIN}/blog/guide-3" />`);
        expect(post.text).toContain('<p>Body 3</p>');
      },
    );

    it('PUBLIC policies answer at the footer links, published pages at their own paths, drafts nowhere', async () => {
      expect((await open('/privacy-policy')).text).toContain('<h1>Privacy Policy</h1>');
      expect((await open('/fr/terms-of-service')).status).toBe(200);
      const created = await asOwner<{ id: number }>('POST', '/api/pages', {
        title: 'Our Fleet',
        content: '<p>Air-conditioned vans</p>',
        status: 'published',
      });
      expect(created.status).toBe(201);
      const fleet = await open('/page/our-fleet');
      expect([fleet.status, fleet.text.includes('<p>Air-conditioned vans</p>')]).toEqual([200, true]);
      await asOwner('POST', '/api/pages', { title: 'Hidden Draft', content: '<p>x</p>', status: 'draft' });
      expect((await open('/page/hidden-draft')).status).toBe(404);
    });

    it(
      'PUBLIC sales & rentals show only while the switch is on, ads with homepage days on the home page and ' +
        'first in the list',
      async () => {
        expect((await open('/sales-rentals')).status).toBe(404);
        const created = await asOwner<{ id: number }>('POST', '/api/properties', {
          title: 'Villa with a view of the bay',
          price: 250000,
          type: 'sale',
          location: 'Sosúa',
          status: 'active',
          additional_images: ['/media/villa-2.jpg'],
        });
        expect(created.status).toBe(201);
        const last = created.body;
        const ad = await asOwner('POST', '/api/property-advertisements', { plan_id: 4, property_id: last.id });
        expect(ad.status).toBe(201);
        await asOwner('POST', '/api/sales-rentals-visibility', { visible: true });
        try {
          const list = await open('/sales-rentals');
          expect(list.status).toBe(200);
          const firstCard = /<li class="card" id="([a-z]+-\d+)">/.exec(list.text)?.[1];
          expect(firstCard).toBe(`property-${last.id}`);
          expect((await open('/')).text).toContain(`id="property-${last.id}"`);
        } finally {
          await asOwner('POST', '/api/sales-rentals-visibility', { visible: false });
        }
      },
    );

    it(
      'PUBLIC a visitor books an airport transfer at the zone price, stored as a transfer with flight and ' +
        'arrival, seen on the manifest',
      async () => {
        const zones = await asOwner<Array<{ id: number; name: string; price: number }>>('GET', '/api/transfer-zones');
        const zone = zones.body[0];
        const page = await open('/en/airport-transfers');
        expect(page.text).toContain(zone.name);
        expect(page.text).toContain('data-transfer');
        const fecha = daysFromToday(3);
        const booked = await session().server.call<{ id: number; kind: string; price_total: number; zone_id: number }>(
          'POST',
          '/api/transfer-bookings',
          {
            body: {
              from_zone: 0,
              to_zone: zone.id,
              fecha,
              passengers: 3,
              luggage: 4,
              flight_number: 'AA1234',
              arrival_time: '14:30',
              nombre: 'Claire Dubois',
              email: 'claire@example.com',
              language: 'en',
            },
          },
        );
        expect(booked.status).toBe(201);
        expect(booked.body).toMatchObject({ kind: 'transfer', price_total: Number(zone.price), zone_id: zone.id });
        const manifest = await asOwner<{
          departures: Array<{
            kind: string;
            bookings: Array<{ nombre: string; flight_number: string; luggage: number }>;
          }>;
        }>('GET', `/api/manifest?date=${fecha}`);
        const ride = manifest.body.departures.find((run) => run.bookings.some((b) => b.nombre === 'Claire Dubois'));
        expect(ride?.kind).toBe('transfer');
        expect(ride?.bookings[0]).toMatchObject({ flight_number: 'AA1234', luggage: 4 });
        const refused = await session().server.call('POST', '/api/transfer-bookings', {
          body: { from_zone: 0, to_zone: 0, fecha, passengers: 1, nombre: 'X', email: 'x@example.com' },
        });
        expect(refused.status).toBe(400);
      },
    );

    it(
      'PUBLIC trailing slashes redirect to the page, unknown paths keep the 404 page, the admin keeps ' + 'its address',
      async () => {
        expect([(await open('/blog/')).status, (await open('/blog/')).headers.get('location')]).toEqual([301, '/blog']);
        expect((await open('/en/')).headers.get('location')).toBe('/en');
        const missing = await open('/fr/no-such-page');
        expect([missing.status, missing.text.includes(SITE_WORDS.fr.notFoundTitle)]).toEqual([404, true]);
        expect((await open('/ep-control/')).text).not.toContain(SITE_WORDS.es.notFoundTitle);
      },
    );

    it('PUBLIC public HTML leaves compressed with brotli or gzip', async () => {
      const br = await open('/', { 'accept-encoding': 'br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      const gzip = await open('/en/blog', { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
    });

    it(
      "PUBLIC an uploaded picture is offered as WebP up to its own width: each srcset entry and the img's " +
        'width and height are the pixels sharp made',
      async () => {
        /**
         * The page's first picture: its srcset entries and its img's size, and sharp's measure of each entry's file.
         */
        const pictureOf = async (path: string) => {
          const text = (await open(path)).text;
          const [, srcset = '', img = ''] =
            /<source type="image\/webp" srcset="([^"]+)"[^>]*>\s*(<img[^>]*>)/.exec(text) ?? [];
          const entries = srcset.split(', ').map((entry) => entry.split(' '));
          const files = await Promise.all(
            entries.map(async ([url]) => {
              const resized = await fetch(`${session().server.url}${url}`);
              expect([resized.status, resized.headers.get('content-type')]).toEqual([200, 'image/webp']);
              const { width, height, format } = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
              return { width, height, format };
            }),
          );
          const size = /width="(\d+)"\s+height="(\d+)"/.exec(img);
          return { entries, files, img: size && { width: Number(size[1]), height: Number(size[2]) } };
        };
        // The demo's pictures are 960 × 640: offered at 320, 640 and their own 960, never blown up to 1280.
        const demo = await pictureOf(TOURS_URL);
        expect(demo.entries.map(([, width]) => width)).toEqual(['320w', '640w', '960w']);
        expect(demo.files.map(({ width }) => `${width}w`)).toEqual(['320w', '640w', '960w']);
        expect(demo.files.every(({ format }) => format === 'webp')).toBe(true);
        expect(demo.img).toEqual({ width: 960, height: 640 });

        // A 500 × 333 upload is asked for at 640, which sharp makes at its own 500: the entry says 500w.
        const form = new FormData();
        const small = await sharp({ create: { width: 500, height: 333, channels: 3, background: '#3a7' } })
          .png()
          .toBuffer();
        form.append('file', new Blob([new Uint8Array(small)], { type: 'image/png' }), 'small.png');
        const uploaded = (await (
          await fetch(`${session().server.url}/api/upload-image`, {
            method: 'POST',
            body: form,
            headers: { cookie: session().owner },
          })
        ).json()) as { url: string };
        const tours = await asOwner<Array<{ id: number; slug: string; active: boolean; version: number }>>(
          'GET',
          '/api/tours',
        );
        const tour = tours.body.find(({ active }) => active)!;
        const full = await asOwner<Record<string, unknown>>('GET', `/api/tours/${tour.id}`);
        const before = String(full.body.background_image);
        await asOwner('PUT', `/api/tours/${tour.id}`, { ...full.body, background_image: uploaded.url });
        try {
          const own = await pictureOf(`${TOURS_URL}/${tour.slug}`);
          const file = uploaded.url.split('/').at(-1);
          expect(own.entries).toEqual([
            [`/media-webp/320/${file}`, '320w'],
            [`/media-webp/640/${file}`, '500w'],
          ]);
          expect(own.files.map(({ width, height }) => [width, height])).toEqual([
            [320, own.files[0].height],
            [500, 333],
          ]);
          expect(own.img).toEqual({ width: 500, height: 333 });
        } finally {
          const now = await asOwner<Record<string, unknown>>('GET', `/api/tours/${tour.id}`);
          await asOwner('PUT', `/api/tours/${tour.id}`, { ...now.body, background_image: before });
        }
        const url = demo.entries[0][0];
        expect((await fetch(`${session().server.url}/media-webp/500/${url.split('/').at(-1)}`)).status).toBe(404);
        expect((await fetch(`${session().server.url}/media-webp/640/no-such-file.jpg`)).status).toBe(404);
      },
    );

    it('PUBLIC analytics are placed only when set, and the CSP is widened for those vendors alone', async () => {
      const plain = await open('/');
      expect(plain.text).not.toContain('/site-analytics.js');
      expect(plain.headers.get('content-security-policy')).not.toContain('googletagmanager');
      const seo = await asOwner<Record<string, unknown>>('GET', '/api/seo-general');
      await asOwner('PUT', '/api/seo-general', { ...seo.body, analytics_id: 'G-TEST1234' });
      try {
        const tagged = await open('/');
        expect(tagged.text).toContain('<script src="/site-analytics.js" async></script>');
        const policy = tagged.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("script-src 'self' https://www.googletagmanager.com");
        expect(policy).not.toContain('facebook');
        expect((await open('/site-analytics.js')).text).toContain('"G-TEST1234"');
      } finally {
        await asOwner('PUT', '/api/seo-general', seo.body);
      }
    });
  },
  { env: { PUBLIC_URL: ORIGIN } },
);
