import { z } from 'zod';
import { defineSingleton } from './singleton';
import { maxLengthMessage } from './validation';
import { lazy } from './lazy';
import { BUSINESS_NAME } from './business';

/** What the public About page shows until the owner saves her own text. */
export const ABOUT_DEFAULT_CONTENT = [
  '<h2>Your local drivers and guides in Puerto Plata</h2>',
  `<p>${BUSINESS_NAME.replace('&', '&amp;')} is a family business from Puerto Plata, on the north coast of ` +
    `the Dominican Republic. Since 2012 we have driven visitors from Gregorio Luperón airport (POP), from the ` +
    `Amber Cove and Taino Bay cruise ports and from the hotels of Playa Dorada, Sosúa, Cabarete and ` +
    `Cofresí.</p>`,
  '<h3>What we do</h3>',
  '<ul><li>Private airport and hotel transfers at fixed prices, day and night.</li><li>Shore excursions ' +
    'timed to your ship, back at the pier well before all aboard.</li><li>Tours to the 27 Damajagua waterfalls, ' +
    'the Mount Isabel de Torres cable car, Cayo Arena and the old town of Puerto Plata.</li></ul>',
  '<h3>Why travellers choose us</h3>',
  '<p>Our drivers are licensed by the Ministry of Tourism, speak Spanish and English, and know the island. ' +
    'Vehicles are air-conditioned, insured and serviced every month. You pay the price we quote, in US dollars ' +
    'or pesos, with no hidden fees.</p>',
].join('');

/** ABOUT-01, ABOUT-03: one HTML text, sanitized by the server on every save. */
export const aboutUs = defineSingleton({
  name: 'about',
  api: '/api/about-us',
  schema: lazy(() =>
    z.strictObject({
      content: z
        .string()
        .trim()
        .min(1, 'ep.site.about.required')
        .max(200_000, maxLengthMessage(200_000))
        .default(ABOUT_DEFAULT_CONTENT),
    }),
  ),
  // docs/DECISIONS.md: the public site reads About Us; only the owner changes it.
  access: { read: 'public', write: 'owner' },
  richHtml: ['content'],
});
