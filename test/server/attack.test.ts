import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import type { z } from 'zod';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './support/testServer';
import { tableFingerprints } from './support/tableSnapshot';
import type { RegisteredRoute } from '../../src/server/auth/access';
import { resources, singletons } from '../../src/domain/resources';

/**
 * Generated hostile input against EVERY registered write route (server.app.apiRoutes: each area's routes as
 * they land). No answer may be a server error or a success, and every table (rows and contents, audit trail
 * and sessions included) must be as it was.
 */

/** Routes that read no body: only bodies the JSON parser itself refuses are sent to them (and bad ids). */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/init-policies',
  'POST /api/init-footer-content',
  'POST /api/admin-notifications/read',
  'POST /api/force-delete-tour/:id',
]);
const takesBody = (route: RegisteredRoute) =>
  route.method !== 'DELETE' && !BODYLESS.has(`${route.method} ${route.url}`);

/** Fields every record route accepts and ignores or checks (meta a client echoes back). */
const META = ['id', 'version', 'created_at', 'updated_at'];

interface Shape {
  fields: string[];
  /** Whether a body is refused by the route's own schema; unknown for routes without a declaration. */
  refuses?: (body: unknown) => boolean;
}

const refusedBy =
  (...schemas: z.ZodType[]) =>
  (body: unknown) =>
    schemas.every((schema) => !schema.safeParse(body).success);

/** The declared fields of the resource or singleton a route writes, when it is one. */
function shapeOf(url: string): Shape {
  const base = url.replace(/\/:id$/, '');
  const resource = resources.find(({ api }) => api === base);
  if (resource) {
    const create = resource.create as z.ZodObject;
    return { fields: [...Object.keys(create.shape), ...META], refuses: refusedBy(resource.create, resource.update) };
  }
  const singleton = singletons.find(({ api }) => api === base);
  if (singleton)
    return {
      fields: [...Object.keys(singleton.schema.shape), ...META],
      refuses: refusedBy(singleton.schema.partial()),
    };
  return { fields: META };
}

const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e\u0635\u0648\u0631\u0629',
    'Ω≈ç√∫˜µ≤≥÷',
    '🙂🇩🇴',
    '<script>alert(1)</script>',
    "'; drop table pages; --",
    '../../etc/passwd',
    '%00',
    'javascript:alert(1)',
  ),
  fc.constant('x'.repeat(120_000)),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
  fc.constantFrom(-1, 0, 2 ** 53, 1e308, -1e308),
);
const strangeKey = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc.constantFrom(
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '__defineGetter__',
    'prototype',
    'na\u0000me',
    '',
    ' id',
    'ID',
  ),
);

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Raw JSON texts refused before any route reads them: parse errors, prototype poisoning, too big, too deep. */
const parserRefused = fc.oneof(
  fc.constantFrom('{"name": ', '{,}', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\\u00"}', 'NaN', '[1,]'),
  fc.constantFrom(
    '{"__proto__": {"role": "owner"}}',
    '{"a": 1, "__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
  ),
  fc.integer({ min: 17, max: 20_000 }).map((depth) => `{"name": ${nested(depth)}}`),
  fc.constant(`{"name": "${'x'.repeat(1024 * 1024)}"}`),
);

/** JSON bodies of the wrong shape for a route that reads an object. */
function badBodies({ fields, refuses }: Shape): fc.Arbitrary<string> {
  const known = new Set(fields);
  const values = fc.record(Object.fromEntries(fields.map((field) => [field, nastyValue])), { requiredKeys: [] });
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.oneof(fc.array(nastyValue, { maxLength: 3 }), fc.integer(), nastyString, fc.boolean()),
    fc
      .tuple(
        values,
        fc.dictionary(
          strangeKey.filter((key) => !known.has(key)),
          nastyValue,
          { minKeys: 1, maxKeys: 3 },
        ),
      )
      .map(([own, extra]) => ({ ...own, ...extra })),
  ];
  if (refuses) kinds.push(values.filter((body) => refuses(body)));
  return fc.oneof(
    parserRefused,
    fc.oneof(...kinds).map((body) => JSON.stringify(body)),
  );
}

/** Ids that name no record: not a positive integer written plainly. */
const badId = fc
  .oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '0x1',
      '1e0',
      ' 1',
      '1 ',
      '+1',
      '01',
      '١',
      'NaN',
      'Infinity',
      '99999999999999999999',
      '1;drop',
      '../1',
      '\u0000',
    ),
    fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^\d+$/.test(text)),
  )
  .map(encodeURIComponent);

