import type { FastifyInstance } from 'fastify';
import type { CheckStatus } from '../../../domain/seo/checklist';
import { TOURS_URL } from '../../../domain/navigation';
import { toursResource, type Tour } from '../../../domain/tours';
import { codecOf } from '../../db/repository';
import { rowsOf } from './siteData';

/** The schema.org types of every JSON-LD block of a page. */
export function ldTypes(page: string): string[] {
  const types: string[] = [];
  for (const [, body] of page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const type = (JSON.parse(body) as { '@type'?: string | string[] })['@type'];
      types.push(...(Array.isArray(type) ? type : type ? [type] : []));
    } catch {
      // A block that does not parse carries nothing a search engine can read.
    }
  }
  return types;
}

/** The checklist's structured-data verdict from the pages as they are served: ok when both kinds are there. */
export function structuredDataVerdict(
  homeTypes: string[],
  tourTypes: string[] | null,
): { status: CheckStatus; value: string; editable: false } {
  const business = homeTypes.includes('LocalBusiness') || homeTypes.includes('TravelAgency');
  const trip = tourTypes !== null && (tourTypes.includes('TouristTrip') || tourTypes.includes('Product'));
  const value = [`Inicio: ${homeTypes.join(', ') || '—'}`, `Tour: ${tourTypes?.join(', ') || '—'}`].join(' · ');
  // Not the owner's to cycle: the pages decide it.
  return { status: business && trip ? 'ok' : business || trip ? 'warn' : 'error', value, editable: false };
}

/** Reads the home page and the first tour's page as a visitor gets them, and judges their JSON-LD. */
export async function checkStructuredData(app: FastifyInstance) {
  const home = await app.inject({ method: 'GET', url: '/' });
  const [tour] = await rowsOf<Tour>(app.deps.db, codecOf(toursResource), { active: [true] }, [['id', 'asc']]);
  const tourPage = tour ? await app.inject({ method: 'GET', url: `${TOURS_URL}/${String(tour.slug)}` }) : undefined;
  return structuredDataVerdict(
    home.statusCode === 200 ? ldTypes(home.body) : [],
    tourPage?.statusCode === 200 ? ldTypes(tourPage.body) : null,
  );
}
