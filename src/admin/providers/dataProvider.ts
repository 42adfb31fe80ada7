import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { endpointOf, singletonMethods, singletons, type Endpoint } from './endpoints';
import { httpClient } from './httpClient';
import { toursMethods, type ToursMethods } from './toursMethods';
import { bookingsMethods, type BookingsMethods } from './bookingsMethods';
import { voucherMethods, type VoucherMethods } from './voucherMethods';
import { advertisementMethods, type AdvertisementMethods } from './advertisementMethods';
import { salesRentalsMethods, type SalesRentalsMethods } from './salesRentalsMethods';
import { ownerTodayMethods, type OwnerTodayMethods } from './ownerTodayMethods';
import { manifestMethods, type ManifestMethods } from './manifestMethods';
import { moneyMethods, type MoneyMethods } from './moneyMethods';
import { singletons as singletonDeclarations } from '../../domain/resources';
import { uploadImage, type UploadedImage, type UploadOptions } from './uploadImage';
import { cachedRead, dropCachedRead } from './singletonCache';
import { siteTextsMethods, type SiteTextsMethods } from './siteTextsMethods';
import type { MediaUse } from '../../domain/media';
import { contactMethods, type ContactMethods } from './contactMethods';
import { partnersMethods, type PartnersMethods } from './partnersMethods';

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
  /** FOOT-10: POST /api/init-footer-content saves the default footer; answers it. */
  initFooter(): Promise<{ data: Row }>;
  /** POL-06: POST /api/init-policies creates the missing default policies; answers the whole list. */
  initPolicies(): Promise<{ data: RaRecord[] }>;
  /** API-19: stores an image (checked by its bytes on the server) and adds it to the media library. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedImage>;
  /** GET /api/media/:id/usage: every place that shows the file. */
  mediaUsage(id: Identifier): Promise<{ data: MediaUse[] }>;
}

export type EpDataProvider = DataProvider &
  CustomMethods &
  ToursMethods &
  BookingsMethods &
  VoucherMethods &
  SiteTextsMethods &
  AdvertisementMethods &
  OwnerTodayMethods &
  SalesRentalsMethods &
  ContactMethods &
  ManifestMethods &
  MoneyMethods &
  PartnersMethods;

const API = '/api';

/** ra-data-simple-rest calls `${API}/${resource}`: the resource it is given is the endpoint's path below /api. */
function routeOf(resource: string): { endpoint: Endpoint; route: string } {
  const endpoint = endpointOf(resource);
  if (!endpoint.path.startsWith(`${API}/`)) throw new Error(`The endpoint of "${resource}" is not under ${API}`);
  return { endpoint, route: endpoint.path.slice(API.length + 1) };
}

/** A create or update answer carries the record itself, or wraps it (e.g. {post: {id}}). */
function unwrapRecord(endpoint: Endpoint, body: unknown, sent: Row): RaRecord {
  const answer = (body ?? {}) as Row;
  const wrapped = endpoint.recordKey ? (answer[endpoint.recordKey] as Row | undefined) : undefined;
  const record = wrapped?.id !== undefined ? wrapped : answer;
  return { ...sent, ...record, id: (record.id ?? answer.id) as Identifier };
}

const withFixedFilter = <P extends { filter?: Row }>(endpoint: Endpoint, params: P): P =>
  endpoint.fixedFilter ? { ...params, filter: { ...params.filter, ...endpoint.fixedFilter } } : params;

const singletonsById = new Set<string>(
  singletonDeclarations.filter((singleton) => 'byId' in singleton && singleton.byId).map(({ name }) => name),
);

function singletonPath(name: string) {
  const path = singletons[name];
  if (!path) throw new Error(`No endpoint is declared for the singleton "${name}"`);
  return path;
}

/**
 * ra-data-simple-rest does every CRUD call; this layer maps only where our API differs from it: resource
 * names to API paths (the endpoints table), fixed filters, wrapped record answers, the `version` a write
 * carries for 409, the deleted record react-admin expects back, and the calls that are not CRUD.
 */
