import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { stripBidi, text } from './validation';
import { withArgs } from './messageArgs';
import { lazy } from './lazy';

/** MEDIA-04 plus what the real upload adds: where the file is served and its alt text. */
export const mediaSchema = lazy(() =>
  z.object({
    // text() drops bidi controls ('foto\u202Egnp.exe' would read 'fotoexe.png') before trimming and measuring.
    name: text(200).min(1, 'ep.media.nameRequired'),
    type: text(100),
    size: z.number().int().min(0),
    date: isoDate,
    url: text(500),
    alt: text(300).default(''),
    /** A small WebP of the image that the list shows; made by the upload beside the file. */
    thumbnail: text(500).default(''),
    /** Shown on the public media page even when no published content uses it. */
    published: z.boolean().default(false),
    /**
     * Put in the library on purpose (the Media screen, the seed) rather than uploaded from a form: the orphan
     * cleanup spares it. The upload route sets it from where the file came.
     */
    library: z.boolean().default(true),
  }),
);

export const mediaResource = defineResource({
  name: 'media',
  api: '/api/media',
  schema: mediaSchema,
  search: ['name', 'alt', 'type'],
  access: { read: 'staff', write: 'staff' },
  list: {
    sortable: ['name', 'type', 'size', 'date'],
    filterable: ['type'],
    defaultSort: [
      ['date', 'desc'],
      ['id', 'desc'],
    ],
  },
  // Set by the upload from the file itself; an edit changes the name, the alt text and `published` only.
  readOnly: ['type', 'size', 'date', 'url', 'thumbnail', 'library'],
  // Files arrive through the upload route of the media area; here they are listed, renamed and deleted.
  writes: ['update', 'delete'],
  screens: true,
});

export type MediaFile = RecordOf<typeof mediaResource>;

/** One place that shows a media file: the record's resource (or singleton), its id and its label. */
export interface MediaUse {
  resource: string;
  id: number;
  label: string;
}

/** The upload limit (DECISIONS MEDIA-02): a bigger file is refused with 413 and this message. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The pixel budget of one upload: what decoding may hold in memory is about 4 bytes per pixel, so 50
 * megapixels (a 8660 × 5773 photo, 200 MB decoded) is the most an image may have, every frame of an animation
 * counted. A bigger one is refused from its header, before anything is decoded.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;

/** What decoding an image would hold: width × frame height × frames (one frame unless animated). */
export function pixelsOf({
  width = 0,
  height = 0,
  pageHeight,
  pages,
}: {
  width?: number;
  height?: number;
  pageHeight?: number;
  pages?: number;
}): number {
  const frames = Math.max(1, pages ?? 1);
  const frameHeight = frames > 1 ? (pageHeight ?? height) : height;
  return width * frameHeight * frames;
}

/** The refusal of an image over the pixel budget, in megapixels. */
export const imageTooLargeMessage = (maxPixels: number) =>
  withArgs('ep.media.tooManyPixels', { megapixels: Math.floor(maxPixels / 1_000_000) });

/** What the browser's file picker offers; the server decides by the bytes, not by this list. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The name a person sees for an uploaded file: the last segment of what the browser sent (a path such as
 * '../../etc/passwd.png' or 'C:\\fotos\\playa.jpg' keeps only its file name), without control characters,
 * within the schema's limit. The stored file is named by its content's hash, never by this.
 */
export function displayNameOf(sent: string | undefined): string {
  // Browsers escape a multipart filename's quote and line breaks as %22, %0D, %0A (HTML's form-data rule).
  const unescaped = (sent ?? '').replace(/%22/gi, '"').replace(/%0[ad]/gi, ' ');
  const last = unescaped.split(/[\\/]/).pop() ?? '';
  const clean = stripBidi(
    [...last].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127).join(''),
  ).trim();
  const name = clean.replace(/^\.+/, '').trim();
  return (name || 'image').slice(0, 200);
}
