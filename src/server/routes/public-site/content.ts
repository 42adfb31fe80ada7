import { advertisementsResource, type Advertisement } from '../../../domain/advertisements';
import { categoriesResource } from '../../../domain/categories';
import { today } from '../../../domain/common';
import { pagesResource, type Page } from '../../../domain/pages';
import { policiesResource, type Policy } from '../../../domain/policies';
import { postsResource, type Post } from '../../../domain/posts';
import { propertiesResource } from '../../../domain/properties';
import { salesRentalsVisibility } from '../../../domain/salesRentalsVisibility';
import { shipCallsResource, type ShipCall } from '../../../domain/shipCalls';
import { SITE_TEXT_DEFAULTS } from '../../../domain/siteTextDefaults';
import { TEXT_KEYS, textsFor } from '../../../domain/siteTexts';
import { slugify } from '../../../domain/slug';
import { testimonialsResource, type Testimonial } from '../../../domain/testimonials';
import { transferZonesResource, type TransferZone } from '../../../domain/transferZones';
import { vehiclesResource } from '../../../domain/vehicles';
import { read } from '../../crud/singletonRoutes';
import { codecOf, type Executor } from '../../db/repository';
import { rowsOf } from './siteData';
import type { SiteLanguage } from './words';

/** The owner's content the public pages read, each loader answering only what visitors may see. */
const codecs = {
  posts: codecOf(postsResource),
  categories: codecOf(categoriesResource),
  pages: codecOf(pagesResource),
  policies: codecOf(policiesResource),
  testimonials: codecOf(testimonialsResource),
  ships: codecOf(shipCallsResource),
  zones: codecOf(transferZonesResource),
  properties: codecOf(propertiesResource),
  vehicles: codecOf(vehiclesResource),
  ads: codecOf(advertisementsResource),
};

export interface SiteTexts {
  values: Record<string, string>;
  /** The keys shown in English because neither the owner nor the defaults have them in the page's language. */
  inEnglish: Set<string>;
}

/** The home, services and Why Choose texts of a language: the owner's where saved, else the defaults. */
export async function siteTexts(db: Executor, lang: SiteLanguage): Promise<SiteTexts> {
  const row = await db
    .selectFrom('singletons')
    .select('data')
    .where('name', '=', `site-texts:${lang}`)
    .executeTakeFirst();
  const saved = row ? (JSON.parse(row.data) as Record<string, string>) : {};
  const values = Object.fromEntries(textsFor(lang, saved, SITE_TEXT_DEFAULTS).map(({ key, value }) => [key, value]));
  const own = (key: string) => saved[key] !== undefined || SITE_TEXT_DEFAULTS[lang][key] !== undefined;
  return { values, inEnglish: new Set(lang === 'en' ? [] : TEXT_KEYS.filter((key) => !own(key))) };
}

export const publishedPosts = (db: Executor) =>
  rowsOf<Post>(db, codecs.posts, { status: ['published'] }, [
    ['published_at', 'desc'],
    ['id', 'desc'],
  ]);

export const categories = (db: Executor) =>
  rowsOf<{ id: number; name: string; slug: string }>(db, codecs.categories, {}, [['name', 'asc']]);

/** A published page lives at the slug of its title. */
export const pagePath = (page: Pick<Page, 'title' | 'id'>) => `/page/${slugify(page.title) || page.id}`;
export const publishedPages = (db: Executor) =>
  rowsOf<Page>(db, codecs.pages, { status: ['published'] }, pagesResource.list.defaultSort);

/** The three policies the footer links to sit at their own paths; any other active one under /policies/. */
export const POLICY_PATHS: Record<string, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  cancellation: '/cancellation-policy',
};
export const policyPath = (policy: Pick<Policy, 'policy_type' | 'id'>) =>
  POLICY_PATHS[policy.policy_type] ?? `/policies/${policy.id}`;
export const activePolicies = (db: Executor) =>
  rowsOf<Policy>(db, codecs.policies, { active: [true] }, [['id', 'asc']]);

export const approvedTestimonials = (db: Executor) =>
  rowsOf<Testimonial>(db, codecs.testimonials, { approved: [true] }, testimonialsResource.list.defaultSort);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The cruise ships in port from today for a week. */
export async function shipsThisWeek(db: Executor): Promise<ShipCall[]> {
  const from = today();
  const to = addDays(from, 6);
  const calls = await rowsOf<ShipCall>(db, codecs.ships, {}, shipCallsResource.list.defaultSort);
  return calls.filter((call) => call.date >= from && call.date <= to);
}

export const transferZones = (db: Executor) =>
  rowsOf<TransferZone>(db, codecs.zones, {}, transferZonesResource.list.defaultSort);

export interface Listing {
  id: number;
  kind: 'property' | 'vehicle';
  title: string;
  price: number;
  type: 'sale' | 'rent';
  image: string;
  additional_images: string[];
  description: string;
  location?: string;
  owner_name: string;
  owner_phone: string;
  owner_whatsapp: string;
  owner_email: string;
  /** A paid placement still running: shown on the home page, first in its list. */
  homepage: boolean;
  featured: boolean;
}

/** Active listings while the owner shows Sales & Rentals; none when the switch is off. */
export async function visibleListings(db: Executor, now = new Date().toISOString()): Promise<Listing[] | null> {
  const { data } = await read(db, salesRentalsVisibility);
  if (!data.visible) return null;
  const [properties, vehicles, ads] = await Promise.all([
    rowsOf<Omit<Listing, 'kind' | 'homepage' | 'featured'>>(db, codecs.properties, { status: ['active'] }, [
      ['id', 'desc'],
    ]),
    rowsOf<Omit<Listing, 'kind' | 'homepage' | 'featured'>>(db, codecs.vehicles, { status: ['active'] }, [
      ['id', 'desc'],
    ]),
    rowsOf<Advertisement>(db, codecs.ads, { status: ['active'] }, [['id', 'asc']]),
  ]);
  const running = (until: string | null) => until !== null && until > now;
  const placement = (kind: 'property' | 'vehicle', id: number) => {
    const mine = ads.filter((ad) => (kind === 'property' ? ad.property_id : ad.vehicle_id) === id);
    return {
      homepage: mine.some((ad) => running(ad.homepage_until)),
      featured: mine.some((ad) => running(ad.featured_until)),
    };
  };
  const all: Listing[] = [
    ...properties.map((item) => ({ ...item, kind: 'property' as const, ...placement('property', item.id) })),
    ...vehicles.map((item) => ({ ...item, kind: 'vehicle' as const, ...placement('vehicle', item.id) })),
  ];
  // Paid placements lead; the rest keep their order.
  return all.sort((a, b) => Number(b.featured || b.homepage) - Number(a.featured || a.homepage));
}
