import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../../src/admin/providers/dataProvider';
import { endpoints } from '../../../src/admin/providers/endpoints';
import { fakeFetch } from './fakeFetch';
import { NETWORK, failureCode, fieldErrorsOf } from '../../../src/admin/providers/failure';

const links = [
  { id: 1, name: 'Home', url: '/', order: 2 },
  { id: 2, name: 'Excursión Sosúa', url: '/sosua', order: 1 },
  { id: 3, name: 'Blog', url: '/blog', order: 3 },
];
const listParams = { pagination: { page: 1, perPage: 2 }, sort: { field: 'order', order: 'ASC' as const }, filter: {} };
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
  delete endpoints.posts;
  delete endpoints['sales-villas'];
});

describe('dataProvider', () => {
  it('API-81 asks ra-data-simple-rest style for a page and reads the total from Content-Range', async () => {
    const calls = fakeFetch({
      'GET /api/navigation?': { body: links.slice(0, 2), headers: { 'Content-Range': 'navigation 0-1/3' } },
    });
    const result = await createDataProvider().getList('navigation', {
      ...listParams,
      filter: { q: 'o', active: true },
    });
    expect(result).toEqual({ data: links.slice(0, 2), total: 3 });
    expect(query(calls[0].url)).toEqual({ sort: '["order","ASC"]', range: '[0,1]', filter: '{"q":"o","active":true}' });
  });

  it('API-12 API-81 maps the resource to its API path and adds the fixed filter of the endpoint table', async () => {
    endpoints.posts = { path: '/api/blog/posts', recordKey: 'post', searchFields: [] };
    endpoints['sales-villas'] = { path: '/api/properties', fixedFilter: { type: 'villa' }, searchFields: [] };
    const calls = fakeFetch({
      'GET /api/blog/posts?': { body: [{ id: 7, title: 'Hola' }], headers: { 'Content-Range': 'posts 0-0/1' } },
      'GET /api/properties?': { body: [], headers: { 'Content-Range': 'properties */0' } },
      'GET /api/admin-notifications?': { body: [], headers: { 'Content-Range': 'admin-notifications */0' } },
    });
    const provider = createDataProvider();
    expect((await provider.getList('posts', listParams)).data).toEqual([{ id: 7, title: 'Hola' }]);
    expect((await provider.getList('sales-villas', { ...listParams, filter: { q: 'mar' } })).total).toBe(0);
    await provider.getList('notifications', listParams);
    expect(calls.map((call) => call.url.split('?')[0])).toEqual([
      '/api/blog/posts',
      '/api/properties',
      '/api/admin-notifications',
    ]);
    expect(query(calls[1].url).filter).toBe('{"q":"mar","type":"villa"}');
  });

  it('API-16 POST-24 takes the created id from id or from post.id', async () => {
    endpoints.posts = { path: '/api/blog/posts', recordKey: 'post', searchFields: [] };
    fakeFetch({
      'POST /api/blog/posts': { status: 201, body: { post: { id: 12 } } },
      'POST /api/navigation': { status: 201, body: { id: 5, name: 'A' } },
    });
    const provider = createDataProvider();
    expect((await provider.create('posts', { data: { title: 'Nuevo' } })).data).toEqual({ title: 'Nuevo', id: 12 });
    expect((await provider.create('navigation', { data: { name: 'A', url: '/a' } })).data).toMatchObject({
      id: 5,
      url: '/a',
    });
  });

  it('API-81 a refused write becomes an HttpError carrying the field errors for the form', async () => {
    fakeFetch({
      'POST /api/navigation': {
        status: 400,
        body: { error: 'Nombre y URL son obligatorios', fields: { name: 'Nombre y URL son obligatorios' } },
      },
    });
    const failure = await createDataProvider()
      .create('navigation', { data: {} })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Nombre y URL son obligatorios',
      body: { errors: { name: 'Nombre y URL son obligatorios' } },
    });
  });

  it(
    "STRUCTURE a refusal keeps the server's code, and the code decides, not the words; an answer without one " +
      'gets it from its status',
    async () => {
      fakeFetch({
        'DELETE /api/tours/1': { status: 409, body: { error: 'Cualquier texto', code: 'has_reservations' } },
        'PUT /api/navigation/1': { status: 409, body: { error: 'Conflict' } },
      });
      const provider = createDataProvider();
      const refused = await provider.delete('tours', { id: 1 }).catch((error: unknown) => error);
      expect([failureCode(refused), fieldErrorsOf(refused)]).toEqual(['has_reservations', undefined]);
      const stale = await provider
        .update('navigation', { id: 1, data: { name: 'x' }, previousData: { id: 1 } })
        .catch((error: unknown) => error);
      expect(failureCode(stale)).toBe('conflict');
      fakeFetch({});
      expect(failureCode(await provider.getOne('navigation', { id: 1 }).catch((error: unknown) => error))).toBe(
        NETWORK,
      );
    },
  );

  it('NAV-18 a network failure is an HttpError with status 0', async () => {
    fakeFetch({});
    await expect(createDataProvider().getOne('navigation', { id: 1 })).rejects.toMatchObject({
      status: 0,
      message: 'Error de conexión',
    });
  });

  it('API-05 sends the version it read, so a stale edit gets 409 instead of overwriting', async () => {
    const calls = fakeFetch({ 'PUT /api/navigation/1': { body: { ...links[0], name: 'Inicio', version: 4 } } });
    const result = await createDataProvider().update('navigation', {
      id: 1,
      data: { name: 'Inicio' },
      previousData: { ...links[0], version: 3 },
    });
    expect(calls[0].body).toEqual({ name: 'Inicio', version: 3 });
    expect(result.data).toMatchObject({ name: 'Inicio', version: 4 });
  });

  it('NAV-05 reorder sends one PUT {order} per moved item', async () => {
    const calls = fakeFetch({ 'PUT /api/navigation/': { body: {} } });
    await createDataProvider().reorder('navigation', {
      items: [
        { id: 2, order: 1, version: 1 },
        { id: 1, order: 2 },
      ],
    });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/navigation/2', { order: 1, version: 1 }],
      ['PUT', '/api/navigation/1', { order: 2 }],
    ]);
  });

  it('API-06 delete answers the previous record; getMany asks for the ids in one list call', async () => {
    const calls = fakeFetch({
      'DELETE /api/navigation/3': { body: { id: 3 } },
      'GET /api/navigation?': { body: [links[0], links[1]] },
    });
    const provider = createDataProvider();
    expect((await provider.delete('navigation', { id: 3, previousData: links[2] })).data).toEqual(links[2]);
    expect((await provider.getMany('navigation', { ids: [1, 2] })).data).toEqual([links[0], links[1]]);
    expect(query(calls[1].url)).toEqual({ filter: '{"id":[1,2]}' });
  });

  it('SHELL-19 marks notifications read with one POST', async () => {
    const calls = fakeFetch({ 'POST /api/admin-notifications/read': { status: 204 } });
    await createDataProvider().markNotificationsRead();
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin-notifications/read', body: undefined }]);
  });
});
