/**
 * Demo content for Puerto Plata, as plain records without ids or meta columns.
 * Pure: the server seeds the database from it and the fake data provider of the component tests
 * is built from it, so screens are tested on the same data a user sees after `npm start`.
 */
import type { SeedOf } from '../../domain/resource';
import type { ResourceByName, ResourceName } from '../../domain/resources';
import { advertisementDemo } from './advertisementDemo';
import { demoFaqs, demoPolicies } from './siteContentDemo';
import { today } from '../../domain/common';
import { demoAttractions, demoTours } from './toursData';
import { demoBookings } from './bookingsDemo';
import { demoRun } from './runDemo';
import { demoCategories, demoPosts } from './blogDemo';
import { demoSeoEntries } from './seoDemo';
import { demoContactMessages, demoTestimonials } from './inboxDemo';
import { demoProperties, demoVehicles } from './listingsDemo';
import { demoPartners, demoPromoCodes, withDemoVoucher } from './partnersDemo';

/** Rows per resource, each typed by its own schema: adding a resource never forces edits to another's seed. */
export type SeedData = { [Name in ResourceName]?: SeedOf<ResourceByName<Name>>[] };

/**
 * The bookings with their ships, drivers and vehicles, and the day's run's own tables (issue 22); the partners
 * they name first, and the gift voucher one of them was paid with (issue 41).
 */
const withRun = (anchor: string) => {
  const { reservas, payments, vouchers } = withDemoVoucher(demoBookings(anchor), anchor);
  return {
    partners: demoPartners,
    'discount-codes': demoPromoCodes(anchor),
    'gift-vouchers': vouchers,
    ...demoRun(anchor, reservas),
    payments,
  };
};

