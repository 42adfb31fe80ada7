import { z } from 'zod';
import { maxLengthMessage } from './validation';
import { lazy } from './lazy';

/** SET-01: the languages of the public site's texts. */
export const TEXT_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number]['code'];
export const TEXT_LANGUAGE_CODES = TEXT_LANGUAGES.map(({ code }) => code) as [TextLanguage, ...TextLanguage[]];

/** SET-13: the 11 home keys. */
export const HOME_KEYS = [
  'home',
  'hero_title',
  'hero_subtitle',
  'book_ride',
  'view_tours',
  'quick_booking',
  'amber_ports',
  'pop_airport',
  'availability',
  'guaranteed_service',
  'reserve_now',
] as const;

/** SET-14: 21 keys, all `services_` (the spec does not name them; these are the public page's blocks). */
export const SERVICES_KEYS = [
  'services_title',
  'services_subtitle',
  'services_airport_title',
  'services_airport_text',
  'services_cruise_title',
  'services_cruise_text',
  'services_tours_title',
  'services_tours_text',
  'services_private_title',
  'services_private_text',
  'services_hotel_title',
  'services_hotel_text',
  'services_group_title',
  'services_group_text',
  'services_wedding_title',
  'services_wedding_text',
  'services_hourly_title',
  'services_hourly_text',
  'services_cta_title',
  'services_cta_text',
  'services_cta_button',
] as const;

/** SET-15: 8 keys (not named by the spec). */
export const WHY_CHOOSE_KEYS = [
  'why_choose_title',
  'why_choose_subtitle',
  'why_choose_licensed_title',
  'why_choose_licensed_text',
  'why_choose_prices_title',
  'why_choose_prices_text',
  'why_choose_support_title',
  'why_choose_support_text',
] as const;

export const TEXT_GROUPS = {
  home: { keys: HOME_KEYS },
  services: { keys: SERVICES_KEYS },
  whyChoose: { keys: WHY_CHOOSE_KEYS },
} as const;
export type TextGroup = keyof typeof TEXT_GROUPS;

export const TEXT_KEYS: readonly string[] = [...HOME_KEYS, ...SERVICES_KEYS, ...WHY_CHOOSE_KEYS];
export const TEXT_MAX = 1000;

export const textEntrySchema = lazy(() =>
  z.strictObject({
    key: z.string().refine((key) => TEXT_KEYS.includes(key), 'ep.settings.unknownTextKey'),
    value: z.string().max(TEXT_MAX, maxLengthMessage(TEXT_MAX)),
  }),
);
export type TextEntry = z.infer<typeof textEntrySchema>;

/** SET-16: PUT /api/home-texts {texts:[{key,value}], lang}. */
export const textsSaveSchema = lazy(() =>
  z.strictObject({
    lang: z.enum(TEXT_LANGUAGE_CODES, 'ep.settings.textLanguage'),
    texts: z.array(textEntrySchema).max(TEXT_KEYS.length),
  }),
);

export const isTextLanguage = (value: unknown): value is TextLanguage =>
  TEXT_LANGUAGE_CODES.includes(value as TextLanguage);

/** Every key of a language with its saved value, else the default of that language, else the English one. */
export function textsFor(
  lang: TextLanguage,
  saved: Record<string, string>,
  defaults: Record<TextLanguage, Record<string, string>>,
): TextEntry[] {
  return TEXT_KEYS.map((key) => ({ key, value: saved[key] ?? defaults[lang][key] ?? defaults.en[key] ?? '' }));
}
