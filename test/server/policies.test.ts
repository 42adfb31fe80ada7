import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { type Policy } from '../../src/domain/policies';
import { es } from '../../src/i18n/features';

describeEachDatabase('policies API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it('API-49 POL-10 lists the policies with id, policy_type, title, content, active and last_updated', async () => {
    const { status, body } = await asOwner<Policy[]>('GET', '/api/policies');
    expect(status).toBe(200);
    expect(body.map(({ policy_type }) => policy_type)).toEqual(['privacy', 'terms', 'cancellation']);
    expect(Object.keys(body[0])).toEqual(
      expect.arrayContaining(['id', 'policy_type', 'title', 'content', 'active', 'last_updated']),
    );
    expect(body[2].content).toMatch(/24 hours/);
  });

  it(
    'API-50 POL-03 POL-04 POL-10 a whole policy or only {active} updates it and dates it; the visitor sees the ' +
      'active ones only',
    async () => {
      const [privacy] = (await asOwner<Policy[]>('GET', '/api/policies')).body;
      const edited = await asOwner<Policy>('PUT', `/api/policies/${privacy.id}`, {
        ...privacy,
        title: 'Privacy Policy (2026)',
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ title: 'Privacy Policy (2026)', policy_type: 'privacy', active: true });
      expect(edited.body.last_updated > privacy.last_updated).toBe(true);

      const toggled = await asOwner<Policy>('PUT', `/api/policies/${privacy.id}`, { active: false });
      expect(toggled.body).toMatchObject({ active: false, title: 'Privacy Policy (2026)', content: privacy.content });
      const publicList = await session().server.call<Policy[]>('GET', '/api/policies');
      expect(publicList.body.map(({ policy_type }) => policy_type)).toEqual(['terms', 'cancellation']);
      expect((await session().server.call('GET', `/api/policies/${privacy.id}`)).status).toBe(404);
      await asOwner('PUT', `/api/policies/${privacy.id}`, { active: true });
    },
  );

  it(
    "POL-03 title and content are required, the type is the server's, and there is no create or " + 'delete route',
    async () => {
      const [terms] = (await asOwner<Policy[]>('GET', '/api/policies')).body.filter(
        ({ policy_type }) => policy_type === 'terms',
      );
      const refused = await asOwner<{ fields: Record<string, string> }>('PUT', `/api/policies/${terms.id}`, {
        title: '',
        content: '',
      });
      expect(refused.body.fields).toEqual({
        title: es.ep.site.policies.titleRequired,
        content: es.ep.site.policies.contentRequired,
      });
      const retyped = await asOwner<Policy>('PUT', `/api/policies/${terms.id}`, { policy_type: 'other' });
      expect(retyped.body.policy_type).toBe('terms');
      expect((await asOwner('POST', '/api/policies', { ...terms, id: undefined })).status).toBe(404);
      expect((await asOwner('DELETE', `/api/policies/${terms.id}`)).status).toBe(404);
    },
  );

  it(
    'API-51 POL-06 POST /api/init-policies creates the missing defaults only, never twice, and only for ' + 'the owner',
    async () => {
      const { server, secretary } = session();
      expect((await server.call('POST', '/api/init-policies', { cookie: secretary })).status).toBe(403);
      expect((await server.call('POST', '/api/init-policies')).status).toBe(401);
      const kept = (await asOwner<Policy[]>('GET', '/api/policies')).body;
      const again = await asOwner<Policy[]>('POST', '/api/init-policies');
      expect(again.status).toBe(200);
      expect(again.body).toEqual(kept);
    },
  );
});

describeEachDatabase(
  'policies API on an empty database',
  (session) => {
    it(
      'API-51 POL-06 POL-11 init-policies creates privacy, terms and cancellation, active, with ' + 'their titles',
      async () => {
        const { server, owner } = session();
        expect((await server.call<Policy[]>('GET', '/api/policies', { cookie: owner })).body).toEqual([]);
        const created = await server.call<Policy[]>('POST', '/api/init-policies', { cookie: owner });
        expect(created.body.map(({ policy_type, title, active }) => [policy_type, title, active])).toEqual([
          ['privacy', 'Privacy Policy', true],
          ['terms', 'Terms of Service', true],
          ['cancellation', 'Cancellation Policy', true],
        ]);
        expect(created.body.every(({ last_updated }) => last_updated !== '')).toBe(true);
        const audit = await server.call<{ action: string }[]>(
          'GET',
          `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'policies' }))}`,
          { cookie: owner },
        );
        expect(audit.body.map(({ action }) => action)).toEqual(['create', 'create', 'create']);
      },
    );
  },
  { data: null },
);
