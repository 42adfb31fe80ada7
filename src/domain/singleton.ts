import type { z } from 'zod';
import type { AccessLevel } from './resource';
import { withEmptiedFields } from './emptiedFields';
import { lazy } from './lazy';

/**
 * An object read and written whole (header settings, SEO general, footer, About Us, the checklist,
 * visibility): declared like a resource, stored as one row of the `singletons` table, served at its API
 * path by GET and by its write method.
 */
export function defineSingleton<
  const Name extends string,
  const Api extends string,
  Schema extends z.ZodObject,
>(options: {
  name: Name;
  api: Api;
  /** Every field with its default: GET answers the defaults until the first save. */
  schema: Schema;
  access: { read: AccessLevel; write: AccessLevel };
  /** The spec's write call: PUT by default; some legacy endpoints take POST. */
  method?: 'PUT' | 'POST';
  /** Fields holding HTML for the public site: the server sanitizes them on every write. */
  richHtml?: readonly (keyof z.infer<Schema> & string)[];
  /** Legacy clients address the saved object by id: GET answers its id, and PUT {api}/{id} saves it too. */
  byId?: boolean;
  /** Path of a POST route that saves the schema's defaults (e.g. 'Initialize Default Content'). */
  init?: string;
  /**
   * Where the spec's wire shape differs from the stored object (the SEO checklist travels as JSON text):
   * how the object is answered, and the schema that turns a write body into the object (plus `version`).
   */
  wire?: { answer(data: z.infer<Schema>): Record<string, unknown>; body: z.ZodType<Record<string, unknown>> };
}) {
  return { ...options, schema: lazy(() => withEmptiedFields(options.schema)), method: options.method ?? 'PUT' };
}

export type SingletonDeclaration = ReturnType<typeof defineSingleton<string, string, z.ZodObject>>;
