import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aboutUs } from '../../../domain/aboutUs';
import { attractionsResource, type Attraction } from '../../../domain/attractions';
import { isoDate, today } from '../../../domain/common';
import { HOUR } from '../../../domain/departures';
import { faqResource, type Faq } from '../../../domain/faq';
import { ATTRACTIONS_URL, TOURS_URL } from '../../../domain/navigation';
import { toursResource, type Tour } from '../../../domain/tours';
import { read } from '../../crud/singletonRoutes';
import { parseId } from '../../crud/crudRoutes';
import { findRow } from '../../db/queries';
import { codecOf } from '../../db/repository';
import { notFound } from '../../http/errors';
import { publicMedia } from '../../media/publicMedia';
import { analyticsIds, analyticsScript, ANALYTICS_SCRIPT } from './analytics';
import { BLOG_PATH, blogPage, postPage, POSTS_PER_PAGE } from './blog';
import {
  activePolicies,
  approvedTestimonials,
  categories,
  pagePath,
  policyPath,
  POLICY_PATHS,
  publishedPages,
  publishedPosts,
  shipsThisWeek,
  siteTexts,
  transferZones,
  visibleListings,
} from './content';
import { contextOf, defaultLanguageOf, originOf, pageHeaders, sitePage, type SiteRequest } from './context';
import { contentPage, policyPage } from './documents';
import { homePage } from './home';
import { registerImageRoute, withPictureSizes } from './images';
import { keptPages, pageAnswer, sendPage } from './keptPages';
import { LISTINGS_PATH, listingsPage } from './listings';
import { sendNotFoundPage } from './notFound';
import { latestRate } from '../../bookings/exchangeRates';
import { aboutPage, attractionsPage, contactPage, faqPage, mediaPage, toursPage, tourPage } from './pages';
import { availability } from './places';
import { robotsTxt, sitemapXml, type SitemapPage } from './seoFiles';
import { loadChrome, rowsOf } from './siteData';
import { registerTransferBooking } from './transferBooking';
import { TRANSFERS_PATH, transfersPage } from './transfers';
import { postPath } from './blog';
import { rememberReferral } from '../../http/referral';

const tours = codecOf(toursResource);
const attractions = codecOf(attractionsResource);
const faqs = codecOf(faqResource);

/** Pages kept by URL (any write drops them all): the site's pages with room for their languages. */
const KEPT_PAGES = 500;

/** Featured tours lead the list, then the owner's order. */
const TOUR_ORDER = [
  ['featured', 'desc'],
  ['order', 'asc'],
  ['id', 'asc'],
] as const;

const availabilityQuery = z.object({
  date: isoDate,
  /** One departure of a tour with set times; without it, the day's places across its departures. */
  time: z.union([z.literal(''), z.string().regex(HOUR)]).optional(),
});
/** FAQs are written in Spanish or English; a French page reads the English ones. */
const faqLanguage = (lang: string) => (lang === 'es' ? 'es' : 'en');

/**
 * The visitors' site, rendered on the server: the home page, tours with a booking form, airport transfers, the
 * blog, policies and published pages, sales & rentals, attractions, FAQ, About Us with the contact form and the
 * gallery, each in Spanish, English and French at a URL of its own, with the owner's header, menu, footer and
 * SEO, its structured data, and robots.txt and the sitemap for crawlers. The forms post to the public booking
 * and contact routes; the page script (public/public-site.js) only looks up the quotes the page carries.
 */
