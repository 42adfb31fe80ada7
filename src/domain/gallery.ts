import { DEFAULT_LISTING_IMAGE } from './listings';

/**
 * A listing's images as one ordered list: the first is the cover (`image`), the rest `additional_images`
 * (PROP-16..18, VEH-20, VEH-21). Every change answers a new list; a change the rules forbid answers the same one.
 */
export interface ListingImages {
  image?: string | null;
  additional_images?: readonly string[] | null;
}

/** The placeholder is not a photo: a listing that only has it has no images. */
export function galleryOf({ image, additional_images }: ListingImages): string[] {
  return [image ?? '', ...(additional_images ?? [])].filter((url) => url !== '' && url !== DEFAULT_LISTING_IMAGE);
}

/** PROP-12, VEH-31: a new listing saved without an image (none uploaded, or the upload failed) gets the placeholder. */
export const withDefaultImage = <T extends Record<string, unknown>>(data: T): T => ({
  ...data,
  image: data.image || DEFAULT_LISTING_IMAGE,
});

/** PROP-12: no image at all saves the placeholder as the cover. */
export function imagesOf(gallery: readonly string[]): { image: string; additional_images: string[] } {
  const [cover = DEFAULT_LISTING_IMAGE, ...rest] = gallery;
  return { image: cover, additional_images: rest };
}

const inRange = (gallery: readonly string[], index: number) =>
  Number.isInteger(index) && index >= 0 && index < gallery.length;

/** PROP-16, VEH-20: drag or the move buttons; whatever lands first becomes the cover. */
export function moveImage(gallery: readonly string[], from: number, to: number): string[] {
  if (!inRange(gallery, from) || !inRange(gallery, to) || from === to) return [...gallery];
  const moved = [...gallery];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  return moved;
}

/** PROP-18, VEH-21: any image but the cover may become the cover; the others keep their order. */
export const makeCover = (gallery: readonly string[], index: number): string[] =>
  index === 0 ? [...gallery] : moveImage(gallery, index, 0);

/** PROP-17, VEH-21: the cover cannot be removed. */
export const canRemove = (index: number) => index > 0;

export function removeImage(gallery: readonly string[], index: number): string[] {
  if (!canRemove(index) || !inRange(gallery, index)) return [...gallery];
  return gallery.filter((_, position) => position !== index);
}

/** New uploads go after the existing images, up to the limit; the first of an empty gallery is the cover. */
export const addImages = (gallery: readonly string[], urls: readonly string[], max: number): string[] =>
  [...gallery, ...urls].slice(0, max);

/** PROP-15, VEH-20: the lightbox's arrows wrap around; its counter reads 'n / total'. */
export const stepIndex = (index: number, step: 1 | -1, total: number) =>
  total === 0 ? 0 : (index + step + total) % total;
export const counterText = (index: number, total: number) => `${index + 1} / ${total}`;
