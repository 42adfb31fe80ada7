import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_IMAGE_PIXELS, imageTooLargeMessage, pixelsOf } from '../../src/domain/media';
import { es } from '../../src/i18n/features';
import { phrase } from '../../src/i18n/phrase';
import { decodeQueue, OneAtATime } from '../../src/server/media/oneAtATime';
import { maxImagePixelsOf } from '../../src/server/media/pixelBudget';
import { storeImage } from '../../src/server/media/storeImage';
import { startServer, type TestServer } from './support/testServer';

// Bombs: a few kB on disk, 150-200 megapixels once decoded (under sharp's own 268 MP default, so only the
// pixel budget stops them), each a shape of the 174 kB GIF of 4000 × 64000 pixels that took 2.8 GB.

const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};
const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
};

/** A valid 1-bit grey PNG of width × height, every pixel black: its IDAT is zlib of zeros. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])]);
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const le16 = (n: number) => Buffer.from([n & 255, n >> 8]);

/**
 * An animated GIF whose screen is width × height, with `frames` frames of one pixel: each frame is drawn full screen.
 */
function gifBomb(width: number, height: number, frames: number): Buffer {
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]),
    Buffer.from([0x2c]),
    le16(0),
    le16(0),
    le16(1),
    le16(1),
    Buffer.from([0]),
    // LZW with 2-bit codes: clear, pixel 0, end.
    Buffer.from([2, 2, 0x4c, 0x01, 0]),
  ]);
  const loop = Buffer.concat([
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0'),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  const screen = Buffer.concat([
    Buffer.from('GIF89a'),
    le16(width),
    le16(height),
    Buffer.from([0x80, 0, 0, 0, 0, 0, 255, 255, 255]),
  ]);
  return Buffer.concat([screen, loop, ...Array<Buffer>(frames).fill(frame), Buffer.from([0x3b])]);
}

const u24 = (n: number) => Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255]);
const riffChunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

/** An animated WebP with a width × height canvas and `frames` frames of one pixel (the frame made by sharp). */
async function webpBomb(width: number, height: number, frames: number): Promise<Buffer> {
  const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .webp({ lossless: true })
    .toBuffer();
  const frame = riffChunk(
    'ANMF',
    Buffer.concat([u24(0), u24(0), u24(0), u24(0), u24(100), Buffer.from([0]), pixel.subarray(12)]),
  );
  const body = Buffer.concat([
    Buffer.from('WEBP'),
    riffChunk('VP8X', Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)])),
    riffChunk('ANIM', Buffer.alloc(6)),
    ...Array<Buffer>(frames).fill(frame),
  ]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from(Uint32Array.of(body.length).buffer), body]);
}

/** The highest resident memory of this process (the server runs in it) while `work` runs, over what it was before. */
async function peakGrowthOf<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

describe('image decompression bombs', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startServer('sqlite');
    owner = await server.login('dueno');
  });
  afterAll(async () => server?.close());

  async function upload(bytes: Buffer, name: string, type: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.url}/api/upload-image`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner },
    });
    return {
      status: response.status,
      body: (await response.json()) as { error: string; code?: string; fields?: Record<string, string> },
    };
  }

  const bombs = [
    { kind: 'PNG of 14000 × 14000', make: async () => pngBomb(14_000, 14_000), name: 'bomb.png', type: 'image/png' },
    {
      kind: 'animated GIF of 50 frames of 2000 × 2000',
      make: async () => gifBomb(2000, 2000, 50),
      name: 'bomb.gif',
      type: 'image/gif',
    },
    {
      kind: 'animated WebP of 10 frames of 4000 × 4000',
      make: () => webpBomb(4000, 4000, 10),
      name: 'bomb.webp',
      type: 'image/webp',
    },
  ];

  for (const { kind, make, name, type } of bombs) {
    it(`SECURITY refuses a bomb, ${kind} but small on disk, with 413 too_large before decoding it`, async () => {
      const bytes = await make();
      expect(bytes.length).toBeLessThan(200_000);
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      expect(pixelsOf(metadata)).toBeGreaterThan(100_000_000);
      const filesBefore = readdirSync(join(server.dataDir, 'media')).length;

      const { result, growthMb } = await peakGrowthOf(() => upload(bytes, name, type));

      const message = phrase(es, imageTooLargeMessage(DEFAULT_MAX_IMAGE_PIXELS));
      expect(result).toEqual({ status: 413, body: { error: message, code: 'too_large', fields: { file: message } } });
      // Decoding any of them holds 150 MB to 800 MB; reading the header, a few.
      expect(growthMb).toBeLessThan(100);
      expect(readdirSync(join(server.dataDir, 'media')).length).toBe(filesBefore);
    });
  }

  it('SECURITY counts every frame of an animation, and a real animation within the budget is still taken', async () => {
    expect(pixelsOf({ width: 2000, height: 2000, pages: 50 })).toBe(200_000_000);
    expect(pixelsOf({ width: 2000, height: 100_000, pageHeight: 2000, pages: 50 })).toBe(200_000_000);
    expect(pixelsOf({ width: 640, height: 480 })).toBe(307_200);
    const { status } = await upload(gifBomb(300, 200, 3), 'ok.gif', 'image/gif');
    expect(status).toBe(201);
  });

  it('SECURITY the pixel budget is MEDIA_MAX_PIXELS when it is a positive whole number, else 50 megapixels', () => {
    expect(DEFAULT_MAX_IMAGE_PIXELS).toBe(50_000_000);
    expect(maxImagePixelsOf('20000000')).toBe(20_000_000);
    for (const wrong of [undefined, '', 'lots', '-5', '0', '1.5'])
      expect(maxImagePixelsOf(wrong)).toBe(DEFAULT_MAX_IMAGE_PIXELS);
  });
});

describe('one decode at a time', () => {
  it('SECURITY an upload waits for the decode before it: two uploads never decode at once', async () => {
    const mediaDir = await mkdtemp(join(tmpdir(), 'ep-decode-'));
    try {
      let release = () => {};
      const running = decodeQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const events: string[] = [];
      const stored = storeImage(
        mediaDir,
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ).then(() => events.push('stored'));
      // Far longer than the 64 px image takes when nothing is ahead of it.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(events).toEqual([]);
      release();
      await running;
      await stored;
      expect(events).toEqual(['stored']);
    } finally {
      await rm(mediaDir, { recursive: true, force: true });
    }
  });

  it('SECURITY the queue runs jobs in order, one at a time, and a failed job does not stop the next', async () => {
    const queue = new OneAtATime();
    let active = 0;
    let most = 0;
    const job =
      (value: number, fail = false) =>
      async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        if (fail) throw new Error('broken image');
        return value;
      };
    const results = await Promise.allSettled([queue.run(job(1)), queue.run(job(2, true)), queue.run(job(3))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(1);
  });
});
