import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../media/loadSharp';
import { html, type Html } from './html';
import { safe } from './layout';

/** The widths a picture is offered in: a phone, a phone at 2x or a tablet, a laptop. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
type OfferedWidth = (typeof IMAGE_WIDTHS)[number];
const RESIZED = '/media-webp';
const FILE_NAME = /^[\w][\w.-]{0,200}\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

/** An uploaded picture's file name, when the URL is one of ours that sharp can resize. */
const mediaFile = (url: string) => {
  const match = /^\/media\/([^/?#]+)$/.exec(url);
  return match && FILE_NAME.test(match[1]) && !match[1].includes('..') ? match[1] : null;
};

/**
 * The largest WebP a picture is offered in: the width it is asked for at, and the pixels sharp made of it (never
 * wider than the upload: a small upload's largest is its own width, asked for at the next offered width).
 */
interface Largest {
  asked: OfferedWidth;
  width: number;
  height: number;
}

/**
 * What each upload's largest WebP measures, by media folder and file name (an upload's name is its content's hash,
 * so a name never changes its pixels); null when it is no image sharp reads.
 */
const known = new Map<string, Largest | null>();
const learning = new Map<string, Promise<void>>();
/** The page being rendered: its media folder, and the uploads it showed whose size is not known yet. */
const rendering = new AsyncLocalStorage<{ mediaDir: string; unknown: Set<string> }>();
const keyOf = (mediaDir: string, file: string) => `${mediaDir}\0${file}`;

/**
 * A picture: for an upload, WebP sources resized by the server with the original as the fallback. The srcset
 * offers each width up to the upload's own, each named by the pixels it really has, and width and height are the
 * largest WebP's real size, so the box takes the picture's shape before it loads and nothing jumps.
 */
export function picture(
  url: string,
  alt: string,
  { sizes = '(min-width: 1000px) 33vw, (min-width: 700px) 50vw, 100vw', lazy = true, className = '' } = {},
): Html | '' {
  const src = safe(url);
  if (!src) return '';
  const file = mediaFile(src);
  const page = rendering.getStore();
  const largest = file && page ? known.get(keyOf(page.mediaDir, file)) : undefined;
  if (file && largest === undefined) page?.unknown.add(file);
  const img = html`<img
    src="${src}"
    alt="${alt}"
    ${largest ? html` width="${largest.width}" height="${largest.height}"` : ''}
    ${className ? html` class="${className}"` : ''}
    ${lazy ? html` loading="lazy"` : html` fetchpriority="high"`}
    decoding="async"
  />`;
  if (!file || largest === null) return img;
  const srcset = largest
    ? [
        ...IMAGE_WIDTHS.filter((width) => width < largest.asked).map(
          (width) => `${RESIZED}/${width}/${file} ${width}w`,
        ),
        `${RESIZED}/${largest.asked}/${file} ${largest.width}w`,
      ]
    : IMAGE_WIDTHS.map((width) => `${RESIZED}/${width}/${file} ${width}w`);
  return html`<picture
    ><source type="image/webp" srcset="${srcset.join(', ')}" sizes="${sizes}" />
    ${img}</picture
  >`;
}

/**
 * Renders a page whose pictures carry their real sizes: a page that showed an upload not measured yet is rendered
 * again once sharp has measured it (the first view of each upload, once per process).
 */
export async function withPictureSizes<T>(mediaDir: string, render: () => Promise<T>): Promise<T> {
  const unknown = new Set<string>();
  const first = await rendering.run({ mediaDir, unknown }, render);
  if (unknown.size === 0) return first;
  await Promise.all([...unknown].map((file) => learn(mediaDir, file)));
  return rendering.run({ mediaDir, unknown: new Set() }, render);
}

function learn(mediaDir: string, file: string): Promise<void> {
  const key = keyOf(mediaDir, file);
  let pending = learning.get(key);
  if (!pending) {
    pending = largestOf(mediaDir, file)
      .catch(() => null)
      .then((largest) => {
        known.set(key, largest);
        learning.delete(key);
      });
    learning.set(key, pending);
  }
  return pending;
}

/** sharp's own measure of the largest WebP offered: the one a wide screen loads. */
async function largestOf(mediaDir: string, file: string): Promise<Largest | null> {
  const sharp = await loadSharp();
  const { autoOrient } = await sharp(join(mediaDir, file)).metadata();
  const asked = IMAGE_WIDTHS.find((width) => width >= autoOrient.width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const body = await resized(mediaDir, asked, file);
  if (!body) return null;
  const { width, height } = await sharp(body).metadata();
  return { asked, width, height };
}

/**
 * The resized WebP of an upload at one of the offered widths, made by sharp once and kept beside the uploads
 * (a directory of its own, named by the file's size and time, so a replaced file is made again); null when there
 * is no such upload.
 */
async function resized(mediaDir: string, width: OfferedWidth, file: string): Promise<Buffer | null> {
  const source = join(mediaDir, file);
  const info = await stat(source).catch(() => null);
  if (!info?.isFile()) return null;
  const cacheDir = `${mediaDir.replace(/\/+$/, '')}-webp`;
  const cached = join(cacheDir, `${width}-${info.size}-${Math.floor(info.mtimeMs)}-${file}.webp`);
  const kept = await readFile(cached).catch(() => null);
  if (kept) return kept;
  const sharp = await loadSharp();
  const body = await sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 74 })
    .toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, body);
  return body;
}

export function registerImageRoute(scope: FastifyInstance) {
  const { mediaDir } = scope.deps;
  scope.get(
    `${RESIZED}/:width/:file`,
    { exposeHeadRoute: true, config: { access: 'public' } },
    async function resizedImage(request, reply) {
      const { width: asked, file } = request.params as { width: string; file: string };
      const width = Number(asked) as OfferedWidth;
      const body =
        IMAGE_WIDTHS.includes(width) && FILE_NAME.test(file) && !file.includes('..')
          ? await resized(mediaDir, width, file)
          : null;
      if (!body) return reply.code(404).type('text/plain').send('Not found');
      return reply.type('image/webp').header('Cache-Control', 'public, max-age=86400').send(body);
    },
  );
}
