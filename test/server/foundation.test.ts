import { writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { AdminNotification } from '../../src/domain/notifications';
import type { StaffUser } from '../../src/domain/users';
import type { MediaFile } from '../../src/domain/media';

interface AuditRow {
  username: string;
  role: string;
  resource: string;
  record_id: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describeEachDatabase('foundation API', (session) => {
  const as =
    (who: 'owner' | 'secretary') =>
    <T>(method: string, path: string, body?: unknown) =>
      session().server.call<T>(method, path, { cookie: session()[who], body });
  const owner = as('owner');
  const secretary = as('secretary');

  it('API-01 SHELL-18 lists admin notifications {id, type, text}, newest first, and marks them read', async () => {
    const list = await secretary<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.stringMatching(/^(reserva|mensaje|testimonial)$/),
      text: expect.any(String),
      read: false,
    });
    expect(list.body.map((n) => n.id)).toEqual([...list.body.map((n) => n.id)].sort((a, b) => b - a));
    expect((await secretary('POST', '/api/admin-notifications/read')).status).toBe(204);
    // Reads are per user (test/server/notificationReads.test.ts): the secretary's list is read, the owner's not.
    const after = await secretary<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(after.body.every((n) => n.read)).toBe(true);
    const trail = await owner<AuditRow[]>(
      'GET',
      `/api/audit?filter=${encodeURIComponent('{"resource":"notifications","action":"read-all"}')}`,
    );
    expect(trail.body).toHaveLength(1);
    expect(trail.body[0]).toMatchObject({
      username: 'secretaria',
      record_id: null,
      before: { unread: list.body.map((n) => n.id).sort((a, b) => a - b) },
    });
    expect((await secretary('POST', '/api/admin-notifications/read')).status).toBe(204);
    expect(
      (
        await owner<AuditRow[]>(
          'GET',
          `/api/audit?filter=${encodeURIComponent('{"resource":"notifications","action":"read-all"}')}`,
        )
      ).body,
    ).toHaveLength(1);
  });

  it(
    'API-80 USER-01 USER-05 USER-06 DASH-02 staff records (drivers included) are stored on the server; the ' +
      'owner creates, edits and deletes them',
    async () => {
      const list = await owner<StaffUser[]>('GET', '/api/users');
      expect(list.body.map((user) => user.role)).toEqual(expect.arrayContaining(['Owner', 'Secretary', 'Driver']));
      const created = await owner<StaffUser>('POST', '/api/users', {
        username: 'pedro',
        email: 'pedro@epcontrol.do',
        role: 'Driver',
        phone: '+1 809 555 0199',
        vehicle: 'Kia',
        plate: 'B1',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'active', vehicle: 'Kia' });
      const edited = await owner<StaffUser>('PUT', `/api/users/${created.body.id}`, { status: 'inactive' });
      expect(edited.body).toMatchObject({ status: 'inactive', username: 'pedro' });
      expect((await owner('DELETE', `/api/users/${created.body.id}`)).status).toBe(200);
    },
  );

  it('USER-04 username and a valid email are required', async () => {
    const answer = await owner<{ fields: Record<string, string> }>('POST', '/api/users', {
      username: '',
      email: 'not-an-email',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['email', 'username']);
  });

  it(
    'API-20 API-21 MEDIA-04 lists media {id, name, type, size, date} and deletes the file with ' + 'its record',
    async () => {
      const list = await secretary<MediaFile[]>('GET', '/api/media');
      expect(list.body[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        type: expect.any(String),
        size: expect.any(Number),
        date: expect.any(String),
      });
      // A file no content uses: deleting a used one is refused (mediaUsage.test.ts).
      const usage = await Promise.all(
        list.body.map(async (file) => (await secretary<unknown[]>('GET', `/api/media/${file.id}/usage`)).body.length),
      );
      const target = list.body[usage.indexOf(0)];
      const mediaDir = join(session().server.dataDir, 'media');
      mkdirSync(mediaDir, { recursive: true });
      const file = join(mediaDir, target.url.replace('/media/', ''));
      writeFileSync(file, 'x');
      const served = await fetch(`${session().server.url}${target.url}`);
      expect(served.status).toBe(200);
      expect((await secretary('DELETE', `/api/media/${target.id}`)).status).toBe(200);
      expect(existsSync(file)).toBe(false);
      expect((await secretary<MediaFile[]>('GET', '/api/media')).body.map((m) => m.id)).not.toContain(target.id);
    },
  );

  it('API-81 every write leaves an audit row with who, what, before and after; the owner reads it', async () => {
    const created = await secretary<{ id: number }>('POST', '/api/pages', { title: 'Auditada' });
    await owner('PUT', `/api/pages/${created.body.id}`, { title: 'Auditada 2' });
    await owner('DELETE', `/api/pages/${created.body.id}`);
    const trail = await owner<AuditRow[]>(
      'GET',
      `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'pages', record_id: created.body.id }))}`,
    );
    expect(trail.body.map((row) => [row.action, row.username, row.role])).toEqual([
      ['delete', 'dueno', 'owner'],
      ['update', 'dueno', 'owner'],
      ['create', 'secretaria', 'secretary'],
    ]);
    expect(trail.body[1].before).toMatchObject({ title: 'Auditada' });
    expect(trail.body[1].after).toMatchObject({ title: 'Auditada 2', version: 2 });
    expect(trail.body[0].after).toBeNull();
  });

  it('API-81 a refused write leaves no audit row (the write and its audit share a transaction)', async () => {
    const before = (
      await owner<AuditRow[]>('GET', `/api/audit?filter=${encodeURIComponent('{"resource":"navigation"}')}`)
    ).body.length;
    await owner('POST', '/api/navigation', { name: 'Second airport', url: '/airport-transfers' });
    await owner('POST', '/api/navigation', { name: '' });
    expect(
      (await owner<AuditRow[]>('GET', `/api/audit?filter=${encodeURIComponent('{"resource":"navigation"}')}`)).body
        .length,
    ).toBe(before);
  });

  it('API-81 bad JSON and oversize bodies answer 400 {error} without a stack trace', async () => {
    const badJson = await session().server.call<{ error: string }>('POST', '/api/pages', {
      cookie: session().owner,
      raw: '{"title": ',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(badJson.body)).not.toMatch(/at .*\.ts:\d+/);
    const huge = await owner<{ error: string }>('POST', '/api/pages', { title: 'x', content: 'a'.repeat(1_100_000) });
    expect(huge).toMatchObject({ status: 400, body: { error: 'La petición es demasiado grande', code: 'too_large' } });
  });

  it(
    'SHELL-01 SHELL-08 / is the public home page (DECISIONS: the public website), not the login; unknown API ' +
      'paths answer JSON 404',
    async () => {
      const root = await fetch(`${session().server.url}/`, { redirect: 'manual' });
      expect(root.status).toBe(200);
      expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await root.text()).not.toContain('/ep-control/login');
      expect(await session().server.call('GET', '/api/nothing-here')).toMatchObject({
        status: 404,
        body: { error: 'Not found', code: 'not_found' },
      });
    },
  );
});
