import { DEFAULT_MAX_IMAGE_PIXELS } from '../../domain/media';

/**
 * The pixel budget: MEDIA_MAX_PIXELS when it is a positive whole number, else the default (50 megapixels).
 * Read once at start, like the rest of the configuration.
 */
export function maxImagePixelsOf(value: string | undefined): number {
  const parsed = Number(value);
  return value && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : DEFAULT_MAX_IMAGE_PIXELS;
}

export const MAX_IMAGE_PIXELS = maxImagePixelsOf(process.env.MEDIA_MAX_PIXELS);
