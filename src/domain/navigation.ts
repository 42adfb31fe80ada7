import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { link, requiredText } from './validation';
import { lazy } from './lazy';

/** NAV-09, NAV-10: legacy public URLs and where they live now. */
export const TOURS_URL = '/tours-and-excursions-in-puerto-plata';
export const ATTRACTIONS_URL = '/things-to-do-attractions-in-puerto-plata';
export const AIRPORT_TRANSFERS_URL = '/airport-transfers';

const LEGACY_URLS: Record<string, string> = {
  '/tours': TOURS_URL,
  '/tours-and-excursions': TOURS_URL,
  '/attractions': ATTRACTIONS_URL,
  '/things-to-do': ATTRACTIONS_URL,
};

/** NAV-11, NAV-12: names renamed on create. */
const CREATE_NAMES: Record<string, string> = {
  Tours: 'Tours & Excursions',
  Attractions: 'Things to Do & Attractions',
};

const stripTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

export function mapLegacyNavUrl(url: string): string {
  const trimmed = url.trim();
  return LEGACY_URLS[stripTrailingSlash(trimmed)] ?? trimmed;
}

export function mapNavNameOnCreate(name: string): string {
  const trimmed = name.trim();
  return CREATE_NAMES[trimmed] ?? trimmed;
}

export const isAirportTransfersUrl = (url: string) =>
  stripTrailingSlash(url.trim()).toLowerCase() === AIRPORT_TRANSFERS_URL;

/**
 * NAV-07: true when saving `candidate` would make a second airport-transfers link.
 * The candidate's own stored row (same id) does not count.
 */
export function violatesAirportTransfersRule(
  candidate: { id?: number; url: string },
  stored: ReadonlyArray<{ id: number; url: string }>,
): boolean {
  if (!isAirportTransfersUrl(candidate.url)) return false;
  return stored.some((link) => link.id !== candidate.id && isAirportTransfersUrl(link.url));
}

export const navigationSchema = lazy(() =>
  z.object({
    name: requiredText(80, 'ep.navigation.required'),
    url: link(500, 'ep.navigation.required'),
    order: z.coerce.number().int().min(1),
    active: z.boolean().default(true),
    new_tab: z.boolean().default(false),
  }),
);

export const navigationResource = defineResource({
  name: 'navigation',
  api: '/api/navigation',
  schema: navigationSchema,
  // The server appends a new link after the last one.
  optionalOnCreate: ['order'],
  search: ['name', 'url'],
  // The public site reads its menu; anonymous callers get the active links only.
  access: { read: 'public', write: 'staff' },
  list: {
    sortable: ['name', 'url', 'order', 'active', 'new_tab'],
    filterable: ['active', 'new_tab'],
    defaultSort: [
      ['order', 'asc'],
      ['id', 'asc'],
    ],
    publicFilters: { active: ['true'] },
  },
  screens: true,
});

export type NavigationLink = RecordOf<typeof navigationResource>;

/**
 * NAV-05: moves one link and renumbers all from 1; `changed` holds only the links whose order moved,
 * which are the ones to save.
 */
export function reorderLinks<T extends { id: number; order: number }>(links: readonly T[], from: number, to: number) {
  const moved = [...links];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item);
  const renumbered = moved.map((link, index) => ({ ...link, order: index + 1 }));
  const changed = renumbered.filter((link) => links.find((old) => old.id === link.id)?.order !== link.order);
  return { links: renumbered, changed };
}
