/**
 * Words: one folder per feature, `src/i18n/<feature>/`, one module per language, each rooted at the catalog's root:
 *   es.ts  `export const es = { ep: { partners: { … } } }` (and `resources: { <name>: { name: … } }` for a resource)
 *   en.ts  `import type { es } from './es'; export const en: typeof es = { … }` (a missing or extra key fails the
 *          typecheck)
 *   fr.ts  `… export const fr: typeof es = { … }`, only where the public site shows the words
 * and, here, one import and one line in FEATURE_ES and one in FEATURE_EN (French: a line in featuresFr.ts).
 * No module over 400 lines: a feature that grows splits into two folders.
 *
 * Why a module per language, not one module exporting `es`, `en` and `fr`: the app's first chunk carries Spanish,
 * the default, and English is a chunk of its own, loaded only when a user chooses it (admin/i18n/i18nProvider.ts
 * loads FEATURE_EN; test/e2e/loadWeight.spec.ts). A bundler cannot split one module between chunks, so a
 * module holding both languages would put every English word into every first load. A module written as
 * `src/i18n/<feature>.ts` exporting `es`, `en` and `fr` becomes src/i18n/<feature>/es.ts, en.ts and fr.ts (cut at
 * the exports) plus its lines here.
 *
 * Each list is merged once for the app (i18nProvider.ts: react-admin's own words, then these) and once for the server
 * (server/http/words.ts answers in Spanish; public-site/serverWords.ts pairs Spanish with English). The key-parity
 * test (test/admin/i18n/messages.test.ts) finds every folder here and checks that each language has its Spanish's
 * keys and is in its list.
 */
import { es as shell } from './shell/es';
import { es as answers } from './answers/es';
import { es as light } from './light/es';
import { es as dashboard } from './dashboard/es';
import { es as bookings } from './bookings/es';
import { es as run } from './run/es';
import { es as tours } from './tours/es';
import { es as attractions } from './attractions/es';
import { es as site } from './site/es';
import { es as pages } from './pages/es';
import { es as posts } from './posts/es';
import { es as media } from './media/es';
import { es as users } from './users/es';
import { es as contact } from './contact/es';
import { es as testimonials } from './testimonials/es';
import { es as salesRentals } from './salesRentals/es';
import { es as listings } from './listings/es';
import { es as advertising } from './advertisements/es';
import { es as seo } from './seo/es';
import { es as publicSite } from './publicSite/es';
import { es as money } from './money/es';
import { es as team } from './team/es';
import { es as driver } from './driver/es';
import { es as departures } from './departures/es';
import { es as shipImport } from './shipImport/es';
import { es as storage } from './storage/es';
import { es as contactSending } from './contactSending/es';
import { es as visitorHold } from './visitorHold/es';
import { es as guestJourney } from './guestJourney/es';
import { es as cruise } from './cruise/es';
import { es as cashup } from './cashup/es';
import { es as reports } from './reports/es';
import { es as cancel } from './cancel/es';
import { es as pesos } from './pesos/es';
import { es as editor } from './editor/es';
import { mergeAll, type Tree } from './tree';
import { es as partners } from './partners/es';
import { es as vouchers } from './vouchers/es';
import { es as promo } from './promo/es';

/** Every feature's Spanish, the default language: loaded with the app. */
export const FEATURE_ES = [
  shell,
  answers,
  light,
  dashboard,
  bookings,
  run,
  tours,
  attractions,
  site,
  pages,
  posts,
  media,
  users,
  contact,
  testimonials,
  salesRentals,
  listings,
  advertising,
  seo,
  publicSite,
  money,
  team,
  driver,
  departures,
  shipImport,
  storage,
  contactSending,
  visitorHold,
  guestJourney,
  cruise,
  cashup,
  reports,
  cancel,
  pesos,
  editor,
  partners,
  vouchers,
  promo,
] as const;

/** The Spanish catalog: every feature's words in one tree (a key belongs to one feature only). */
export const es = mergeAll(FEATURE_ES);

/** The shape every language fills. */
export type Catalog = typeof es;

/**
 * Every feature's English, in the order of FEATURE_ES, each module loaded on first use: the app asks for them only
 * when a user chooses English (one chunk, vite.config.ts), the server once at start (featuresEn.ts). Listed here
 * beside the Spanish so that a feature's words are registered in one file.
 */
export const FEATURE_EN = [
  () => import('./shell/en'),
  () => import('./answers/en'),
  () => import('./light/en'),
  () => import('./dashboard/en'),
  () => import('./bookings/en'),
  () => import('./run/en'),
  () => import('./tours/en'),
  () => import('./attractions/en'),
  () => import('./site/en'),
  () => import('./pages/en'),
  () => import('./posts/en'),
  () => import('./media/en'),
  () => import('./users/en'),
  () => import('./contact/en'),
  () => import('./testimonials/en'),
  () => import('./salesRentals/en'),
  () => import('./listings/en'),
  () => import('./advertisements/en'),
  () => import('./seo/en'),
  () => import('./publicSite/en'),
  () => import('./money/en'),
  () => import('./team/en'),
  () => import('./driver/en'),
  () => import('./departures/en'),
  () => import('./shipImport/en'),
  () => import('./storage/en'),
  () => import('./contactSending/en'),
  () => import('./visitorHold/en'),
  () => import('./guestJourney/en'),
  () => import('./cruise/en'),
  () => import('./cashup/en'),
  () => import('./reports/en'),
  () => import('./cancel/en'),
  () => import('./pesos/en'),
  () => import('./editor/en'),
  () => import('./partners/en'),
  () => import('./vouchers/en'),
  () => import('./promo/en'),
] as const satisfies ReadonlyArray<() => Promise<{ en: Tree }>>;

/** The English catalog, key for key with the Spanish one (each module is typed as its Spanish). */
export const loadEnglishWords = async (): Promise<Catalog> =>
  mergeAll((await Promise.all(FEATURE_EN.map((load) => load()))).map(({ en }) => en)) as unknown as Catalog;
