import { z } from 'zod';
import { defineSingleton } from './singleton';
import { email, imageLink, phone, text } from './validation';
import { lazy } from './lazy';
import { BUSINESS_NAME } from './business';

/** SET-09: how long the app keeps a read of the header settings; a save drops it. */
export const HEADER_SETTINGS_CACHE_MS = 5000;

/** An image the site shows: empty or a site path ('/media/…'). */
const imageUrl = () => imageLink(500).default('');

/** SET-07: a favicon is PNG or ICO, whatever file was dropped on its field. */
const isFavicon = (url: string) => url === '' || /\.(png|ico)$/i.test(url.split(/[?#]/)[0]);

/** SET-04, SET-05: siteName, contactEmail and contactPhone required; SET-03, SET-08: the defaults. */
export const headerSettingsSchema = lazy(() =>
  z.strictObject({
    siteName: text(120).min(1, 'ep.settings.siteNameRequired').default(BUSINESS_NAME),
    contactEmail: email().default('info@eppuertoplata.com'),
    contactPhone: phone()
      .refine((value) => value !== '', 'ep.settings.contactPhoneRequired')
      .default('+1 809 555 0123'),
    contactPhone2: phone().default(''),
    address: text(300).default(''),
    logo: imageUrl(),
    favicon: imageLink(500).refine(isFavicon, 'ep.signals.faviconType').default(''),
    language_selector_visible: z.boolean().default(true),
  }),
);
export type HeaderSettings = z.infer<typeof headerSettingsSchema>;

export const headerSettings = defineSingleton({
  name: 'header-settings',
  api: '/api/header-settings',
  schema: headerSettingsSchema,
  access: { read: 'public', write: 'owner' },
});
