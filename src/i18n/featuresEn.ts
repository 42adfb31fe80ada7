/**
 * Every feature's English (the convention: features.ts). The app imports this module only when English is chosen
 * (admin/i18n/i18nProvider.ts), so its words are a chunk of their own; the server imports it directly.
 */
import { en as shell } from './shell/en';
import { en as answers } from './answers/en';
import { en as light } from './light/en';
import { en as dashboard } from './dashboard/en';
import { en as bookings } from './bookings/en';
import { en as run } from './run/en';
import { en as tours } from './tours/en';
import { en as attractions } from './attractions/en';
import { en as site } from './site/en';
import { en as pages } from './pages/en';
import { en as posts } from './posts/en';
import { en as media } from './media/en';
import { en as users } from './users/en';
import { en as contact } from './contact/en';
import { en as testimonials } from './testimonials/en';
import { en as salesRentals } from './salesRentals/en';
import { en as listings } from './listings/en';
import { en as advertising } from './advertising/en';
import { en as seo } from './seo/en';
import { en as publicSite } from './publicSite/en';
import { en as money } from './money/en';
import { en as team } from './team/en';
import { en as driver } from './driver/en';
import { en as departures } from './departures/en';
import { en as shipImport } from './shipImport/en';
import { en as storage } from './storage/en';
import { en as contactSending } from './contactSending/en';
import { en as visitorHold } from './visitorHold/en';
import { en as guestJourney } from './guestJourney/en';
import { en as cashup } from './cashup/en';
import { en as reports } from './reports/en';
import { en as cancel } from './cancel/en';
import { en as pesos } from './pesos/en';
import { en as vouchers } from './vouchers/en';
import { en as promo } from './promo/en';
import { mergeAll } from './tree';

export const FEATURE_EN = [
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

/** The English catalog, key for key with the Spanish one. */
export const en = mergeAll(FEATURE_EN);
