import { expect, it } from 'vitest';
import type { AdminNotification } from '../../src/domain/notifications';
import { describeEachDatabase } from './support/testServer';

interface AuditRow {
  username: string;
  action: string;
  record_id: number | null;
  before: { unread: number[] } | null;
}

const unreadFilter = `?filter=${encodeURIComponent('{"read":false}')}&range=${encodeURIComponent('[0,49]')}`;
const readAllTrail = `/api/audit?filter=${encodeURIComponent('{"resource":"notifications","action":"read-all"}')}`;

describeEachDatabase('per-user notification reads', (session) => {
  const as =
    (who: 'owner' | 'secretary') =>
    <T>(method: string, path: string) =>
      session().server.call<T>(method, path, { cookie: session()[who] });
  const owner = as('owner');
  const secretary = as('secretary');

  it('SHELL-18 SHELL-19 the owner opening the bell clears her badge only; the secretary keeps hers', async () => {
    const before = await secretary<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(before.body.length).toBeGreaterThan(0);
    expect(before.body.every((notification) => notification.read === false)).toBe(true);

    expect((await owner('POST', '/api/admin-notifications/read')).status).toBe(204);

    const ownerList = await owner<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(ownerList.body.every((notification) => notification.read)).toBe(true);
    const secretaryList = await secretary<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(secretaryList.body.every((notification) => !notification.read)).toBe(true);
    // The shape stays {id, type, text, read, …}, newest first.
    expect(secretaryList.body[0]).toMatchObject({
      id: expect.any(Number),
      type: expect.any(String),
      text: expect.any(String),
    });
    expect(secretaryList.body.map((n) => n.id)).toEqual([...secretaryList.body.map((n) => n.id)].sort((a, b) => b - a));

    const one = before.body[0].id;
    expect((await owner<AdminNotification>('GET', `/api/admin-notifications/${one}`)).body.read).toBe(true);
    expect((await secretary<AdminNotification>('GET', `/api/admin-notifications/${one}`)).body.read).toBe(false);
  });

  it(
    'SHELL-19 the read filter and the count follow the caller: unread for the secretary, none for ' + 'the owner',
    async () => {
      const ownerUnread = await owner<AdminNotification[]>('GET', `/api/admin-notifications${unreadFilter}`);
      expect(ownerUnread.body).toEqual([]);
      expect(ownerUnread.headers.get('content-range')).toMatch(/\/0$/);
      const secretaryUnread = await secretary<AdminNotification[]>('GET', `/api/admin-notifications${unreadFilter}`);
      expect(secretaryUnread.body.length).toBeGreaterThan(0);
      expect(secretaryUnread.headers.get('content-range')).toMatch(new RegExp(`/${secretaryUnread.body.length}$`));
      const byRead = await owner<{ error: string }>(
        'GET',
        `/api/admin-notifications?sort=${encodeURIComponent('["read","ASC"]')}`,
      );
      expect(byRead.status).toBe(400);
    },
  );

  it('SHELL-19 marking read is audited per user, and a second call with nothing new adds no entry', async () => {
    const unread = (await secretary<AdminNotification[]>('GET', '/api/admin-notifications')).body
      .map((n) => n.id)
      .sort((a, b) => a - b);
    expect((await secretary('POST', '/api/admin-notifications/read')).status).toBe(204);
    expect((await secretary('POST', '/api/admin-notifications/read')).status).toBe(204);
    const trail = (await owner<AuditRow[]>('GET', readAllTrail)).body;
    expect(trail.map((row) => row.username).sort()).toEqual(['dueno', 'secretaria']);
    expect(trail.find((row) => row.username === 'secretaria')).toMatchObject({ record_id: null, before: { unread } });
    const after = await secretary<AdminNotification[]>('GET', '/api/admin-notifications');
    expect(after.body.every((notification) => notification.read)).toBe(true);
  });

  it('SHELL-18 a notification deleted after being read disappears with its reads', async () => {
    const [first] = (await owner<AdminNotification[]>('GET', '/api/admin-notifications')).body;
    expect((await owner('DELETE', `/api/admin-notifications/${first.id}`)).status).toBe(200);
    expect((await secretary('GET', `/api/admin-notifications/${first.id}`)).status).toBe(404);
  });
});
