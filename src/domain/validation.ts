import { z } from 'zod';
import { withArgs } from './messageArgs';

export const maxLengthMessage = (max: number) => withArgs('ep.validation.maxLength', { max });

/**
 * Bidirectional controls reorder what follows them on screen ('foto\u202Egnp.exe' shows as 'fotoexe.png'); no
 * name, title or text of this site needs them, so every text field drops them before any other check.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
export const stripBidi = (value: string) => value.replace(BIDI_CONTROLS, '');

/**
 * Field kinds shared by every schema, so the form and the server refuse the same values with the same
 * words. Every text field has a maximum length: the form shows it and the server enforces it.
 */
export const text = (max: number) => z.string().overwrite(stripBidi).trim().max(max, maxLengthMessage(max));

export const requiredText = (max: number, message: string) => text(max).min(1, message);

/** A number's words for a missing value only (`{ error: message }` alone would also name every range check). */
export const whenMissing = (message: string) => (issue: { code: string; expected?: string }) =>
  issue.code === 'invalid_type' && issue.expected === 'number' ? message : undefined;

/** A number that must be given: `message` says so when it is missing; its range checks keep their own words. */
export const requiredNumber = (message: string) => z.number({ error: whenMissing(message) });

/**
 * A link the public site may render: a site path ('/tours') or an http(s) address. Anything else
 * (`javascript:`, `data:`, `ftp:`, a bare word, a protocol-relative '//host') is refused for every caller.
 */
export const LINK_MESSAGE = 'ep.validation.link';

export function isSafeLink(value: string): boolean {
  // Emptiness is the required rule's to report, with its own message.
  if (value === '') return true;
  if ([...value].some((char) => char.charCodeAt(0) < 32 || /\s/.test(char))) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export const link = (max: number, requiredMessage: string) =>
  requiredText(max, requiredMessage).refine(isSafeLink, LINK_MESSAGE);

/** A link that may be left empty (an image, a favicon, a canonical address): the same rule when filled in. */
export const optionalLink = (max: number) => text(max).refine(isSafeLink, LINK_MESSAGE);

/**
 * DECISIONS ATTR-08, TOUR-22 (issue 43): an image the site shows is the site's own, an upload under /media/. Another
 * site's address was saved and then blocked by the Content-Security-Policy on the admin and the public page, so it is
 * refused, saying why; the server does not fetch addresses staff type (see the decision).
 */
export const IMAGE_ELSEWHERE_MESSAGE = 'ep.validation.imageElsewhere';
export const isSiteImage = (value: string) => !/^https?:/i.test(value.trim());

/** An image field: empty or a site path, never another site's address. */
export const imageLink = (max: number) => optionalLink(max).refine(isSiteImage, IMAGE_ELSEWHERE_MESSAGE);

export const email = (message = 'ep.validation.email') => z.email(message).max(254, maxLengthMessage(254));

/** Optional phone: digits with the usual separators and an optional leading +, 7 to 15 digits. */
export const PHONE_MESSAGE = 'ep.validation.phone';
export const phone = () =>
  text(25).refine(
    (value) => value === '' || (/^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
    PHONE_MESSAGE,
  );

/**
 * A zod 4 string schema (it knows its maximum, null if none), possibly wrapped by .default() or .optional(), or
 * a union of such ('' or an email).
 */
export type TextFieldSchema =
  { maxLength: number | null } | { unwrap(): TextFieldSchema } | { options: readonly unknown[] };

/** The most characters a text field takes, so a form stops typing where the schema refuses; null if none. */
export const maxLengthOf = (schema: TextFieldSchema | z.ZodType): number | null => {
  const field = schema as Partial<{
    maxLength: number | null;
    unwrap: () => TextFieldSchema;
    options: readonly TextFieldSchema[];
  }>;
  if ('maxLength' in field) return field.maxLength ?? null;
  if (Array.isArray(field.options)) {
    // A union's longest text option bounds it (the literal '' of an optional email knows no limit of its own).
    const limits = field.options.map(maxLengthOf).filter((limit) => limit !== null);
    return limits.length > 0 ? Math.max(...limits) : null;
  }
  // A piped string (a preprocess) has no unwrap(): no known limit, the server still enforces its own.
  return typeof field.unwrap === 'function' ? maxLengthOf(field.unwrap()) : null;
};
