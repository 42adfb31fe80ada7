/**
 * How each react-admin resource maps onto the irregular REST API: adding a resource is one entry here
 * plus one <Resource>. Everything not stated takes the defaults of `endpoint()`.
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
  /** Fields the client-side fallback searches for `q` when the server does no paging. */
  searchFields: string[];
  /** Filters fixed by the resource, e.g. the sales-rentals lists are properties with a type. */
  fixedFilter?: Record<string, unknown>;
}

const endpoint = (path: string, options: Partial<Endpoint> = {}): Endpoint => ({ path, searchFields: [], ...options });

export const endpoints: Record<string, Endpoint> = {
  navigation: endpoint('/api/navigation', { searchFields: ['name', 'url'] }),
  pages: endpoint('/api/pages', { searchFields: ['title', 'content'] }),
  users: endpoint('/api/users', { searchFields: ['username', 'email', 'phone', 'vehicle', 'plate'] }),
  media: endpoint('/api/media', { searchFields: ['name', 'alt', 'type'] }),
  notifications: endpoint('/api/admin-notifications', { searchFields: ['text'] }),
  audit: endpoint('/api/audit', { searchFields: ['resource', 'action', 'username'] }),
};

/**
 * Single objects read and written whole (settings-like); keyed by the name the screens use.
 * An area's issue adds its entry (the SEO area adds 'seo-checklist', which the dashboard widget waits for).
 */
export const singletons: Record<string, string> = {};

export const hasSingleton = (name: string) => name in singletons;

export function endpointOf(resource: string): Endpoint {
  const found = endpoints[resource];
  if (!found) throw new Error(`No endpoint is declared for the resource "${resource}"`);
  return found;
}
