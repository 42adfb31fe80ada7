import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../http/errors';
import { loadSharp } from './loadSharp';

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

/** What sharp reads the bytes as, whatever name or type the browser declared; undefined when not an image. */
async function formatOf(bytes: Buffer): Promise<Format | undefined> {
  try {
    const sharp = await loadSharp();
    const { format } = await sharp(bytes).metadata();
    return isAccepted(format) ? format : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Re-encodes the image in its own format, which drops every metadata block (EXIF with GPS, XMP, comments)
 * after turning the picture upright by its EXIF orientation.
 */
async function reencode(bytes: Buffer, format: Format): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { animated: format === 'gif' || format === 'webp' }).autoOrient();
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
  (await loadSharp())(bytes).resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();

/**
 * Checks that the bytes are an image, strips its metadata and stores it under the media folder with a name
 * made of its content's hash (so a file never changes behind its URL and may be cached for good), with a
 * thumbnail beside it. Throws 400 with 'ep.media.notAnImage' for anything else.
 */
export async function storeImage(mediaDir: string, bytes: Buffer): Promise<StoredImage> {
  const format = await formatOf(bytes);
  if (!format) throw badRequest('ep.media.notAnImage', { file: 'ep.media.notAnImage' });
  let clean: Buffer;
  let thumb: Buffer;
  try {
    clean = await reencode(bytes, format);
    thumb = await thumbnailOf(clean);
  } catch {
    // A header that looks like an image over a broken body.
    throw badRequest('ep.media.notAnImage', { file: 'ep.media.notAnImage' });
  }
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 32);
  const { ext, mime } = FORMATS[format];
  const fileName = `${hash}.${ext}`;
  const thumbName = `${hash}.thumb.webp`;
  await writeFile(join(mediaDir, fileName), clean);
  await writeFile(join(mediaDir, thumbName), thumb);
  return { url: `/media/${fileName}`, thumbnail: `/media/${thumbName}`, type: mime, size: clean.length };
}
