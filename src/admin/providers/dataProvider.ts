import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { endpointOf, singletons, type Endpoint } from './endpoints';
import { httpClient } from './httpClient';
import { pageOnClient } from './listFallback';

type Row = Record<string, unknown>;

export interface ReorderItem {
  id: Identifier;
  order: number;
  version?: number;
}

/** The calls that are not CRUD, beside react-admin's methods. */
export interface CustomMethods {
  /** NAV-05: one PUT per moved item with its new order. */
  reorder(resource: string, params: { items: ReorderItem[] }): Promise<{ data: RaRecord[] }>;
  markNotificationsRead(): Promise<void>;
  getSingleton<T = Row>(name: string): Promise<{ data: T }>;
  putSingleton<T = Row>(name: string, data: T): Promise<{ data: T }>;
}

export type EpDataProvider = DataProvider & CustomMethods;

const json = (body: unknown) => JSON.stringify(body);

function unwrapList(endpoint: Endpoint, body: unknown): Row[] {
  if (Array.isArray(body)) return body as Row[];
  const wrapped = endpoint.listKey ? (body as Row | undefined)?.[endpoint.listKey] : undefined;
  if (Array.isArray(wrapped)) return wrapped as Row[];
  throw new Error(`Unexpected list answer from ${endpoint.path}`);
}

/** A create or update answer carries the record itself, or wraps it (e.g. {post: {id}}). */
function unwrapRecord(endpoint: Endpoint, body: unknown, sent: Row): RaRecord {
  const answer = (body ?? {}) as Row;
  const wrapped = endpoint.recordKey ? (answer[endpoint.recordKey] as Row | undefined) : undefined;
  const record = wrapped?.id !== undefined ? wrapped : answer;
  return { ...sent, ...record, id: (record.id ?? answer.id) as Identifier };
}

function listQuery(endpoint: Endpoint, params: GetListParams): URLSearchParams {
  const query = new URLSearchParams(endpoint.listParams);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  query.set('_page', String(page));
  query.set('_per_page', String(perPage));
  if (params.sort?.field) {
    query.set('_sort', params.sort.field);
    query.set('_order', params.sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [field, value] of Object.entries({ ...params.filter, ...endpoint.fixedFilter })) {
    if (value === undefined || value === null || value === '') continue;
    query.set(field, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}

function singletonPath(name: string) {
  const path = singletons[name];
  if (!path) throw new Error(`No endpoint is declared for the singleton "${name}"`);
  return path;
}

const itemPath = (endpoint: Endpoint, id: Identifier) => `${endpoint.path}/${encodeURIComponent(String(id))}`;

export function createDataProvider(): EpDataProvider {
  const getOne = async <R extends RaRecord>(resource: string, { id }: { id: Identifier }) => {
    const { json: body } = await httpClient<Row>(itemPath(endpointOf(resource), id));
    return { data: unwrapRecord(endpointOf(resource), body, {}) as R };
  };

  const getList = async <R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> => {
    const endpoint = endpointOf(resource);
    const { json: body, headers } = await httpClient(`${endpoint.path}?${listQuery(endpoint, params)}`);
    const rows = unwrapList(endpoint, body);
    const total = headers.get('X-Total-Count');
    if (total !== null) return { data: rows as R[], total: Number(total) };
    const paged = pageOnClient(rows, { ...params, filter: { ...params.filter, ...endpoint.fixedFilter } }, endpoint.searchFields);
    return { data: paged.data as R[], total: paged.total };
  };

  const update = async <R extends RaRecord>(resource: string, params: { id: Identifier; data: Partial<RaRecord>; previousData?: RaRecord }) => {
    const endpoint = endpointOf(resource);
    const version = (params.data as Row).version ?? params.previousData?.version;
    const sent = { ...params.data, ...(version !== undefined ? { version } : {}) };
    const { json: body } = await httpClient(itemPath(endpoint, params.id), { method: 'PUT', body: json(sent) });
    return { data: unwrapRecord(endpoint, body, { ...params.previousData, ...sent, id: params.id }) as R };
  };

  const remove = async <R extends RaRecord>(resource: string, params: { id: Identifier; previousData?: R }) => {
    await httpClient(itemPath(endpointOf(resource), params.id), { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as R };
  };

  const provider: EpDataProvider = {
    getList,
    getOne,
    getMany: async <R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => ({
      data: await Promise.all(ids.map(async (id) => (await getOne<R>(resource, { id })).data)),
    }),
    getManyReference: async (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const endpoint = endpointOf(resource);
      const { json: body } = await httpClient(endpoint.path, { method: 'POST', body: json(params.data) });
      return { data: unwrapRecord(endpoint, body, params.data as Row) as never };
    },
    update,
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(resource, { id, data })));
      return { data: ids };
    },
    delete: remove,
    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(resource, { id })));
      return { data: ids };
    },
    reorder: async (resource, { items }) => ({
      data: await Promise.all(
        items.map(async ({ id, order, version }) => (await update(resource, { id, data: { order, ...(version ? { version } : {}) } })).data),
      ),
    }),
    markNotificationsRead: async () => {
      await httpClient('/api/admin-notifications/read', { method: 'POST' });
    },
    getSingleton: async (name) => {
      const { json: body } = await httpClient(singletonPath(name));
      return { data: body as never };
    },
    putSingleton: async (name, data) => {
      const { json: body } = await httpClient(singletonPath(name), { method: 'PUT', body: json(data) });
      return { data: (body ?? data) as never };
    },
  };
  return provider;
}
