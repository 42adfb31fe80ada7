import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aboutUs } from '../../../domain/aboutUs';
import { attractionsResource, type Attraction } from '../../../domain/attractions';
import { isoDate, today } from '../../../domain/common';
import { faqResource, type Faq } from '../../../domain/faq';
import { ATTRACTIONS_URL, TOURS_URL } from '../../../domain/navigation';
import { toursResource, type Tour } from '../../../domain/tours';
import { read } from '../../crud/singletonRoutes';
import { parseId } from '../../crud/crudRoutes';
import { findRow } from '../../db/queries';
import { codecOf } from '../../db/repository';
import { notFound } from '../../http/errors';
import { publicMedia } from '../../media/publicMedia';
import { contextOf, send } from './context';
import { sendNotFoundPage } from './notFound';
import { latestRate } from '../../bookings/exchangeRates';
import { aboutPage, attractionsPage, contactPage, faqPage, mediaPage, toursPage, tourPage } from './pages';
import { availability } from './places';
import { rowsOf } from './siteData';

const tours = codecOf(toursResource);
const attractions = codecOf(attractionsResource);
const faqs = codecOf(faqResource);

const PUBLIC = { config: { access: 'public' as const } };
/** Featured tours lead the list, then the owner's order. */
const TOUR_ORDER = [
  ['featured', 'desc'],
  ['order', 'asc'],
  ['id', 'asc'],
] as const;

const availabilityQuery = z.object({ date: isoDate });

/**
 * The visitors' site, rendered on the server: tours with a booking form, attractions, FAQ, About Us with the
 * contact form, and the gallery, in Spanish or English, each page with the owner's header, menu, footer and SEO.
 * The forms post to the public reservation and contact routes; the page script (public/public-site.js) only
 * looks up the quote the page carries, asks the day's places and shows the server's answers.
 */
export default async function publicSiteArea(scope: FastifyInstance) {
  const { db } = scope.deps;

  scope.get(TOURS_URL, PUBLIC, async function toursListPage(request, reply) {
    const context = await contextOf(db, request, reply);
    return send(reply, toursPage(context, await rowsOf<Tour>(db, tours, { active: [true] }, TOUR_ORDER)));
  });

  scope.get(`${TOURS_URL}/:slug`, PUBLIC, async function tourDetailPage(request, reply) {
    const { slug } = request.params as { slug: string };
    const [tour] = await rowsOf<Tour>(db, tours, { slug: [slug], active: [true] }, TOUR_ORDER);
    if (!tour) return sendNotFoundPage(db, request, reply);
    const rate = await latestRate(db, today());
    return send(reply, tourPage(await contextOf(db, request, reply, [tour.slug]), tour, today(), rate?.rate ?? null));
  });

  scope.get(ATTRACTIONS_URL, PUBLIC, async function attractionsListPage(request, reply) {
    const context = await contextOf(db, request, reply);
    return send(
      reply,
      attractionsPage(context, await rowsOf<Attraction>(db, attractions, {}, attractionsResource.list.defaultSort)),
    );
  });

  scope.get('/faq', PUBLIC, async function faqListPage(request, reply) {
    const context = await contextOf(db, request, reply);
    return send(
      reply,
      faqPage(context, await rowsOf<Faq>(db, faqs, { language: [context.lang] }, faqResource.list.defaultSort)),
    );
  });

  scope.get('/about', PUBLIC, async function aboutUsPage(request, reply) {
    const context = await contextOf(db, request, reply);
    const { data } = await read(db, aboutUs);
    return send(reply, aboutPage(context, String(data.content)));
  });

  scope.get('/contact', PUBLIC, async function contactFormPage(request, reply) {
    return send(reply, contactPage(await contextOf(db, request, reply)));
  });

  scope.get('/media', PUBLIC, async function galleryPage(request, reply) {
    const context = await contextOf(db, request, reply);
    return send(reply, mediaPage(context, await publicMedia(db)));
  });

  /** The places a tour has left on a day, for the booking form: its daily capacity less the bookings holding places. */
  scope.get(
    '/api/tours/:id/availability',
    {
      config: {
        access: 'public',
        docs: { summary: 'Places a tour has left on a day', querystring: availabilityQuery },
      },
    },
    async function tourAvailability(request) {
      const tour = await findRow(db, tours, parseId((request.params as { id: string }).id));
      if (!tour || !tour.active) throw notFound();
      const { date } = availabilityQuery.parse(request.query);
      return availability(db, tour, date);
    },
  );
}
