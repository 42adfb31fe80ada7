/**
 * A react-admin data provider over ra-data-fakerest, filled from the same demo generator the server seeds
 * with, so component tests render real screens on realistic data without a server.
 * Override single methods with vi.fn() to simulate failures:
 *   const dataProvider = fakeDataProvider({ update: vi.fn().mockRejectedValue(new HttpError('x', 500)) });
 */
import fakeRestProvider from 'ra-data-fakerest';
import { z } from 'zod';
import { HttpError, type DataProvider } from 'react-admin';
import { demoData, type SeedData } from '../../src/server/seed/demoData';
import { fakeToursMethods } from './fakeTours';
import { fakeAdvertisementMethods } from './fakeAdvertisements';
import { fakeSalesRentalsMethods } from './fakeSalesRentals';
import { fakeOwnerTodayMethods } from './fakeOwnerToday';
import { fakeContactMethods } from './fakeContact';
import { fakeManifestMethods } from './fakeManifest';
import { singletons } from '../../src/domain/resources';
import type { SingletonDeclaration } from '../../src/domain/singleton';
import { MAX_UPLOAD_BYTES } from '../../src/domain/media';
import { textsFor, type TextEntry, type TextLanguage } from '../../src/domain/siteTexts';
import { SITE_TEXT_DEFAULTS } from '../../src/domain/siteTextDefaults';
import { footerSchema } from '../../src/domain/footer';
import { DEFAULT_POLICIES } from '../../src/domain/defaultPolicies';
import { es } from '../../src/i18n/features';

/** As the server answers a singleton: its wire shape where it declares one (the SEO checklist). */
const answerOf = (singleton: SingletonDeclaration, stored: Record<string, unknown>) =>
  singleton.wire ? singleton.wire.answer(stored) : stored;

const withMeta = <T extends object>(rows: T[]) =>
  rows.map((row, index) => ({
    id: index + 1,
    version: 1,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...row,
  }));

export function fakeData(overrides: SeedData = {}) {
  const data = { ...demoData(), ...overrides };
  return Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, withMeta(rows as object[])]));
}

export function fakeDataProvider(
  overrides: Partial<DataProvider> & Record<string, unknown> = {},
  data: SeedData = {},
): DataProvider {
  const base = fakeRestProvider(fakeData(data), false);
  // The site texts saved per language, as the server keeps them (SET-16).
  const siteTexts: Partial<Record<TextLanguage, Record<string, string>>> = {};
  // Every declared singleton as the server answers it before the first save: its schema's defaults.
  const singletonStore: Record<string, Record<string, unknown>> = Object.fromEntries(
    (singletons as readonly SingletonDeclaration[]).map((singleton) => [
      singleton.name,
      { ...answerOf(singleton, singleton.schema.parse({})), version: 0 },
    ]),
  );
  // The custom methods of the real provider (src/admin/providers/dataProvider.ts), over the same fake data.
  const custom = {
    ...fakeToursMethods(base),
    reorder: async (resource: string, { items }: { items: { id: number; order: number }[] }) => ({
      data: await Promise.all(
        items.map(
          async ({ id, order }) => (await base.update(resource, { id, data: { order }, previousData: { id } })).data,
        ),
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
    getSingleton: async (name: string) =>
      name in singletonStore ? { data: singletonStore[name] } : Promise.reject(new HttpError('Not found', 404)),
    // As the server: each save is checked by the declaration and answers a new version (and its id when byId).
    putSingleton: async (name: string, data: Record<string, unknown>) => {
      const singleton = (singletons as readonly SingletonDeclaration[]).find((declared) => declared.name === name);
      if (!singleton) throw new HttpError('Not found', 404);
      const parsed = (singleton.wire?.body ?? z.looseObject({})).parse(data) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== 'version' && key !== 'id'));
      // A save changes what it sends, over what is stored (a wire shape is sent whole).
      const kept = singleton.wire
        ? {}
        : Object.fromEntries(
            Object.entries(singletonStore[name] ?? {}).filter(([key]) => key !== 'version' && key !== 'id'),
          );
      const stored = singleton.schema.parse({ ...kept, ...fields }) as Record<string, unknown>;
      singletonStore[name] = {
        ...answerOf(singleton, stored),
        ...(singleton.byId ? { id: 1 } : {}),
        version: Number(singletonStore[name]?.version ?? 0) + 1,
      };
      return { data: singletonStore[name] };
    },
    initFooter: async () => {
      singletonStore.footer = { ...footerSchema.parse({}), id: 1, version: Number(singletonStore.footer.version) + 1 };
      return { data: singletonStore.footer };
    },
    initPolicies: async () => {
      const all = () =>
        base.getList('policies', {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
      const present = new Set((await all()).data.map((policy) => policy.policy_type));
      for (const policy of DEFAULT_POLICIES.filter(({ policy_type }) => !present.has(policy_type))) {
        await base.create('policies', {
          data: { ...policy, active: true, last_updated: '2026-11-22T10:00:00.000Z', version: 1 },
        });
      }
      return { data: (await all()).data };
    },
    getSiteTexts: async (lang: TextLanguage) => ({ data: textsFor(lang, siteTexts[lang] ?? {}, SITE_TEXT_DEFAULTS) }),
    putSiteTexts: async (lang: TextLanguage, texts: TextEntry[]) => {
      siteTexts[lang] = { ...siteTexts[lang], ...Object.fromEntries(texts.map(({ key, value }) => [key, value])) };
      return { data: textsFor(lang, siteTexts[lang] ?? {}, SITE_TEXT_DEFAULTS) };
    },
    mediaUsage: async () => ({ data: [] }),
    // The server decides by the bytes; here the declared type stands in for them.
    uploadImage: async (file: File, { onProgress }: { onProgress?: (percent: number) => void } = {}) => {
      if (file.size > MAX_UPLOAD_BYTES)
        throw new HttpError(es.ep.media.tooLarge, 413, { errors: { file: es.ep.media.tooLarge } });
      if (!file.type.startsWith('image/'))
        throw new HttpError(es.ep.media.notAnImage, 400, { errors: { file: es.ep.media.notAnImage } });
      onProgress?.(100);
      const url = `/media/uploaded-${Date.now()}-${file.name}`;
      const { data } = await base.create('media', {
        data: {
          name: file.name,
          type: file.type,
          size: file.size,
          date: '2026-11-22',
          url,
          alt: '',
          thumbnail: url,
          version: 1,
        },
      });
      return { url, id: Number(data.id) };
    },
  };
  return {
    ...base,
    ...fakeAdvertisementMethods(base),
    ...fakeOwnerTodayMethods(base),
    ...fakeSalesRentalsMethods(base),
    ...fakeContactMethods(base),
    ...fakeManifestMethods(base),
    ...custom,
    ...overrides,
  } as DataProvider;
}
