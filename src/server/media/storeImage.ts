import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageTooLargeMessage, pixelsOf } from '../../domain/media';
import { badRequest, coded } from '../http/errors';
import { iconOf, isIcon, largestIconImage } from './icon';
import { loadSharp } from './loadSharp';
import { decodeQueue } from './oneAtATime';
import { MAX_IMAGE_PIXELS } from './pixelBudget';

/** The formats a browser shows everywhere; SVG is refused because it can carry scripts. */
const FORMATS = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
} as const;
type Format = keyof typeof FORMATS;

const THUMBNAIL_WIDTH = 320;

export interface StoredImage {
  url: string;
  thumbnail: string;
  type: string;
  size: number;
}

const isAccepted = (format: string | undefined): format is Format => format !== undefined && format in FORMATS;

interface Header {
  format: Format;
  pixels: number;
}

/**
 * What the bytes are, whatever name or type the browser declared, and how many pixels decoding them would
 * make, read from the header alone (sharp's own limit is off here: the budget below is checked instead, with
 * every frame counted). Undefined when not an image.
 */
async function headerOf(bytes: Buffer): Promise<Header | undefined> {
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return isAccepted(metadata.format) ? { format: metadata.format, pixels: pixelsOf(metadata) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes the image in its own format, which drops every metadata block (EXIF with GPS, XMP, comments)
 * after turning the picture upright by its EXIF orientation.
 */
async function reencode(bytes: Buffer, format: Format, maxPixels: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // sharp's limit as well, in case the header undercounted: it stops before decoding too.
  const image = sharp(bytes, {
    animated: format === 'gif' || format === 'webp',
    limitInputPixels: maxPixels,
  }).autoOrient();
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 88 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** The first frame, at most THUMBNAIL_WIDTH wide, as WebP: what the media list shows. */
const thumbnailOf = async (bytes: Buffer) =>
  (await loadSharp())(bytes)
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();

const tooLarge = (maxPixels: number) => {
  const message = imageTooLargeMessage(maxPixels);
  return coded(413, 'too_large', message, { fields: { file: message } });
};

/** Re-encodes and draws the thumbnail, one upload at a time. */
const decode = (bytes: Buffer, format: Format, maxPixels: number) =>
  decodeQueue.run(async () => {
    try {
      const clean = await reencode(bytes, format, maxPixels);
      return { clean, thumb: await thumbnailOf(clean) };
    } catch {
      // A header that looks like an image over a broken body.
      throw badRequest('ep.media.notAnImage', { file: 'ep.media.notAnImage' });
    }
  });

/** Writes the cleaned file and its thumbnail under names made of the file's hash. */
async function write(mediaDir: string, clean: Buffer, thumb: Buffer, ext: string, mime: string): Promise<StoredImage> {
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 32);
  const fileName = `${hash}.${ext}`;
  const thumbName = `${hash}.thumb.webp`;
  await writeFile(join(mediaDir, fileName), clean);
  await writeFile(join(mediaDir, thumbName), thumb);
  return { url: `/media/${fileName}`, thumbnail: `/media/${thumbName}`, type: mime, size: clean.length };
}

/**
 * SET-07: a favicon may be a real .ico, which sharp cannot read. Its largest image (256 × 256 at most) is decoded
 * and kept as a new one-image icon holding a PNG, so nothing of the sent file but its pixels is stored.
 */
const storeIcon = (mediaDir: string, bytes: Buffer) =>
  decodeQueue.run(async () => {
    const { width, height, pixels } = await largestIconImage(bytes);
    const sharp = await loadSharp();
    const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    return write(mediaDir, iconOf(png, width, height), await thumbnailOf(png), 'ico', 'image/x-icon');
  });

/**
 * Checks that the bytes are an image within the pixel budget, strips its metadata and stores it under the
 * media folder with a name made of its content's hash (so a file never changes behind its URL and may be
 * cached for good), with a thumbnail beside it; an icon (.ico) is kept as an icon. Throws 400 with
 * 'ep.media.notAnImage' for anything else, and 413 `too_large` for an image over the budget, decided from its header
 * before any pixel is decoded.
 */
export async function storeImage(mediaDir: string, bytes: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<StoredImage> {
  if (isIcon(bytes)) return storeIcon(mediaDir, bytes);
  const header = await headerOf(bytes);
  if (!header) throw badRequest('ep.media.notAnImage', { file: 'ep.media.notAnImage' });
  if (header.pixels > maxPixels) throw tooLarge(maxPixels);
  const { format } = header;
  const { clean, thumb } = await decode(bytes, format, maxPixels);
  const { ext, mime } = FORMATS[format];
  return write(mediaDir, clean, thumb, ext, mime);
}
