import { expect, it } from 'vitest';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../src/domain/resource';
import { resources } from '../../src/domain/resources';
import { describeEachDatabase } from './support/testServer';
import { es } from '../../src/i18n/features';

type Row = { id: number; version: number } & Record<string, unknown>;

/** Every text field of every declaration and its limit, read from the schema the server validates with. */
const textLimits = (resources as readonly ResourceDeclaration[]).flatMap((resource) =>
  Object.entries(resource.schema.shape as Record<string, z.ZodType>).flatMap(([field, schema]) => {
    let inner: z.ZodType = schema;
    while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
      inner = inner.unwrap() as z.ZodType;
    return inner instanceof z.ZodString ? [{ resource, field, max: inner.maxLength }] : [];
  }),
);

describeEachDatabase('validation shared by form and server', (session) => {
  it(
    'API-05 every text field of every resource has a maximum length, and one character more is refused on ' +
      'update, storing nothing',
    async () => {
      const { server, owner } = session();
      expect(textLimits.length).toBeGreaterThan(10);
      for (const { resource, field, max } of textLimits) {
        expect([resource.name, field, typeof max === 'number' && max > 0]).toEqual([resource.name, field, true]);
        if (!resource.writes.includes('update') || resource.readOnly.includes(field)) continue;
        const [row] = (
          await server.call<Row[]>('GET', `${resource.api}?range=${encodeURIComponent('[0,0]')}`, { cookie: owner })
        ).body;
        const answer = await server.call<{ fields: Record<string, string> }>('PUT', `${resource.api}/${row.id}`, {
          cookie: owner,
          body: { [field]: 'x'.repeat(max! + 1) },
        });
        expect([resource.name, field, answer.status, answer.body.fields[field]]).toEqual([
          resource.name,
          field,
          400,
          `Máximo ${max} caracteres`,
        ]);
        const after = await server.call<Row>('GET', `${resource.api}/${row.id}`, { cookie: owner });
        expect(after.body.version).toBe(row.version);
      }
    },
  );

  it(
    'NAV-08 API-03 API-05 a link URL is a site path or an http(s) address, for every caller, on create and ' +
      'on update',
    async () => {
      const { server, owner, secretary } = session();
      const refused = [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://example.com/x',
        'not a url',
        'contacto',
        '//evil.example',
        'https://',
        '/with space',
      ];
      const [link] = (await server.call<Row[]>('GET', '/api/navigation', { cookie: owner })).body;
      for (const cookie of [owner, secretary]) {
        for (const url of refused) {
          const created = await server.call<{ fields: Record<string, string> }>('POST', '/api/navigation', {
            cookie,
            body: { name: 'Bad', url },
          });
          expect([url, created.status, created.body.fields?.url]).toEqual([url, 400, es.ep.validation.link]);
          const updated = await server.call<{ fields: Record<string, string> }>('PUT', `/api/navigation/${link.id}`, {
            cookie,
            body: { url },
          });
          expect([url, updated.status, updated.body.fields?.url]).toEqual([url, 400, es.ep.validation.link]);
        }
      }
      const stored = (await server.call<Row[]>('GET', '/api/navigation')).body.map((row) => row.url);
      expect(stored.filter((url) => refused.includes(String(url)))).toEqual([]);
      for (const url of ['/contacto', 'https://wa.me/18095550123', 'http://example.com/a?b=c']) {
        const created = await server.call<Row>('POST', '/api/navigation', {
          cookie: secretary,
          body: { name: `Ok ${url}`.slice(0, 80), url },
        });
        expect([url, created.status]).toEqual([url, 201]);
      }
    },
  );

  it(
    'MEDIA-04 a media record echoed back whole by the edit form renames it; the server-set url, size and ' +
      'type stay',
    async () => {
      const { server, owner } = session();
      const [file] = (await server.call<Row[]>('GET', '/api/media', { cookie: owner })).body;
      const answer = await server.call<Row>('PUT', `/api/media/${file.id}`, {
        cookie: owner,
        body: {
          ...file,
          name: 'muelle-amber-cove.jpg',
          alt: 'Muelle',
          url: 'javascript:alert(1)',
          size: 1,
          type: 'text/html',
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        name: 'muelle-amber-cove.jpg',
        alt: 'Muelle',
        url: file.url,
        size: file.size,
        type: file.type,
      });
    },
  );

  it(
    'USER-04 USER-05 a username is unique whatever its case, a phone has digits, and the clash answers under ' +
      'the field',
    async () => {
      const { server, owner } = session();
      const before = (await server.call<Row[]>('GET', '/api/users', { cookie: owner })).body;
      for (const username of ['dueno', 'DUENO', ' Dueno ']) {
        const duplicate = await server.call<{ error: string; fields: Record<string, string> }>('POST', '/api/users', {
          cookie: owner,
          body: { username, email: 'otro@epcontrol.do' },
        });
        expect([username, duplicate.status, duplicate.body.fields]).toEqual([
          username,
          400,
          { username: es.ep.users.usernameTaken },
        ]);
      }
      const secretaryRecord = before.find((row) => row.username === 'secretaria')!;
      const renamed = await server.call<{ fields: Record<string, string> }>('PUT', `/api/users/${secretaryRecord.id}`, {
        cookie: owner,
        body: { username: 'Dueno' },
      });
      expect([renamed.status, renamed.body.fields]).toEqual([400, { username: es.ep.users.usernameTaken }]);
      const badPhone = await server.call<{ fields: Record<string, string> }>('POST', '/api/users', {
        cookie: owner,
        body: { username: 'nuevo', email: 'nuevo@epcontrol.do', phone: 'abc' },
      });
      expect([badPhone.status, badPhone.body.fields]).toEqual([400, { phone: es.ep.validation.phone }]);
      expect((await server.call<Row[]>('GET', '/api/users', { cookie: owner })).body).toHaveLength(before.length);
    },
  );

  it('USER-03 nobody deletes the staff record of the person signed in; another record goes', async () => {
    const { server, owner } = session();
    const users = (await server.call<Row[]>('GET', '/api/users', { cookie: owner })).body;
    const own = users.find((row) => row.username === 'dueno')!;
    const refused = await server.call<{ error: string }>('DELETE', `/api/users/${own.id}`, { cookie: owner });
    expect([refused.status, refused.body.error]).toEqual([400, es.ep.users.ownRecordDelete]);
    expect((await server.call('GET', `/api/users/${own.id}`, { cookie: owner })).status).toBe(200);
    const driver = users.find((row) => row.role === 'Driver')!;
    expect((await server.call('DELETE', `/api/users/${driver.id}`, { cookie: owner })).status).toBe(200);
  });
});
