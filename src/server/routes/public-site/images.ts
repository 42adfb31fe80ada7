import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { html, type Html } from './html';
import { safe } from './layout';

/** The widths a picture is offered in: a phone, a phone at 2x or a tablet, a laptop. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
const RESIZED = '/media-webp';
const FILE_NAME = /^[\w][\w.-]{0,200}\.(jpe?g|png|webp|gif|avif|tiff?)$/i;

/** An uploaded picture's file name, when the URL is one of ours that sharp can resize. */
const mediaFile = (url: string) => {
  const match = /^\/media\/([^/?#]+)$/.exec(url);
  return match && FILE_NAME.test(match[1]) && !match[1].includes('..') ? match[1] : null;
};

/**
 * A picture: for an upload, WebP sources resized by the server at each width with the original as the fallback;
 * width and height give the box its shape before it loads (the stylesheet crops to it), so nothing jumps.
 */
export function picture(
  url: string,
  alt: string,
  { sizes = '(min-width: 1000px) 33vw, (min-width: 700px) 50vw, 100vw', lazy = true, className = '' } = {},
): Html | '' {
  const src = safe(url);
  if (!src) return '';
  const file = mediaFile(src);
  const img = html`<img
    src="${src}"
    alt="${alt}"
    width="800"
    height="600"
    ${className ? html` class="${className}"` : ''}
    ${lazy ? html` loading="lazy"` : html` fetchpriority="high"`}
    decoding="async"
  />`;
  if (!file) return img;
  const srcset = IMAGE_WIDTHS.map((width) => `${RESIZED}/${width}/${file} ${width}w`).join(', ');
  return html`<picture
    ><source type="image/webp" srcset="${srcset}" sizes="${sizes}" />
    ${img}</picture
  >`;
}

/**
 * The resized WebP of an upload at one of the offered widths, made by sharp once and kept beside the uploads
 * (a directory of its own, named by the file's size and time, so a replaced file is made again).
 */
export function registerImageRoute(scope: FastifyInstance) {
  const { mediaDir } = scope.deps;
  const cacheDir = `${mediaDir.replace(/\/+$/, '')}-webp`;
  scope.get(`${RESIZED}/:width/:file`, { config: { access: 'public' } }, async function resizedImage(request, reply) {
    const { width: asked, file } = request.params as { width: string; file: string };
    const width = Number(asked);
    if (!IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number]) || !FILE_NAME.test(file) || file.includes('..'))
      return reply.code(404).type('text/plain').send('Not found');
    const source = join(mediaDir, file);
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) return reply.code(404).type('text/plain').send('Not found');
    const cached = join(cacheDir, `${width}-${info.size}-${Math.floor(info.mtimeMs)}-${file}.webp`);
    let body = await readFile(cached).catch(() => null);
    if (!body) {
      body = await sharp(source).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 74 }).toBuffer();
      await mkdir(cacheDir, { recursive: true });
      await writeFile(cached, body);
    }
    return reply.type('image/webp').header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
