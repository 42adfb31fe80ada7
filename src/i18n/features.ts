/**
 * Words: one folder per feature, `src/i18n/<feature>/`, one module per language, each rooted at the catalog's root:
 *   es.ts  `export const es = { ep: { partners: { … } } }` (and `resources: { <name>: { name: … } }` for a resource)
 *   en.ts  `import type { es } from './es'; export const en: typeof es = { … }` (a missing or extra key fails the
 *          typecheck)
 *   fr.ts  `… export const fr: typeof es = { … }`, only where the public site shows the words
 * and one line per language in the lists: FEATURE_ES here, FEATURE_EN in featuresEn.ts, FEATURE_FR in featuresFr.ts.
 * No module over 400 lines: a feature that grows splits into two folders.
 *
 * Why a module per language, not one module exporting `es`, `en` and `fr`: the app's first chunk carries Spanish,
 * the default, and English is a chunk of its own, loaded only when a user chooses it (admin/i18n/i18nProvider.ts
 * imports featuresEn.ts lazily; test/e2e/loadWeight.spec.ts). A bundler cannot split one module between chunks, so a
 * module holding both languages would put every English word into every first load. A module written as
 * `src/i18n/<feature>.ts` exporting `es`, `en` and `fr` becomes src/i18n/<feature>/es.ts, en.ts and fr.ts (cut at
 * the exports) plus one line in each list.
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
import { es as advertising } from './advertising/es';
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
import { es as cashup } from './cashup/es';
import { es as reports } from './reports/es';
import { es as cancel } from './cancel/es';
import { es as pesos } from './pesos/es';
import { es as vouchers } from './vouchers/es';
import { es as promo } from './promo/es';
import { mergeAll } from './tree';

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
  cashup,
  reports,
  cancel,
  pesos,
  vouchers,
  promo,
] as const;

/** The Spanish catalog: every feature's words in one tree (a key belongs to one feature only). */
export const es = mergeAll(FEATURE_ES);

/** The shape every language fills. */
export type Catalog = typeof es;
