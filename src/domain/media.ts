import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';

/** MEDIA-04 plus what the real upload adds: where the file is served and its alt text. */
export const mediaSchema = z.object({
  name: requiredText(200, 'ep.media.nameRequired'),
  type: text(100),
  size: z.number().int().min(0),
  date: isoDate,
  url: text(500),
  alt: text(300).default(''),
  /** A small WebP of the image that the list shows; made by the upload beside the file. */
  thumbnail: text(500).default(''),
});

export const mediaResource = defineResource({
  name: 'media',
  api: '/api/media',
  schema: mediaSchema,
  search: ['name', 'alt', 'type'],
  access: { read: 'staff', write: 'staff' },
  list: {
    sortable: ['name', 'type', 'size', 'date'],
    filterable: ['type'],
    defaultSort: [['date', 'desc'], ['id', 'desc']],
  },
  // Set by the upload from the file itself; a rename changes the name and the alt text only.
  readOnly: ['type', 'size', 'date', 'url', 'thumbnail'],
  // Files arrive through the upload route of the media area; here they are listed, renamed and deleted.
  writes: ['update', 'delete'],
  screens: true,
});

export type MediaFile = RecordOf<typeof mediaResource>;

/** The upload limit (DECISIONS MEDIA-02): a bigger file is refused with 413 and this message. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What the browser's file picker offers; the server decides by the bytes, not by this list. */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The name a person sees for an uploaded file: the last segment of what the browser sent (a path such as
 * '../../etc/passwd.png' or 'C:\\fotos\\playa.jpg' keeps only its file name), without control characters,
 * within the schema's limit. The stored file is named by its content's hash, never by this.
 */
export function displayNameOf(sent: string | undefined): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...last].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127).join('').trim();
  const name = clean.replace(/^\.+/, '').trim();
  return (name || 'image').slice(0, 200);
}
