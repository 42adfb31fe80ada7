import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { resources } from '../../src/domain/resources';
import { defaultTable } from '../../src/domain/resource';
import { describeEachDatabase } from './support/testServer';

/**
 * The declarations in src/domain/resources.ts are the only list: this checks that what is derived from them
 * (tables, routes, access) agrees, so a name typed wrong in one layer fails here rather than for a user.
 */
describeEachDatabase('resource declarations', (session) => {
  it('SHELL-05 every declared resource has its table after migration, with the columns its schema names', async () => {
    const { server } = session();
    for (const resource of resources) {
      const columns = ['id', 'version', 'created_at', 'updated_at', 'search', ...Object.keys(resource.schema.shape)];
      const probe = sql`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(resource.table)} \
limit 0`;
      await expect(probe.execute(server.db.kysely).then(() => resource.name)).resolves.toBe(resource.name);
    }
  });

  it(
    'SHELL-05 SHELL-06 every declared resource has exactly its list, show and declared write routes, guarded ' +
      'as its access says',
    async () => {
      const { server } = session();
      for (const resource of resources) {
        // A visitor's public write on a collection without a derived create (docs/DECISIONS.md: bookings, messages) is
        // the resource's own.
        const visitorWrite = (route: { method: string; access: unknown }) =>
          route.method === 'POST' && route.access === 'public' && !resource.writes.includes('create');
        const routes = server.app.apiRoutes.filter(
          (route) => (route.url === resource.api || route.url === `${resource.api}/:id`) && !visitorWrite(route),
        );
        const expected = [
          `GET ${resource.api}`,
          `GET ${resource.api}/:id`,
          ...(resource.writes.includes('create') ? [`POST ${resource.api}`] : []),
          ...(resource.writes.includes('update') ? [`PUT ${resource.api}/:id`] : []),
          ...(resource.writes.includes('delete') ? [`DELETE ${resource.api}/:id`] : []),
        ];
        expect(routes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual(expected.sort());
        for (const route of routes) {
          const read = route.method === 'GET';
          const level = read ? resource.access.read : resource.access.write;
          expect([resource.name, route.method, route.access]).toEqual([
            resource.name,
            route.method,
            level === 'public' ? 'public' : { resource: resource.name },
          ]);
        }
      }
    },
  );
});

describe('resource declarations', () => {
  it(
    'SHELL-05 names, API paths and tables are unique, and a table defaults to the last segment of ' + 'its API path',
    () => {
      for (const key of ['name', 'api', 'table'] as const) {
        const values = resources.map((resource) => resource[key]);
        expect(new Set(values).size).toBe(values.length);
      }
      expect(defaultTable('/api/admin-notifications')).toBe('admin_notifications');
      expect(resources.find(({ name }) => name === 'notifications')?.table).toBe('admin_notifications');
    },
  );
});
