import type { SeoEntry } from '../../domain/seo/seoEntries';
import { demoPosts } from './blogDemo';
import { BUSINESS_NAME } from '../../domain/business';

type SeoSeed = Partial<Omit<SeoEntry, 'id' | 'version' | 'created_at' | 'updated_at'>> &
  Pick<SeoEntry, 'type' | 'title' | 'slug'>;
const STATUSES = ['indexado', 'pendiente', 'error'] as const;

/** The public site's pages, by the paths the navigation links to. */
const SITE_PAGES: [title: string, slug: string, h1: string][] = [
  ['Taxi, tours y excursiones en Puerto Plata', 'inicio', BUSINESS_NAME],
  ['Tours & Excursions in Puerto Plata', 'tours-and-excursions-in-puerto-plata', 'Tours & Excursions'],
  ['Things to Do & Attractions in Puerto Plata', 'things-to-do-attractions-in-puerto-plata', 'Things to Do'],
  ['Airport Transfers POP – Sosúa – Cabarete', 'airport-transfers', 'Airport Transfers'],
  ['About Us', 'about', 'Sobre nosotros'],
  ['Preguntas frecuentes', 'faq', 'FAQ'],
];

/**
 * SEO entries for the public site's pages and for every seeded post (at blog/<slug>), with a mix of index
 * statuses so the SEO lists show each one.
 */
export function demoSeoEntries(): SeoSeed[] {
  const pages = SITE_PAGES.map(([title, slug, h1], index): SeoSeed => ({
    type: 'page',
    title,
    slug,
    description: `${title}: conductores locales, precios fijos y recogida en su hotel o crucero.`,
    keywords: 'puerto plata, taxi, tours, excursiones',
    index_status: STATUSES[index % STATUSES.length],
    h1,
    h2: ['Precios', 'Cómo reservar'],
    h3: [],
  }));
  const posts = demoPosts().map(({ title, slug, summary, tags }, index): SeoSeed => ({
    type: 'post',
    title,
    slug: `blog/${slug}`,
    description: (summary || title).slice(0, 320),
    keywords: (tags ?? []).join(', '),
    index_status: STATUSES[(index + 1) % STATUSES.length],
    h1: title,
    h2: [],
    h3: [],
  }));
  return [...pages, ...posts];
}
