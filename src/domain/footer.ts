import { z } from 'zod';
import { AIRPORT_TRANSFERS_URL, ATTRACTIONS_URL, TOURS_URL } from './navigation';
import { defineSingleton } from './singleton';
import { email, isSafeLink, LINK_MESSAGE, link, phone, requiredText, text } from './validation';
import { lazy } from './lazy';
import { BUSINESS_NAME } from './business';

/** Icons the public footer can draw beside a trust indicator (names of the site's icon set). */
export const TRUST_ICONS = ['shield', 'star', 'clock', 'award', 'thumbs-up', 'car', 'users', 'map-pin'] as const;

/** FOOT-04: an optional URL field; when filled, a site path or an http(s) address. */
const optionalLink = (max: number) => text(max).refine(isSafeLink, LINK_MESSAGE);
/** FOOT-04: an optional email field. */
const optionalEmail = () => z.union([z.literal(''), email()]);

const linkItem = lazy(() =>
  z.strictObject({
    text: requiredText(80, 'ep.site.footer.textRequired'),
    url: link(500, 'ep.site.footer.urlRequired'),
  }),
);
const place = requiredText(120, 'ep.site.footer.nameRequired');

/**
 * The defaults are the business's real footer: what a fresh install shows and what 'Initialize Default Content'
 * restores.
 */
export const FOOTER_DEFAULTS = {
  company_name: BUSINESS_NAME,
  tagline: 'Airport transfers, shore excursions and tours on the north coast',
  description:
    'Licensed local drivers and guides serving Puerto Plata, Sosúa, Cabarete and Cofresí: private transfers ' +
    'from POP airport and the cruise ports, and tours to Damajagua, Mount Isabel de Torres and Cayo Arena.',
  address: 'Calle José del Carmen Ariza 34, Puerto Plata 57000, República Dominicana',
  phone: '+1 809 555 0123',
  phone2: '+1 829 555 0145',
  email: 'reservas@epcontrol.do',
  email2: 'info@epcontrol.do',
  facebook_url: 'https://www.facebook.com/eptaxipuertoplata',
  instagram_url: 'https://www.instagram.com/eptaxipuertoplata',
  whatsapp_url: 'https://wa.me/18095550123',
  copyright_text: `© 2026 ${BUSINESS_NAME}. All rights reserved.`,
  hours_service: 'Every day, 24 hours — airport pickups at any flight time',
  quick_links: [
    { text: 'Tours & Excursions', url: TOURS_URL },
    { text: 'Things to Do & Attractions', url: ATTRACTIONS_URL },
    { text: 'Airport Transfers', url: AIRPORT_TRANSFERS_URL },
    { text: 'FAQ', url: '/faq' },
    { text: 'About Us', url: '/about' },
  ],
  cruise_ports: ['Amber Cove Cruise Port', 'Taino Bay Cruise Port'],
  airports: [
    'Gregorio Luperón International Airport (POP)',
    'Cibao International Airport (STI)',
    'Santo Domingo Las Américas (SDQ)',
  ],
  hotels_resorts: ['Playa Dorada', 'Cofresí', 'Sosúa', 'Cabarete', 'Costambar', 'Maimón'],
  trust_indicators: [
    { text: 'Licensed by the Ministry of Tourism', icon: 'shield' },
    { text: '5-star reviews from cruise passengers', icon: 'star' },
    { text: 'On time, or we wait for free', icon: 'clock' },
    { text: 'Air-conditioned, insured vehicles', icon: 'car' },
  ],
  bottom_links: [
    { text: 'Privacy Policy', url: '/privacy-policy' },
    { text: 'Terms of Service', url: '/terms-of-service' },
    { text: 'Cancellation Policy', url: '/cancellation-policy' },
  ],
} as const;

/** FOOT-03: every field of the footer; FOOT-04: URL fields are links, email fields emails. */
export const footerSchema = lazy(() =>
  z.strictObject({
    company_name: requiredText(120, 'ep.site.footer.companyRequired').default(FOOTER_DEFAULTS.company_name),
    tagline: text(200).default(FOOTER_DEFAULTS.tagline),
    description: text(1000).default(FOOTER_DEFAULTS.description),
    address: text(300).default(FOOTER_DEFAULTS.address),
    phone: phone().default(FOOTER_DEFAULTS.phone),
    phone2: phone().default(FOOTER_DEFAULTS.phone2),
    email: optionalEmail().default(FOOTER_DEFAULTS.email),
    email2: optionalEmail().default(FOOTER_DEFAULTS.email2),
    facebook_url: optionalLink(500).default(FOOTER_DEFAULTS.facebook_url),
    instagram_url: optionalLink(500).default(FOOTER_DEFAULTS.instagram_url),
    whatsapp_url: optionalLink(500).default(FOOTER_DEFAULTS.whatsapp_url),
    copyright_text: text(200).default(FOOTER_DEFAULTS.copyright_text),
    hours_service: text(200).default(FOOTER_DEFAULTS.hours_service),
    quick_links: z
      .array(linkItem)
      .max(30)
      .default(() => FOOTER_DEFAULTS.quick_links.map((item) => ({ ...item }))),
    cruise_ports: z
      .array(place)
      .max(30)
      .default(() => [...FOOTER_DEFAULTS.cruise_ports]),
    airports: z
      .array(place)
      .max(30)
      .default(() => [...FOOTER_DEFAULTS.airports]),
    hotels_resorts: z
      .array(place)
      .max(60)
      .default(() => [...FOOTER_DEFAULTS.hotels_resorts]),
    trust_indicators: z
      .array(z.strictObject({ text: requiredText(120, 'ep.site.footer.textRequired'), icon: z.enum(TRUST_ICONS) }))
      .max(12)
      .default(() => FOOTER_DEFAULTS.trust_indicators.map((item) => ({ ...item }))),
    bottom_links: z
      .array(linkItem)
      .max(12)
      .default(() => FOOTER_DEFAULTS.bottom_links.map((item) => ({ ...item }))),
  }),
);

export type FooterContent = z.infer<typeof footerSchema>;

/**
 * FOOT-06, FOOT-07, FOOT-10: read at GET /api/footer-content, saved by POST there or, once it has an id,
 * PUT /api/footer-content/{id}; POST /api/init-footer-content restores the defaults.
 */
export const footerContent = defineSingleton({
  name: 'footer',
  api: '/api/footer-content',
  schema: footerSchema,
  // docs/DECISIONS.md: the public site reads the footer; only the owner changes it.
  access: { read: 'public', write: 'owner' },
  method: 'POST',
  byId: true,
  init: '/api/init-footer-content',
});