let visitor = 0;
/** A new client address per call, so the visitors' rate limits never answer in place of the route. */
const nextAddress = () => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`;

async function send(server: TestServer, cookie: string, method: string, url: string, payload?: string) {
  const answer = await server.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload,
  });
  return answer.statusCode;
}

/** The path with the id of a stored record of the route's collection (or 1 when it has no list of its own). */
async function realPath(server: TestServer, cookie: string, url: string): Promise<string> {
  if (!url.includes(':id')) return url;
  const collection = url.slice(0, url.indexOf('/:id'));
  const list = await server.call<Array<{ id: number }>>('GET', `${collection}?range=${encodeURIComponent('[0,0]')}`, {
    cookie,
  });
  const id = Array.isArray(list.body) && list.body[0] ? list.body[0].id : 1;
  return url.replace(':id', String(id));
}

const RUNS = 20;

describeEachDatabase('attack: generated hostile input on every write route', (session) => {
  const writeRoutes = () => session().server.app.apiRoutes.filter((route) => route.method !== 'GET');

  it(
    'API-03 API-05 API-81 SHELL-13 bad bodies (wrong types, huge strings, deep nesting, unicode and NUL, ' +
      '__proto__/constructor keys) answer 4xx, never 500, and store nothing',
    { timeout: 240_000 },
    async () => {
      const { server, owner } = session();
      const routes = writeRoutes();
      expect(routes.length).toBeGreaterThan(30);
      // The stored ids are looked up first: a list read may write (an ad past its end is marked expired as it is read).
      // Then every route must leave the tables as they were, so each is held to the tables as they stood before the
      // first: one reading of every table per route, not one before and one after it.
      const paths = new Map<RegisteredRoute, string>();
      for (const route of routes) paths.set(route, await realPath(server, owner, route.url));
      const before = await tableFingerprints(server.db);
      for (const route of routes) {
        const label = `${route.method} ${route.url}`;
        const path = paths.get(route)!;
        const bodies = takesBody(route) ? badBodies(shapeOf(route.url)) : parserRefused;
        await fc.assert(
          fc.asyncProperty(bodies, async (payload) => {
            const status = await send(server, owner, route.method, path, payload);
            // A success here means the route took a body it should refuse; a route that reads no body belongs in
            // BODYLESS.
            expect([label, payload.slice(0, 200), status >= 400 && status < 500]).toEqual([
              label,
              payload.slice(0, 200),
              true,
            ]);
          }),
          { numRuns: RUNS },
        );
        expect([label, await tableFingerprints(server.db)]).toEqual([label, before]);
      }
    },
  );

  it(
    'API-05 API-06 API-81 ids that name no record (signs, hex, exponents, spaces, unicode digits, huge) ' +
      'answer 4xx on every route with an id and change nothing',
    { timeout: 120_000 },
    async () => {
      const { server, owner } = session();
      const before = await tableFingerprints(server.db);
      for (const route of writeRoutes().filter(({ url }) => url.includes(':id'))) {
        const label = `${route.method} ${route.url}`;
        await fc.assert(
          fc.asyncProperty(badId, async (id) => {
            const status = await send(
              server,
              owner,
              route.method,
              route.url.replace(':id', id),
              route.method === 'DELETE' || !takesBody(route) ? undefined : '{}',
            );
            expect([label, id, status >= 400 && status < 500]).toEqual([label, id, true]);
          }),
          { numRuns: RUNS },
        );
      }
      expect(await tableFingerprints(server.db)).toEqual(before);
    },
  );
});

const mediaFolderFiles = (server: TestServer) => readdirSync(join(server.dataDir, 'media')).sort();

async function uploadAs(server: TestServer, cookie: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/api/upload-image`, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as { url?: string; id?: number } };
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describeEachDatabase('attack: hostile uploads', (session) => {
  it(
    'API-19 MEDIA-02 bytes that are not an image, whatever their name, declared type or magic header, are ' +
      'refused and nothing is stored',
    { timeout: 120_000 },
    async () => {
      const { server, owner } = session();
      const files = mediaFolderFiles(server);
      const before = await tableFingerprints(server.db);
      const notImage = fc.oneof(
        fc.uint8Array({ minLength: 0, maxLength: 2_000 }),
        fc.uint8Array({ maxLength: 500 }).map((tail) => Uint8Array.from([...PNG_MAGIC, ...tail])),
        fc
          .constantFrom(
            'GIF89a<script>alert(1)</script>',
            '\xff\xd8\xff\xe0<html><body onload=alert(1)>',
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            '%PDF-1.4',
          )
          .map((text) => Buffer.from(text, 'latin1')),
      );
      await fc.assert(
        fc.asyncProperty(
          notImage,
          fc.constantFrom('foto.png', 'foto.jpg', 'foto.gif', 'foto.webp', 'foto.svg', 'foto.html', 'foto.png.php'),
          fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/html'),
          async (bytes, name, type) => {
            const { status } = await uploadAs(server, owner, bytes, name, type);
            expect([name, type, status]).toEqual([name, type, 400]);
          },
        ),
        { numRuns: RUNS },
      );
      expect(mediaFolderFiles(server)).toEqual(files);
      expect(await tableFingerprints(server.db)).toEqual(before);
    },
  );

  it(
    'API-19 MEDIA-02 any file name (paths, NUL and control characters, unicode, 5,000 characters) stores the ' +
      'image under its hash inside the media folder with a clean, bounded name',
    { timeout: 120_000 },
    async () => {
      const { server, owner } = session();
      const image = await sharp({
        create: { width: 24, height: 24, channels: 3, background: { r: 240, g: 200, b: 40 } },
      })
        .png()
        .toBuffer();
      const outside = readdirSync(server.dataDir).sort();
      const files = new Set(mediaFolderFiles(server));
      const name = fc.oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
        fc.constantFrom(
          '../../../etc/passwd',
          '..\\..\\boot.ini',
          '/etc/shadow',
          'a\u0000.png',
          '\u202egnp.exe',
          '....//....//x.png',
          'CON',
          '.htaccess',
          '%2e%2e%2fx.png',
        ),
        fc.constant(`${'ñ'.repeat(5_000)}.png`),
      );
      await fc.assert(
        fc.asyncProperty(name, async (sent) => {
          const { status, body } = await uploadAs(server, owner, image, sent, 'image/png');
          expect([sent, status]).toEqual([sent, 201]);
          expect(body.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
          const record = await server.call<{ name: string }>('GET', `/api/media/${body.id}`, { cookie: owner });
          expect(record.body.name.length).toBeLessThanOrEqual(200);
          expect(
            [...record.body.name].filter((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 32),
          ).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      expect(readdirSync(server.dataDir).sort()).toEqual(outside);
      expect(
        mediaFolderFiles(server).filter((file) => !files.has(file) && !/^[0-9a-f]{32}\.(png|thumb\.webp)$/.test(file)),
      ).toEqual([]);
    },
  );
});
