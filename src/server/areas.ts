import advertisementArea from './routes/advertisements';
import auditArea from './routes/audit';
import authArea from './routes/auth';
import blogArea from './routes/blog';
import contactArea from './routes/contact';
import driverArea from './routes/driver';
import firstRowsArea from './routes/first-rows';
import dashboardArea from './routes/dashboard';
import guestArea from './routes/guest';
import declaredArea from './routes/declared';
import docsArea from './routes/docs';
import mediaArea from './routes/media';
import moneyArea from './routes/money';
import navigationArea from './routes/navigation';
import notificationsArea from './routes/notifications';
import pagesArea from './routes/pages';
import partnersArea from './routes/partners';
import policiesArea from './routes/policies';
import publicSiteArea from './routes/public-site';
import bookingsArea from './routes/bookings';
import salesRentalsArea from './routes/sales-rentals';
import seoArea from './routes/seo';
import siteArea from './routes/site';
import teamArea from './routes/team';
import testimonialsArea from './routes/testimonials';
import toursArea from './routes/tours';
import usersArea from './routes/users';
import vouchersArea from './routes/vouchers';

/**
 * Every area of the API, the only list: app.ts registers each as one encapsulated Fastify plugin, so its
 * routes and hooks stay in its own scope. An area serves its declared resources through crudRoutes and adds
 * its own routes beside them (src/server/routes/<area>/index.ts); a resource without rules of its own needs none.
 */
export const areas = {
  auth: authArea,
  dashboard: dashboardArea,
  docs: docsArea,
  navigation: navigationArea,
  pages: pagesArea,
  users: usersArea,
  media: mediaArea,
  notifications: notificationsArea,
  audit: auditArea,
  advertising: advertisementArea,
  policies: policiesArea,
  seo: seoArea,
  tours: toursArea,
  reservations: bookingsArea,
  // Issue 42: the owner's grants to the secretary, and the driver's own runs.
  team: teamArea,
  driver: driverArea,
  // Issue 44: the driver's day and today's manifest sent with their first rows in the app's page.
  'first-rows': firstRowsArea,
  guest: guestArea,
  money: moneyArea,
  partners: partnersArea,
  // Issue 41: promo codes and gift vouchers.
  vouchers: vouchersArea,
  blog: blogArea,
  contact: contactArea,
  testimonials: testimonialsArea,
  'sales-rentals': salesRentalsArea,
  site: siteArea,
  'public-site': publicSiteArea,
  // Last: serves the declared resources no area above serves (the FAQ, and a new resource without rules).
  declared: declaredArea,
};
