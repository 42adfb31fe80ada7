import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { loadSharp } from '../media/loadSharp';

/** Every '/media/…' image URL anywhere in the seed rows (media records, posts, tours, settings…). */
export function mediaUrlsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (/^\/media\/[^/\\]+\.(jpe?g|png|webp|gif)$/i.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrlsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaUrlsIn(item, found);
  }
  return found;
}

/** A stable colour per name, so the same seed draws the same pictures. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A landscape-like picture (sky, sea, sand) labelled with the file's name: drawn here, never downloaded. */
function pictureSvg(name: string, width: number, height: number): Buffer {
  const hue = hueOf(name);
  const label = escapeXml(basename(name, extname(name)).replace(/[-_.]+/g, ' '));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,88%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.12}" fill="hsl(45,95%,62%)"/>
  <rect y="${height * 0.58}" width="100%" height="${height * 0.22}" fill="hsl(195,70%,42%)"/>
  <rect y="${height * 0.8}" width="100%" height="${height * 0.2}" fill="hsl(40,60%,75%)"/>
  <text x="${width / 2}" y="${height * 0.48}" font-family="sans-serif" font-size="${Math.round(height / 12)}" \
text-anchor="middle" fill="#143049">${label}</text>
</svg>`);
}

async function drawImage(url: string): Promise<Buffer> {
  const name = basename(url);
  const sharp = await loadSharp();
  const image = sharp(pictureSvg(name, 960, 640));
  switch (extname(name).toLowerCase()) {
    case '.png':
      return image.png().toBuffer();
    case '.webp':
      return image.webp({ quality: 80 }).toBuffer();
    case '.gif':
      return image.gif().toBuffer();
    default:
      return image.jpeg({ quality: 82 }).toBuffer();
  }
}

/**
 * The files behind the seed's URLs, drawn with sharp into the media folder (a thumbnail '….thumb.webp' is a
 * small copy of its image), so every URL the demo content stores serves a picture. Files already there are
 * kept. A separate step from seed(): the database seed stays free of the file system.
 */
export async function seedMediaFiles(mediaDir: string, data: unknown): Promise<void> {
  await mkdir(mediaDir, { recursive: true });
  const urls = [...mediaUrlsIn(data)];
  const images = urls.filter((url) => !url.endsWith('.thumb.webp'));
  for (const url of images) {
    const file = join(mediaDir, basename(url));
    if (!existsSync(file)) await writeFile(file, await drawImage(url));
  }
  for (const url of urls.filter((candidate) => candidate.endsWith('.thumb.webp'))) {
    const file = join(mediaDir, basename(url));
    if (existsSync(file)) continue;
    const source = images.find((image) => basename(image, extname(image)) === basename(url, '.thumb.webp'));
    const sharp = await loadSharp();
    const picture = source ? sharp(join(mediaDir, basename(source))) : sharp(pictureSvg(basename(url), 960, 640));
    await writeFile(file, await picture.resize({ width: 320 }).webp({ quality: 75 }).toBuffer());
  }
}
