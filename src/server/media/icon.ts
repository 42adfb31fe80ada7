import { badRequest } from '../http/errors';
import { loadSharp } from './loadSharp';

/** A browser icon is at most 256 × 256 (the directory's 0 means 256); a bigger PNG inside is not an icon. */
const MAX_SIDE = 256;
const MAX_IMAGES = 64;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Rgba {
  width: number;
  height: number;
  pixels: Buffer;
}

const notAnIcon = () => badRequest('ep.media.notAnImage', { file: 'ep.media.notAnImage' });

/** An ICO file starts with 0, type 1 (an icon) and how many images its directory lists. */
export const isIcon = (bytes: Buffer) =>
  bytes.length >= 6 && bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1 && bytes.readUInt16LE(4) > 0;

interface Entry {
  width: number;
  height: number;
  bytes: Buffer;
}

/** The directory's images, each inside the file; anything out of bounds refuses the whole file. */
function entriesOf(bytes: Buffer): Entry[] {
  const count = bytes.readUInt16LE(4);
  if (count > MAX_IMAGES || bytes.length < 6 + count * 16) throw notAnIcon();
  return Array.from({ length: count }, (_, index) => {
    const at = 6 + index * 16;
    const size = bytes.readUInt32LE(at + 8);
    const offset = bytes.readUInt32LE(at + 12);
    if (size === 0 || offset < 6 + count * 16 || offset + size > bytes.length) throw notAnIcon();
    return {
      width: bytes[at] || MAX_SIDE,
      height: bytes[at + 1] || MAX_SIDE,
      bytes: bytes.subarray(offset, offset + size),
    };
  });
}

/** A PNG image inside the icon, decoded by sharp once its header says it is icon-sized. */
async function decodePng(png: Buffer): Promise<Rgba> {
  const sharp = await loadSharp();
  const { width = 0, height = 0, format } = await sharp(png).metadata();
  if (format !== 'png' || width > MAX_SIDE || height > MAX_SIDE) throw notAnIcon();
  const pixels = await sharp(png).ensureAlpha().raw().toBuffer();
  return { width, height, pixels };
}

/**
 * A BMP image without its file header (what an icon holds): BITMAPINFOHEADER, the palette for 1, 4 and 8 bits per
 * pixel, the colour rows bottom-up, then the 1-bit transparency mask (its height counts both, so it is doubled).
 */
function decodeDib(dib: Buffer): Rgba {
  if (dib.length < 40) throw notAnIcon();
  const headerSize = dib.readUInt32LE(0);
  const width = dib.readInt32LE(4);
  const height = dib.readInt32LE(8) / 2;
  const bits = dib.readUInt16LE(14);
  const compression = dib.readUInt32LE(16);
  const valid =
    headerSize >= 40 &&
    headerSize <= dib.length &&
    Number.isInteger(height) &&
    width > 0 &&
    height > 0 &&
    width <= MAX_SIDE &&
    height <= MAX_SIDE &&
    [1, 4, 8, 24, 32].includes(bits) &&
    compression === 0;
  if (!valid) throw notAnIcon();
  const paletteSize = bits <= 8 ? dib.readUInt32LE(32) || 2 ** bits : 0;
  const palette = headerSize;
  const colours = palette + paletteSize * 4;
  const colourStride = Math.ceil((width * bits) / 32) * 4;
  const mask = colours + colourStride * height;
  const maskStride = Math.ceil(width / 32) * 4;
  if (paletteSize > 2 ** bits || mask > dib.length) throw notAnIcon();
  const hasMask = mask + maskStride * height <= dib.length;
  const pixels = Buffer.alloc(width * height * 4);
  let alphaSeen = false;
  for (let y = 0; y < height; y++) {
    const row = colours + (height - 1 - y) * colourStride;
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      let blue: number, green: number, red: number;
      let alpha = 255;
      if (bits >= 24) {
        const at = row + x * (bits / 8);
        [blue, green, red] = [dib[at], dib[at + 1], dib[at + 2]];
        if (bits === 32) alpha = dib[at + 3];
      } else {
        const bit = x * bits;
        const index = (dib[row + (bit >> 3)] >> (8 - bits - (bit & 7))) & (2 ** bits - 1);
        if (index >= paletteSize) throw notAnIcon();
        const at = palette + index * 4;
        [blue, green, red] = [dib[at], dib[at + 1], dib[at + 2]];
      }
      if (bits === 32 && alpha > 0) alphaSeen = true;
      pixels[out] = red;
      pixels[out + 1] = green;
      pixels[out + 2] = blue;
      pixels[out + 3] = alpha;
    }
  }
  // Without an alpha channel of its own (or one left all zero), the mask says which pixels are see-through.
  if (bits !== 32 || !alphaSeen)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const row = mask + (height - 1 - y) * maskStride;
        const transparent = hasMask && (dib[row + (x >> 3)] >> (7 - (x & 7))) & 1;
        pixels[(y * width + x) * 4 + 3] = transparent ? 0 : 255;
      }
  return { width, height, pixels };
}

/** The icon's largest image, as RGBA: what is kept of it. Throws 400 'ep.media.notAnImage' for a broken file. */
export async function largestIconImage(bytes: Buffer): Promise<Rgba> {
  const [largest] = entriesOf(bytes).sort((a, b) => b.width * b.height - a.width * a.height);
  const image = largest.bytes;
  try {
    return image.subarray(0, 8).equals(PNG_SIGNATURE) ? await decodePng(image) : decodeDib(image);
  } catch {
    throw notAnIcon();
  }
}

/** A one-image icon holding a PNG (what every current browser reads), made from the PNG's bytes. */
export function iconOf(png: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header[6] = width % MAX_SIDE;
  header[7] = height % MAX_SIDE;
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
