import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';

describeEachDatabase('public media API', (session) => {
  it('PUB-01 PUB-02 visitors list the library\'s images without a session: name, url and alt text only, newest first', async () => {
    const { status, body } = await session().server.call<{ name: string; url: string; alt: string; date: string }[]>('GET', '/api/public-media');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0]).sort()).toEqual(['alt', 'date', 'id', 'name', 'url']);
    expect(body.every(({ url }) => url.startsWith('/media/'))).toBe(true);
    expect(body.map(({ date }) => date)).toEqual([...body.map(({ date }) => date)].sort().reverse());
    expect((await session().server.call('GET', '/api/media')).status).toBe(401);
  });
});
