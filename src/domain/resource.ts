import { z } from 'zod';
import { recordMetaInput, type RecordMeta } from './common';
import { blankWhenEmptied } from './emptiedFields';
import { lazy } from './lazy';

/**
 * One declaration per resource (docs/DESIGN.md "Resources: one declaration each"): the server's routes, access
 * rules, table types and seed, and the app's endpoints, menu and routes are all derived from it.
 */

/**
 * Who may read or write: anyone; any back-office staff member; the owner, or the secretary when the owner
 * granted her the bookings ('bookings') or the money ('money'); the owner only; a driver (his own runs).
 */
export type AccessLevel = 'public' | 'staff' | 'bookings' | 'money' | 'owner' | 'driver';
export type WriteAction = 'create' | 'update' | 'delete';
export type SortSpec = ReadonlyArray<readonly [string, 'asc' | 'desc']>;

/** '/api/admin-notifications' → 'admin_notifications': the default table of an API path. */
type LastSegment<Path extends string> = Path extends `${string}/${infer Rest}` ? LastSegment<Rest> : Path;
type Snake<Text extends string> = Text extends `${infer Head}-${infer Tail}` ? `${Head}_${Snake<Tail>}` : Text;
export type DefaultTable<Api extends string> = Snake<LastSegment<Api>>;

export const defaultTable = <Api extends string>(api: Api) =>
  api.slice(api.lastIndexOf('/') + 1).replace(/-/g, '_') as DefaultTable<Api>;

export interface ListOptions<Field extends string> {
  /** Fields a list may be sorted by; `id` always may. */
  sortable?: readonly Field[];
  /** Fields a list may be filtered by; `id` always may. */
  filterable?: readonly Field[];
  /** Order of the legacy (unparameterised) list. */
  defaultSort: ReadonlyArray<readonly [Field | 'id' | 'created_at' | 'updated_at', 'asc' | 'desc']>;
  /** Filters forced on callers without a session, e.g. only active links. */
  publicFilters?: Partial<Record<Field, string[]>>;
}

export interface ResourceOptions<
  Name extends string,
  Api extends string,
  Table extends string,
  Shape extends z.ZodRawShape,
  ServerSet extends keyof Shape & string = never,
  FilledIn extends keyof Shape & string = never,
> {
  /** The react-admin resource: the spec's route under the role area (e.g. 'faq'). */
  name: Name;
  /** The spec's endpoint, e.g. '/api/faqs'. */
  api: Api;
  /** Defaults to the API path's last segment, dashes as underscores. */
  table?: Table;
  /**
   * Every stored field with its limits and defaults: the one source of the fields. Given as the function that
   * builds it (`schema: () => z.object({…})`), defineResource makes it lazy itself (lazy.ts): the app's first chunk
   * imports every declaration, and only a form that shows builds its schema. A schema given built must already
   * be lazy (`lazy(() => z.object(…))`); test/admin/speed/lazySchemas.test.tsx fails on one built at load.
   */
  schema: z.ZodObject<Shape> | (() => z.ZodObject<Shape>);
  /**
   * Fields only the server sets (a media file's url and size). A client may echo them back, as react-admin's
   * Edit does with the whole record, but they are ignored.
   */
  readOnly?: readonly ServerSet[];
  /** Fields a create may leave out although a stored record always has them (the server fills them in). */
  optionalOnCreate?: readonly FilledIn[];
  /** Fields the full-text search `q` looks in. */
  search: readonly (keyof Shape & string)[];
  access: { read: AccessLevel; write: AccessLevel };
  list: ListOptions<keyof Shape & string>;
  /** Which write routes exist; all by default. */
  writes?: readonly WriteAction[];
  /** Fields unique across the table (case and surrounding spaces ignored), with the message a clash answers. */
  unique?: Partial<Record<keyof Shape & string, string>>;
  /** Whether the app has screens for it (a folder under src/admin/resources with a list). */
  screens?: boolean;
  /**
   * A sidebar item for a resource the spec's sidebar does not list, after the spec's nineteen (DECISIONS SHELL-15):
   * after the declared item of the named route, else in declaration order. Its label is the resource's name in its
   * folder's messages.
   */
  menu?: { after?: string };
  /** Legacy answer shapes: rows under a key (`{posts: [...]}`), a created record under a key (`{post: {id}}`). */
  legacy?: { listKey?: string; recordKey?: string; listParams?: Record<string, string> };
}

/** Unwraps optional, nullable and default wrappers to the schema that says what a value is. */
function innerType(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault ||
    current instanceof z.ZodPrefault
  ) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Stored as 0/1 on both databases. */
const isBoolean = (schema: z.ZodType) => innerType(schema) instanceof z.ZodBoolean;
/** Stored as JSON text on both databases. */
const isJson = (schema: z.ZodType) => {
  const inner = innerType(schema);
  return inner instanceof z.ZodArray || inner instanceof z.ZodObject || inner instanceof z.ZodRecord;
};

/** The same field without its default: a partial update must leave an absent field as stored. */
const withoutDefault = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault ? (schema.unwrap() as z.ZodType) : schema;

