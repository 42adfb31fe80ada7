import { resources, singletons as singletonDeclarations } from '../../domain/resources';

/**
 * How each react-admin resource maps onto the irregular REST API, derived from the resource declarations
 * (src/domain/resources.ts): nothing here is written per resource.
 */
export interface Endpoint {
  /** API path of the collection, e.g. /api/blog/posts. */
  path: string;
  /** Key holding the rows when a list answer is an object, e.g. `posts` for {posts}. */
  listKey?: string;
  /** Parameters every list call carries, e.g. {admin: 'true'}. */
  listParams?: Record<string, string>;
  /** Key holding the record in a create/update answer, e.g. `post` for {post: {id}}. */
  recordKey?: string;
  /** Fields the search `q` looks in. */
  searchFields: readonly string[];
  /** Filters fixed by the resource, e.g. the sales-rentals lists are properties with a type. */
  fixedFilter?: Record<string, unknown>;
}

export const endpoints: Record<string, Endpoint> = Object.fromEntries(
  resources.map(({ name, api, search, legacy }) => [name, { path: api, searchFields: search, ...legacy }]),
);

/**
 * Single objects read and written whole (settings-like): name → API path and write method, from the
 * declarations (the SEO area declares 'seo-checklist', which the dashboard widget waits for).
 */
export const singletons: Record<string, string> = Object.fromEntries(
  singletonDeclarations.map(({ name, api }) => [name, api]),
);
export const singletonMethods: Record<string, 'PUT' | 'POST'> = Object.fromEntries(
  singletonDeclarations.map(({ name, method }) => [name, method]),
);

export function endpointOf(resource: string): Endpoint {
  const found = endpoints[resource];
  if (!found) throw new Error(`No endpoint is declared for the resource "${resource}"`);
  return found;
}
