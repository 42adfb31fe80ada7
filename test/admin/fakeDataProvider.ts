/**
 * A react-admin data provider over ra-data-fakerest, filled from the same demo generator the server seeds
 * with, so component tests render real screens on realistic data without a server.
 * Override single methods with vi.fn() to simulate failures:
 *   const dataProvider = fakeDataProvider({ update: vi.fn().mockRejectedValue(new HttpError('x', 500)) });
 */
import fakeRestProvider from 'ra-data-fakerest';
import { HttpError, type DataProvider } from 'react-admin';
import { demoData, type DemoData } from '../../src/server/db/seed/demoData';

const withMeta = <T extends object>(rows: T[]) =>
  rows.map((row, index) => ({
    id: index + 1,
    version: 1,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...row,
  }));

export function fakeData(overrides: Partial<DemoData> = {}) {
  const data = { ...demoData(), ...overrides };
  return Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, withMeta(rows as object[])]));
}

export function fakeDataProvider(
  overrides: Partial<DataProvider> & Record<string, unknown> = {},
  data: Partial<DemoData> = {},
): DataProvider {
  const base = fakeRestProvider(fakeData(data), false);
  // The custom methods of the real provider (src/admin/providers/dataProvider.ts), over the same fake data.
  const custom = {
    reorder: async (resource: string, { items }: { items: { id: number; order: number }[] }) => ({
      data: await Promise.all(
        items.map(async ({ id, order }) => (await base.update(resource, { id, data: { order }, previousData: { id } })).data),
      ),
    }),
    markNotificationsRead: async () => {
      const { data: unread } = await base.getList('notifications', {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: { read: false },
      });
      await base.updateMany('notifications', { ids: unread.map((row) => row.id), data: { read: true } });
    },
    getSingleton: async () => Promise.reject(new HttpError('Not found', 404)),
  };
  return { ...base, ...custom, ...overrides } as DataProvider;
}
