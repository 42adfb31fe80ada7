import { navigationResource } from './navigation';
import { pagesResource } from './pages';
import { usersResource } from './users';
import { mediaResource } from './media';
import { notificationsResource } from './notifications';
import { auditResource } from './audit';
import { salesRentalsVisibility } from './salesRentalsVisibility';
import { adPlansResource } from './adPlans';
import { advertisementsResource } from './advertisements';
import { faqResource } from './faq';
import { policiesResource } from './policies';
import { footerContent } from './footer';
import { aboutUs } from './aboutUs';
import { seoEntriesResource } from './seo/seoEntries';
import { seoGeneral } from './seo/seoGeneral';
import { seoChecklist } from './seo/seoChecklist';
import { toursResource } from './tours';
import { attractionsResource } from './attractions';
import { bookingsResource } from './bookings';
import { paymentsResource } from './payments';
import { categoriesResource } from './categories';
import { postsResource } from './posts';
import { contactResource } from './contact';
import { testimonialsResource } from './testimonials';
import { headerSettings } from './headerSettings';
import { propertiesResource } from './properties';
import { vehiclesResource } from './vehicles';
import { shipCallsResource } from './shipCalls';
import { fleetVehiclesResource } from './fleetVehicles';
import { transferZonesResource } from './transferZones';
import { bookingMessages } from './bookingMessages';
import { staffPermissions } from './staffPermissions';
import { partnersResource } from './partners';
import { discountCodesResource } from './discountCodes';
import { giftVouchersResource } from './giftVouchers';

/**
 * Every resource, declared once in its own file: the only list. The server's routes, access rules, table
 * types and seed, and the app's endpoints, menu and routes are derived from it.
 */
export const resources = [
  navigationResource,
  pagesResource,
  usersResource,
  mediaResource,
  notificationsResource,
  auditResource,
  adPlansResource,
  advertisementsResource,
  faqResource,
  policiesResource,
  seoEntriesResource,
  toursResource,
  attractionsResource,
  bookingsResource,
  paymentsResource,
  categoriesResource,
  postsResource,
  contactResource,
  testimonialsResource,
  propertiesResource,
  vehiclesResource,
  // Issue 22, the day's run: cruise ships in port, the fleet and the transfers' price zones.
  shipCallsResource,
  fleetVehiclesResource,
  transferZonesResource,
  partnersResource,
  // Issue 41: promo codes and gift vouchers.
  discountCodesResource,
  giftVouchersResource,
] as const;

export type AnyResource = (typeof resources)[number];
export type ResourceName = AnyResource['name'];
export type ResourceByName<N extends ResourceName> = Extract<AnyResource, { name: N }>;

/** Objects read and written whole, declared the same way; the only list of them. */
export const singletons = [
  salesRentalsVisibility,
  footerContent,
  aboutUs,
  seoGeneral,
  seoChecklist,
  headerSettings,
  bookingMessages,
  // Issue 42: what the owner grants the secretary.
  staffPermissions,
] as const;

export type AnySingleton = (typeof singletons)[number];

const byName = new Map<string, AnyResource>(resources.map((resource) => [resource.name, resource]));

export const findResource = (name: string): AnyResource | undefined => byName.get(name);

export const findSingleton = (name: string): AnySingleton | undefined =>
  singletons.find((singleton) => singleton.name === name);