export default async function publicSiteArea(scope: FastifyInstance) {
  const { db } = scope.deps;
  // The site's HTML (and robots.txt, the sitemap) leave compressed, brotli first, as the browser accepts.
  await scope.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // A page reads many tables, so it is kept as it leaves until this server writes any row (or another connection
  // commits), for a minute at most (keptPages.ts). Building one took ~10x a bare server's sending of the same bytes
  // (issue 44); PostgreSQL keeps nothing.
  const kept = keptPages(db, scope.deps.keepListAnswers ? KEPT_PAGES : 0);
  scope.addHook('onRequest', rememberReferral);
  const page = (
    path: string,
    build: (site: SiteRequest, params: Record<string, string>, query: Record<string, string>) => Promise<string | null>,
  ) =>
    sitePage(
      scope,
      path,
      async (request, reply, site, keep) => {
        const html = await withPictureSizes(scope.deps.mediaDir, () =>
          build(site, request.params as Record<string, string>, request.query as Record<string, string>),
        );
        if (html === null) return sendNotFoundPage(db, request, reply);
        const answer = pageAnswer(html, pageHeaders(site));
        keep(answer);
        return sendPage(request, reply, answer);
      },
      kept,
    );
  const activeTours = () => rowsOf<Tour>(db, tours, { active: [true] }, TOUR_ORDER);

  page('/', async (site) => {
    const [texts, allTours, testimonials, ships, listings] = await Promise.all([
      siteTexts(db, site.lang),
      activeTours(),
      approvedTestimonials(db),
      shipsThisWeek(db),
      visibleListings(db),
    ]);
    const featured = allTours.filter((tour) => tour.featured);
    return homePage(await contextOf(db, site), {
      texts,
      tours: (featured.length ? featured : allTours).slice(0, 6),
      testimonials,
      ships,
      listings: (listings ?? []).filter((item) => item.homepage),
    });
  });

  page(TOURS_URL, async (site) => toursPage(await contextOf(db, site), await activeTours()));

  page(`${TOURS_URL}/:slug`, async (site, { slug }) => {
    const [tour] = await rowsOf<Tour>(db, tours, { slug: [slug], active: [true] }, TOUR_ORDER);
    if (!tour) return null;
    const rate = await latestRate(db, today());
    return tourPage(await contextOf(db, site, [tour.slug]), tour, today(), rate?.rate ?? null);
  });

  page(TRANSFERS_PATH, async (site) => {
    const zones = (await transferZones(db)).map(({ id, name, price }) => ({ id, name, price: Number(price) }));
    return transfersPage(await contextOf(db, site), zones, today());
  });

  page(BLOG_PATH, async (site, _params, query) => {
    const [posts, allCategories] = await Promise.all([publishedPosts(db), categories(db)]);
    const category = query.category ? allCategories.find((item) => item.slug === query.category) : undefined;
    const tag = typeof query.tag === 'string' && query.tag ? query.tag : undefined;
    const shown = posts.filter(
      (post) => (!category || post.category_id === category.id) && (!tag || post.tags.includes(tag)),
    );
    const pageNumber = Number(query.page ?? 1);
    const pages = Math.max(1, Math.ceil(shown.length / POSTS_PER_PAGE));
    // An unknown category or a page past the last is a page that does not exist.
    if ((query.category && !category) || !Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pages)
      return null;
    return blogPage(await contextOf(db, site), shown, allCategories, { page: pageNumber, category, tag });
  });

  page(`${BLOG_PATH}/:slug`, async (site, { slug }) => {
    const post = (await publishedPosts(db)).find((item) => item.slug === slug);
    if (!post) return null;
    const category = post.category_id ? (await categories(db)).find((item) => item.id === post.category_id) : undefined;
    return postPage(await contextOf(db, site, [post.slug]), post, category);
  });

  for (const path of Object.values(POLICY_PATHS)) {
    page(path, async (site) => {
      const found = (await activePolicies(db)).find((policy) => policyPath(policy) === path);
      return found ? policyPage(await contextOf(db, site), found, path) : null;
    });
  }

  page('/policies/:id', async (site, { id }) => {
    const found = (await activePolicies(db)).find((policy) => policyPath(policy) === `/policies/${id}`);
    return found ? policyPage(await contextOf(db, site), found, policyPath(found)) : null;
  });

  page('/page/:slug', async (site, { slug }) => {
    const found = (await publishedPages(db)).find((item) => pagePath(item) === `/page/${slug}`);
    return found ? contentPage(await contextOf(db, site), found, pagePath(found)) : null;
  });

  page(LISTINGS_PATH, async (site) => {
    const listings = await visibleListings(db);
    return listings ? listingsPage(await contextOf(db, site), listings) : null;
  });

  page(ATTRACTIONS_URL, async (site) =>
    attractionsPage(
      await contextOf(db, site),
      await rowsOf<Attraction>(db, attractions, {}, attractionsResource.list.defaultSort),
    ),
  );

  page('/faq', async (site) => {
    const context = await contextOf(db, site);
    const list = await rowsOf<Faq>(db, faqs, { language: [faqLanguage(site.lang)] }, faqResource.list.defaultSort);
    return faqPage(context, list);
  });

  page('/about', async (site) => aboutPage(await contextOf(db, site), String((await read(db, aboutUs)).data.content)));
  page('/contact', async (site) => contactPage(await contextOf(db, site)));
  page('/media', async (site) => mediaPage(await contextOf(db, site), await publicMedia(db)));

  /** Every public page the sitemap lists: the fixed pages, each active tour, post, policy, page and the listings. */
  async function sitemapPages(): Promise<SitemapPage[]> {
    const [tourRows, posts, policies, pages, listings, zones, attractionRows, faqRows] = await Promise.all([
      activeTours(),
      publishedPosts(db),
      activePolicies(db),
      publishedPages(db),
      visibleListings(db),
      transferZones(db),
      rowsOf<Attraction>(db, attractions, {}, attractionsResource.list.defaultSort),
      rowsOf<Faq>(db, faqs, {}, faqResource.list.defaultSort),
    ]);
    const stamp = (row: unknown) => (row as { updated_at?: string }).updated_at;
    const newest = (rows: unknown[]) => rows.map(stamp).filter(Boolean).sort().at(-1);
    // A page made of the site's chrome and settings alone changes when the newest content does.
    const site = newest([...tourRows, ...posts, ...policies, ...pages, ...zones, ...attractionRows, ...faqRows]);
    return [
      { path: '/', lastmod: site },
      { path: TOURS_URL, lastmod: newest(tourRows) ?? site },
      ...tourRows.map((tour) => ({ path: `${TOURS_URL}/${tour.slug}`, lastmod: stamp(tour) })),
      { path: TRANSFERS_PATH, lastmod: newest(zones) ?? site },
      { path: BLOG_PATH, lastmod: newest(posts) ?? site },
      ...posts
        .filter((post) => !post.robots_meta.startsWith('noindex'))
        .map((post) => ({ path: postPath(post), lastmod: stamp(post) })),
      ...policies.map((policy) => ({ path: policyPath(policy), lastmod: stamp(policy) })),
      ...pages.map((item) => ({ path: pagePath(item), lastmod: stamp(item) })),
      ...(listings ? [{ path: LISTINGS_PATH, lastmod: site }] : []),
      { path: ATTRACTIONS_URL, lastmod: newest(attractionRows) ?? site },
      { path: '/faq', lastmod: newest(faqRows) ?? site },
      { path: '/about', lastmod: site },
      { path: '/contact', lastmod: site },
      { path: '/media', lastmod: site },
    ];
  }

  scope.get(
    '/sitemap.xml',
    { exposeHeadRoute: true, config: { access: 'public' } },
    async function sitemap(_request, reply) {
      const chrome = await loadChrome(db);
      const xml = sitemapXml(originOf(chrome, scope.deps.publicUrl), defaultLanguageOf(chrome), await sitemapPages());
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
    },
  );

  scope.get(
    '/robots.txt',
    { exposeHeadRoute: true, config: { access: 'public' } },
    async function robots(_request, reply) {
      const chrome = await loadChrome(db);
      const origin = originOf(chrome, scope.deps.publicUrl);
      const sitemapUrl = chrome.seo.sitemap_url.startsWith('http') ? chrome.seo.sitemap_url : `${origin}/sitemap.xml`;
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(robotsTxt(chrome.seo.robots_txt, sitemapUrl));
    },
  );

  scope.get(
    ANALYTICS_SCRIPT,
    { exposeHeadRoute: true, config: { access: 'public' } },
    async function analytics(_request, reply) {
      const chrome = await loadChrome(db);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(analyticsScript(analyticsIds(chrome.seo)));
    },
  );

  registerTransferBooking(scope);
  registerImageRoute(scope);

  /** The places a tour has left on a day, for the booking form: its daily capacity less the bookings holding places. */
  scope.get(
    '/api/tours/:id/availability',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'Places a tour has left on a day',
          querystring: availabilityQuery,
          // capacity and left are null when the tour sets no daily capacity.
          answer: z.object({
            tour_id: z.number().int(),
            date: z.string(),
            capacity: z.number().int().nullable(),
            booked: z.number().int(),
            left: z.number().int().nullable(),
          }),
        },
      },
    },
    async function tourAvailability(request) {
      const tour = await findRow(db, tours, parseId((request.params as { id: string }).id));
      if (!tour || !tour.active) throw notFound();
      const { date, time } = availabilityQuery.parse(request.query);
      return availability(db, tour, date, time || undefined);
    },
  );
}