export function createDataProvider(): EpDataProvider {
  const base = simpleRestProvider(API, httpClient);

  const update: DataProvider['update'] = async (resource, params) => {
    const { endpoint, route } = routeOf(resource);
    // A write that says `version: undefined` carries none: one that commutes with any other on the record
    // (marking a message read, adding to its thread), which the version read when the screen opened would refuse.
    const version = 'version' in params.data ? (params.data as Row).version : params.previousData?.version;
    const data = { ...params.data, ...(version !== undefined ? { version } : {}) };
    const { data: answer } = await base.update(route, { ...params, data });
    return { data: unwrapRecord(endpoint, answer, { ...params.previousData, ...data, id: params.id }) as never };
  };

  return {
    getList: (resource, params) => {
      const { endpoint, route } = routeOf(resource);
      return base.getList(route, withFixedFilter(endpoint, params));
    },
    getOne: async (resource, params) => {
      const { endpoint, route } = routeOf(resource);
      const { data } = await base.getOne(route, params);
      return { data: unwrapRecord(endpoint, data, {}) as never };
    },
    getMany: (resource, params) => base.getMany(routeOf(resource).route, params),
    getManyReference: (resource, params) => {
      const { endpoint, route } = routeOf(resource);
      return base.getManyReference(route, withFixedFilter(endpoint, params));
    },
    create: async (resource, params) => {
      const { endpoint, route } = routeOf(resource);
      const { data } = await base.create(route, params);
      return { data: unwrapRecord(endpoint, data, params.data as Row) as never };
    },
    update,
    updateMany: (resource, params) => base.updateMany(routeOf(resource).route, params),
    delete: async (resource, params) => {
      const { data } = await base.delete(routeOf(resource).route, params);
      return { data: params.previousData ?? data };
    },
    deleteMany: (resource, params) => base.deleteMany(routeOf(resource).route, params),
    ...advertisementMethods,
    ...salesRentalsMethods,
    ...ownerTodayMethods,
    ...contactMethods,
    ...manifestMethods,
    ...moneyMethods,
    ...partnersMethods,
    reorder: async (resource, { items }) => ({
      data: await Promise.all(
        items.map(
          async ({ id, order, version }) =>
            (await update(resource, { id, data: { order, ...(version ? { version } : {}) }, previousData: { id } }))
              .data,
        ),
      ),
    }),
    markNotificationsRead: async () => {
      await httpClient(`${API}/admin-notifications/read`, { method: 'POST' });
    },
    getSingleton: (name) =>
      cachedRead(name, async () => {
        const { json: body } = await httpClient(singletonPath(name));
        return { data: body as never };
      }),
    putSingleton: async (name, data) => {
      // FOOT-07: a singleton addressed by id once saved (the footer) is saved with PUT {path}/{id}.
      const id = singletonsById.has(name) ? (data as Row).id : undefined;
      const { json: body } = await httpClient(id === undefined ? singletonPath(name) : `${singletonPath(name)}/${id}`, {
        method: id === undefined ? singletonMethods[name] : 'PUT',
        body: JSON.stringify(data),
      });
      dropCachedRead(name);
      return { data: (body ?? data) as never };
    },
    initFooter: async () => {
      const { json } = await httpClient<Row>(`${API}/init-footer-content`, { method: 'POST' });
      dropCachedRead('footer');
      return { data: json };
    },
    initPolicies: async () => ({
      data: (await httpClient<RaRecord[]>(`${API}/init-policies`, { method: 'POST' })).json,
    }),
    uploadImage,
    mediaUsage: async (id) => ({
      data: (await httpClient<MediaUse[]>(`${API}/media/${encodeURIComponent(String(id))}/usage`)).json,
    }),
    ...toursMethods,
    ...bookingsMethods,
    ...voucherMethods,
    ...siteTextsMethods,
  };
}
