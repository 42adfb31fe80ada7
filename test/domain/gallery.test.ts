import { describe, expect, it } from 'vitest';
import {
  addImages,
  canRemove,
  withDefaultImage,
  counterText,
  galleryOf,
  imagesOf,
  makeCover,
  moveImage,
  removeImage,
  stepIndex,
} from '../../src/domain/gallery';
import { DEFAULT_LISTING_IMAGE } from '../../src/domain/listings';

const images = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'];

describe('listing gallery rules', () => {
  it('PROP-16 VEH-20 moving an image reorders the rest; the first one is the cover', () => {
    expect(moveImage(images, 2, 0)).toEqual(['/c.jpg', '/a.jpg', '/b.jpg', '/d.jpg']);
    expect(moveImage(images, 0, 3)).toEqual(['/b.jpg', '/c.jpg', '/d.jpg', '/a.jpg']);
    expect(imagesOf(moveImage(images, 1, 0))).toEqual({
      image: '/b.jpg',
      additional_images: ['/a.jpg', '/c.jpg', '/d.jpg'],
    });
  });

  it('PROP-16 a move out of range, or onto itself, changes nothing and never mutates the list', () => {
    const copy = [...images];
    expect(moveImage(images, 1, 9)).toEqual(images);
    expect(moveImage(images, -1, 0)).toEqual(images);
    expect(moveImage(images, 2, 2)).toEqual(images);
    moveImage(images, 0, 2);
    expect(images).toEqual(copy);
  });

  it('PROP-18 VEH-21 any other image can become the cover; the others keep their order', () => {
    expect(makeCover(images, 3)).toEqual(['/d.jpg', '/a.jpg', '/b.jpg', '/c.jpg']);
    expect(makeCover(images, 0)).toEqual(images);
  });

  it('PROP-17 VEH-21 the cover cannot be removed; another image can', () => {
    expect(canRemove(0)).toBe(false);
    expect(removeImage(images, 0)).toEqual(images);
    expect(canRemove(2)).toBe(true);
    expect(removeImage(images, 2)).toEqual(['/a.jpg', '/b.jpg', '/d.jpg']);
    expect(removeImage(images, 7)).toEqual(images);
  });

  it('PROP-12 VEH-31 a listing without images keeps the default image, which is not shown as a photo', () => {
    expect(imagesOf([])).toEqual({ image: DEFAULT_LISTING_IMAGE, additional_images: [] });
    expect(galleryOf({ image: DEFAULT_LISTING_IMAGE, additional_images: [] })).toEqual([]);
    expect(galleryOf({ image: '/a.jpg', additional_images: ['/b.jpg'] })).toEqual(['/a.jpg', '/b.jpg']);
    expect(galleryOf({ image: undefined, additional_images: null })).toEqual([]);
    expect(withDefaultImage({ title: 'x' })).toEqual({ title: 'x', image: DEFAULT_LISTING_IMAGE });
    expect(withDefaultImage({ image: '' })).toEqual({ image: DEFAULT_LISTING_IMAGE });
    expect(withDefaultImage({ image: '/a.jpg' })).toEqual({ image: '/a.jpg' });
  });

  it('VEH-04 new uploads go after the existing images, up to the limit; the first upload is the cover', () => {
    expect(addImages([], ['/x.jpg', '/y.jpg'], 30)).toEqual(['/x.jpg', '/y.jpg']);
    expect(addImages(images, ['/x.jpg', '/y.jpg'], 5)).toEqual([...images, '/x.jpg']);
  });

  it('PROP-15 VEH-20 the lightbox arrows wrap around and the counter reads n / total', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(1, 1, 4)).toBe(2);
    expect(counterText(0, 4)).toBe('1 / 4');
  });
});