/**
 * A field only the server sets: a client may echo it back (react-admin's Edit sends the whole record); it is ignored.
 */
const echoed = z.unknown().optional();

export function defineResource<
  const Name extends string,
  const Api extends string,
  Shape extends z.ZodRawShape,
  const Table extends string = DefaultTable<Api>,
  const ServerSet extends keyof Shape & string = never,
  const FilledIn extends keyof Shape & string = never,
>(options: ResourceOptions<Name, Api, Table, Shape, ServerSet, FilledIn>) {
  const given = options.schema;
  const schema: z.ZodObject<Shape> = typeof given === 'function' ? lazy(given) : given;
  // Read on first use, as the schema itself is built (lazy.ts): the app's menu and endpoints read only names.
  const entries = () => Object.entries(schema.shape) as [keyof Shape & string, z.ZodType][];
  const optionalOnCreate = new Set<string>(options.optionalOnCreate ?? []);
  const readOnly = new Set<string>(options.readOnly ?? []);
  /** What a create accepts: the fields with their defaults, plus the meta a client may echo back. */
  const buildCreate = () => {
    const createShape = Object.fromEntries(
      entries().map(([key, field]) => [
        key,
        readOnly.has(key)
          ? echoed
          : optionalOnCreate.has(key)
            ? blankWhenEmptied(withoutDefault(field)).optional()
            : blankWhenEmptied(field),
      ]),
    ) as unknown as Shape;
    return z.strictObject({ ...createShape, ...recordMetaInput });
  };
  /** What an update accepts: any subset of the fields, no defaults, plus the meta (version → 409). */
  const buildUpdate = () => {
    const updateShape = Object.fromEntries(
      entries().map(([key, field]) => [
        key,
        readOnly.has(key) ? echoed : blankWhenEmptied(withoutDefault(field)).optional(),
      ]),
    );
    return z.strictObject({ ...updateShape, ...recordMetaInput });
  };
  let create: ReturnType<typeof buildCreate> | undefined;
  let update: ReturnType<typeof buildUpdate> | undefined;
  let booleans: (keyof Shape & string)[] | undefined;
  let json: (keyof Shape & string)[] | undefined;
  const fieldsThat = (is: (field: z.ZodType) => boolean) =>
    entries().flatMap(([key, field]) => (is(field) ? [key] : []));
  return {
    name: options.name,
    api: options.api,
    table: (options.table ?? defaultTable(options.api)) as Table,
    schema,
    // Built on first use: only the server validates writes with them.
    get create() {
      return (create ??= buildCreate());
    },
    get update() {
      return (update ??= buildUpdate());
    },
    search: options.search,
    readOnly: [...readOnly] as ServerSet[],
    /** Fields a create may leave out (the server's hooks fill them in). */
    optionalOnCreate: [...optionalOnCreate] as FilledIn[],
    access: options.access,
    list: {
      sortable: ['id', 'created_at', 'updated_at', ...(options.list.sortable ?? [])] as readonly string[],
      filterable: ['id', ...(options.list.filterable ?? [])] as readonly string[],
      defaultSort: options.list.defaultSort as SortSpec,
      publicFilters: options.list.publicFilters as Record<string, string[]> | undefined,
    },
    writes: options.writes ?? (['create', 'update', 'delete'] as const),
    unique: (options.unique ?? {}) as Readonly<Record<string, string>>,
    screens: options.screens ?? false,
    menu: options.menu,
    legacy: options.legacy ?? {},
    /** Stored as 0/1 (read by the server's row mapping only). */
    get booleans() {
      return (booleans ??= fieldsThat(isBoolean));
    },
    /** Stored as JSON text (read by the server's row mapping only). */
    get json() {
      return (json ??= fieldsThat(isJson));
    },
  };
}

export type ResourceDeclaration = ReturnType<
  typeof defineResource<string, string, z.ZodRawShape, string, string, string>
>;

/** A record as the API answers it: the schema's type plus id, version and timestamps. */
export type RecordOf<R extends { schema: z.ZodType }> = z.infer<R['schema']> & RecordMeta;
/** The fields of a declaration as its schema gives them. */
export type FieldsOf<R extends { schema: z.ZodType }> = z.output<R['schema']>;
/**
 * What a create carries once parsed, as a server hook reads it: the fields, without those only the server sets,
 * and with those the server fills in left optional.
 */
export type CreateOf<
  R extends { schema: z.ZodType; readOnly: readonly string[]; optionalOnCreate: readonly string[] },
> = Omit<FieldsOf<R>, R['readOnly'][number] | R['optionalOnCreate'][number]> &
  Partial<Pick<FieldsOf<R>, Extract<keyof FieldsOf<R>, Exclude<R['optionalOnCreate'][number], R['readOnly'][number]>>>>;
/** What an update carries once parsed: any of the fields a client may set. */
export type UpdateOf<R extends { schema: z.ZodType; readOnly: readonly string[] }> = Partial<
  Omit<FieldsOf<R>, R['readOnly'][number]>
>;
/** What a seed supplies: a record without the columns the database fills in. */
export type SeedOf<R extends { schema: z.ZodType }> = z.input<R['schema']>;