export function demoData() {
  return {
    navigation: [
      { name: 'Home', url: '/', order: 1, active: true, new_tab: false },
      {
        name: 'Tours & Excursions',
        url: '/tours-and-excursions-in-puerto-plata',
        order: 2,
        active: true,
        new_tab: false,
      },
      {
        name: 'Things to Do & Attractions',
        url: '/things-to-do-attractions-in-puerto-plata',
        order: 3,
        active: true,
        new_tab: false,
      },
      { name: 'Airport Transfers', url: '/airport-transfers', order: 4, active: true, new_tab: false },
      { name: 'Sales & Rentals', url: '/sales-rentals', order: 5, active: false, new_tab: false },
      { name: 'Blog', url: '/blog', order: 6, active: true, new_tab: false },
      { name: 'About Us', url: '/about', order: 7, active: true, new_tab: false },
      { name: 'WhatsApp', url: 'https://wa.me/18095550123', order: 8, active: true, new_tab: true },
    ],
    pages: [
      {
        title: 'Taxi from Puerto Plata Airport (POP)',
        content:
          '<h2>Meet and greet at Gregorio Luperón airport</h2><p>Your driver waits at arrivals with a sign. ' +
          'Fixed prices to Sosúa, Cabarete, Playa Dorada and Cofresí.</p>',
        status: 'published',
        date: '2026-09-14',
      },
      {
        title: 'Amber Cove and Taino Bay cruise shore excursions',
        content:
          '<p>Private tours timed to your ship: Damajagua waterfalls, the cable car to Mount Isabel de ' +
          'Torres, and the old town of Puerto Plata.</p>',
        status: 'published',
        date: '2026-10-02',
      },
      {
        title: 'Sosúa and Cabarete day trip',
        content: '<p>Snorkel at Sosúa beach, lunch in Cabarete and kite-surf watching in the afternoon.</p>',
        status: 'draft',
        date: '2026-11-10',
      },
      {
        title: 'Frequently asked questions about our drivers',
        content: '<p>All drivers are licensed by the Ministry of Tourism and speak English and Spanish.</p>',
        status: 'published',
        date: '2026-08-21',
      },
      {
        title: 'Paradise Island catamaran (coming soon)',
        content: '<p>Full-day catamaran trip from Punta Rucia to Cayo Arena.</p>',
        status: 'draft',
        date: '2026-11-18',
      },
    ],
    notifications: [
      { type: 'reserva', text: 'Nueva reserva: Damajagua Waterfalls para 4 personas (28 nov)', read: false },
      { type: 'mensaje', text: 'Nuevo mensaje de Laura Méndez: traslado desde el aeropuerto POP', read: false },
      { type: 'testimonial', text: 'Nuevo testimonio de John Carter (5 estrellas)', read: false },
      { type: 'reserva', text: 'Nueva reserva: Puerto Plata City Tour para 2 personas (30 nov)', read: false },
      { type: 'mensaje', text: 'Nuevo mensaje de Pierre Dubois: excursión a Cayo Arena', read: false },
    ],
    users: [
      {
        username: 'dueno',
        email: 'owner@epcontrol.do',
        role: 'Owner',
        status: 'active',
        phone: '+1 809 555 0100',
        vehicle: '',
        plate: '',
      },
      {
        username: 'secretaria',
        email: 'oficina@epcontrol.do',
        role: 'Secretary',
        status: 'active',
        phone: '+1 809 555 0101',
        vehicle: '',
        plate: '',
      },
      {
        username: 'ramon.diaz',
        email: 'ramon@epcontrol.do',
        role: 'Driver',
        status: 'active',
        phone: '+1 829 555 0142',
        vehicle: 'Toyota Hiace 2022',
        plate: 'A123456',
      },
      {
        username: 'yanelis.p',
        email: 'yanelis@epcontrol.do',
        role: 'Driver',
        status: 'active',
        phone: '+1 849 555 0177',
        vehicle: 'Hyundai H1 2021',
        plate: 'A654321',
      },
      {
        username: 'carlos.m',
        email: 'carlos@epcontrol.do',
        role: 'Driver',
        status: 'inactive',
        phone: '+1 809 555 0190',
        vehicle: 'Honda CR-V 2019',
        plate: 'G204518',
      },
    ],
    categories: demoCategories(),
    posts: demoPosts(),
    media: [
      {
        name: 'amber-cove-pier.jpg',
        type: 'image/jpeg',
        size: 248_312,
        date: '2026-09-02',
        url: '/media/amber-cove-pier.jpg',
        alt: 'Cruise ship at the Amber Cove pier',
        thumbnail: '/media/amber-cove-pier.thumb.webp',
      },
      {
        name: 'damajagua-falls.jpg',
        type: 'image/jpeg',
        size: 391_004,
        date: '2026-09-05',
        url: '/media/damajagua-falls.jpg',
        alt: 'Jumping into a pool at the 27 Damajagua waterfalls',
        thumbnail: '/media/damajagua-falls.thumb.webp',
      },
      {
        name: 'cable-car-isabel-de-torres.png',
        type: 'image/png',
        size: 512_730,
        date: '2026-10-11',
        url: '/media/cable-car-isabel-de-torres.png',
        alt: 'Cable car up Mount Isabel de Torres',
        thumbnail: '/media/cable-car-isabel-de-torres.thumb.webp',
      },
      {
        name: 'logo-ep.png',
        type: 'image/png',
        size: 18_220,
        date: '2026-08-01',
        url: '/media/logo-ep.png',
        alt: 'EP logo',
        thumbnail: '/media/logo-ep.thumb.webp',
      },
    ],
    contact: demoContactMessages(),
    testimonials: demoTestimonials(),
    faq: demoFaqs(),
    policies: demoPolicies(),
    tours: demoTours,
    attractions: demoAttractions,
    ...withRun(today()),
    properties: demoProperties(),
    vehicles: demoVehicles(),
    'seo-entries': demoSeoEntries(),
    ...advertisementDemo(),
  } satisfies SeedData;
}

export type DemoData = ReturnType<typeof demoData>;
